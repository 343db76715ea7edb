"""Bounds checks back on the id vector, where it is built anyway
(`divergence-scalarize` on a machine without scalar operands).

`spmd-vectorize{mode=uniform}` makes `x < n` (x an x id, n uniform) the mask of the first
lanes, `simd.pfirst (max(n, x0) - x0)` (`passes/spmd_vectorize/ranges.py`): three ops (two
scalar, one mask) where the id vector `x0 + lanes` is never built.  When other ops read
that vector anyway (addresses that stay gathers, values computed from the id), the
compare against a broadcast of the bound is two, `simd.s2vb %n` and `simd.vcmp slt %ids,
%bcast` (`x >= n`, the count's complement: `vcmp sge`, two against four), as in naive+ds.
With scalar operands the lowering makes the same choice itself
(`convert-simd-to-lockstep`'s `_id_compare`: `vcmps slt %ids, %n`, one op), so the pass
leaves the count to it there.

Only at the top of the kernel: in a loop, the vector compare would run (and pay every
lane's energy) per iteration where the count's scalar ops are hoisted out or cheap.
The compare runs unmasked, as the `pfirst` did (every lane defined), or under `mask(%m)`
when every user is `pand %m, ...` (false & poison is false): its lanes outside `%m` are
read by no one, as naive's compare under the tail mask.
"""

from __future__ import annotations

from xdsl.dialects import arith, builtin, func
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead

from simdopt.dialects import gpu, simd
from simdopt.dialects.matchers import is_iota


def compares_on_id_vectors(module: builtin.ModuleOp) -> None:
    """Rewrite each `pfirst (max(n, x0) - x0)` whose id vector `x0 + lanes` other ops
    read as a vector compare (see the module docstring)."""
    for op in [o for o in module.walk() if isinstance(o, simd.PFirstOp)]:
        parent = op.parent_op()
        if isinstance(parent, func.FuncOp | gpu.FuncOp):  # not per iteration of a loop
            _rewrite(op)


def _rewrite(op: simd.PFirstOp) -> None:
    k = op.count.owner
    if not isinstance(k, arith.SubiOp) or not isinstance(top := k.lhs.owner, arith.MaxSIOp):
        return
    n, x0 = top.lhs, k.rhs
    if top.rhs is not x0:
        return
    ids = _id_vector(x0, op)
    if ids is None:
        return
    users = [u.operation for u in op.result.uses]
    negated = len(users) == 1 and isinstance(users[0], simd.PNotOp)
    result = users[0].results[0] if negated else op.result
    rewriter = Rewriter()
    bcast = simd.S2VBOp(n, ids.type)
    cmp = simd.VCmpOp("sge" if negated else "slt", ids, bcast.result, _user_mask(result, op))
    rewriter.insert_op([bcast, cmp], InsertPoint.before(op))
    cmp.result.name_hint = result.name_hint
    result.replace_all_uses_with(cmp.result)
    for dead in ([users[0]] if negated else []) + [op, k, top]:
        if not any(r.uses for r in dead.results):
            rewriter.erase_op(dead)


def _id_vector(x0: SSAValue, at: Operation) -> SSAValue | None:
    """A live `simd.vadd (s2vb x0), lanes` (either order, unmasked) defined in a block
    enclosing `at` before it, with readers besides the compares made of it (`x0` or
    another `index_cast` of the same index: the count casts the id's base again)."""
    same = [x0]
    cast = x0.owner
    if isinstance(cast, arith.IndexCastOp):
        same += [u.operation.results[0] for u in cast.input.uses if isinstance(u.operation, arith.IndexCastOp) and u.operation.results[0].type == x0.type]
    for use in (u for v in same for u in v.uses):
        b = use.operation
        if not (isinstance(b, simd.S2VBOp) and b.mask is None):
            continue
        for u in b.result.uses:
            add = u.operation
            if not (isinstance(add, simd.VAddOp) and add.mask is None):
                continue
            other = add.rhs if add.lhs is b.result else add.lhs
            if _is_lanes(other) and _before(add, at) and any(_live(r.operation, set()) for r in add.result.uses):
                return add.result
    return None


def _live(op: Operation, seen: set[Operation]) -> bool:
    """Whether `op` (a reader of the id vector) stays: not dead code the clean-up after
    the pass removes (an op without effects whose results only such ops read)."""
    if op in seen:
        return False
    seen.add(op)
    if not would_be_trivially_dead(op):
        return True
    return any(_live(u.operation, seen) for r in op.results for u in r.uses)


def _is_lanes(v: SSAValue) -> bool:
    """`v` is the lane-number vector 0, 1, ..., W-1 (an `s2v` of constants)."""
    pack = v.owner
    return isinstance(pack, simd.S2VOp) and pack.mask is None and is_iota(pack.operands)


def _before(op: Operation, at: Operation) -> bool:
    """`op` is in a block enclosing `at`, before it (its result dominates `at`)."""
    block = op.parent_block()
    anc: Operation | None = at
    while anc is not None and anc.parent_block() is not block:
        anc = anc.parent_op()
    return anc is not None and block is not None and block.get_operation_index(op) < block.get_operation_index(anc)


def _user_mask(v: SSAValue, at: Operation) -> SSAValue | None:
    """`%m` (defined before `at`) outside of whose lanes nothing that stays reads `v`:
    each reader is `pand %m, ...`, an op under `mask(%m)`, or a `pand`/`pnot` whose
    result is read only so (false & poison is false; a masked op reads its own lanes)."""
    cands = [o for u in v.uses if isinstance(u.operation, simd.PAndOp) for o in u.operation.operands if o is not v]
    for m in cands:
        if isinstance(m, OpResult) and _before(m.op, at) and _read_within(v, m, set()):
            return m
    return None


def _read_within(v: SSAValue, m: SSAValue, seen: set[Operation]) -> bool:
    for u in v.uses:
        user = u.operation
        if user in seen or not _live(user, set()):
            continue
        seen.add(user)
        if isinstance(user, simd.PAndOp) and m in user.operands:
            continue
        if isinstance(user, simd.MaskedOp) and user.mask_operand is m and not user.is_negated:
            continue
        if isinstance(user, simd.PAndOp | simd.PNotOp) and _read_within(user.results[0], m, seen):
            continue
        return False
    return True
