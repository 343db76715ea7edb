"""`convert-simd-to-lockstep{mask-style=exec|per-op}`: SIMD program -> the machine.

    %t = simd.vsub %x, %b mask(%p)  ->  (exec)   %s = lockstep.exec_save; lockstep.exec_and %p
                                                  %t = lockstep.valu sub %x, %b; ...
                                                  lockstep.exec_restore %s
                                     ->  (per-op) %t = lockstep.valu sub %x, %b mask(%p)

Every simd op becomes its lockstep instruction (vadd..vmax -> `valu`, s2v -> `vpack`,
s2vb -> `vbcast`, v2s -> `vlane`, vload/vstore/gather/scatter -> `vload`/`vstore`/
`vgather`/`vscatter`, vcmp -> `vcmp`, vphi -> `vsel` (AMD's `v_cndmask`), mask algebra ->
`mand`/`mor`/`mnot`/`many`/`mall`, vmath/vcast/vatomic/vcmpxchg/vprintf/vreadfirstlane/vreduce -> the lockstep
op of the same name); with `scalar-operands=true` an ALU op, a compare or a select with
an unmasked broadcast operand reads the scalar itself (`valus`, `vcmps`, `vsels`; a
broadcast minuend or shifted value `valus rev`, AMD's `v_subrev`/`v_lshlrev`), and a
gather/scatter whose addresses are such an add of a scalar base reads the base itself
(`vgathers`/`vscatters`, AMD's `saddr`).  vreadfirstlane and vreduce read the active lanes, so they run
under exec (exec style) or keep their mask (per-op style) like every vector-unit op.  Scalar code (arith, memref, scf/cf on scalars)
stays as it is: in a lockstep program every non-lockstep op runs on the scalar unit
and scalar control flow is the uniform branch (see `dialects/lockstep.py`).

Masks:
* `exec` (AMD Southern Islands, seed 001): consecutive vector ops under the same mask
  form one exec group — `exec_save`, `exec_and [not] %p`, the ops unmasked, then
  `exec_restore`; a group under `not %p` right after one under `%p` reuses the saved
  mask the way AMD's else does (`exec_not`, `exec_and %saved`).  Scalar and mask-unit
  ops do not end a group (they ignore exec), nor with `scalar-operands` a broadcast
  every user reads as its scalar operand (it disappears); an unmasked vector op, a
  region op or a terminator does, except a temporary: a speculatable op (a broadcast of a scalar
  loaded in a loop, most often) whose users in its block all run under the group's
  mask runs inside the group, as the per-op style's temporaries run unmasked.
  Exec starts as the subgroup's threads, so the tail mask `%live` is read from it
  (`live-exec`, `passes/lockstep_live.py`): a group under `%live` needs no exec op.
  Then `fuse-exec-masks` (`fuse-exec=true`, the default) fuses these exec ops as AMD
  GCN does (`s_and_saveexec_b64`, `s_and_b64 exec, s, m`).
* `per-op` (Nyuzi, seed 001): every vector op keeps its mask as an operand, except
  temporaries — speculatable ops whose only users run under the same mask compute
  all lanes unmasked, as Nyuzi's `mul_f` before `sub_f_mask` — unless the mask is made
  in a loop (a broadcast aside): a divergent loop's mask loses the lanes that finish,
  and each costs an unmasked op `e_lane` every iteration, against one mask read
  (`e_reg_mask`) to keep it (`spmd-vectorize{speculate=true}`'s arms in collatz).

Runtime checks (`insert-uniformity-checks`): `scf.if (simd.any %m)` becomes
`lockstep.if_any` (branch-if-none) and `scf.if (simd.all %m)` `lockstep.if_all`; in
exec style a checked region that holds one exec group, with a poison else, becomes the
group's `lockstep.skip_execz` (AMD's `s_cbranch_execz`).  SPMD ops (thread_id, lane_id,
readfirstlane, group_reduce) have no lowering: the pass fails at them.  The `gpu` launch
queries that are uniform per subgroup (block_id, block_dim, grid_dim, subgroup_id,
num_subgroups, subgroup_size) and `gpu.barrier` stay as they are (scalar ops the
machine's runtime answers per subgroup); the per-lane ids (gpu.thread_id, global_id,
lane_id) fail like the SPMD ops.

Target: every machine parameter of `TargetDesc` is an option, generated from its
fields (`taken-branch-penalty=7`, `cycles-vector=2`, `e-mem=2.5`), checked as the
attribute is (`convert-simd-to-lockstep: cycles-vector: expected an integer >= 1, found
0`) and recorded in the module's `#lockstep.target`.  W is not one: the program's
vector types are its single source, and a program of two widths fails.

The lowering walks each block in order instead of using the pattern rewriter: an exec
group is state carried from one op to the next (which mask is in exec, where it was
saved), which a worklist of independent op patterns cannot see.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal, TypeVar

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, scf, ub
from xdsl.dialects.builtin import DenseArrayBase
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator
from xdsl.transforms.dead_code_elimination import region_dce

from simdopt.dialects import gpu, simd
from simdopt.dialects import lockstep as ls
from simdopt.dialects.matchers import is_iota
from simdopt.dialects.vector_unit import may_trap_kind, rebuilt
from simdopt.ir.builders import MaskKey, mask_key
from simdopt.ir.diagnostics import fail_at
from simdopt.passes.lockstep_live import read_live, reads_live_lanes_only, without_live
from simdopt.passes.utils.scalar_operands import (
    broadcast_scalar,
    reads_as_scalar,
    scalar_binary,
    scalar_compare,
    scalar_select,
)
from simdopt.transforms.fuse_exec import fuse_exec_masks
from simdopt.transforms.optimize_exec import optimize_exec

# a branch condition may already be lowered when its scf.if is reached
LOWERING: dict[type[Operation], type[Operation]] = {
    simd.VCmpOp: ls.VCmpOp, simd.VPhiOp: ls.VSelOp, simd.S2VBOp: ls.VBcastOp,
    simd.S2VOp: ls.VPackOp, simd.VLoadOp: ls.VLoadOp, simd.GatherOp: ls.VGatherOp,
    simd.VStoreOp: ls.VStoreOp, simd.ScatterOp: ls.VScatterOp, simd.V2SOp: ls.VLaneOp,
    simd.PNotOp: ls.MNotOp, simd.PAndOp: ls.MAndOp, simd.POrOp: ls.MOrOp,
    simd.PFirstOp: ls.MFirstOp, simd.AnyOp: ls.MAnyOp, simd.AllOp: ls.MAllOp, simd.VMathOp: ls.VMathOp, simd.VCastOp: ls.VCastOp,
    simd.VAtomicOp: ls.VAtomicOp, simd.VCmpxchgOp: ls.VCmpxchgOp, simd.VPrintfOp: ls.VPrintfOp, simd.VReadFirstLaneOp: ls.VReadFirstLaneOp,
    simd.VReduceOp: ls.VReduceOp, simd.VShuffleOp: ls.VShuffleOp, simd.VPermuteOp: ls.VPermuteOp,
    simd.VBallotOp: ls.VBallotOp, simd.VScanOp: ls.VScanOp,
}  # fmt: skip
"""Each simd op's lockstep op: the same family, the same operands (the elementwise
ops become `lockstep.valu` of their kind)."""
ANY_OPS = (simd.AnyOp, ls.MAnyOp)
ALL_OPS = (simd.AllOp, ls.MAllOp)
PER_LANE_GPU_OPS = gpu.PER_THREAD_SOURCES
SPECULATABLE = (
    *(op for op in simd.ELEMENTWISE_OPS if not may_trap_kind(op)),
    simd.S2VOp, simd.S2VBOp, simd.VCmpOp, simd.VPhiOp, simd.VMathOp,
)  # fmt: skip
"""Ops that never trap (the elementwise ops but the divisions, ...): a per-op-style
temporary of them computes every lane unmasked."""


def _is_poison_else(region: Region) -> bool:
    block = region.block
    return all(isinstance(o, ub.PoisonOp | scf.YieldOp) for o in block.ops) and all(
        isinstance(v.owner, ub.PoisonOp)
        for v in block.last_op.operands  # type: ignore[union-attr]
    )


def checked_region_key(op: scf.IfOp) -> MaskKey | None:
    """The mask key of a region wrapped by insert-uniformity-checks, or None.

    The shape: `scf.if (simd.any X)` whose then block holds vector ops all under one
    mask key k (plus scalar/mask-unit ops) where X is k's lanes, and whose else block
    only yields poison."""
    cond = op.cond.owner
    if not isinstance(cond, ANY_OPS):
        return None
    if op.false_region.blocks and not _is_poison_else(op.false_region):
        return None
    key: MaskKey | None = None
    for inner in op.true_region.block.ops:
        if inner.regions:
            return None
        if isinstance(inner, simd.MaskedOp):  # runs on the vector unit, under exec
            k = mask_key(inner)
            if k is None or (key is not None and k != key):
                return None
            key = k
    if key is None:
        return None
    mask, negated = key
    x = cond.input
    if negated:
        return key if isinstance(x.owner, simd.PNotOp | ls.MNotOp) and x.owner.input == mask else None
    return key if x == mask else None


class _ExecGroup:
    """The open exec group of a block: (mask key, saved exec) while ops run under it.

    `live`: the function's tail mask when exec holds it whenever no group is open (it
    starts as the subgroup's threads): a group under it needs no exec op, and a group
    opened from it needs no save (it restores `live`)."""

    def __init__(self, live: SSAValue | None = None) -> None:
        self.group: tuple[MaskKey, SSAValue] | None = None
        self.live = live

    def close(self, before: Operation) -> None:
        if self.group is not None:
            Rewriter.insert_op(ls.ExecRestoreOp(self.group[1]), InsertPoint.before(before))
            self.group = None

    def enter(self, key: MaskKey, width: int, before: Operation) -> None:
        group = self.group
        if group is not None and group[0] == key:
            return
        at = InsertPoint.before(before)
        if group is not None and group[0][0] == key[0]:
            # the else of an if: exec = ~(saved & p) & saved = saved & ~p
            Rewriter.insert_op(ls.ExecNotOp(width), at)
            Rewriter.insert_op(ls.ExecAndOp(group[1]), at)
            self.group = (key, group[1])
            return
        self.close(before)
        if self.live is not None and key == (self.live, False):
            return  # exec is live already
        mask, negated = key
        if self.live is not None:
            saved = self.live
            mask, negated = without_live(mask, negated, self.live)
        else:
            save = ls.ExecSaveOp(width)
            Rewriter.insert_op(save, at)
            saved = save.result
        Rewriter.insert_op(ls.ExecAndOp(mask, negated), at)
        self.group = (key, saved)


@dataclass
class _Lowering:
    style: Literal["exec", "per-op"]
    merge_phis: bool = True
    scalar_operands: bool = False
    live_exec: bool = True
    widths: set[int] = field(default_factory=set[int])
    masked: dict[Operation, MaskKey] = field(default_factory=dict[Operation, MaskKey])
    """Lowered ops that write only the lanes of a key (mask operand or exec group)."""
    live: SSAValue | None = None
    """The function's tail mask, read from exec at its entry (`_read_live`)."""

    # ------------------------------------------------------------------ blocks

    def lower_block(self, block: Block) -> None:
        fn = block.parent_op()
        if self.live_exec and isinstance(fn, func.FuncOp | gpu.FuncOp) and block is fn.body.blocks.first:
            self.live = read_live(block)
        group = _ExecGroup(self.live if self.style == "exec" else None)
        close, enter = group.close, group.enter
        for op in list(block.ops):
            if isinstance(op, scf.IfOp) and isinstance(
                op.cond.owner, ANY_OPS + ALL_OPS
            ):
                key = checked_region_key(op) if self.style == "exec" else None
                if key is not None:
                    enter(key, self._width_of_key(key), op)
                    self._lower_skip(op)
                else:
                    close(op)
                    self._lower_mask_branch(op)
                continue
            if op.regions or op.has_trait(IsTerminator) or isinstance(op, func.CallOp):
                close(op)
                for region in op.regions:
                    for inner in region.blocks:
                        self.lower_block(inner)
                continue
            if isinstance(op, simd.SPMD_OPS + PER_LANE_GPU_OPS):
                fail_at(
                    op,
                    f"convert-simd-to-lockstep: '{op.name}' is a per-thread (SPMD) op "
                    "with no machine instruction; vectorize the kernel first "
                    "(spmd-vectorize)",
                )
            if isinstance(op, simd.VPhiOp) and self._merge_phi(op):
                continue
            if isinstance(op, simd.MaskedOp):
                key = mask_key(op)
                if self.style == "exec":
                    if key is None:
                        if not _group_temporary(op, group) and not (
                            self.scalar_operands and _read_as_scalar_only(op)
                        ):
                            close(op)
                    else:
                        enter(key, op.lane_width(), op)
                keep = self._keep_mask(op)
                new = self._replace(op, keep)
                if key is not None and (self.style == "exec" or keep or key == (self.live, False)):
                    self.masked[new] = key
            elif isinstance(op, simd.PFirstOp) and (cmp := self._id_compare(op, group)):
                if self.style == "per-op" and (m := _and_mask(op)) is not None and m is not self.live:
                    # every user keeps the lanes of %m only: the compare pays energy for them alone
                    cmp[-1] = ls.VCmpsOp("slt", cmp[-1].operands[0], cmp[-1].operands[1], m)
                Rewriter.replace_op(op, cmp)
            elif op.dialect_name() == "simd":
                self._replace(op, False)
            else:
                self._check_scalar(op)

    def _width_of_key(self, key: MaskKey) -> int:
        w = simd.vector_width(key[0].type)
        assert w is not None
        return w

    def _keep_mask(self, op: simd.MaskedOp) -> bool:
        """Per-op style: whether the lowered op takes the mask operand."""
        key = mask_key(op)
        if self.style == "exec" or key is None or key == (self.live, False):
            return False  # (exec is live: the operand would repeat it)
        if not isinstance(op, SPECULATABLE) or not op.results:
            return True
        if not isinstance(op, simd.S2VBOp) and _varies_in_loop(key[0]):
            # a loop's mask loses the lanes that finish, and an unmasked op pays `e_lane`
            # for each of them every iteration (a speculated arm's ops run under it:
            # collatz); a mask read costs `e_reg_mask` once (a broadcast is one lane's work)
            return True
        users = [u.operation for r in op.results for u in r.uses]
        # a temporary: every user reads only the lanes of this mask
        return not users or not all(mask_key(u) == key for u in users)

    def _check_scalar(self, op: Operation) -> None:
        if isinstance(op, ub.PoisonOp) or op.dialect_name() == "lockstep":
            return
        if any(isinstance(v.type, builtin.VectorType) for v in (*op.operands, *op.results)):
            fail_at(
                op,
                f"convert-simd-to-lockstep: '{op.name}' computes on vector values "
                "but the machine's vector unit only runs simd ops; rewrite it "
                "with simd ops",
            )

    # ------------------------------------------------------------------ ops

    def _replace(self, op: Operation, keep_mask: bool) -> Operation:
        new = self._translate(op, keep_mask)
        Rewriter.replace_op(op, new)
        for r in (*new.operands, *new.results):
            w = simd.vector_width(r.type)
            if w is not None:
                self.widths.add(w)
        return new

    def _merge_phi(self, phi: simd.VPhiOp) -> bool:
        """`vphi %p, %t, %e` where %e's op wrote only the `not %p` lanes (or %t's only
        the `%p` lanes) and nothing else reads it: that op writes into the other
        value instead (`merge`), as AMD's exec and Nyuzi's masked ops keep the old
        lanes of their destination register; the select disappears."""
        if not self.merge_phis or phi.mask_operand is not None:
            return False
        sides = (
            (phi.false_value, phi.true_value, True),
            (phi.true_value, phi.false_value, False),
        )
        for written, other, negated in sides:
            owner = written.owner
            if (
                isinstance(owner, ls.ValuBase)
                and self.masked.get(owner) == (phi.pred, negated)
                and owner.merge_operand is None
                and owner.parent_block() is phi.parent_block()
                and written.has_one_use()
                and _defined_before(other, owner)
            ):
                operands = list(owner.operands)
                owner.operands = [*operands, other]
                owner.properties["operandSegmentSizes"] = DenseArrayBase.from_list(
                    builtin.i32, [1, 1, len(operands) - 2, 1]
                )
                Rewriter.replace_op(phi, [], [written])
                return True
        return False

    def _translate(self, op: Operation, keep_mask: bool) -> Operation:
        """The lockstep op of the same family (`dialects/vector_unit.py`)."""
        match op:
            case simd.VBinaryOp():
                mask, negated = (op.mask_operand, op.is_negated) if keep_mask else (None, False)
                return self._valu(op, mask, negated)
            case simd.VCmpOp() if self.scalar_operands and (form := scalar_compare(op)) is not None:
                mask, negated = (op.mask_operand, op.is_negated) if keep_mask else (None, False)
                return ls.VCmpsOp(*form, mask, negated)
            case simd.VPhiOp() if self.scalar_operands and (form := scalar_select(op)) is not None:
                mask, negated = (op.mask_operand, op.is_negated) if keep_mask else (None, False)
                return ls.VSelsOp(*form, mask, negated)
            case simd.GatherOp() | simd.ScatterOp() if self.scalar_operands and (
                form := self._scalar_base(op)
            ) is not None:
                mask, negated = (op.mask_operand, op.is_negated) if keep_mask else (None, False)
                if isinstance(op, simd.GatherOp):
                    return ls.VGathersOp(op.memref, *form, op.result.type, mask, negated)
                return ls.VScattersOp(op.value, op.memref, *form, mask, negated)
            case simd.S2VBOp() if op.value.type == builtin.i1:
                return ls.MBcastOp(op.value, op.result.type)  # a mask: every lane
            case simd.MaskedOp() if type(op) in LOWERING:
                return rebuilt(op, LOWERING[type(op)], keep_mask)
            case _ if type(op) in LOWERING:
                return LOWERING[type(op)].create(
                    operands=op.operands, result_types=[r.type for r in op.results]
                )
            case _:
                fail_at(op, f"convert-simd-to-lockstep: no lowering for '{op.name}'")

    def _valu(self, op: simd.VBinaryOp, mask: SSAValue | None, negated: bool) -> Operation:
        """`valu`, or with `scalar-operands` a `valus` reading the scalar that an
        operand broadcasts (the right one, or the left one of a commutative op, or
        the left one of a subtract or shift reversed: `rev`)."""
        if self.scalar_operands and (form := scalar_binary(op)) is not None:
            vector, s, rev = form
            return ls.ValusOp(op.FACTS.kind, vector, s, mask, negated, reversed=rev)
        return ls.ValuOp(op.FACTS.kind, op.lhs, op.rhs, mask, negated)

    def _id_compare(self, op: simd.PFirstOp, group: _ExecGroup) -> list[Operation]:
        """With scalar operands, `pfirst (max(n, x0) - x0)` (`spmd-vectorize`'s bounds
        check `x0 + i < n`, `passes/spmd_vectorize/ranges.py`) as `vcmps slt %ids, %n`:
        one vector op where the count takes two scalar ops and a mask op, when the id
        vector `%ids` (`valus add %lanes, %x0`) is built before it; else two (the add,
        from the lane vector) against three.  Not inside an open exec group (an
        unmasked compare there writes the group's lanes only) unless the group is one of
        the function's entry block under `%m` and every user is `pand` with `%m` (the
        bounds check and the tail mask): no user reads another lane (false & poison is
        false).  With exec holding `%live` outside groups (`live-exec`) the compare
        writes the live lanes only: every user must read no other (`reads_live_lanes_only`);
        then an open group the next vector op leaves anyway closes before it."""
        if not self.scalar_operands:
            return []
        live = self.live
        if live is not None and not reads_live_lanes_only(op.result, live, _OWN_LANE_READERS):
            return []  # (exec holds live: the other lanes stay poison)
        if not _group_allows(op, group):
            if live is None or _next_key_in_block(op) == group.group[0]:  # pyright: ignore[reportOptionalSubscript]
                return []
            form = self._id_compare_form(op)
            if form:
                group.close(op)
            return form
        return self._id_compare_form(op)

    def _id_compare_form(self, op: simd.PFirstOp) -> list[Operation]:
        """`_id_compare`'s ops, or [] when the count is no bounds check (or building
        the lane vector does not pay)."""
        k = op.count.owner
        if not isinstance(k, arith.SubiOp) or not isinstance(top := k.lhs.owner, arith.MaxSIOp):
            return []
        n, x0 = top.lhs, k.rhs
        if top.rhs != x0:
            return []
        lanes = None
        cast = x0.owner
        same = [x0]
        if isinstance(cast, arith.IndexCastOp):  # the id's base cast again for the compare
            same += [u.operation.results[0] for u in cast.input.uses if isinstance(u.operation, arith.IndexCastOp)]
        for use in (u for v in same for u in v.uses):
            ids = use.operation
            if (
                isinstance(ids, ls.ValusOp)
                and ids.kind.data == "add"
                and not ids.is_reversed
                and ids.rhs in same
                and ids.rhs.type == x0.type
                and ids.mask_operand is None
                and _is_lanes(ids.lhs)
                and _defined_before(ids.result, op)
            ):
                return [ls.VCmpsOp("slt", ids.result, n)]
        fn = op.parent_op()
        while fn is not None and not isinstance(fn, func.FuncOp):
            fn = fn.parent_op()
        entry = fn.body.blocks.first if fn is not None else None
        if entry is None or not _defined_before(x0, op):
            return []
        lanes = next((p.result for p in entry.ops if isinstance(p, ls.VPackOp) and _is_lanes(p.result)), None)
        if lanes is None or not _defined_before(lanes, op):
            width = self._width_of_key((op.result, False))
            if (
                width > MAX_LANES_BUILT  # W constants are W scalar issues
                or (op.parent_block() is entry and not _nested_id_compare(entry, same))
                or not isinstance(x0, OpResult)
                or x0.op.parent_block() is not entry
                or _in_exec_group(x0.op)  # exec: an unmasked add there writes the group's lanes only
            ):
                return []
            # in a loop or branch (or in the entry block when one is): the lane and id
            # vectors once, after x0 in the entry
            # block (outside any exec group), then one compare per run instead of three ops
            # the program's own i32 constants 0..W-1 in the entry block move up and serve
            # (a constant is a scalar issue per run: a twin would cost one more)
            twins = {c.value.value.data: c for c in entry.ops if isinstance(c, arith.ConstantOp) and c.result.type == builtin.i32 and isinstance(c.value, builtin.IntegerAttr)}
            consts = [twins.get(i) or arith.ConstantOp(builtin.IntegerAttr(i, builtin.i32)) for i in range(width)]
            moved = [c for c in consts if c.parent is None or x0.op.is_before_in_block(c)]
            for c in moved:
                if c.parent is not None:
                    c.detach()
            pack = ls.VPackOp([c.result for c in consts], builtin.VectorType(builtin.i32, [width]))
            ids = ls.ValusOp("add", pack.result, x0)
            Rewriter.insert_op([*moved, pack, ids], InsertPoint.after(x0.op))
            return [ls.VCmpsOp("slt", ids.result, n)]
        ids = ls.ValusOp("add", lanes, x0)
        return [ids, ls.VCmpsOp("slt", ids.result, n)]

    def _scalar_base(self, op: simd.GatherOp | simd.ScatterOp) -> tuple[SSAValue, SSAValue] | None:
        """(scalar base, offsets) when `op`'s addresses are a lowered `valus add` of a
        scalar read by no one else, computed on at least `op`'s lanes (unmasked, or
        under `op`'s mask): the add folds into the memory instruction."""
        add = op.addrs.owner
        if (
            not isinstance(add, ls.ValusOp)
            or add.kind.data != "add"
            or add.is_reversed
            or add.merge_operand is not None
            or not op.addrs.has_one_use()
            or self.masked.get(add, mask_key(op)) != mask_key(op)
            or (add.mask_operand is not None and mask_key(add) != mask_key(op))
        ):
            return None
        return add.rhs, add.lhs

    # ------------------------------------------------------------------ branches

    @staticmethod
    def _move_region(region: Region) -> Region:
        new = Region()
        region.move_blocks(new)
        last = new.block.last_op
        if isinstance(last, scf.YieldOp):
            Rewriter.replace_op(last, ls.YieldOp(*last.operands))
        return new

    def _lower_skip(self, op: scf.IfOp) -> None:
        """Checked region under the open exec group -> `lockstep.skip_execz`."""
        body = self._move_region(op.true_region)
        width = simd.vector_width(op.cond.owner.operands[0].type)  # type: ignore[union-attr]
        assert width is not None
        skip = ls.SkipExeczOp(width, [r.type for r in op.results], body)
        Rewriter.replace_op(op, skip)
        for inner in list(body.block.ops):
            if inner.dialect_name() == "simd":
                self._replace(inner, False)

    def _lower_mask_branch(self, op: scf.IfOp) -> None:
        cond = op.cond.owner
        assert isinstance(cond, ANY_OPS + ALL_OPS)
        kind = ls.IfAnyOp if isinstance(cond, ANY_OPS) else ls.IfAllOp
        then_region = self._move_region(op.true_region)
        if op.false_region.blocks:
            else_region = self._move_region(op.false_region)
        else:
            else_region = ls.new_region([ls.YieldOp()])
        new = kind(
            cond.operands[0], [r.type for r in op.results], then_region, else_region
        )
        Rewriter.replace_op(op, new)
        for region in new.regions:
            self.lower_block(region.block)


def _varies_in_loop(mask: SSAValue) -> bool:
    """Whether `mask` is defined inside a loop (`scf.for`/`scf.while`): a new mask each
    iteration, which a divergent loop's finished lanes leave."""
    block = mask.block if isinstance(mask, BlockArgument) else mask.owner.parent_block()
    op = block.parent_op() if block is not None else None
    while op is not None:
        if isinstance(op, scf.ForOp | scf.WhileOp):
            return True
        op = op.parent_op()
    return False


def _group_temporary(op: simd.MaskedOp, group: _ExecGroup) -> bool:
    """An unmasked speculatable op (a broadcast, most often) whose every user is in its
    block under the open exec group's mask: it runs inside the group, the lanes outside
    the mask are read by no one, so the group is not closed and reopened around it."""
    if group.group is None or not isinstance(op, SPECULATABLE) or not op.results:
        return False
    users = [u.operation for r in op.results for u in r.uses]
    block = op.parent_block()
    return bool(users) and all(
        u.parent_block() is block and isinstance(u, _OWN_LANE_READERS) and mask_key(u) == group.group[0]
        for u in users
    )


MAX_LANES_BUILT = 8
"""The widest subgroup for which `_id_compare` builds a lane vector: its W constants
and the pack cost W + 1 issues once, against two saved per run of the compare (at W =
32 softmax's and layernorm's reductions lost more than they saved)."""

_OWN_LANE_READERS = (
    *simd.ELEMENTWISE_OPS, simd.VCmpOp, simd.VPhiOp, simd.VMathOp, simd.VCastOp, simd.GatherOp,
    simd.ScatterOp, simd.VStoreOp, simd.VAtomicOp, simd.VCmpxchgOp,
)  # fmt: skip
"""Masked ops whose active lanes read only their own lane of each operand (not the
cross-lane ops: a shuffle's active lane may read a lane outside its mask)."""


def _and_mask(op: simd.PFirstOp) -> SSAValue | None:
    """The mask `%m` (defined before `op`) outside of whose lanes no user reads `op`:
    each user is `pand %m, op` or an op under `mask(%m)` (false & poison is false)."""
    masks: set[SSAValue] = set()
    for u in op.result.uses:
        user = u.operation
        if isinstance(user, simd.PAndOp):
            masks.update(o for o in user.operands if o is not op.result)
        elif isinstance(user, simd.MaskedOp) and (m := user.mask_operand) is not None and m is not op.result:
            masks.add(m)
        else:
            return None
    m = masks.pop() if len(masks) == 1 else None
    return m if m is not None and _defined_before(m, op) else None


def _next_key_in_block(op: Operation) -> MaskKey | None | bool:
    """The mask key of the next vector op after `op` in its block that would run in an
    open group (None: unmasked), or False when a region op, a call or the terminator
    (which close any group) comes first."""
    at = op.next_op
    while at is not None:
        if at.regions or at.has_trait(IsTerminator) or isinstance(at, func.CallOp):
            return False
        if isinstance(at, simd.MaskedOp):
            return mask_key(at)
        at = at.next_op
    return False


def _group_allows(op: simd.PFirstOp, group: _ExecGroup) -> bool:
    """Whether an unmasked compare can replace `op` under the open exec group (see
    `_id_compare`)."""
    if group.group is None:
        return True
    (m, negated), _ = group.group
    fn = op.parent_op()
    if negated or not isinstance(fn, func.FuncOp) or op.parent_block() is not fn.body.blocks.first:
        return False
    users = [u.operation for u in op.result.uses]
    return bool(users) and all(isinstance(u, simd.PAndOp) and m in u.operands for u in users)


def _read_as_scalar_only(op: Operation) -> bool:
    """A broadcast every user reads as its scalar operand (`passes/utils/
    scalar_operands.py`): it disappears, so it does not end an exec group."""
    if not isinstance(op, simd.S2VBOp) or broadcast_scalar(op.result) is None:
        return False
    uses = op.result.uses
    return bool(uses) and all(
        reads_as_scalar(u.operation, op.result)
        # an unmasked select may instead fold into the op computing its other side
        # (`_merge_phi`), which would then read this broadcast's lanes
        and (not isinstance(u.operation, simd.VPhiOp) or u.operation.mask_operand is not None)
        # its only broadcast operand: a masked one lowered first (a `vbcast` under exec)
        # could take the scalar slot instead
        and not any(
            o is not op.result and isinstance(o.owner, simd.S2VBOp | ls.VBcastOp) for o in u.operation.operands
        )
        for u in uses
    )


def _nested_id_compare(entry: Block, bases: list[SSAValue]) -> bool:
    """Whether a bounds check `pfirst (max(n, x0) - x0)` of one of these `x0`s sits in
    a loop or branch of the function (`entry`'s ops' regions): it builds the id vector
    anyway, so one in the entry block reads it too (one compare instead of three ops)."""
    for top in entry.ops:
        for region in top.regions:
            for inner in region.walk():
                if (
                    isinstance(inner, simd.PFirstOp)
                    and isinstance(k := inner.count.owner, arith.SubiOp)
                    and k.rhs in bases
                    and isinstance(k.lhs.owner, arith.MaxSIOp)
                ):
                    return True
    return False


def _in_exec_group(op: Operation) -> bool:
    """Whether `op` sits, in its (already lowered) block, between an exec write that
    opens a group (`exec_and`, `exec_not`) and its `exec_restore`: a vector op inserted
    after it would run under that mask."""
    inside = False
    block = op.parent_block()
    assert block is not None
    for other in block.ops:
        if other is op:
            return inside
        if isinstance(other, ls.ExecAndOp | ls.ExecNotOp):
            inside = True
        elif isinstance(other, ls.ExecRestoreOp):
            inside = False
    return False


def _is_lanes(v: SSAValue) -> bool:
    """`v` is the lane-number vector 0, 1, ..., W-1 (a `vpack` of constants)."""
    pack = v.owner
    return isinstance(pack, ls.VPackOp) and pack.mask is None and is_iota(pack.elements)


def _defined_before(value: SSAValue, op: Operation) -> bool:
    """`value` is available at `op` (defined in an enclosing block, or earlier in
    the same block)."""
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent_block()
    if block is None:
        return False
    ancestor = block.find_ancestor_op_in_block(op)
    if ancestor is None:
        return False
    return isinstance(owner, Block) or owner.is_before_in_block(ancestor)


_P = TypeVar("_P", bound=ModulePass)


def _target_options(cls: type[_P]) -> type[_P]:
    """One pass option per `TargetDesc` field (`taken-branch-penalty=7`, `e-mem=2.5`),
    with the field's type and default: the target's parameters are declared once.
    A float parameter also takes an integer (`e-mem=2`), which xDSL's option parser
    would refuse for `float`."""
    for f in ls.TARGET_FIELDS:
        cls.__annotations__[f.name] = "float | int" if f.type in (float, "float") else f.type
        setattr(cls, f.name, f.default)
    return cls


@dataclass(frozen=True)
@_target_options
class ConvertSimdToLockstepPass(ModulePass):
    """Lower a SIMD program to the lockstep machine (see the module docstring).

    Besides the options below, every machine parameter of `TargetDesc`
    (`taken-branch-penalty`, `cycles-vector`, ..., `e-mem`) is an option, recorded in
    the module's `#lockstep.target`."""

    name = "convert-simd-to-lockstep"

    mask_style: Literal["exec", "per-op"] = "exec"
    """`exec` (AMD exec-mask groups) or `per-op` (Nyuzi mask operands)."""

    merge_phis: bool = True
    """Fold a `vphi` into the masked op that computes one of its sides (`merge`)."""

    scalar_operands: bool = False
    """An ALU op, a compare or a select reads a broadcast scalar from its scalar
    register (`valus`, `vcmps`, `vsels`: AMD's SGPR operands, Nyuzi's vector-scalar
    forms; `valus rev` for a broadcast minuend or shifted value, AMD's `v_subrev`)
    instead of a `vbcast` result."""

    fuse_exec: bool = True
    """Exec style: run `fuse-exec-masks` after the lowering (AMD's fused exec
    instructions; it never adds a lane, so no cycle or energy grows); `false` keeps
    the lowering's own `exec_save`/`exec_and`/`exec_restore` form."""

    optimize_exec: bool = True
    """Exec style with `fuse-exec`: run `optimize-exec` after the fusion (a divergent
    loop keeps exec narrowed across its back edge, as AMD's `SI_LOOP`; values it passes
    out that nobody reads die; nested groups share a restore; exec known from the
    entry's save and at a region's entry); `false` stops at the fusion."""

    live_exec: bool = True
    """Read the tail mask `%live` from exec at the function's entry (exec starts as the
    subgroup's threads, as AMD launches a wave): one `exec_save` instead of the thread
    count, and no exec ops for a group under `%live`; `false` computes it as
    `spmd-vectorize` wrote it."""

    @property
    def target(self) -> ls.TargetDesc:
        """The machine parameters given as options."""
        return ls.TargetDesc(**{f.name: getattr(self, f.name) for f in ls.TARGET_FIELDS})

    def with_target(self, target: ls.TargetDesc) -> ConvertSimdToLockstepPass:
        """This pass with the machine parameters of `target`."""
        return replace(self, **{f.name: getattr(target, f.name) for f in ls.TARGET_FIELDS})

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for f in ls.TARGET_FIELDS:
            problem = ls.check_target_value(f.name, getattr(self, f.name))
            if problem is not None:
                fail_at(op, f"convert-simd-to-lockstep: {f.name.replace('_', '-')}: {problem}")
        target = self.target.to_attr()
        lowering = _Lowering(self.mask_style, self.merge_phis, self.scalar_operands, self.live_exec)
        for region in op.regions:
            for block in region.blocks:
                lowering.lower_block(block)
        region_dce(op.body)  # mask reductions and complements branch lowering left unused
        widths = lowering.widths
        if len(widths) > 1:
            fail_at(
                op,
                "convert-simd-to-lockstep: the machine has one vector width but the "
                f"program uses {sorted(widths)}; lower each width separately",
            )
        op.attributes[ls.TARGET_ATTR] = target
        if self.fuse_exec and self.mask_style == "exec":
            fuse_exec_masks(op)
            if self.optimize_exec:
                optimize_exec(op)
