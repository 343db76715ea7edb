"""Bounds checks back on the id vector (`divergence-scalarize` on a machine without
scalar operands), where it is built anyway or pays for itself.

`spmd-vectorize{mode=uniform}` makes `x < n` (x an x id, n uniform) the mask of the first
lanes, `simd.pfirst (max(n, x0) - x0)` (`passes/spmd_vectorize/ranges.py`): three ops (two
scalar, one mask) where the id vector `x0 + lanes` is never built.  The compare against a
broadcast of the bound is two, `simd.s2vb %n` and `simd.vcmp slt %ids, %bcast` (`x >= n`,
the count's complement: `vcmp sge`, two against four), as in naive+ds.  Which is cheaper
is the machine's (`TargetDesc`) issue cycles: the count's ops that die against a `vbcast`
and a compare on the vector unit, per run of the check, in the entry block as in a loop
(a loop's bound, `s` of `for (s = n/2; s > 0; s >>= 1) if (x < s)`, changes each
iteration, so its count runs per iteration too: a reduction's check).
With scalar operands the lowering makes the same choice itself
(`convert-simd-to-lockstep`'s `_id_compare`: `vcmps slt %ids, %n`, one op), so the pass
leaves the count to it there.

When no other op reads the id vector, building it costs `s2vb x0`, the lane numbers
(`s2v` of the constants 0..W-1, those the entry block lacks) and the add, once per run of
the entry block; the checks of that `x0` build it when what they save, each weighed by
how often it runs, exceeds that (as a register allocator weighs a spill: with no profile
a loop body counts `LOOP_WEIGHT` runs per level of nesting, as static block frequencies
do).

The compare runs unmasked, as the `pfirst` did (every lane defined), or under `mask(%m)`
when every user is `pand %m, ...` (false & poison is false): its lanes outside `%m` are
read by no one, as naive's compare under the tail mask.
"""

from __future__ import annotations

from xdsl.dialects import arith, builtin, func, scf
from xdsl.dialects.builtin import IntegerAttr, IntegerType, VectorType
from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead

from simdopt.dialects import gpu, simd
from simdopt.dialects import lockstep as ls
from simdopt.dialects.matchers import constant_int, is_iota

LOOP_WEIGHT = 2
"""Runs of a loop body per run of its loop, with no profile: the static estimate is
low on purpose (a `while` body runs at least once; a tree reduction's, log2 of a
block size unknown until launch), since an id vector built for checks that run less
often than estimated costs its W lanes' energy and its issue cycles for nothing."""


def compares_on_id_vectors(module: builtin.ModuleOp, target: ls.TargetDesc | None = None) -> int:
    """Rewrite each `pfirst (max(n, x0) - x0)` as a compare of the id vector `x0 +
    lanes` where the machine's cycles say so (see the module docstring); how many."""
    target = target or ls.TargetDesc()
    compare = 2 * target.cycles_vector  # vbcast + vcmp
    groups: dict[SSAValue, list[simd.PFirstOp]] = {}
    for op in [o for o in module.walk() if isinstance(o, simd.PFirstOp)]:
        found = _count(op)
        if found is not None and _saved(op, target) > compare:
            groups.setdefault(_base_key(found[1]), []).append(op)
    done = 0
    for checks in groups.values():
        built: SSAValue | None = None
        if all(_id_vector(_count(op)[1], op) is None for op in checks):  # pyright: ignore[reportOptionalSubscript]
            gain = sum(_frequency(op) * (_saved(op, target) - compare) for op in checks)
            x0 = _count(checks[0])[1]  # pyright: ignore[reportOptionalSubscript]
            if gain > _build_cycles(x0, checks[0], target):
                built = _build(x0, checks)
        for op in checks:
            x0 = _count(op)[1]  # pyright: ignore[reportOptionalSubscript]
            ids = _id_vector(x0, op) or (built if built is not None and _dominates(built, op) else None)
            if ids is not None:
                _rewrite(op, ids)
                done += 1
    return done


def _count(op: simd.PFirstOp) -> tuple[SSAValue, SSAValue] | None:
    """(n, x0) of `op = pfirst (max(n, x0) - x0)`."""
    k = op.count.owner
    if not isinstance(k, arith.SubiOp) or not isinstance(top := k.lhs.owner, arith.MaxSIOp):
        return None
    if top.rhs is not k.rhs:
        return None
    return top.lhs, k.rhs


def _base_key(x0: SSAValue) -> SSAValue:
    """The index an `index_cast` id base casts (its twins, one key), or `x0`."""
    cast = x0.owner
    return cast.input if isinstance(cast, arith.IndexCastOp) else x0


def _negated(op: simd.PFirstOp) -> bool:
    users = [u.operation for u in op.result.uses]
    return len(users) == 1 and isinstance(users[0], simd.PNotOp)


def _saved(op: simd.PFirstOp, target: ls.TargetDesc) -> int:
    """Issue cycles of the count's ops that die with the rewrite: the `pfirst` (and
    the `pnot` a `x >= n` check folds), the `subi` and `maxsi` it alone reads."""
    saved = target.cycles_mask * (2 if _negated(op) else 1)
    k = op.count.owner
    if isinstance(k, arith.SubiOp) and k.result.has_one_use():
        saved += target.cycles_scalar
        if k.lhs.has_one_use():
            saved += target.cycles_scalar
    return saved


def _frequency(op: Operation) -> int:
    """Runs of `op` per run of its function, statically: `LOOP_WEIGHT` per loop."""
    runs = 1
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, func.FuncOp | gpu.FuncOp):
        if isinstance(parent, scf.WhileOp | scf.ForOp):
            runs *= LOOP_WEIGHT
        parent = parent.parent_op()
    return runs


def _entry_block(op: Operation) -> Block | None:
    fn = op.parent_op()
    while fn is not None and not isinstance(fn, func.FuncOp | gpu.FuncOp):
        fn = fn.parent_op()
    return fn.body.blocks.first if fn is not None else None


def _lane_constants(x0: SSAValue, at: Operation, *, kept: bool = False) -> dict[int, SSAValue]:
    """The entry block's integer constants of `x0`'s type (`cse` merges new twins);
    `kept`: only those an op that stays reads (the vectorizer leaves dead lane
    constants behind, which `dce` removes: they cost nothing)."""
    entry = _entry_block(at)
    found: dict[int, SSAValue] = {}
    for c in entry.ops if entry is not None else ():
        if (
            isinstance(c, arith.ConstantOp)
            and c.result.type == x0.type
            and (v := constant_int(c.result)) is not None
            and (not kept or any(_live(u.operation, set()) for u in c.result.uses))
        ):
            found.setdefault(v, c.result)
    return found


def _width(op: simd.PFirstOp) -> int:
    w = simd.vector_width(op.result.type)
    assert w is not None
    return w


def _build_cycles(x0: SSAValue, check: simd.PFirstOp, target: ls.TargetDesc) -> int:
    """Issue cycles of building `x0 + lanes`: the missing constants, `s2v`, `s2vb`, add."""
    have = _lane_constants(x0, check, kept=True)
    missing = sum(1 for i in range(_width(check)) if i not in have)
    return missing * target.cycles_scalar + 3 * target.cycles_vector


def _build(x0: SSAValue, checks: list[simd.PFirstOp]) -> SSAValue | None:
    """`x0 + lanes` in the function's entry block, before the first of `checks`."""
    entry = _entry_block(checks[0])
    if entry is None or not isinstance(x0.type, IntegerType):
        return None
    tops = [t for op in checks if (t := entry.find_ancestor_op_in_block(op)) is not None]
    if not tops:
        return None
    at = min(tops, key=entry.get_operation_index)
    if not _dominates(x0, at):
        return None
    w = _width(checks[0])
    have = _lane_constants(x0, at)
    ops: list[Operation] = []
    lanes: list[SSAValue] = []
    for i in range(w):
        if i in have and _dominates(have[i], at):
            lanes.append(have[i])
        else:
            c = arith.ConstantOp(IntegerAttr(i, x0.type))
            ops.append(c)
            lanes.append(c.result)
    vt = VectorType(x0.type, [w])
    pack = simd.S2VOp(lanes, vt)
    bcast = simd.S2VBOp(x0, vt)
    add = simd.VAddOp(bcast.result, pack.results[0])
    pack.results[0].name_hint = "lanes"
    add.result.name_hint = "ids"
    Rewriter.insert_op([*ops, pack, bcast, add], InsertPoint.before(at))
    return add.result


def _dominates(v: SSAValue, at: Operation) -> bool:
    """`v` is available at `at` (a block argument of an enclosing block, or defined
    before it in an enclosing block)."""
    owner = v.owner
    if isinstance(owner, Block):
        return owner.find_ancestor_op_in_block(at) is not None
    return owner is at or _before(owner, at)


def _rewrite(op: simd.PFirstOp, ids: SSAValue) -> None:
    n = _count(op)
    assert n is not None
    k = op.count.owner
    top = n[0]
    users = [u.operation for u in op.result.uses]
    negated = _negated(op)
    result = users[0].results[0] if negated else op.result
    rewriter = Rewriter()
    bcast = simd.S2VBOp(top, ids.type)
    cmp = simd.VCmpOp("sge" if negated else "slt", ids, bcast.result, _user_mask(result, op))
    rewriter.insert_op([bcast, cmp], InsertPoint.before(op))
    cmp.result.name_hint = result.name_hint
    result.replace_all_uses_with(cmp.result)
    assert isinstance(k, arith.SubiOp)
    for dead in ([users[0]] if negated else []) + [op, k, k.lhs.owner]:
        if isinstance(dead, Operation) and not any(r.uses for r in dead.results):
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
