"""The dynamic divergence checker of `simd-run` (`--check-divergence`).

Always: a `cf.cond_br`, `cf.switch` or `scf.if` carrying `simd.non_divergent` whose
condition differs across the lanes of a converged instance is a violation (SPEC
section 4).  With `check_divergence=True` the executor also records, at every converged
instance, each SSA value the divergence analysis
(`passes.analysis.divergence.analyze_divergence`) calls uniform, each use it calls
uniform of a value defined in a loop the use is outside of (temporal divergence), and
each `cf` branch in a block the analysis calls a uniform branch; a value, use or branch
that differs across converged lanes is a violation.  Values are compared per converged
instance only: lanes on different iterations or paths never are; poison lanes (the
placeholders `lift-cf-to-scf` passes where a value is not defined) agree with any value.

`check_plan` says what the SPMD executor's lanes record (`Observations`); after a
group ran, `collect_violations` compares what its converged lanes recorded.  The
analysis result comes from the caller (`divergence_info`, or `analyze(module)`): the
runtime does not depend on the compiler's passes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects import cf, scf
from xdsl.dialects.builtin import (
    AnyFloat,
    FileLineColLoc,
    IndexType,
    IntegerType,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.printer import Printer

from simdopt.dialects.simd import NON_DIVERGENT
from simdopt.interpreters.lane_interpreter import BRANCH_OPS
from simdopt.interpreters.positions import RegionShape, region_shape
from simdopt.interpreters.values import POISON, to_json


@dataclass
class Observations:
    """What the checker records in one group: key -> [(thread, value), ...]."""

    values: set[SSAValue] = field(default_factory=set[SSAValue])
    uses: dict[Operation, tuple[int, ...]] = field(default_factory=dict[Operation, tuple[int, ...]])
    branches: set[Operation] = field(default_factory=set[Operation])
    seen: dict[tuple[Any, ...], list[tuple[int, Any]]] = field(
        default_factory=dict[tuple[Any, ...], list[tuple[int, Any]]]
    )



def same_values(xs: list[Any]) -> bool:
    first = xs[0]
    for x in xs[1:]:
        if x is first or x == first:
            continue
        if (isinstance(x, bool) or isinstance(first, bool)) and bool(x) == bool(first):
            continue  # an i1: True and -1 are both true
        if isinstance(x, float) and isinstance(first, float) and math.isnan(x) and math.isnan(first):
            continue
        return False
    return True


@dataclass
class Violation:
    kind: str
    name: str
    op: Operation | None
    group: int
    values: list[tuple[int, Any]]
    instances: int = 1
    loc: str = ""
    message: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "name": self.name,
            "op": self.op.name if self.op is not None else None,
            "loc": self.loc,
            "group": self.group,
            "values": [[t, to_json(v)] for t, v in self.values],
            "instances": self.instances,
            "message": self.message,
        }


def _loops_of(block: Block | None, shapes: dict[Region, RegionShape], cache: dict[Block | None, frozenset[Any]]) -> frozenset[Any]:
    """Every loop around `block`: cf cycles (by object) and scf.for/scf.while ops."""
    hit = cache.get(block)
    if hit is not None:
        return hit
    out: set[Any] = set()
    inner = block
    while inner is not None:
        region = inner.parent
        if region is None:
            break
        out.update(c for c, _ in region_shape(shapes, region).chains.get(inner, ()))
        parent = region.parent
        if parent is None:
            break
        if isinstance(parent, (scf.ForOp, scf.WhileOp)):
            out.add(parent)
        inner = parent.parent
    hit = cache[block] = frozenset(out)
    return hit


def _def_block(v: SSAValue) -> Block | None:
    if isinstance(v, BlockArgument):
        return v.block
    assert isinstance(v, OpResult)
    return v.op.parent


def _is_data(t: Any) -> bool:
    return isinstance(t, (IntegerType, IndexType, AnyFloat, VectorType))


def plan_checks(root: Operation, info: Any, shapes: dict[Region, RegionShape]) -> Observations:
    """What to record for `info` (a DivergenceInfo-like object: `is_divergent(value)`,
    `is_divergent_use(use)`, `has_divergent_branch(block)`): the values it calls uniform,
    the uniform uses of loop-defined values outside their loop, the cf branches of blocks
    it calls uniform branches."""
    obs = Observations()
    loops: dict[Block | None, frozenset[Any]] = {}
    for op in root.walk():
        for r in op.results:
            if _is_data(r.type) and not info.is_divergent(r):
                obs.values.add(r)
        for region in op.regions:
            for b in region.blocks:
                for a in b.args:
                    if _is_data(a.type) and not info.is_divergent(a):
                        obs.values.add(a)
        if isinstance(op, (cf.ConditionalBranchOp, cf.SwitchOp)) and op.parent is not None and NON_DIVERGENT not in op.attributes and not info.has_divergent_branch(op.parent):
            obs.branches.add(op)
        idxs: list[int] = []
        for i, v in enumerate(op.operands):
            if v not in obs.values or not _is_data(v.type):
                continue
            if _loops_of(_def_block(v), shapes, loops) - _loops_of(op.parent, shapes, loops):
                use = next((u for u in v.uses if u.operation is op and u.index == i), None)
                if use is not None and not _is_divergent_use(info, use):
                    idxs.append(i)
        if idxs:
            obs.uses[op] = tuple(idxs)
    return obs


def _is_divergent_use(info: Any, use: Any) -> bool:
    f = getattr(info, "is_divergent_use", None)
    if f is None:
        return bool(info.is_divergent(use.operation.operands[use.index]))
    return bool(f(use))


class Namer:
    def __init__(self, module: Operation):
        self.module = module
        self._values: dict[SSAValue, str] | None = None
        self._blocks: dict[Block, str] = {}

    def _load(self) -> None:
        if self._values is None:
            from io import StringIO

            p = Printer(stream=StringIO())
            p.print_op(self.module)
            self._values = dict(p._ssa_values)  # pyright: ignore[reportPrivateUsage]
            self._blocks = dict(p._blocks)  # pyright: ignore[reportPrivateUsage]

    def value(self, v: SSAValue) -> str:
        self._load()
        assert self._values is not None
        n = self._values.get(v)
        if n is not None:
            return n if n.startswith("%") else "%" + n
        return f"%{v.name_hint}" if v.name_hint else "%?"

    def block(self, b: Block) -> str:
        self._load()
        n = self._blocks.get(b)
        if n is None:
            return "^?"
        return n if n.startswith("^") else "^" + n


def default_locate(op: Operation) -> str:
    cur: Operation | None = op
    while cur is not None:
        loc = cur.location
        if isinstance(loc, FileLineColLoc):
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        cur = cur.parent_op()
    return "<unknown>"


def _lanes_text(values: list[tuple[int, Any]]) -> str:
    shown = ", ".join(f"thread {t} = {to_json(v)}" for t, v in values[:8])
    return shown + (f", ... ({len(values)} lanes)" if len(values) > 8 else "")


def collect_violations(group: int, obs: Observations | None, hinted: set[Operation], namer: Namer, locate: Callable[[Operation], str], found: dict[tuple[str, Any], Violation]) -> None:
    def add(kind: str, what: Any, name: str, op: Operation | None, vals: list[tuple[int, Any]], msg: str) -> None:
        key = (kind, what)
        v = found.get(key)
        if v is not None:
            v.instances += 1
            return
        loc = locate(op) if op is not None else "<unknown>"
        found[key] = Violation(kind, name, op, group, vals, 1, loc, f"{msg} in group {group}: {_lanes_text(vals)}")

    if obs is None:
        return
    for key, vals in obs.seen.items():
        defined = [x for _, x in vals if x is not POISON]  # a poison lane may be any value
        if len(defined) < 2 or same_values(defined):
            continue
        kind = key[0]
        if kind == "v":
            v: SSAValue = key[1]
            op = v.op if isinstance(v, OpResult) else None
            if isinstance(v, BlockArgument):
                op = v.block.first_op if v.block.first_op is not None else v.block.parent_op()
            name = namer.value(v)
            add("uniform-value", v, name, op, vals, f"{name} is uniform by the divergence analysis but differs across converged lanes")
        elif kind == "u":
            op = key[1]
            v = op.operands[key[2]]
            name = namer.value(v)
            add("uniform-use", (op, key[2]), name, op, vals, f"use of {name} by '{op.name}' is uniform by the divergence analysis but differs across converged lanes (temporal divergence)")
        elif kind == "b":
            op = key[1]
            if op in hinted:
                add("non-divergent-branch", op, op.name, op, vals, f"'{op.name}' is marked {NON_DIVERGENT} but its condition differs across converged lanes")
            else:
                blk = op.parent
                name = namer.block(blk) if blk is not None else "^?"
                add("uniform-branch", op, name, op, vals, f"branch of {name} is uniform by the divergence analysis but its condition differs across converged lanes")



def check_plan(
    module: ModuleOp,
    check_divergence: bool,
    divergence_info: Any,
    analyze: Callable[[ModuleOp], Any] | None,
    shapes: dict[Region, RegionShape],
) -> tuple[Observations | None, set[Operation]]:
    """What the lanes record: the analysis' uniform claims (with `check_divergence`:
    `divergence_info`, else `analyze(module)`) and the branches hinted
    `simd.non_divergent` (always)."""
    hinted: set[Operation] = {op for op in module.walk() if isinstance(op, BRANCH_OPS) and NON_DIVERGENT in op.attributes}
    if not check_divergence:
        return (Observations(branches=set(hinted)) if hinted else None), hinted
    if divergence_info is None:
        if analyze is None:
            raise ValueError("check_divergence needs the analysis: divergence_info, or analyze (e.g. analyze_divergence)")
        divergence_info = analyze(module)
    plan = plan_checks(module, divergence_info, shapes)
    plan.branches |= hinted
    return plan, hinted
