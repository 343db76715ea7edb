"""exec as the subgroup's threads: what `convert-simd-to-lockstep{live-exec=true}` knows.

The lockstep machine starts a subgroup with exec holding its threads (lanes past a
block's last thread off: `interpreters/launch.py`, as AMD launches a wave).  So
`spmd-vectorize`'s tail mask

    %live = simd.pfirst (block_dim x * block_dim y * block_dim z - subgroup_id * W)

is exec at the function's entry: one `lockstep.exec_save` at the top of the entry block
reads it (`read_live`), the thread count's scalar ops die, and exec holds `%live`
whenever no exec group is open.  A group under `%live & [~]m` ands `[~]m` into exec and
restores `%live` (`without_live`), with no save; an unmasked vector op computes the
live lanes only, so it pays no lane energy for the lanes past the block.
"""

from __future__ import annotations

from xdsl.dialects import arith, builtin
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects import gpu, simd
from simdopt.dialects import lockstep as ls
from simdopt.ir.builders import MaskKey


def without_live(mask: SSAValue, negated: bool, live: SSAValue) -> MaskKey:
    """The mask to and into exec when exec holds `live`: exec = live & [~](live & m) =
    live & [~]m, and m = ~n is `not n`, so the mask algebra may die."""
    pand = mask.owner
    if isinstance(pand, ls.MAndOp | simd.PAndOp) and live in pand.operands:
        mask = pand.operands[pand.operands[0] is live]
        if isinstance(pnot := mask.owner, ls.MNotOp | simd.PNotOp):
            mask, negated = pnot.input, not negated
    return mask, negated


def read_live(entry: Block) -> SSAValue | None:
    """The function's tail mask (`spmd-vectorize`'s `%live = simd.pfirst (block size -
    subgroup_id * W)`, `passes/spmd_vectorize/launch.py`) read from exec instead: exec
    starts as the subgroup's threads (`interpreters/launch.py`, as AMD launches a wave),
    so one `exec_save` at the top of the entry block replaces the mask and the scalar
    ops that count the threads (dead code then)."""
    for op in entry.ops:
        if isinstance(op, simd.PFirstOp) and _threads_left(op.count, op.result.type):
            width = simd.vector_width(op.result.type)
            assert width is not None
            save = ls.ExecSaveOp(width)
            Rewriter.insert_op(save, InsertPoint.at_start(entry))
            Rewriter.replace_op(op, [], [save.result])
            save.result.name_hint = "live"
            return save.result
    return None


def _threads_left(count: SSAValue, mask_type: Attribute) -> bool:
    """`count` is `index_cast (block_dim x * block_dim y * block_dim z - subgroup_id * W)`
    (operands of each product in either order), W the lanes of `mask_type`."""
    cast = count.owner
    if not isinstance(cast, arith.IndexCastOp) or not isinstance(sub := cast.input.owner, arith.SubiOp):
        return False
    dims = _factors(sub.lhs)
    base = _factors(sub.rhs)
    if sorted(str(d.dimension.data) for d in dims if isinstance(d, gpu.BlockDimOp)) != ["x", "y", "z"] or len(dims) != 3:
        return False
    consts = [b for b in base if isinstance(b, arith.ConstantOp)]
    sgs = [b for b in base if isinstance(b, gpu.SubgroupIdOp)]
    return (
        len(base) == 2 and len(consts) == len(sgs) == 1
        and isinstance(w := consts[0].value, builtin.IntegerAttr)
        and w.value.data == simd.vector_width(mask_type)
    )  # fmt: skip


def _factors(v: SSAValue) -> list[Operation]:
    """The ops whose results `v` multiplies (`arith.muli` trees), in any order."""
    owner = v.owner
    if isinstance(owner, arith.MuliOp):
        return _factors(owner.lhs) + _factors(owner.rhs)
    return [owner] if isinstance(owner, Operation) else []


def reads_live_lanes_only(value: SSAValue, live: SSAValue, own_lane: tuple[type[Operation], ...], depth: int = 0) -> bool:
    """Every user of mask `value` reads only the lanes of `live`: `pand` with `live`
    (false & poison is false), a vector op of `own_lane` (each active lane reads its
    own lane of every operand) or any masked op taking it as its mask only, which run
    under exec, at most `live`, or lane-wise mask algebra whose users are such.  A compare computed under exec = `live` may then leave the other lanes
    poison."""
    uses = list(value.uses)
    return bool(uses) and all(
        (isinstance(u.operation, simd.PAndOp | ls.MAndOp) and live in u.operation.operands)
        or isinstance(u.operation, own_lane)
        # lane-wise mask algebra: its lane i reads lane i, so its users decide
        or (isinstance(u.operation, simd.PAndOp | simd.POrOp | simd.PNotOp) and depth < 4
            and reads_live_lanes_only(u.operation.results[0], live, own_lane, depth + 1))
        or (isinstance(u.operation, simd.MaskedOp) and u.operation.mask_operand is value
            and value not in u.operation.operands[: u.index])
        for u in uses
    )
