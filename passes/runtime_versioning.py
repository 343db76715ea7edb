"""`uniformity-versioning{threshold=N profile=FILE min-share=S}`: run a scalarized clone
of a region when its divergent vector operands are uniform at run time.

    ops using %x   ->   %f = simd.vreadfirstlane %x; %b = simd.s2vb %f
                        %ok = simd.all (simd.vcmp eq, %x, %b)
                        scf.if %ok { ops with %x := %b } else { ops }

Seed 002's run-time checks extended from masks to values: the divergence analysis calls
`%x` divergent (its lanes *may* differ), yet at run time they are often all equal (a row
index of a 2-D launch whose subgroups lie in one row, a value loaded from the same
address by every lane, a loop bound equal across the subgroup).  Collange et al.
(Dynamic detection of uniform and affine vectors in GPGPU computations, 2009) detect
such vectors in hardware; here the compiler versions the code on one compare-all-lanes
per operand (its first active lane broadcast, a lane-wise `eq`, `simd.all`) and a
branch on the conjunction.  In the clone, the operand is that broadcast of a scalar,
which the divergence analysis knows uniform: a following `divergence-scalarize` turns
every op of the clone that now depends only on uniform values into its scalar form.
When a lane differs, the original region runs unchanged.

A region is a block's tail, from the first op that uses a chosen operand (directly or
in a nested region) to the op before the block's terminator, stopped before a
`gpu.barrier` (a subgroup must meet the same barrier as its block's other subgroups):
a single-entry single-exit range of a structured program, which may hold whole loops
(the check then runs once, before the loop).  Its values used after it are the
results of the `scf.if`.  The blocks are visited outermost first; a versioned range is
not versioned again inside.

Which operands: without a profile, per block the one operand whose clone would
scalarize the most ops (an estimate: a vector op of the range whose data operands are
all uniform or scalarized becomes scalar); with `profile=FILE` (a training run's
per-op counts, `tools/uniformity_profile.py`, format of `profile_json`), every operand
whose defining op ran uniform in more than `min-share` of its runs, less those that
scalarize nothing.  A block is versioned when the estimate reaches `threshold` ops.

The checks read only the operand's defined lanes: the lanes of its defining op's mask
(`mask(%m)`: `simd.all (por eq, (pnot %m))`), so a poison lane of a masked definition
neither faults nor fails the test (the clone refines poison lanes to the broadcast
value).  Floats compare their bits (`vcast bitcast`): `-0.0` and `0.0` differ, a NaN
equals itself.  Off by default in every pipeline; `benchmarks/versioning_table.py`
measures what it buys on the corpus.  Measured (profile trained on the measured input,
the kernels it touched): at W=4 it takes the share of all dynamically uniform runs
scalarized from 16.3% to 35.1% and the SIMD program's ALU ops to 0.976x, at W=8 from
16.5% to 30.9% (0.977x), at W=32 nothing (no operand was uniform in most runs); but the
lockstep machine's cycles rise (W=4: 1.043x in both mask styles, W=8: 1.023x), as a
scalar op costs the cycle of the vector op it replaces and the checks, the branch and
the broadcasts back into the merged vectors are extra: on this machine it does not pay
in cycles, and only in some kernels in energy.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, scf
from xdsl.dialects.builtin import IntegerType, VectorType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator

from simdopt.dialects import gpu, simd
from simdopt.ir.builders import MaskKey, mask_key
from simdopt.ir.diagnostics import fail_at
from simdopt.passes.analysis.divergence import DivergenceInfo, analyze_divergence
from simdopt.passes.analysis.stride import StrideInfo, analyze_strides

PROFILE_FORMAT = "simdopt-uniformity-profile"

Counts = dict[Operation, tuple[int, int]]
"""Per op of the program: (uniform runs, varied runs) of a training run."""

_NOT_COMPUTATION = (simd.S2VBOp, simd.S2VOp)
"""Vector ops that compute nothing (a broadcast, a build): not counted as scalarized."""


# --------------------------------------------------------------------------- the profile


def profile_json(module: Operation, uniform: dict[Operation, int], varied: dict[Operation, int]) -> dict[str, Any]:
    """The profile of a training run of `module`: every op that ran uniform or varied,
    by its position in `module.walk()` (and its name, checked when read back)."""
    ops = []
    for i, op in enumerate(module.walk()):
        u, v = uniform.get(op, 0), varied.get(op, 0)
        if u or v:
            ops.append({"index": i, "op": op.name, "uniform": u, "varied": v})
    return {"format": PROFILE_FORMAT, "ops": ops}


def read_profile(path: str, module: builtin.ModuleOp) -> Counts:
    """The counts of the profile file `path`, keyed by the ops of `module` (the program
    the training run ran); a profile of another program is an error at the module."""
    try:
        data = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError) as e:
        fail_at(module, f"uniformity-versioning: cannot read the profile {path}: {e}")
    if not isinstance(data, dict) or data.get("format") != PROFILE_FORMAT:  # pyright: ignore[reportUnknownMemberType]
        fail_at(module, f"uniformity-versioning: {path} is not a uniformity profile (format {PROFILE_FORMAT!r})")
    ops = list(module.walk())
    counts: Counts = {}
    for entry in data["ops"]:  # pyright: ignore[reportUnknownVariableType]
        i, name = int(entry["index"]), str(entry["op"])  # pyright: ignore[reportUnknownArgumentType]
        if i >= len(ops) or ops[i].name != name:
            found = ops[i].name if i < len(ops) else "past the end"
            fail_at(
                module,
                f"uniformity-versioning: the profile {path} is of another program (op #{i} is "
                f"{found}, the profile says {name}): record it on this pass's input",
            )
        counts[ops[i]] = (int(entry["uniform"]), int(entry["varied"]))  # pyright: ignore[reportUnknownArgumentType]
    return counts


# --------------------------------------------------------------------------- choosing regions


@dataclass
class Facts:
    """The analyses of the pass's input: divergence, and the stride lattice that proves
    some divergent vectors never uniform (`consecutive`, `strided(k)`: lanes differ)."""

    div: DivergenceInfo
    strides: StrideInfo
    defined: dict[tuple[SSAValue, MaskKey | None], bool] = field(default_factory=dict[tuple[SSAValue, MaskKey | None], bool])

    def divergent(self, v: SSAValue) -> bool:
        return self.div.is_divergent(v)

    def eligible(self, v: SSAValue) -> bool:
        """A divergent data vector that may be uniform at run time (masks are the
        business of `insert-uniformity-checks`) and whose lanes the check can read:
        see `checked_lanes`."""
        t = v.type
        return (
            isinstance(t, VectorType)
            and t.get_element_type() != IntegerType(1)
            and self.div.is_divergent(v)
            and self.strides.shape(v).stride is None
            and defined_on(v, mask_key(v.owner) if isinstance(v, OpResult) else None, self.defined)
        )


def defined_on(v: SSAValue, key: MaskKey | None, memo: dict[tuple[SSAValue, MaskKey | None], bool]) -> bool:
    """No lane of `v` under the mask `key` (every lane when None) can be poison: a
    scalar, an argument of the function (the launch passes whole vectors), or the result
    of a `simd` op unmasked or masked by `key` whose operands are all defined on those lanes
    (not another block argument: a loop may carry poison lanes)."""
    if not isinstance(v.type, VectorType):
        return True
    if isinstance(v, BlockArgument):
        return isinstance(v.block.parent_op(), func.FuncOp | gpu.FuncOp)
    if (v, key) not in memo and isinstance(v, OpResult):
        memo[v, key] = False  # a cycle is not proven
        op, own = v.op, mask_key(v.op)
        memo[v, key] = (
            op.name.startswith("simd.")  # not an scf result: its lanes come from yields
            and (own is None or own == key)
            and all(defined_on(x, key, memo) for x in op.operands)
        )
    return memo.get((v, key), False)


def _inside(root: Operation, v: SSAValue) -> bool:
    owner = v.owner
    op = owner if isinstance(owner, Operation) else owner.parent_op()
    return op is not None and root.is_ancestor(op)


def _barrier(op: Operation) -> bool:
    return any(isinstance(o, gpu.BarrierOp) for o in op.walk())


def first_uses(ops: Sequence[Operation], facts: Facts) -> dict[SSAValue, int]:
    """Each eligible vector defined outside the op of `ops` that uses it: the index of
    its first such op."""
    first: dict[SSAValue, int] = {}
    for i, op in enumerate(ops):
        for o in op.walk():
            for v in o.operands:
                if v not in first and not _inside(op, v) and facts.eligible(v):
                    first[v] = i
    return first


def scalarized(ops: Iterable[Operation], chosen: set[SSAValue], facts: Facts) -> int:
    """How many divergent vector ops of `ops` would become uniform with `chosen` uniform:
    those whose data operands (the mask aside: predicate removal drops it) all are."""
    uniform = set(chosen)
    n = 0
    for root in ops:
        for o in root.walk():
            if not isinstance(o, simd.MaskedOp) or not o.results:
                continue
            if all(not facts.divergent(r) for r in o.results):
                continue
            mask = o.mask_operand
            data = [v for v in o.operands if v is not mask]
            if all(v in uniform or not facts.divergent(v) for v in data):
                uniform.update(o.results)
                n += not isinstance(o, _NOT_COMPUTATION)
    return n


@dataclass
class Plan:
    """A block's range `ops` versioned on `operands`, which would scalarize `gain` ops."""

    ops: list[Operation]
    operands: list[SSAValue]
    gain: int


def _range(ops: Sequence[Operation], start: int) -> list[Operation]:
    """`ops[start:]` stopped before the first op that holds a barrier."""
    out: list[Operation] = []
    for op in ops[start:]:
        if _barrier(op):
            break
        out.append(op)
    return out


def plan_block(
    block: Block, facts: Facts, counts: Counts | None, min_share: float
) -> Plan | None:
    """The versioning of `block` worth most (see the module docstring), or None."""
    ops = [o for o in block.ops if not o.has_trait(IsTerminator)]
    first = first_uses(ops, facts)
    if counts is None:
        best: Plan | None = None
        for v, i in first.items():
            region = _range(ops, i)
            gain = scalarized(region, {v}, facts) if region else 0
            if region and (best is None or gain > best.gain):
                best = Plan(region, [v], gain)
        return best
    chosen = [v for v in first if _mostly_uniform(v, counts, min_share)]
    while chosen:
        region = _range(ops, min(first[v] for v in chosen))
        inside = set(region)
        # a check runs before the range: an operand defined in it waits for its own
        keep = [v for v in chosen if any(_uses(o, v) for o in region) and not _defined_in(v, block, inside)]
        gain = scalarized(region, set(keep), facts)
        for v in list(keep):  # operands that scalarize nothing only add a check that may fail
            if scalarized(region, set(keep) - {v}, facts) == gain:
                keep.remove(v)
        if keep == chosen:
            return Plan(region, keep, gain)
        chosen = keep
    return None


def _defined_in(v: SSAValue, block: Block, ops: set[Operation]) -> bool:
    owner = v.owner
    op = owner if isinstance(owner, Operation) else owner.parent_op()
    anc = block.find_ancestor_op_in_block(op) if op is not None else None
    return anc in ops


def _uses(op: Operation, v: SSAValue) -> bool:
    return any(op.is_ancestor(u.operation) for u in v.uses)


def _mostly_uniform(v: SSAValue, counts: Counts, min_share: float) -> bool:
    if not isinstance(v, OpResult):
        return False
    u, var = counts.get(v.op, (0, 0))
    return u > 0 and u > min_share * (u + var)


# --------------------------------------------------------------------------- the rewrite


def _insert(op: Operation, at: InsertPoint) -> SSAValue:
    Rewriter.insert_op(op, at)
    return op.results[0]


def uniform_test(v: SSAValue, at: InsertPoint) -> tuple[SSAValue, SSAValue]:
    """(`i1` true when every defined lane of `v` equals its first, that broadcast)."""
    t = v.type
    assert isinstance(t, VectorType)
    key = mask_key(v.op) if isinstance(v, OpResult) else None
    # a masked definition's inactive lanes are poison: test its own lanes only
    mask, negated = key if key is not None else (None, False)
    first = _insert(simd.VReadFirstLaneOp(v, mask, negated), at)
    first.name_hint = f"{v.name_hint}_first" if v.name_hint else None
    bcast = _insert(simd.S2VBOp(first, t), at)
    lhs, rhs = v, bcast
    elem = t.get_element_type()
    if not isinstance(elem, IntegerType):
        bits = IntegerType(elem.bitwidth)  # pyright: ignore[reportAttributeAccessIssue, reportUnknownArgumentType, reportUnknownMemberType]
        as_int = VectorType(bits, t.get_shape())
        lhs = _insert(simd.VCastOp("bitcast", v, as_int, mask, negated), at)
        rhs = _insert(simd.VCastOp("bitcast", bcast, as_int), at)
    eq = _insert(simd.VCmpOp("eq", lhs, rhs, mask, negated), at)
    lanes = eq
    if mask is not None:
        off = mask if negated else _insert(simd.PNotOp(mask), at)
        lanes = _insert(simd.POrOp(eq, off), at)
    return _insert(simd.AllOp(lanes), at), bcast


def version(plan: Plan) -> scf.IfOp:
    """`scf.if (every operand uniform) {the clone} else {the range}` in place of the range."""
    ops, block = plan.ops, plan.ops[0].parent_block()
    assert block is not None
    inside = set(ops)
    escaping = [
        r
        for o in ops
        for r in o.results
        if any(block.find_ancestor_op_in_block(u.operation) not in inside for u in r.uses)
    ]
    at = InsertPoint.before(ops[0])
    mapper: dict[SSAValue, SSAValue] = {}
    cond: SSAValue | None = None
    for v in plan.operands:
        ok, mapper[v] = uniform_test(v, at)
        cond = ok if cond is None else _insert(arith.AndIOp(cond, ok), at)
    assert cond is not None
    clone_ops = [o.clone(mapper) for o in ops]
    then_block = Block([*clone_ops, scf.YieldOp(*(mapper.get(r, r) for r in escaping))])
    else_block = Block()
    if_op = scf.IfOp(cond, [r.type for r in escaping], Region(then_block), Region(else_block))
    Rewriter.insert_op(if_op, at)
    for o in ops:
        o.detach()
        else_block.add_op(o)
    else_block.add_op(scf.YieldOp(*escaping))
    for r, new in zip(escaping, if_op.results, strict=True):
        r.replace_uses_with_if(new, lambda use: not if_op.is_ancestor(use.operation))
    return if_op


def _blocks(root: Operation) -> list[Block]:
    """The blocks under `root`, outer ones first."""
    return [b for o in root.walk() for r in o.regions for b in r.blocks]


@dataclass(frozen=True)
class UniformityVersioningPass(ModulePass):
    """Version regions on their divergent vector operands being uniform at run time (see the module docstring)."""

    name = "uniformity-versioning"

    threshold: int = 4
    """Version a region only when its clone would scalarize at least this many ops."""

    profile: str = ""
    """A training run's per-op uniformity counts (`tools/uniformity_profile.py`)."""

    min_share: float = 0.5
    """With a profile: version on an operand uniform in more than this share of runs."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if self.threshold < 0:
            fail_at(op, f"uniformity-versioning: threshold must be >= 0, found {self.threshold}")
        if not 0.0 <= self.min_share < 1.0:
            fail_at(op, f"uniformity-versioning: min-share must be in [0, 1), found {self.min_share}")
        counts = read_profile(self.profile, op) if self.profile else None
        div = analyze_divergence(op)
        facts = Facts(div, analyze_strides(op, div))
        done: list[scf.IfOp] = []
        for fn in [o for o in op.walk() if isinstance(o, func.FuncOp | gpu.FuncOp)]:
            for block in _blocks(fn):
                if any(d.is_ancestor(block.parent_op() or fn) for d in done):
                    continue
                plan = plan_block(block, facts, counts, self.min_share)
                if plan is not None and plan.gain >= max(self.threshold, 1):
                    done.append(version(plan))


