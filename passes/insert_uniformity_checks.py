"""`insert-uniformity-checks{threshold=N}`: runtime branch-if-none around masked regions.

    ops under mask(%p)   ->   %r = scf.if (simd.any %p) { ops; scf.yield } else { ub.poison }

Seed 002's "dynamic uniformity checks", Nyuzi's short-circuit on an empty mask and AMD's
`s_cbranch_execz` skip (seed 001): a maximal run of consecutive simd ops under the same
mask key (`mask(%p)` or `mask(not %p)`) is wrapped in an `scf.if` on `simd.any` of its
lanes when the run is longer than `threshold` instructions (default 12, the length AMD's
compiler uses).  When no lane is active the run is skipped; its results are poison
(`ub.poison`), exactly what the masked ops would have produced: a masked op's inactive
lanes are poison, so every later reader of those results reads only lanes of the same
mask (through a `vphi` or another op under that mask) and none of them is observed.
Masked stores and gathers touch nothing when no lane is active, so skipping them is
exact too; a masked division cannot trap in a skipped run.

The check costs one mask reduction (plus a `pnot` for `mask(not %p)`) and one branch,
and a taken branch costs the pipeline refill: `convert-simd-to-lockstep` turns the
check into `lockstep.skip_execz` (exec style) or `lockstep.if_any` (per-op style), and
`benchmarks/lockstep_table.py` measures where it pays.  On this machine an "all
lanes active" fast path has nothing to gain over the check: unmasked and masked vector
ops cost the same issue slot and lane-ops, and the complementary arm of an if/else is
already skipped by its own branch-if-none check.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, scf, ub
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects import simd
from simdopt.passes.errors import fail_at

MaskKey = tuple[SSAValue, bool]


def mask_key(op: Operation) -> MaskKey | None:
    if isinstance(op, simd.MaskedOp) and op.mask_operand is not None:
        return op.mask_operand, op.is_negated
    return None


def masked_runs(block: Block) -> list[list[Operation]]:
    """Maximal runs of consecutive ops under one mask key."""
    runs: list[list[Operation]] = []
    current: list[Operation] = []
    key: MaskKey | None = None
    for op in block.ops:
        k = mask_key(op)
        if k is not None and k == key:
            current.append(op)
            continue
        if current:
            runs.append(current)
        current, key = ([op], k) if k is not None else ([], None)
    if current:
        runs.append(current)
    return runs


def is_checked(block: Block, key: MaskKey) -> bool:
    """The block is already the body of a check on the same lanes."""
    parent = block.parent_op()
    if not isinstance(parent, scf.IfOp) or block.parent is not parent.true_region:
        return False
    cond = parent.cond.owner
    if not isinstance(cond, simd.AnyOp):
        return False
    mask, negated = key
    x = cond.input
    if negated:
        return isinstance(x.owner, simd.PNotOp) and x.owner.input == mask
    return x == mask


def wrap_run(run: list[Operation]) -> scf.IfOp:
    """Move `run` into `scf.if (simd.any lanes) {run} else {poison}`."""
    key = mask_key(run[0])
    assert key is not None
    mask, negated = key
    first = run[0]
    at = InsertPoint.before(first)
    lanes = mask
    if negated:
        inv = simd.PNotOp(mask)
        Rewriter.insert_op(inv, at)
        lanes = inv.result
    cond = simd.AnyOp(lanes)
    Rewriter.insert_op(cond, at)
    inside = set(run)
    escaping: list[SSAValue] = [
        r
        for op in run
        for r in op.results
        if any(u.operation not in inside for u in r.uses)
    ]
    types = [v.type for v in escaping]
    then_block = Block()
    poison = {t: ub.PoisonOp(t) for t in types}
    else_ops = [*poison.values(), scf.YieldOp(*(poison[t] for t in types))]
    else_region = Region(Block(else_ops)) if types else Region()
    if_op = scf.IfOp(cond.results[0], types, Region(then_block), else_region)
    Rewriter.insert_op(if_op, at)
    for op in run:
        op.detach()
        then_block.add_op(op)
    then_block.add_op(scf.YieldOp(*escaping))
    for value, result in zip(escaping, if_op.results, strict=True):
        value.replace_uses_with_if(
            result, lambda use: use.operation.parent_op() is not if_op
        )
    return if_op


@dataclass(frozen=True)
class InsertUniformityChecksPass(ModulePass):
    """Wrap long masked runs in a branch-if-none check (see the module docstring)."""

    name = "insert-uniformity-checks"

    threshold: int = 12
    """Wrap a run only when it has more than this many instructions."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if self.threshold < 0:
            fail_at(
                op,
                f"insert-uniformity-checks: threshold must be >= 0, found {self.threshold}",
            )
        blocks = [b for o in op.walk() for r in o.regions for b in r.blocks]
        for block in blocks:
            for run in masked_runs(block):
                key = mask_key(run[0])
                assert key is not None
                if len(run) > self.threshold and not is_checked(block, key):
                    wrap_run(run)
