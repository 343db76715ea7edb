"""`uniform-jump-threading`: jump threading on uniform branches only (seed 002).

    scf.if %c1 {A} else {A'};  X;  scf.if %c2 {B} else {C}        (%c1 implies %c2)
      ->  scf.if %c1 { A; X; B }  else { A'; X; scf.if %c2 {B} else {C} }

When the outcome of a second branch is known on one edge of a first one (the same
condition, or a comparison of the same operands that the first one implies: `a == b`
implies `a <= b`), the code X between them is duplicated onto that edge and the known
arm taken directly: that path no longer computes `%c2` nor branches on it.  This is
seed 002's example (`if (foo == bar) ...; baz(); if (foo <= bar) ...`) written in `scf`,
the form `spmd-vectorize` takes.  On a lockstep machine, threading a *divergent* `%c1`
makes the vectorized program run both arms, so X (and B) run twice under masks - the
~50% slowdowns the seed reports; the pass therefore threads only when the divergence
analysis calls `%c1` uniform (or the branch carries `simd.non_divergent`), unless
`{divergent=true}`.  X is at most `threshold` ops.  `{remarks=true}` prints one line per
candidate and the counts on stderr.

Also threaded: the same shape in a `cf` CFG is not handled yet (the issue's cf form);
the first branch may have results, used by X, B, C or later code (they are yielded out
of the new branch, as are X's results).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, scf
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator

from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.uniform_branches import Remarks, branch_is_uniform, value_name

# Which orderings of (a, b) each predicate admits, in its signedness domain.
_ORDERS: dict[str, tuple[str, frozenset[str]]] = {
    "eq": ("any", frozenset({"eq"})),
    "ne": ("any", frozenset({"lt", "gt"})),
    "slt": ("s", frozenset({"lt"})),
    "sle": ("s", frozenset({"lt", "eq"})),
    "sgt": ("s", frozenset({"gt"})),
    "sge": ("s", frozenset({"gt", "eq"})),
    "ult": ("u", frozenset({"lt"})),
    "ule": ("u", frozenset({"lt", "eq"})),
    "ugt": ("u", frozenset({"gt"})),
    "uge": ("u", frozenset({"gt", "eq"})),
}
_SWAP = {"lt": "gt", "gt": "lt", "eq": "eq"}
_ALL = frozenset({"lt", "eq", "gt"})


def _relation(c: SSAValue) -> tuple[SSAValue, SSAValue, str, frozenset[str]] | None:
    owner = c.owner
    if not isinstance(owner, arith.CmpiOp):
        return None
    pred = arith.CMPI_COMPARISON_OPERATIONS[owner.predicate.value.data]
    domain, orders = _ORDERS[pred]
    return owner.lhs, owner.rhs, domain, orders


def implied(c1: SSAValue, value1: bool, c2: SSAValue) -> bool | None:
    """The value of `c2` wherever `c1 == value1`, when it is known."""
    if c1 is c2:
        return value1
    r1, r2 = _relation(c1), _relation(c2)
    if r1 is None or r2 is None:
        return None
    a1, b1, d1, o1 = r1
    a2, b2, d2, o2 = r2
    if (a2, b2) == (b1, a1):
        o2 = frozenset(_SWAP[o] for o in o2)
    elif (a2, b2) != (a1, b1):
        return None
    if d1 != d2 and "any" not in (d1, d2):
        return None  # signed facts say nothing about unsigned orderings
    # Equality is the same in both domains, so eq/ne facts combine with either.
    known = o1 if value1 else _ALL - o1
    if known <= o2:
        return True
    if not (known & o2):
        return False
    return None


@dataclass
class _Candidate:
    first: scf.IfOp
    between: list[Operation]
    second: scf.IfOp
    edge: bool  # the edge of `first` on which `second` is known
    outcome: bool  # `second`'s condition on that edge


def _candidates(root: Operation) -> list[_Candidate]:
    found: list[_Candidate] = []
    for first in root.walk():
        if not isinstance(first, scf.IfOp):
            continue
        between: list[Operation] = []
        op = first.next_op
        while op is not None and not isinstance(op, scf.IfOp) and not op.regions and not op.has_trait(IsTerminator):
            between.append(op)
            op = op.next_op
        if not isinstance(op, scf.IfOp):
            continue
        for edge in (True, False):
            outcome = implied(first.cond, edge, op.cond)
            if outcome is not None:
                found.append(_Candidate(first, between, op, edge, outcome))
                break
    return found


def _clone_block_ops(block: Block | None, into: list[Operation], mapping: dict[SSAValue, SSAValue]) -> list[SSAValue]:
    """Clone an arm's ops (not its yield) into `into`; the yielded values, mapped."""
    if block is None:
        return []
    for op in block.ops:
        if isinstance(op, scf.YieldOp):
            return [mapping.get(v, v) for v in op.operands]
        into.append(op.clone(value_mapper=mapping))
    return []


def thread(c: _Candidate) -> None:
    first, second = c.first, c.second
    # Values of the old code that later code may use: the first branch's results, the
    # results of X, then the second branch's results.
    replaced = {first, *c.between, second}
    block = first.parent_block()
    assert block is not None

    def used_later(v: SSAValue) -> bool:
        for use in v.uses:
            user = use.operation
            while user.parent_block() is not block:
                user = user.parent_op()
                assert user is not None
            if user not in replaced:
                return True
        return False

    everything = [*first.results, *(r for op in c.between for r in op.results)]
    carried = [v for v in everything if used_later(v)]
    arms: list[Block] = []
    for edge in (True, False):
        mapping: dict[SSAValue, SSAValue] = {}
        ops: list[Operation] = []
        arm = first.true_region.first_block if edge else first.false_region.first_block
        for old, new in zip(first.results, _clone_block_ops(arm, ops, mapping), strict=True):
            mapping[old] = new
        for op in c.between:
            ops.append(op.clone(value_mapper=mapping))
        if edge == c.edge:
            known = second.true_region.first_block if c.outcome else second.false_region.first_block
            tail = _clone_block_ops(known, ops, mapping)
        else:
            copy = second.clone(value_mapper=mapping)
            ops.append(copy)
            tail = list(copy.results)
        yielded = [mapping.get(v, v) for v in carried] + tail
        arms.append(Block([*ops, scf.YieldOp(*yielded)]))
    types = [v.type for v in carried] + list(second.result_types)
    threaded = scf.IfOp(first.cond, types, Region(arms[0]), Region(arms[1]))
    threaded.attributes.update(
        {k: v for k, v in first.attributes.items() if k == "simd.non_divergent"}
    )
    Rewriter.insert_op(threaded, InsertPoint.before(first))
    for old, new in zip([*carried, *second.results], threaded.results, strict=True):
        old.replace_all_uses_with(new)
    for op in [second, *reversed(c.between), first]:
        Rewriter.erase_op(op, safe_erase=False)


@dataclass(frozen=True)
class UniformJumpThreadingPass(ModulePass):
    """Thread scf.if edges whose next branch is known, on uniform branches only
    {divergent=false threshold=40 remarks=false}."""

    name = "uniform-jump-threading"

    divergent: bool = False
    """Thread divergent branches too (an experiment: it costs cycles on a lockstep machine)."""

    threshold: int = 40
    """Most ops duplicated (the code between the two branches)."""

    remarks: bool = False
    """Print one line per candidate branch and the counts on stderr."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        remarks = Remarks(self.name, self.remarks)
        refused: set[Operation] = set()
        while True:
            todo = [c for c in _candidates(op) if c.first not in refused]
            if not todo:
                break
            info = analyze_divergence(op)
            c = todo[0]
            what = (
                f"the {'true' if c.edge else 'false'} edge of the branch on "
                f"{value_name(c.first.cond)} to the {'then' if c.outcome else 'else'} arm of "
                f"the branch on {value_name(c.second.cond)}"
            )
            uniform = branch_is_uniform(info, c.first, c.first.cond)
            size = sum(1 for o in c.between for _ in o.walk())
            if not self.divergent and not uniform:
                remarks.note("kept (divergent)", c.first, f"kept {what}: divergent")
                refused.add(c.first)
            elif size > self.threshold:
                remarks.note("kept (size)", c.first, f"kept {what}: {size} ops to copy > threshold {self.threshold}")
                refused.add(c.first)
            else:
                kind = "uniform" if uniform else "divergent"
                remarks.note("threaded", c.first, f"threaded {what} ({kind}, {size} ops copied)")
                thread(c)
        remarks.summary()
