"""`insert-uniformity-checks{threshold=N}`: runtime branch-if-none around masked regions.

    ops under mask(%p)   ->   %r = scf.if (simd.any %p) { ops; scf.yield } else { ub.poison }

Seed 002's "dynamic uniformity checks", Nyuzi's short-circuit on an empty mask and AMD's
`s_cbranch_execz` skip (seed 001): a maximal run of consecutive simd ops under the same
mask key (`mask(%p)` or `mask(not %p)`) is wrapped in an `scf.if` on `simd.any` of its
lanes when the run is longer than `threshold` instructions (default 12, the length AMD's
compiler uses).  When no lane is active the run is skipped; its vector results are poison
(`ub.poison`) and its scalar ones (`vreadfirstlane`, `vreduce`) zero, exactly what the
masked ops would have produced: a masked op's inactive
lanes are poison, so every later reader of those results reads only lanes of the same
mask (through a `vphi` or another op under that mask) and none of them is observed.
Masked stores and gathers touch nothing when no lane is active, so skipping them is
exact too; a masked division cannot trap in a skipped run.

The check costs one mask reduction (plus a `pnot` for `mask(not %p)`) and one branch,
and a taken branch costs the pipeline refill: `convert-simd-to-lockstep` turns the
check into `lockstep.skip_execz` (exec style) or `lockstep.if_any` (per-op style), and
`benchmarks/lockstep_table.py` measures where it pays.

With `all-fast-path=true`, an if/else diamond — a run under `%p`, right after it a run
under `not %p`, then the `vphi %p` merges — longer than `threshold` also gets an
all-active fast path (seed 002's uniform branch; AMD's `s_cbranch_vccnz`):

    %r = scf.if (simd.all %p) { first run unmasked; %r = its vphi input }
         else { the diamond, with its own branch-if-none checks }

When every lane agrees, the machine runs one arm without masks, skips the other arm,
the merge and (exec style) all exec bookkeeping; when they do not, it pays one more
reduction and branch.  Values of the skipped arm are poison in the fast path, like the
arm's own inactive lanes.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, scf, ub
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects import simd
from simdopt.dialects.vector_unit import rebuilt
from simdopt.ir.builders import MaskKey, mask_key, zero
from simdopt.ir.diagnostics import fail_at


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


def skipped_value(t: Attribute) -> Operation:
    """The value of a skipped run's result: poison for a vector (its lanes were all
    inactive), zero for a scalar (what `vreadfirstlane`/`vreduce` give with no active
    lane: a uniform branch on it must not fault)."""
    return ub.PoisonOp(t) if isinstance(t, builtin.VectorType) else zero(t)


def _lanes_test(first: Operation, reduce: type[simd.AnyOp] | type[simd.AllOp]) -> tuple[SSAValue, InsertPoint]:
    """`simd.any`/`simd.all` of the lanes `first` runs on (its mask, or `pnot` of it),
    inserted before `first`."""
    key = mask_key(first)
    assert key is not None
    mask, negated = key
    at = InsertPoint.before(first)
    lanes = mask
    if negated:
        inv = simd.PNotOp(mask)
        Rewriter.insert_op(inv, at)
        lanes = inv.result
    cond = reduce(lanes)
    Rewriter.insert_op(cond, at)
    return cond.result, at


def _escaping(ops: list[Operation]) -> list[SSAValue]:
    """The results of `ops` used outside them."""
    inside = set(ops)
    return [r for op in ops for r in op.results if any(u.operation not in inside for u in r.uses)]


def _guard(cond: SSAValue, at: InsertPoint, moved: list[Operation], other: Region, moved_then: bool) -> scf.IfOp:
    """`scf.if %cond` at `at`: one arm runs `moved` and yields its escaping values (which
    read the if's results from then on), the other is `other`."""
    escaping = _escaping(moved)
    block = Block()
    arms = (Region(block), other) if moved_then else (other, Region(block))
    if_op = scf.IfOp(cond, [v.type for v in escaping], *arms)
    Rewriter.insert_op(if_op, at)
    for op in moved:
        op.detach()
        block.add_op(op)
    block.add_op(scf.YieldOp(*escaping))
    for value, result in zip(escaping, if_op.results, strict=True):
        value.replace_uses_with_if(result, lambda use: use.operation.parent_op() is not if_op)
    return if_op


def wrap_run(run: list[Operation]) -> scf.IfOp:
    """Move `run` into `scf.if (simd.any lanes) {run} else {skipped values}`."""
    cond, at = _lanes_test(run[0], simd.AnyOp)
    types = [v.type for v in _escaping(run)]
    poison = {t: skipped_value(t) for t in types}
    else_ops = [*poison.values(), scf.YieldOp(*(poison[t] for t in types))]
    return _guard(cond, at, run, Region(Block(else_ops)) if types else Region(), True)


def _unmasked_clone(op: Operation, mapper: dict[SSAValue, SSAValue]) -> Operation:
    """`op` without its mask operand (the last operand of every masked simd op)."""
    assert isinstance(op, simd.MaskedOp) and op.mask_operand is not None
    new = rebuilt(op)
    new.operands = [mapper.get(o, o) for o in new.operands]
    new.attributes.update(op.attributes)
    for old, res in zip(op.results, new.results, strict=True):
        res.name_hint = old.name_hint
        mapper[old] = res
    return new


def diamonds(
    block: Block,
) -> list[tuple[list[Operation], list[Operation], list[Operation]]]:
    """(first run, complementary run, vphi merges) laid out back to back."""
    found: list[tuple[list[Operation], list[Operation], list[Operation]]] = []
    runs = masked_runs(block)
    for first, second in zip(runs, runs[1:], strict=False):
        k1, k2 = mask_key(first[0]), mask_key(second[0])
        assert k1 is not None and k2 is not None
        if k1[0] != k2[0] or k1[1] == k2[1] or first[-1].next_op is not second[0]:
            continue
        if any("operandSegmentSizes" in o.properties for o in (*first, *second)):
            continue
        phis: list[Operation] = []
        nxt = second[-1].next_op
        while (
            isinstance(nxt, simd.VPhiOp)
            and nxt.pred == k1[0]
            and nxt.mask_operand is None
        ):
            phis.append(nxt)
            nxt = nxt.next_op
        if phis:
            found.append((first, second, phis))
    return found


def add_fast_path(
    first: list[Operation], second: list[Operation], phis: list[Operation]
) -> scf.IfOp:
    """`scf.if (simd.all lanes-of-first) {first unmasked} else {the diamond}`."""
    cond, at = _lanes_test(first[0], simd.AllOp)
    negated = mask_key(first[0])[1]  # pyright: ignore[reportOptionalSubscript]
    region_ops = [*first, *second, *phis]
    escaping = _escaping(region_ops)
    mapper: dict[SSAValue, SSAValue] = {}
    fast_ops: list[Operation] = [_unmasked_clone(op, mapper) for op in first]
    poison: dict[Attribute, Operation] = {}
    for op in second:
        for r in op.results:
            if r.type not in poison:
                poison[r.type] = skipped_value(r.type)
            mapper[r] = poison[r.type].results[0]
    for phi in phis:
        assert isinstance(phi, simd.VPhiOp)
        # all lanes of `first` active: %p all set (or all clear when negated)
        chosen = phi.false_value if negated else phi.true_value
        mapper[phi.result] = mapper.get(chosen, chosen)
    fast_yield = scf.YieldOp(*(mapper.get(v, v) for v in escaping))
    used_poison = [p for p in poison.values() if p.results[0].uses]
    for p in poison.values():
        if not p.results[0].uses:
            p.erase()
    fast_ops = [*used_poison, *fast_ops, fast_yield]
    return _guard(cond, at, region_ops, Region(Block(fast_ops)), False)


def has_fast_path(block: Block) -> bool:
    parent = block.parent_op()
    return isinstance(parent, scf.IfOp) and isinstance(parent.cond.owner, simd.AllOp)


@dataclass(frozen=True)
class InsertUniformityChecksPass(ModulePass):
    """Wrap long masked runs in a branch-if-none check (see the module docstring)."""

    name = "insert-uniformity-checks"

    threshold: int = 12
    """Wrap a run only when it has more than this many instructions."""

    all_fast_path: bool = False
    """Also give if/else diamonds longer than `threshold` an all-active fast path."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if self.threshold < 0:
            fail_at(
                op,
                f"insert-uniformity-checks: threshold must be >= 0, found {self.threshold}",
            )
        if self.all_fast_path:
            blocks = [b for o in op.walk() for r in o.regions for b in r.blocks]
            for block in blocks:
                if has_fast_path(block):
                    continue
                for first, second, phis in diamonds(block):
                    if len(first) + len(second) > self.threshold:
                        add_fast_path(first, second, phis)
        blocks = [b for o in op.walk() for r in o.regions for b in r.blocks]
        for block in blocks:
            for run in masked_runs(block):
                key = mask_key(run[0])
                assert key is not None
                if len(run) > self.threshold and not is_checked(block, key):
                    wrap_run(run)
