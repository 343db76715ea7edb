"""Why is this value divergent?  The shortest chain of reasons back to a source.

`print-divergence{explain=true}` prints, under each divergent value and branch, one line

    why: %x <- phi at ^bb3, a join of divergent branch ^bb0 <- %c <- %t <- simd.thread_id

read right to left: the source (`simd.thread_id`) makes `%t` divergent, `%t` makes `%c`
divergent (data dependence), the branch of `^bb0` on `%c` diverges and its paths meet at
`^bb3` (sync dependence), so the block argument `%x` is divergent.  Each step is one rule
of the divergence analysis (`passes/analysis/divergence.py`) that holds in this IR:

* data dependence: an operand the op's rule propagates (`is_divergent_use`), including
  the incoming value of a block argument on one CFG edge and the yields / iter_args of
  `scf` ops;
* sync dependence: a block argument at a *join* of a divergent branch (two disjoint
  paths from two successors of the branch meet there) whose incoming values differ; the
  result of an `scf.if` on a divergent condition; the results of an `scf.for` with
  divergent bounds or of an `scf.while` with a divergent condition;
* temporal divergence: a use outside a cycle of a value defined in it, when a divergent
  branch in the cycle lets threads leave it in different iterations
  (`is_temporally_divergent_use`), and exit-block arguments fed from inside such a cycle;
* an irreducible cycle entered on diverged paths (assumed divergent: every value in it);
* sources: `simd.thread_id` / `gpu.thread_id` / ... (the `dialects/traits.py` table),
  vector arguments of SIMD programs, `{simd.divergent}` arguments, per-thread memory,
  calls to SPMD or unknown functions, unclassified ops.

The chain is found by breadth-first search over these reasons, so it is a shortest one.
Only values and branches the analysis calls divergent are explained, and every edge is
re-checked against the analysis' public query API (`DivergenceInfo.is_divergent`,
`is_divergent_use`, `is_temporally_divergent_use`, `has_divergent_branch`): a step never
names a value the analysis thinks uniform.  What the API does not expose - which
divergent branch a join belongs to, which cycle a divergent exit leaves - is recomputed
here from the CFG and cycle helpers (`cfg.py`, `cycles.py`) by the definitions above:
joins by two vertex-disjoint paths (a 2-unit max-flow), with the header of a natural
loop leading to the loop's exits as in the analysis' label propagation.  When no reason
can be reconstructed (it should not happen), the line says so instead of inventing one.

The same object answers `joins(block)` (join blocks of a divergent branch) and
`divergent_exit_branch(cycle)` for the DOT view of `print-divergence{format=dot}`.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects import func, scf
from xdsl.dialects.builtin import VectorType
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue, Use

from simdopt.dialects.matchers import is_arith_constant
from simdopt.dialects.traits import Behaviour, behaviour
from simdopt.ir.cycles import Cycle, CycleInfo
from simdopt.passes.analysis.divergence import (
    DIVERGENT_ARG,
    NON_DIVERGENT,
    DivergenceInfo,
    RegionInfo,
    ancestor_block_in,
    branch_condition,
    def_block,
    def_block_in,
    incoming_values,
    joins_agree,
    same_value,
    successor_operands,
)

UNEXPLAINED = "no reason reconstructed (the analysis assumed it divergent)"


@dataclass(frozen=True)
class _Source:
    """The end of a chain: what makes a value divergent by itself."""

    text: str


# Nodes of the reason graph: ("v", value), ("br", block), ("tmp", op, operand index).
_Node = tuple[object, ...]
_Edge = tuple[str | None, "_Node | _Source"]


class _Region(RegionInfo):
    """The analysis' CFG facts of a region, and the divergent branches and joins."""

    def __init__(self, region: Region):
        super().__init__(region)
        self.branches: list[Block] | None = None
        self.join_of: dict[Block, list[Block]] | None = None


def is_function(op: Operation) -> bool:
    return isinstance(op, func.FuncOp) or op.name == "gpu.func"


def _mask_of(op: Operation) -> SSAValue | None:
    """The mask operand of a masked op (not a reason for its result)."""
    mask = getattr(op, "mask_operand", None)
    return mask if isinstance(mask, SSAValue) else None


def _reach(
    starts: Iterable[Block],
    succs: Callable[[Block], Iterable[Block]],
    allowed: set[Block],
    stop: set[Block] | None = None,
) -> set[Block]:
    work = deque(s for s in starts if s in allowed)
    seen = set(work)
    while work:
        b = work.popleft()
        if stop is not None and b in stop:
            continue
        for s in succs(b):
            if s in allowed and s not in seen:
                seen.add(s)
                work.append(s)
    return seen


class Explainer:
    """Reasons for the divergence verdicts of `div` on the IR under `root`.

    `value_name(v)` / `block_name(b)` give the printed names (without `%` / `^`)."""

    def __init__(
        self,
        div: DivergenceInfo,
        value_name: Callable[[SSAValue], str],
        block_name: Callable[[Block], str],
    ):
        self.div = div
        self.value_name = value_name
        self.block_name = block_name
        self._regions: dict[Region, _Region] = {}
        self._joins: dict[Block, set[Block]] = {}
        self._tmp_text: dict[tuple[Operation, int], str] = {}
        self._exit_cache: dict[tuple[Cycle, Block], list[Block]] = {}

    # -- CFG facts ---------------------------------------------------------------------
    def region(self, region: Region) -> _Region:
        r = self._regions.get(region)
        if r is None:
            r = self._regions[region] = _Region(region)
        return r

    def cycle_info(self, region: Region) -> CycleInfo:
        return self.region(region).cycles

    def divergent_branches(self, region: Region) -> list[Block]:
        info = self.region(region)
        if info.branches is None:
            info.branches = [
                b for b in region.blocks if self.div.has_divergent_branch(b)
            ]
        return info.branches

    def join_branches(self, region: Region) -> dict[Block, list[Block]]:
        """Join block -> the divergent branches it is a join of (in block order)."""
        info = self.region(region)
        if info.join_of is None:
            info.join_of = {}
            for b in self.divergent_branches(region):
                for j in self.joins(b):
                    info.join_of.setdefault(j, []).append(b)
        return info.join_of

    def joins(self, branch: Block) -> set[Block]:
        """Join blocks of the branch ending `branch`: blocks reached from two different
        successors along paths disjoint but for the join (a natural loop's header leads
        to the loop's exits, as in the analysis' label propagation)."""
        cached = self._joins.get(branch)
        if cached is not None:
            return cached
        region = branch.parent
        assert region is not None
        info = self.region(region)
        cfg, cycles = info.cfg, info.cycles

        def succs(b: Block) -> Sequence[Block]:
            if b is branch:
                return ()
            c = info.reducible_header.get(b)
            return cycles.exits(c) if c is not None else cfg.succs[b]

        starts = list(cfg.succs[branch])
        found: set[Block] = set()
        term = branch.last_op
        if term is not None:
            targets = [s for s, _ in successor_operands(term)]
            found.update(s for s in set(targets) if targets.count(s) > 1)
        if len(starts) >= 2 and cfg.reachable(branch):
            allowed = set(cfg.rpo) - {branch}
            reached = _reach(starts, succs, allowed)
            # Two disjoint paths end in a join by two different predecessors (or one
            # path is empty: the join is a successor of the branch).
            preds = Counter(y for x in reached for y in succs(x) if y in reached)
            first = set(starts)
            for j in reached:
                if preds.get(j, 0) >= (1 if j in first else 2) and _two_disjoint_paths(
                    starts, [j], succs, allowed
                ):
                    found.add(j)
        self._joins[branch] = found
        return found

    def _divergent_exits_of(self, cycle: Cycle, b: Block, info: _Region) -> list[Block]:
        """Exits of `cycle` that threads at the divergent branch `b` in it reach in
        different iterations: from two successors, disjoint paths lead one to the exit
        and the other back to the header (inner natural loops lead to their exits, as
        in the analysis' label propagation)."""
        cached = self._exit_cache.get((cycle, b))
        if cached is not None:
            return cached
        cfg, cycles = info.cfg, info.cycles

        def succs(x: Block) -> Sequence[Block]:
            c = info.reducible_header.get(x)
            if c is not None and c is not cycle and x is not b:
                return cycles.exits(c)
            return cfg.succs[x]

        starts = list(cfg.succs[b])
        allowed = cycle.blocks - {b}
        found = self._exit_cache[(cycle, b)] = [
            x
            for x in cycles.exits(cycle)
            if len(starts) >= 2
            and _two_disjoint_paths(starts, [x, cycle.header], succs, allowed | {x})
        ]
        return found

    def _exit_branches(
        self, cycle: Cycle, region: Region
    ) -> Iterator[tuple[Block, list[Block]]]:
        """The divergent branches of `cycle` in RPO, each with its divergent exits."""
        info = self.region(region)
        for b in sorted(cycle.blocks, key=info.cfg.rpo_index.__getitem__):
            if self.div.has_divergent_branch(b):
                yield b, self._divergent_exits_of(cycle, b, info)

    def divergent_exits(self, cycle: Cycle, region: Region) -> list[Block]:
        """Exits of `cycle` that threads reach in different iterations (after some
        divergent branch in it)."""
        found: list[Block] = []
        for _, exits in self._exit_branches(cycle, region):
            found.extend(x for x in exits if x not in found)
        return found

    def divergent_exit_branch(self, cycle: Cycle, region: Region) -> Block | None:
        """A divergent branch that lets threads leave `cycle` in different iterations."""
        return next(
            (b for b, exits in self._exit_branches(cycle, region) if exits), None
        )

    def diverged_entry_branch(self, cycle: Cycle, region: Region) -> Block | None:
        """For an irreducible `cycle`: a divergent branch whose join makes it diverged
        entry (seed 003): a branch outside it with a join inside it (paths entering by
        different entries), or a branch inside it with a join inside it that neither the
        branch nor the cycle's header strictly dominates."""
        if cycle.is_reducible:
            return None
        info = self.region(region)
        sdom = info.strictly_dominates

        for b in sorted(
            self.divergent_branches(region), key=lambda x: info.cfg.rpo_index.get(x, -1)
        ):
            inside = [j for j in self.joins(b) if j in cycle.blocks]
            if b not in cycle.blocks:
                if inside:
                    return b
            elif any(not sdom(b, j) and not sdom(cycle.header, j) for j in inside):
                return b
        return None

    # -- the reason graph ---------------------------------------------------------------
    def _v(self, v: SSAValue) -> str:
        return "%" + self.value_name(v)

    def _b(self, b: Block) -> str:
        return "^" + self.block_name(b)

    def _operand_edge(
        self, op: Operation, i: int, note: str | None = None
    ) -> _Edge | None:
        use = Use(op, i)
        v = op.operands[i]
        if self.div.is_divergent(v):
            return (note, ("v", v))
        if self.div.is_temporally_divergent_use(use):
            return (note, ("tmp", op, i))
        return None

    def _operand_edges(
        self, op: Operation, skip: SSAValue | None = None
    ) -> list[_Edge]:
        return [
            e
            for i, v in enumerate(op.operands)
            if v is not skip and (e := self._operand_edge(op, i)) is not None
        ]

    def _value_edges(
        self, op: Operation, v: SSAValue, note: str | None = None
    ) -> list[_Edge]:
        """The edge for `v` as an operand of `op` (its first occurrence that has one)."""
        edges = (
            self._operand_edge(op, i, note) for i, w in enumerate(op.operands) if w is v
        )
        return [e for e in edges if e is not None][:1]

    def reasons(self, node: _Node) -> list[_Edge]:
        kind = node[0]
        if kind == "v":
            v = node[1]
            assert isinstance(v, SSAValue)
            if not self.div.is_divergent(v):
                return []
            edges = (
                self._result_reasons(v)
                if isinstance(v, OpResult)
                else self._arg_reasons(v)
                if isinstance(v, BlockArgument)
                else []
            )
            return edges or self._cycle_taint(v)
        if kind == "br":
            block = node[1]
            assert isinstance(block, Block)
            return self._branch_reasons(block)
        if kind == "tmp":
            op, i = node[1], node[2]
            assert isinstance(op, Operation) and isinstance(i, int)
            return self._temporal_reasons(op, i)
        return []

    def _branch_reasons(self, block: Block) -> list[_Edge]:
        term = block.last_op
        if term is None or not self.div.has_divergent_branch(block):
            return []
        cond = branch_condition(term)
        if cond is None:
            several = f"{term.name} with several successors (assumed divergent)"
            return [(None, _Source(several))]
        return self._value_edges(term, cond)

    def _result_reasons(self, r: OpResult) -> list[_Edge]:
        op = r.op
        b = behaviour(op)
        name = op.name
        if b is Behaviour.SOURCE:
            if name in (
                "simd.thread_id",
                "simd.lane_id",
                "simd.vload",
                "simd.vatomic",
                "simd.vcmpxchg",
                "simd.cmpxchg",
                "simd.pfirst",
                "memref.atomic_rmw",
            ) or name.startswith("gpu."):
                return [(None, _Source(name))]
            return [(None, _Source(f"{name} (unclassified op: assumed divergent)"))]
        if b is Behaviour.FOLLOWS:
            return self._operand_edges(op, skip=_mask_of(op))
        if b is not Behaviour.RULE:
            return []
        if isinstance(op, scf.IfOp):
            return self._if_result_reasons(op, r.index)
        if isinstance(op, scf.ForOp):
            return self._for_result_reasons(op, r.index)
        if isinstance(op, scf.WhileOp):
            return self._while_result_reasons(op, r.index)
        return self._rule_reasons(op)

    def _rule_reasons(self, op: Operation) -> list[_Edge]:
        """A result of a non-`scf` op with a rule of its own."""
        name = op.name
        if name == "memref.load":
            return self._operand_edges(op)
        if name == "simd.s2v":
            mask = _mask_of(op)
            edges = self._operand_edges(op, skip=mask)
            lanes = [v for v in op.operands if v is not mask]
            if not edges and not all(same_value(lanes[0], v) for v in lanes[1:]):
                return [(None, _Source("simd.s2v of different scalars"))]
            return edges
        if name == "simd.vphi":
            p, x, y = op.operands[0], op.operands[1], op.operands[2]
            edges = self._value_edges(op, x) + self._value_edges(op, y)
            if not joins_agree([x, y]):
                edges += self._value_edges(op, p)
            return edges
        if name in ("memref.alloc", "memref.alloca"):
            edges = self._operand_edges(op)
            return edges or [
                (None, _Source(f"{name}: per-thread memory in an SPMD kernel"))
            ]
        if isinstance(op, func.CallOp):
            edges = self._operand_edges(op)
            callee = op.callee.string_value()
            return edges or [
                (None, _Source(f"call to SPMD or unknown function @{callee}"))
            ]
        return []

    def _if_result_reasons(self, op: scf.IfOp, idx: int) -> list[_Edge]:
        """The yielded values, and the condition unless the arms agree."""
        edges: list[_Edge] = []
        yields = [
            blk.last_op
            for reg in (op.true_region, op.false_region)
            for blk in reg.blocks
            if blk.last_op is not None
        ]
        for y in yields:
            edges += self._value_edges(y, y.operands[idx])
        if NON_DIVERGENT not in op.attributes and not (
            len(yields) == 2
            and joins_agree([yields[0].operands[idx], yields[1].operands[idx]])
        ):
            edges += self._value_edges(op, op.cond, "scf.if on a divergent condition")
        return edges

    def _for_result_reasons(self, op: scf.ForOp, idx: int) -> list[_Edge]:
        """The bounds (trip counts), the initial value and the yielded one."""
        edges: list[_Edge] = []
        for bound in (op.lb, op.ub, op.step):
            edges += self._value_edges(
                op, bound, "threads leave the scf.for after different trip counts"
            )
        edges += self._value_edges(op, op.iter_args[idx])
        y = op.body.block.last_op
        if y is not None:
            edges += self._value_edges(y, y.operands[idx])
        return edges

    def _while_result_reasons(self, op: scf.WhileOp, idx: int) -> list[_Edge]:
        """The value passed by `scf.condition`, and its condition."""
        edges: list[_Edge] = []
        cond_op = op.before_region.block.last_op
        if isinstance(cond_op, scf.ConditionOp):
            edges += self._value_edges(cond_op, cond_op.args[idx])
            if (
                NON_DIVERGENT not in op.attributes
                and NON_DIVERGENT not in cond_op.attributes
            ):
                edges += self._value_edges(
                    cond_op,
                    cond_op.condition,
                    "threads leave the scf.while in different iterations",
                )
        return edges

    def _call_site_reasons(self, a: BlockArgument, name: str, fn: Operation) -> list[_Edge]:
        """An argument of a called function (not a kernel) is divergent where a call
        site passes a divergent value (issue 8, item 7)."""
        top = fn
        while (up := top.parent_op()) is not None:
            top = up
        note = f"argument of @{name}, passed by a call"
        return [
            e
            for c in top.walk()
            if isinstance(c, func.CallOp)
            and c.callee.string_value() == name
            and a.index < len(c.arguments)
            and (e := self._operand_edge(c, a.index, note)) is not None
        ]

    def _arg_reasons(self, a: BlockArgument) -> list[_Edge]:
        block = a.block
        region = block.parent
        parent = block.parent_op()
        if region is None or parent is None:
            return []
        if block is region.blocks.first:
            if is_function(parent):
                fname = getattr(parent, "sym_name", None)
                label = f"@{fname.data}" if fname is not None else parent.name
                if isinstance(a.type, VectorType):
                    return [
                        (None, _Source(f"vector argument of {label} (lanes unknown)"))
                    ]
                attrs = getattr(parent, "arg_attrs", None)
                if (
                    attrs is not None
                    and a.index < len(attrs.data)
                    and DIVERGENT_ARG in attrs.data[a.index].data
                ):
                    return [(None, _Source("argument marked {simd.divergent}"))]
                if fname is not None:
                    return self._call_site_reasons(a, fname.data, parent)
                return []
            edges = self._structured_arg_reasons(a, parent)
            if edges is not None:
                return edges
        return self._cfg_arg_reasons(a, block, region)

    def _structured_arg_reasons(
        self, a: BlockArgument, op: Operation
    ) -> list[_Edge] | None:
        i = a.index
        if isinstance(op, scf.ForOp):
            if i == 0:
                return self._value_edges(op, op.lb) + self._value_edges(op, op.step)
            edges = self._value_edges(op, op.iter_args[i - 1])
            y = op.body.block.last_op
            if y is not None:
                edges += self._value_edges(y, y.operands[i - 1])
            return edges
        if isinstance(op, scf.WhileOp):
            if a.block is op.before_region.block:
                edges = self._value_edges(op, op.arguments[i])
                y = op.after_region.block.last_op
                if y is not None:
                    edges += self._value_edges(y, y.operands[i])
                return edges
            cond_op = op.before_region.block.last_op
            if isinstance(cond_op, scf.ConditionOp):
                return self._value_edges(cond_op, cond_op.args[i])
            return []
        if behaviour(op) is Behaviour.SOURCE:
            return [(None, _Source(f"argument of a region of {op.name} (unknown op)"))]
        return None

    def _cfg_arg_reasons(
        self, a: BlockArgument, block: Block, region: Region
    ) -> list[_Edge]:
        info = self.region(region)
        preds = [p for p in info.cfg.preds.get(block, []) if info.cfg.reachable(p)]
        edges, incoming = self._incoming_edges(a, block, preds)
        if incoming and not joins_agree(incoming):
            for b in self.join_branches(region).get(block, []):
                join = f"a join of divergent branch {self._b(b)}"
                edges.append((f"phi at {self._b(block)}, {join}", ("br", b)))
        # An exit of a cycle that threads leave in different iterations, fed from inside.
        for c in info.cycles.cycles:
            if block in c.blocks or not any(p in c.blocks for p in preds):
                continue
            if not self._fed_inside(a, block, region, c, preds):
                continue
            b = self.divergent_exit_branch(c, region)
            if b is not None:
                note = (
                    f"phi at {self._b(block)}, exit of cycle {self._b(c.header)} "
                    f"after a divergent exit at {self._b(b)}"
                )
                edges.append((note, ("br", b)))
        return edges

    def _incoming_edges(
        self, a: BlockArgument, block: Block, preds: list[Block]
    ) -> tuple[list[_Edge], list[SSAValue]]:
        """The edges of the values `preds`' terminators pass to `a`, and those values."""
        edges: list[_Edge] = []
        incoming: list[SSAValue] = []
        for term, values in incoming_values(block, preds):
            if not values:
                unknown = f"argument passed by {term.name} (unknown terminator)"
                edges.append((None, _Source(unknown)))
            elif a.index < len(values):
                incoming.append(values[a.index])
                edges += self._value_edges(term, values[a.index])
        return edges, incoming

    @staticmethod
    def _fed_inside(
        a: BlockArgument, block: Block, region: Region, c: Cycle, preds: list[Block]
    ) -> bool:
        """A predecessor in cycle `c` passes `a` a non-constant value defined in `c`."""
        inside = [p for p in preds if p in c.blocks]
        return any(
            a.index < len(values)
            and not is_arith_constant(v := values[a.index])
            and def_block_in(v, region) in c.blocks
            for _, values in incoming_values(block, inside)
        )

    def _temporal_reasons(self, op: Operation, i: int) -> list[_Edge]:
        v = op.operands[i]
        db = def_block(v)
        while db is not None and db.parent is not None:
            region = db.parent
            use_block = ancestor_block_in(op, region)
            if use_block is not None:
                info = self.region(region)
                c = info.cycles.cycle_of(db)
                outer: Cycle | None = None
                while c is not None and use_block not in c.blocks:
                    outer = c
                    c = c.parent
                if outer is not None:
                    b = self.divergent_exit_branch(outer, region)
                    if b is None:
                        cand = self.divergent_branches(region)
                        b = next((x for x in cand if x in outer.blocks), None)
                    if b is not None:
                        self._tmp_text[(op, i)] = (
                            f"{self._v(v)} used outside cycle {self._b(outer.header)} "
                            f"after a divergent exit at {self._b(b)}"
                        )
                        return [(None, ("br", b))]
                return []
            parent = region.parent_op()
            db = parent.parent_block() if parent is not None else None
        return []

    def _cycle_taint(self, v: SSAValue) -> list[_Edge]:
        """`v` defined in an irreducible cycle entered on diverged paths."""
        db = def_block(v)
        while db is not None and db.parent is not None:
            region = db.parent
            cycles = self.cycle_info(region)
            c = cycles.cycle_of(db)
            chain: list[Cycle] = []
            while c is not None:
                chain.append(c)
                c = c.parent
            for c in reversed(chain):  # outermost first
                b = self.diverged_entry_branch(c, region)
                if b is not None:
                    entries = ", ".join(self._b(e) for e in c.entries)
                    note = (
                        f"in irreducible cycle {self._b(c.header)} (entries {entries}) "
                        f"with diverged entry from branch {self._b(b)}"
                    )
                    return [(note, ("br", b))]
            parent = region.parent_op()
            db = parent.parent_block() if parent is not None else None
        return []

    # -- search and text --------------------------------------------------------------
    def _search(self, start: _Node) -> list[str]:
        parent: dict[_Node, tuple[_Node, str | None]] = {}
        seen = {start}
        work: deque[_Node] = deque([start])
        end: tuple[_Node, str | None, _Source] | None = None
        while work and end is None:
            node = work.popleft()
            for note, target in self.reasons(node):
                if isinstance(target, _Source):
                    end = (node, note, target)
                    break
                if target not in seen:
                    seen.add(target)
                    parent[target] = (node, note)
                    work.append(target)
        if end is None:
            return [self._node_text(start) or "", UNEXPLAINED]
        node, note, source = end
        steps: list[str] = [source.text]
        if note:
            steps.append(note)
        while True:
            text = self._node_text(node)
            if text:
                steps.append(text)
            if node == start:
                break
            node, note = parent[node]
            if note:
                steps.append(note)
        steps.reverse()
        return steps

    def _node_text(self, node: _Node) -> str | None:
        if node[0] == "v":
            v = node[1]
            assert isinstance(v, SSAValue)
            return self._v(v)
        if node[0] == "tmp":
            op, i = node[1], node[2]
            assert isinstance(op, Operation) and isinstance(i, int)
            return self._tmp_text.get((op, i), self._v(op.operands[i]))
        return None

    def explain_value(self, v: SSAValue) -> str:
        """`%x <- %y <- ... <- source` for a divergent value."""
        return " <- ".join(self._search(("v", v)))

    def explain_branch(self, block: Block) -> str:
        """`^bb <- %c <- ... <- source` for a divergent branch."""
        steps = self._search(("br", block))
        return " <- ".join([self._b(block), *steps])


def _two_disjoint_paths(
    starts: Sequence[Block],
    sinks: Sequence[Block],
    succs: Callable[[Block], Iterable[Block]],
    allowed: set[Block],
) -> bool:
    """Two paths from two different `starts` that share no block and end in `sinks`
    (a 2-unit max-flow with vertex capacities).  With one sink both paths end there
    (a join); with several, each sink takes one path and has no way onwards."""
    one = len(sinks) == 1
    sink_set = set(sinks)
    cap: dict[tuple[object, object], int] = {}
    adj: dict[object, list[object]] = {}

    def add(u: object, w: object, c: int) -> None:
        if (u, w) not in cap:
            adj.setdefault(u, []).append(w)
            adj.setdefault(w, []).append(u)
            cap.setdefault((w, u), 0)
        cap[(u, w)] = cap.get((u, w), 0) + c

    nodes = (allowed | sink_set) & _reach(
        starts, succs, allowed | sink_set, stop=sink_set
    )
    for b in nodes:
        add((b, 0), (b, 1), 2 if one and b in sink_set else 1)
        if b in sink_set:
            add((b, 1), "T", 2)
            continue
        for s in succs(b):
            if s in nodes:
                add((b, 1), (s, 0), 1)
    for s in set(starts):
        if s in nodes:
            add("S", (s, 0), 1)
    for _ in range(2):
        prev: dict[object, object] = {"S": "S"}
        work: deque[object] = deque(["S"])
        while work and "T" not in prev:
            u = work.popleft()
            for w in adj.get(u, ()):
                if w not in prev and cap[(u, w)] > 0:
                    prev[w] = u
                    work.append(w)
        if "T" not in prev:
            return False
        w: object = "T"
        while w != "S":
            u = prev[w]
            cap[(u, w)] -= 1
            cap[(w, u)] += 1
            w = u
    return True
