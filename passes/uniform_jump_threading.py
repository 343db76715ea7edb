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

The first branch may have results, used by X, B, C or later code (they are yielded out
of the new branch, as are X's results).

The same in a `cf` CFG (LLVM's JumpThreading on one edge):

    ^p: cf.cond_br %c1, ^b, ^other        ^b: X; cf.cond_br %c2, ^t, ^f
      ->  ^p: cf.cond_br %c1, ^b1, ^other   ^b1: X (copy); cf.br ^t      (%c1 implies %c2)

an edge P -> B is threaded when B's branch outcome is known on it: B's condition is a
block argument to which P passes a constant, or a comparison P's branch implies on that
edge.  B (at most `threshold` ops) is copied for that edge only and the copy branches
straight to the known successor.  Only blocks none of whose values (arguments, results)
are used outside them are threaded, so no new block arguments are needed; both
branches (P's and B's) must be uniform unless `{divergent=true}`.  A block left without
predecessors is erased.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, cf, func, scf
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator

from simdopt.dialects.matchers import constant_int
from simdopt.dialects.simd import NON_DIVERGENT
from simdopt.ir.rewriting import redirect
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.utils.uniform_branches import Remarks, branch_is_uniform, value_name

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
        {k: v for k, v in first.attributes.items() if k == NON_DIVERGENT}
    )
    Rewriter.insert_op(threaded, InsertPoint.before(first))
    for old, new in zip([*carried, *second.results], threaded.results, strict=True):
        old.replace_all_uses_with(new)
    for op in [second, *reversed(c.between), first]:
        Rewriter.erase_op(op, safe_erase=False)


# --------------------------------------------------------------------------- cf edges


@dataclass
class _Edge:
    pred: Block
    chain: list[Block]  # blocks joined by unconditional branches, the last one branching
    known: bool  # the value of the last block's condition on the edge pred -> chain[0]


def _edge_operands(term: Operation, target: Block) -> list[SSAValue] | None:
    """The operands `term` passes to `target`, None when it reaches it on several edges
    or by a terminator we do not rewrite."""
    if isinstance(term, cf.BranchOp) and term.successor is target:
        return list(term.arguments)
    if isinstance(term, cf.ConditionalBranchOp) and (term.then_block is target) != (term.else_block is target):
        return list(term.then_arguments if term.then_block is target else term.else_arguments)
    return None


def _constant_i1(v: SSAValue) -> bool | None:
    c = constant_int(v)
    return None if c is None else bool(c)


def _facts(pred: Block, target: Block) -> list[tuple[SSAValue, bool]]:
    """Conditions known on the edge pred -> target: pred's own branch, then the branches
    that lead to pred through blocks of one predecessor each (they dominate the edge)."""
    facts: list[tuple[SSAValue, bool]] = []
    cur, nxt = pred, target
    seen: set[Block] = set()
    while cur not in seen:
        seen.add(cur)
        term = cur.last_op
        if isinstance(term, cf.ConditionalBranchOp) and (term.then_block is nxt) != (term.else_block is nxt):
            facts.append((term.cond, term.then_block is nxt))
        preds = cur.predecessors()
        if len(preds) != 1:
            break
        cur, nxt = preds[0], cur
    return facts


def _chain(start: Block) -> list[Block]:
    """`start` and the blocks it reaches by unconditional branches of one predecessor."""
    chain = [start]
    while isinstance(term := chain[-1].last_op, cf.BranchOp):
        nxt = term.successor
        if nxt in chain or len(nxt.predecessors()) != 1:
            return []
        chain.append(nxt)
    return chain if isinstance(chain[-1].last_op, cf.ConditionalBranchOp) else []


def _escaping(chain: list[Block]) -> list[SSAValue] | None:
    """Values of the chain used after it: only in the last branch's successors, which
    must have no other predecessor (they get a block argument each); None otherwise."""
    term = chain[-1].last_op
    assert isinstance(term, cf.ConditionalBranchOp)
    succs = {term.then_block, term.else_block}
    if term.then_block is term.else_block or any(len(b.predecessors()) != 1 for b in succs):
        return None
    escaping: list[SSAValue] = []
    for block in chain:
        for v in [*block.args, *(r for op in block.ops for r in op.results)]:
            outside = [u for u in v.uses if _top_block(u.operation) not in chain]
            if not outside:
                continue
            if any(_top_block(u.operation) not in succs for u in outside):
                return None
            escaping.append(v)
    return escaping


def _top_block(op: Operation) -> Block | None:
    while (b := op.parent_block()) is not None and not isinstance(b.parent_op(), func.FuncOp):
        parent = b.parent_op()
        assert parent is not None
        op = parent
    return op.parent_block()


def _cf_edges(fn: func.FuncOp) -> list[_Edge]:
    found: list[_Edge] = []
    for start in fn.body.blocks:
        if start is fn.body.first_block or not (chain := _chain(start)):
            continue
        term = chain[-1].last_op
        assert isinstance(term, cf.ConditionalBranchOp)
        cond = term.cond
        for pred in start.predecessors():
            if pred in chain or (p_term := pred.last_op) is None:
                continue
            operands = _edge_operands(p_term, start)
            if operands is None:
                continue
            known: bool | None = None
            if isinstance(cond, BlockArgument) and cond.block is start:
                known = _constant_i1(operands[cond.index])
            elif not _defined_in(cond, chain) or _operands_outside(cond, chain):
                for c1, v1 in _facts(pred, start):
                    # A fact about a value the chain defines is about an earlier
                    # instance of it (an earlier iteration): useless on this edge.
                    if _defined_in(c1, chain):
                        continue
                    if (known := implied(c1, v1, cond)) is not None:
                        break
            if known is not None and _escaping(chain) is not None:
                found.append(_Edge(pred, chain, known))
    return found


def _defined_in(v: SSAValue, chain: list[Block]) -> bool:
    if isinstance(v, BlockArgument):
        return v.block in chain
    owner = v.owner
    assert isinstance(owner, Operation)
    return _top_block(owner) in chain


def _operands_outside(cond: SSAValue, chain: list[Block]) -> bool:
    """`cond` compares values defined before the chain (so the same instances as any
    fact about them), e.g. seed 002's `foo <= bar` recomputed after `baz()`."""
    owner = cond.owner
    return isinstance(owner, arith.CmpiOp) and not any(_defined_in(o, chain) for o in owner.operands)


def thread_edge(e: _Edge) -> None:
    """Copy the chain for the edge pred -> chain[0]; the copy branches to the known
    successor; values used in the successors travel as new block arguments."""
    chain, pred = e.chain, e.pred
    p_term, term = pred.last_op, chain[-1].last_op
    assert isinstance(term, cf.ConditionalBranchOp) and p_term is not None
    operands = _edge_operands(p_term, chain[0])
    escaping = _escaping(chain)
    assert operands is not None and escaping is not None
    mapping: dict[SSAValue, SSAValue] = dict(zip(chain[0].args, operands, strict=True))
    copy = Block()
    for block in chain:
        for op in block.ops:
            if op is not block.last_op:
                copy.add_op(op.clone(value_mapper=mapping))
    # Escaping values become arguments of both successors.
    for succ in (term.then_block, term.else_block):
        fresh = [succ.insert_arg(v.type, len(succ.args)) for v in escaping]
        for v, arg in zip(escaping, fresh, strict=True):
            v.replace_uses_with_if(arg, lambda u, s=succ: _top_block(u.operation) is s)
    then_block, else_block = term.then_block, term.else_block
    then_args = [*term.then_arguments, *escaping]
    else_args = [*term.else_arguments, *escaping]
    new_term = cf.ConditionalBranchOp(term.cond, then_block, then_args, else_block, else_args)
    new_term.attributes.update(term.attributes)
    Rewriter.replace_op(term, new_term)
    target, args = (then_block, then_args) if e.known else (else_block, else_args)
    copy.add_op(cf.BranchOp(target, *(mapping.get(a, a) for a in args)))
    region = chain[0].parent
    assert region is not None
    region.insert_block_after(copy, pred)
    redirect(p_term, chain[0], copy, [])
    if not chain[0].predecessors():
        _erase_dead_chain(chain)


def _erase_dead_chain(chain: list[Block]) -> None:
    """The original chain lost its last predecessor: erase it (its successors keep the
    edge from the copy)."""
    for block in reversed(chain):
        for op in reversed(list(block.ops)):
            for r in op.results:
                for use in list(r.uses):
                    if _top_block(use.operation) not in chain:
                        raise AssertionError("escaping value left after threading")
            Rewriter.erase_op(op, safe_erase=False)
        region = block.parent
        assert region is not None
        region.detach_block(block)
        block.erase()


@dataclass(frozen=True)
class UniformJumpThreadingPass(ModulePass):
    """Thread edges whose next branch is known (scf.if chains and cf edges), on uniform
    branches only (seed 002)."""

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
            if self.verdict(remarks, c.first, what, uniform, size):
                thread(c)
            else:
                refused.add(c.first)
        for fn in [f for f in op.walk() if isinstance(f, func.FuncOp)]:
            self.thread_cf(fn, remarks)
        remarks.summary()

    def thread_cf(self, fn: func.FuncOp, remarks: Remarks) -> None:
        refused: set[tuple[Block, Block]] = set()
        while True:
            todo = [e for e in _cf_edges(fn) if (e.pred, e.chain[0]) not in refused]
            if not todo:
                return
            info = analyze_divergence(fn)
            e = todo[0]
            p_term, term = e.pred.last_op, e.chain[-1].last_op
            assert p_term is not None and isinstance(term, cf.ConditionalBranchOp)
            p_cond = p_term.cond if isinstance(p_term, cf.ConditionalBranchOp) else None
            uniform = branch_is_uniform(info, term, term.cond) and (
                p_cond is None or branch_is_uniform(info, p_term, p_cond)
            )
            size = sum(1 for b in e.chain for o in b.ops for _ in o.walk()) - len(e.chain)
            what = (
                f"the edge into the block branching on {value_name(term.cond)} "
                f"({'true' if e.known else 'false'} there)"
            )
            if self.verdict(remarks, term, what, uniform, size):
                thread_edge(e)
            else:
                refused.add((e.pred, e.chain[0]))

    def verdict(self, remarks: Remarks, anchor: Operation, what: str, uniform: bool, size: int) -> bool:
        """Whether to thread the candidate `what` (uniform or not, `size` ops to copy);
        one remark either way."""
        if not self.divergent and not uniform:
            remarks.note("kept (divergent)", anchor, f"kept {what}: divergent")
            return False
        if size > self.threshold:
            remarks.note("kept (size)", anchor, f"kept {what}: {size} ops to copy > threshold {self.threshold}")
            return False
        kind = "uniform" if uniform else "divergent"
        remarks.note("threaded", anchor, f"threaded {what} ({kind}, {size} ops copied)")
        return True
