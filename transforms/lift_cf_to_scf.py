"""`lift-cf-to-scf`: a reducible `cf` CFG becomes structured control flow.

    ^a: cf.cond_br %c, ^b, ^j      ->   %r = scf.if %c -> (i32) { B; scf.yield %x } else { scf.yield %0 }
    ^b: B; cf.br ^j(%x)                 %j = arith.select %c, %r, %y
    ^j(%v): ...                         J (%v replaced by %j)

`spmd-vectorize` vectorizes structured kernels (`scf.if/for/while`); kernels from a
compiler (the LLVM importer, `convert-scf-to-cf`) are `cf` CFGs with early exits,
`break`/`continue`, several loop exits and switches.  This pass structures any
reducible CFG, the way AMDGPU's StructurizeCFG makes exec-mask code possible: in one
function body, in reverse post-order,

* every block or (collapsed) loop is a *unit* of an acyclic region; a unit runs under
  `scf.if %guard`, the `or` of the flags of its incoming edges - except units every path
  of the region passes through (they post-dominate its entry), which run unguarded;
* an edge's flag is its source's guard `and` the branch's local condition (`%c`, its
  negation, `flag == case` of a `cf.switch`); a block argument (phi) is a chain of
  `arith.select` on the incoming edges' flags;
* values a guarded unit defines and later units use leave its `scf.if` as results
  (`ub.poison` on the not-taken arm, `false` for a flag: dominance guarantees the real
  value is used only when the unit ran);
* a natural loop becomes `scf.while`: its body (header first) is a region whose back
  edges yield the next header arguments and whose exit edges set exit flags; the loop
  continues while a back edge was taken; after it, each exit edge is an edge of the
  loop unit with its flag and values, and values of the loop used after it are results
  (the value of the last iteration, which dominance guarantees ran their definition);
* every `func.return` is an edge to the function's end, where one `func.return`
  selects the returned values;
* a counted while loop (`i < ub`, `i += step`) becomes `scf.for` (`RaiseWhileToFor`).

Uniform branches stay branches after `spmd-vectorize{mode=uniform}` (their guards are
uniform); divergent ones become masks; a divergent loop exit becomes the vectorizer's
active-mask loop, each lane keeping the values of the iteration it left in.
An irreducible CFG is first made reducible by `fix-irreducible` (a dispatch block per
multi-entry cycle, LLVM's FixIrreducible).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith, builtin, cf, func, scf, ub
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from simdopt.dialects.matchers import constant_int
from simdopt.dialects.simd import NON_DIVERGENT
from simdopt.ir.builders import zero
from simdopt.ir.cfg import CFG, dominator_tree, reverse_post_order
from simdopt.ir.collection import paused_collection
from simdopt.ir.diagnostics import fail_at
from simdopt.ir.loops import irreducible_edge, natural_loops
from simdopt.transforms.fix_irreducible import fix_irreducible

EXIT = None  # the target of a `func.return` edge


def _not_run(t: Attribute, anchor: Operation) -> Operation:
    """What the not-taken arm of a unit's `scf.if` yields for a value the unit defines:
    `ub.poison` (never read there: dominance), so the divergence analysis sees one
    value at the join (`joins_agree`); a flag (i1) is `false`, as the edge flags are
    combined with `arith.andi`, which poison would poison."""
    filler = zero(t, anchor, "lift-cf-to-scf")  # scalars only, else an error
    return filler if t == builtin.i1 else ub.PoisonOp(t)


@dataclass(eq=False)
class _Loop:
    header: Block
    blocks: set[Block]


_Unit = Block | _Loop

_NO_IPDOM = _Loop(Block(), set())
"""The parent of a root of the post-dominator forest: a unit no path from which reaches
the region's end (and the end itself)."""


class _PostDoms:
    """The post-dominator forest of an acyclic region's units, as immediate
    post-dominators (Cooper-Harvey-Kennedy's intersection in one pass over the units in
    reverse, successors first): linear in the region, where the sets it replaces were
    quadratic.  A unit's post-dominators are its `chain`; a successor not yet visited
    (units out of topological order) or the forests' different trees leave a unit a root
    (its set is itself only), as intersecting the sets did."""

    def __init__(self, units: list[_Unit], succs: dict[_Unit, set[_Unit | None]]):
        self.ipdom: dict[_Unit | None, _Unit | None] = {None: _NO_IPDOM}
        self.depth: dict[_Unit | None, int] = {None: 0}
        for u in reversed(units):
            parent: _Unit | None = _NO_IPDOM
            for k, s in enumerate(succs[u]):
                if s not in self.depth:
                    parent = _NO_IPDOM
                    break
                parent = s if k == 0 else self.common(parent, s)
                if parent is _NO_IPDOM:
                    break
            self.ipdom[u] = parent
            self.depth[u] = 0 if parent is _NO_IPDOM else self.depth[parent] + 1

    def common(self, a: _Unit | None, b: _Unit | None) -> _Unit | None:
        """The nearest common post-dominator of `a` and `b` (`_NO_IPDOM`: none)."""
        if a is _NO_IPDOM or b is _NO_IPDOM:
            return _NO_IPDOM
        da, db = self.depth[a], self.depth[b]
        while da > db:
            a, da = self.ipdom[a], da - 1
        while db > da:
            b, db = self.ipdom[b], db - 1
        while a is not b:
            a, b = self.ipdom[a], self.ipdom[b]
            if a is _NO_IPDOM or b is _NO_IPDOM:
                return _NO_IPDOM
        return a

    def chain(self, u: _Unit) -> list[_Unit]:
        """The units post-dominating `u` (`u` first), without the region's end."""
        out: list[_Unit] = []
        x: _Unit | None = u
        while x is not None and x is not _NO_IPDOM:
            out.append(x)
            x = self.ipdom[x]
        return out


@dataclass
class _Edge:
    target: Block | None  # a block, or EXIT
    flag: SSAValue | None  # None: taken whenever its source ran
    values: list[SSAValue]


@dataclass
class _Builder:
    """Appends ops to a block, with the small i1 algebra of edge flags."""

    block: Block

    def add(self, op: Operation) -> Operation:
        self.block.add_op(op)
        return op

    def move_ops(self, block: Block, but: Operation) -> None:
        """Move every op of `block` but `but` (its terminator) here, in order."""
        for op in list(block.ops):
            if op is not but:
                op.detach()
                self.add(op)

    def const(self, value: int, type: Attribute) -> SSAValue:
        return self.add(arith.ConstantOp(IntegerAttr(value, type))).results[0]  # type: ignore[arg-type]

    def and_(self, a: SSAValue | None, b: SSAValue | None) -> SSAValue | None:
        if a is None or b is None:
            return b if a is None else a
        return self.add(arith.AndIOp(a, b)).results[0]

    def or_(self, flags: list[SSAValue | None]) -> SSAValue | None:
        if any(f is None for f in flags):
            return None
        acc = flags[0]
        for f in flags[1:]:
            acc = self.add(arith.OrIOp(acc, f)).results[0]  # type: ignore[arg-type]
        return acc

    def not_(self, a: SSAValue) -> SSAValue:
        return self.add(arith.XOrIOp(a, self.const(1, IntegerType(1)))).results[0]

    def select(self, incoming: list[_Edge], index: int) -> SSAValue:
        """The `index`-th value of the edge that was taken (a chain of selects)."""
        taken = next((e for e in incoming if e.flag is None), None)
        if taken is not None:
            return taken.values[index]
        acc = incoming[-1].values[index]
        for e in reversed(incoming[:-1]):
            assert e.flag is not None
            if e.values[index] is not acc:
                acc = self.add(arith.SelectOp(e.flag, e.values[index], acc)).results[0]
        return acc


def _escaping(container: Block) -> list[SSAValue]:
    """Values defined directly in `container` that are used outside it."""
    values = [*container.args, *(r for op in container.ops for r in op.results)]
    return [v for v in values if any(not container.is_ancestor(u.operation) for u in v.uses)]


def _fresh_args(block: Block) -> Block:
    """A new empty block with `block`'s argument types, taking over their uses."""
    new = Block(arg_types=[a.type for a in block.args])
    for old, arg in zip(block.args, new.args, strict=True):
        old.replace_all_uses_with(arg)
    return new


def _replace_outside(old: SSAValue, new: SSAValue, container: Block) -> None:
    old.replace_uses_with_if(new, lambda u: not container.is_ancestor(u.operation))


class _Structurizer:
    def __init__(self, fn: func.FuncOp):
        self.fn = fn
        self.cfg = CFG(fn.body)
        dom = dominator_tree(self.cfg)
        bad = irreducible_edge(self.cfg, dom)
        if bad is not None:
            term = bad[0].last_op
            assert term is not None
            fail_at(
                term,
                "lift-cf-to-scf: irreducible control flow left after fix-irreducible "
                "(this branch enters a cycle in its middle)",
            )
        self.loops = natural_loops(self.cfg, dom)
        # Each loop's innermost enclosing loop, found once (larger loops first: the last
        # loop seen to hold a header, before its own, is the innermost around it), so
        # `units` looks at the loops of its region only instead of all of the function's
        # at every region (quadratic at 100k ops).
        self.parent: dict[Block, Block | None] = {}
        innermost: dict[Block, Block] = {}
        for h, body in sorted(self.loops.items(), key=lambda item: -len(item[1])):
            self.parent[h] = innermost.get(h)
            for x in body:
                innermost[x] = h
        # A reverse post-order that visits a branch's first successor first, so the
        # then-arm comes before the else-arm in the output (any DFS order is topological
        # on the forward edges of a reducible CFG).
        entry = fn.body.first_block
        assert entry is not None
        order = reverse_post_order([entry], lambda b: reversed(self.cfg.succs[b]))
        self.position = {b: i for i, b in enumerate(order)}

    def units(self, blocks: set[Block], header: Block | None) -> tuple[list[_Unit], dict[Block, _Unit]]:
        """The units of a region: its blocks, with each outermost inner loop collapsed
        (the region's own header belongs to the region, not to an inner loop)."""
        inner = {h for h in blocks if h is not header and h in self.loops and self.loops[h] <= blocks}
        outer = [_Loop(h, self.loops[h]) for h in inner if not self._inside_any(h, inner, header)]
        unit_of: dict[Block, _Unit] = {b: b for b in blocks}
        for lp in outer:
            for b in lp.blocks:
                unit_of[b] = lp
        order = sorted(blocks, key=lambda b: self.position[b])
        units = list(dict.fromkeys(unit_of[b] for b in order))  # first-seen order
        return units, unit_of

    def _inside_any(self, h: Block, headers: set[Block], stop: Block | None) -> bool:
        """Whether loop `h` lies inside one of the loops `headers` (its enclosing loops
        walked up to `stop`, the region's own loop)."""
        p = self.parent[h]
        while p is not None and p is not stop:
            if p in headers:
                return True
            p = self.parent[p]
        return False

    def run(self) -> None:
        region = self.fn.body
        entry = region.first_block
        assert entry is not None
        reachable = set(self.cfg.rpo)
        top = _fresh_args(entry)
        b = _Builder(top)
        outcomes = self.region(reachable, entry, b, header=None, entry_args=list(top.args))
        n_results = len(self.fn.function_type.outputs.data)
        values = [b.select(outcomes, i) for i in range(n_results)]
        b.add(func.ReturnOp(*values))
        for old in list(region.blocks):
            for op in reversed(list(old.ops)):
                op.detach()
                op.erase(safe_erase=False)
            region.detach_block(old)
            old.erase()
        region.add_block(top)

    def region(
        self, blocks: set[Block], entry: Block, b: _Builder, header: Block | None, entry_args: list[SSAValue]
    ) -> list[_Edge]:
        """Emit an acyclic region (loops collapsed) into `b`; its outcomes: edges to
        blocks outside `blocks`, back edges to `header`, and returns."""
        units, unit_of = self.units(blocks, header)
        succs: dict[_Unit, set[_Unit | None]] = {u: set() for u in units}
        preds: dict[_Unit, set[_Unit]] = {u: set() for u in units}
        for x in blocks:
            for s in self.cfg.succs[x]:
                su = unit_of.get(s) if s is not header else None
                if su is not unit_of[x]:
                    succs[unit_of[x]].add(su)
                    if su is not None:
                        preds[su].add(unit_of[x])
            if isinstance(x.last_op, func.ReturnOp):
                succs[unit_of[x]].add(None)
        pdom = self.post_dominators(units, succs)
        always = set(pdom.chain(units[0]))
        incoming: dict[_Unit, list[_Edge]] = {u: [] for u in units}
        outcomes: list[_Edge] = []
        consumed: set[_Unit] = set()
        for u in units:
            if u in consumed:
                continue
            guard: SSAValue | None = None
            if u is not unit_of[entry] and u not in always:
                guard = b.or_([e.flag for e in incoming[u]])
            if u is unit_of[entry]:
                args = entry_args
            else:
                block = u.header if isinstance(u, _Loop) else u
                args = [b.select(incoming[u], i) for i in range(len(block.args))]
            construct = self.if_construct(u, succs, preds, pdom, unit_of)
            if construct is not None:
                consumed |= construct[1] | construct[2]
            for e in self.emit_unit(u, args, guard, b, construct):
                target = e.target
                tu = unit_of.get(target) if target is not None and target is not header else None
                if tu is None or tu is u:
                    outcomes.append(e)
                else:
                    incoming[tu].append(e)
        return outcomes

    @staticmethod
    def post_dominators(units: list[_Unit], succs: dict[_Unit, set[_Unit | None]]) -> _PostDoms:
        """Immediate post-dominators of the region's units (None: the region's end)."""
        return _PostDoms(units, succs)

    @staticmethod
    def if_construct(
        u: _Unit,
        succs: dict[_Unit, set[_Unit | None]],
        preds: dict[_Unit, set[_Unit]],
        pdom: _PostDoms,
        unit_of: dict[Block, _Unit],
    ) -> tuple[_Unit, set[_Unit], set[_Unit]] | None:
        """(join, then units, else units) when `u` ends in a two-way branch whose arms
        are single-entry single-exit up to its immediate post-dominator: then it is an
        `scf.if`/`else` whose results are the join's arguments (no guards, no selects)."""
        if isinstance(u, _Loop) or not isinstance(term := u.last_op, cf.ConditionalBranchOp):
            return None
        if term.then_block is term.else_block:
            return None
        join = pdom.ipdom.get(u)
        if join is None or join is _NO_IPDOM:
            return None

        def arm(block: Block) -> set[_Unit] | None:
            start = unit_of.get(block)
            if start is join:
                return set()
            if start is None:
                return None
            seen: set[_Unit] = set()
            stack = [start]
            while stack:
                a = stack.pop()
                if a in seen:
                    continue
                seen.add(a)
                for s in succs[a]:
                    if s is None:
                        return None  # leaves the region (a return, a loop exit)
                    if s is not join:
                        stack.append(s)
            return seen

        then_units, else_units = arm(term.then_block), arm(term.else_block)
        if then_units is None or else_units is None or then_units & else_units:
            return None
        inside = then_units | else_units | {u}
        if any(not preds[a] <= inside for a in then_units | else_units):
            return None  # entered from elsewhere
        return join, then_units, else_units

    def emit_unit(
        self, u: _Unit, args: list[SSAValue], guard: SSAValue | None, b: _Builder,
        construct: tuple[_Unit, set[_Unit], set[_Unit]] | None,
    ) -> list[_Edge]:  # fmt: skip
        """Emit a unit (under `scf.if %guard` unless None); its outgoing edges."""
        if guard is None:
            return self.emit_body(u, args, b, construct)
        body = _Builder(Block())
        edges = self.emit_body(u, args, body, construct)
        # What leaves the guarded body: local flags, edge values and values used later.
        local = [
            v for e in edges for v in ([e.flag] if e.flag is not None else []) + e.values
            if _inside_block(v, body.block)
        ]  # fmt: skip
        leaving = list(dict.fromkeys([*local, *_escaping(body.block)]))
        if body.block.first_op is None:
            # Nothing to run (a block that only branched): only its edges remain.
            return [_Edge(e.target, b.and_(guard, e.flag), e.values) for e in edges]
        body.add(scf.YieldOp(*leaving))
        other = _Builder(Block())
        anchor = guard.owner if isinstance(guard.owner, Operation) else self.fn
        other.add(scf.YieldOp(*(other.add(_not_run(v.type, anchor)).results[0] for v in leaving)))
        if_op = b.add(scf.IfOp(guard, [v.type for v in leaving], Region(body.block), Region(other.block)))
        result = dict(zip(leaving, if_op.results, strict=True))
        for v in leaving:
            _replace_outside(v, result[v], body.block)
        return [
            _Edge(e.target, b.and_(guard, result.get(e.flag, e.flag) if e.flag is not None else None),
                  [result.get(v, v) for v in e.values])
            for e in edges
        ]  # fmt: skip

    def emit_body(
        self, u: _Unit, args: list[SSAValue], b: _Builder,
        construct: tuple[_Unit, set[_Unit], set[_Unit]] | None = None,
    ) -> list[_Edge]:  # fmt: skip
        if isinstance(u, _Loop):
            return self.emit_loop(u, args, b)
        for old, new in zip(u.args, args, strict=True):
            if old is not new:
                old.replace_all_uses_with(new)
        term = u.last_op
        assert term is not None
        b.move_ops(u, term)
        if construct is not None and isinstance(term, cf.ConditionalBranchOp):
            edges = self.emit_if(term, construct, b)
        elif isinstance(term, cf.BranchOp):
            edges = [_Edge(term.successor, None, list(term.arguments))]
        elif isinstance(term, cf.ConditionalBranchOp):
            c = term.cond
            edges = [
                _Edge(term.then_block, c, list(term.then_arguments)),
                _Edge(term.else_block, b.not_(c), list(term.else_arguments)),
            ]
        elif isinstance(term, cf.SwitchOp):
            edges = self.switch_edges(term, b)
        elif isinstance(term, func.ReturnOp):
            edges = [_Edge(EXIT, None, list(term.arguments))]
        else:
            fail_at(term, f"lift-cf-to-scf: terminator '{term.name}' is not supported")
        # The edges now carry what the terminator said: drop it, so its operands do not
        # look like uses after the structured code.
        term.detach()
        term.erase(safe_erase=False)
        return edges

    def emit_if(
        self, term: cf.ConditionalBranchOp, construct: tuple[_Unit, set[_Unit], set[_Unit]], b: _Builder
    ) -> list[_Edge]:
        """`scf.if %c { then arm } else { else arm }`, yielding the join's arguments."""
        join, then_units, else_units = construct
        join_block = join.header if isinstance(join, _Loop) else join
        assert isinstance(join_block, Block)
        n = len(join_block.args)
        arms: list[Block] = []
        for target, operands, units in (
            (term.then_block, list(term.then_arguments), then_units),
            (term.else_block, list(term.else_arguments), else_units),
        ):
            ab = _Builder(Block())
            if not units:
                values = operands
            else:
                blocks = {x for a in units for x in (a.blocks if isinstance(a, _Loop) else {a})}
                outs = self.region(blocks, target, ab, header=None, entry_args=operands)
                values = [ab.select(outs, i) for i in range(n)]
            ab.add(scf.YieldOp(*values))
            arms.append(ab.block)
        if n == 0 and all(arm.first_op is arm.last_op for arm in arms):
            return [_Edge(join_block, None, [])]  # both arms empty: nothing to branch on
        if_op = b.add(scf.IfOp(term.cond, [a.type for a in join_block.args], Region(arms[0]), Region(arms[1])))
        if NON_DIVERGENT in term.attributes:  # the hint stays on the branch
            if_op.attributes[NON_DIVERGENT] = term.attributes[NON_DIVERGENT]
        return [_Edge(join_block, None, list(if_op.results))]

    def switch_edges(self, term: cf.SwitchOp, b: _Builder) -> list[_Edge]:
        edges: list[_Edge] = []
        matched: list[SSAValue] = []
        values = term.case_values.get_values() if term.case_values is not None else ()
        for value, block, operands in zip(values, term.case_blocks, term.case_operand, strict=True):
            k = b.const(int(value), term.flag.type)
            hit = b.add(arith.CmpiOp(term.flag, k, "eq")).results[0]
            matched.append(hit)
            edges.append(_Edge(block, hit, list(operands)))
        none = b.or_(list(matched)) if matched else None
        default_flag = b.not_(none) if none is not None else None
        edges.append(_Edge(term.default_block, default_flag, list(term.default_operands)))
        return edges

    def emit_loop(self, lp: _Loop, init: list[SSAValue], b: _Builder) -> list[_Edge]:
        shaped = self.while_shaped(lp)
        if shaped is not None:
            return self.emit_while(lp, init, b, *shaped)
        header = lp.header
        before = _fresh_args(header)
        inner = _Builder(before)
        outcomes = self.region(lp.blocks, header, inner, header=header, entry_args=list(before.args))
        back = [e for e in outcomes if e.target is header]
        exits = [e for e in outcomes if e.target is not header]
        cont = inner.or_([e.flag for e in back])
        if cont is None:
            cont = inner.const(1, IntegerType(1))
        nxt = [inner.select(back, i) for i in range(len(header.args))]
        exit_flags = [e.flag if e.flag is not None else inner.const(1, IntegerType(1)) for e in exits]
        # A value from before the loop leaves it as itself (one value for all lanes,
        # whatever iteration they leave in), the loop's own values as results.
        exit_values = [v for e in exits for v in e.values if _inside_block(v, before)]
        carried = [*nxt, *exit_flags, *exit_values]
        live_outs = _escaping(before)
        carried += live_outs
        inner.add(scf.ConditionOp(cont, *carried))
        after = Block(arg_types=[v.type for v in carried])
        after.add_op(scf.YieldOp(*after.args[: len(nxt)]))
        loop = b.add(scf.WhileOp(init, [v.type for v in carried], Region(before), Region(after)))
        res = list(loop.results)
        for v, r in zip(live_outs, res[len(carried) - len(live_outs):], strict=True):
            _replace_outside(v, r, before)
        edges: list[_Edge] = []
        pos = len(nxt) + len(exit_flags)
        for k, e in enumerate(exits):
            values: list[SSAValue] = []
            for v in e.values:
                if _inside_block(v, before):
                    v, pos = res[pos], pos + 1
                values.append(v)
            edges.append(_Edge(e.target, res[len(nxt) + k], values))
        return edges

    def while_shaped(self, lp: _Loop) -> tuple[Block, Block, bool] | None:
        """(stay, exit, stay-is-then) when the loop is a while loop: its header's branch
        is its only exit, and the body only branches within itself or back to the header."""
        term = lp.header.last_op
        if not isinstance(term, cf.ConditionalBranchOp):
            return None
        then_in, else_in = term.then_block in lp.blocks, term.else_block in lp.blocks
        if then_in == else_in or term.then_block is lp.header or term.else_block is lp.header:
            return None
        stay, exit_block = (term.then_block, term.else_block) if then_in else (term.else_block, term.then_block)
        for x in lp.blocks - {lp.header}:
            if isinstance(x.last_op, func.ReturnOp):
                return None
            if any(s not in lp.blocks for s in self.cfg.succs[x]):
                return None
        if len(self.cfg.preds[stay]) != 1:
            return None
        return stay, exit_block, then_in

    def emit_while(
        self, lp: _Loop, init: list[SSAValue], b: _Builder, stay: Block, exit_block: Block, stay_is_then: bool
    ) -> list[_Edge]:
        """A while-shaped loop as MLIR writes it: the header in the `before` region, the
        body in the `after` region, the header's values passed between them."""
        header = lp.header
        term = header.last_op
        assert isinstance(term, cf.ConditionalBranchOp)
        before = _fresh_args(header)
        hb = _Builder(before)
        hb.move_ops(header, term)
        cond = term.cond if stay_is_then else hb.not_(term.cond)
        stay_ops = list(term.then_arguments if stay_is_then else term.else_arguments)
        exit_ops = list(term.else_arguments if stay_is_then else term.then_arguments)
        term.detach()
        term.erase(safe_erase=False)
        # Everything the header defines that the body, the exit edge or later code uses,
        # each value once (a lowered scf loop passes the same values to both edges).
        inner_exit_ops = [v for v in exit_ops if _inside_block(v, before)]
        passed = list(dict.fromkeys([*stay_ops, *inner_exit_ops, *_escaping(before)]))
        hb.add(scf.ConditionOp(cond, *passed))
        after = Block(arg_types=[v.type for v in passed])
        body = lp.blocks - {header}
        for v, a in zip(passed, after.args, strict=True):
            if _inside_block(v, before):  # values from before the loop stay visible
                v.replace_uses_with_if(a, lambda use: _top_block_in(use.operation, body))
        ab = _Builder(after)
        stay_args: list[SSAValue] = [after.args[passed.index(v)] for v in stay_ops]
        outs = self.region(body, stay, ab, header=header, entry_args=stay_args)
        assert all(e.target is header for e in outs)
        ab.add(scf.YieldOp(*[ab.select(outs, i) for i in range(len(header.args))]))
        loop = b.add(scf.WhileOp(init, [v.type for v in passed], Region(before), Region(after)))
        res = list(loop.results)
        for v, r in zip(passed, res, strict=True):
            if _inside_block(v, before):
                _replace_outside(v, r, before)
        return [_Edge(exit_block, None, [res[passed.index(v)] if v in inner_exit_ops else v for v in exit_ops])]


def _top_block_in(op: Operation, blocks: set[Block]) -> bool:
    cur: Operation | None = op
    while cur is not None:
        if cur.parent_block() in blocks:
            return True
        cur = cur.parent_op()
    return False


class RaiseWhileToFor(RewritePattern):
    """A counted `scf.while` becomes `scf.for` (whose loop control SPEC §8 counts as 0):

        scf.while (%i = %lb, %x = %a) { %c = arith.cmpi slt, %i, %ub; scf.condition(%c) %i, %x }
        do { ^(%j, %y): B; %n = arith.addi %j, %step; scf.yield %n, %y' }
          ->  scf.for %j = %lb to %ub step %step iter_args(%y = %a) { B; scf.yield %y' }

    with `%ub`, `%step` defined outside the loop and `%step` a positive constant.  The
    while's result for `%i` (the first value not below `%ub`) is `max(%lb, %ub)` when
    the step is 1; with another step the pattern applies only when it is unused."""

    @staticmethod
    def counted(op: scf.WhileOp) -> tuple[arith.CmpiOp, BlockArgument, arith.AddiOp, int] | None:
        """(the `slt` compare, the induction variable, its increment, the step) of a
        counted while loop, or None."""
        before, after = op.before_region.block, op.after_region.block
        cmp, cond = before.first_op, before.last_op
        if not isinstance(cmp, arith.CmpiOp) or not isinstance(cond, scf.ConditionOp) or cmp.next_op is not cond:
            return None
        if cmp.predicate.value.data != 2 or cond.condition is not cmp.result:  # 2: slt
            return None
        iv, ub = cmp.lhs, cmp.rhs
        if not (isinstance(iv, BlockArgument) and iv.block is before) or before.is_ancestor(_owner_op(ub)):
            return None
        passed = list(cond.args)
        if any(v is not cmp.result and not (isinstance(v, BlockArgument) and v.block is before) for v in passed):
            return None
        yield_op = after.last_op
        assert isinstance(yield_op, scf.YieldOp)
        step_op = yield_op.operands[iv.index].owner
        iv_after = [a for a, v in zip(after.args, passed, strict=True) if v is iv]
        if not isinstance(step_op, arith.AddiOp) or len(iv_after) != 1 or step_op.lhs is not iv_after[0]:
            return None
        step_value = constant_int(step_op.rhs)
        if step_value is None:
            return None
        iv_result = [r for r, v in zip(op.results, passed, strict=True) if v is iv]
        if step_value <= 0 or (step_value != 1 and any(r.uses for r in iv_result)):
            return None
        # Each before argument other than the iv must reach the body exactly once.
        if any(sum(1 for v in passed if v is a) != 1 for a in before.args if a is not iv):
            return None
        return cmp, iv, step_op, step_value

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        got = self.counted(op)
        if got is None:
            return
        cmp, iv, step_op, step_value = got
        before, after = op.before_region.block, op.after_region.block
        passed = list(before.last_op.operands[1:])  # pyright: ignore[reportOptionalMemberAccess]
        yield_op = after.last_op
        assert isinstance(yield_op, scf.YieldOp)
        k, ub, step = iv.index, cmp.rhs, step_op.rhs
        iv_result = [r for r, v in zip(op.results, passed, strict=True) if v is iv]
        others = [a for a in before.args if a is not iv]
        body = Block(arg_types=[iv.type, *(a.type for a in others)])
        true = arith.ConstantOp(IntegerAttr(1, IntegerType(1)))
        body.add_op(true)
        for a, v in zip(after.args, passed, strict=True):
            if v is iv:
                a.replace_all_uses_with(body.args[0])
            elif v is cmp.result:
                a.replace_all_uses_with(true.result)
            else:
                a.replace_all_uses_with(body.args[1 + others.index(v)])  # type: ignore[arg-type]
        new_yield = [yield_op.operands[a.index] for a in others]
        _Builder(body).move_ops(after, yield_op)
        body.add_op(scf.YieldOp(*new_yield))
        rewriter.erase_op(yield_op)
        if not step_op.result.uses:
            rewriter.erase_op(step_op)  # the increment is the for's own now
        if not true.result.uses:
            rewriter.erase_op(true)
        init = [op.arguments[a.index] for a in others]
        lb = op.arguments[k]
        loop = scf.ForOp(lb, ub, step, init, body)
        rewriter.insert_op(loop, InsertPoint.before(op))
        replacements: list[SSAValue] = []
        for v in passed:
            if v is iv:
                if step_value == 1 and any(r.uses for r in iv_result):
                    last = arith.MaxSIOp(lb, ub)
                    rewriter.insert_op(last, InsertPoint.before(op))
                    replacements.append(last.result)
                else:
                    replacements.append(lb)  # unused
            elif v is cmp.result:
                false = arith.ConstantOp(IntegerAttr(0, IntegerType(1)))
                rewriter.insert_op(false, InsertPoint.before(op))
                replacements.append(false.result)
            else:
                replacements.append(loop.results[others.index(v)])  # type: ignore[arg-type]
        rewriter.replace_op(op, [], replacements)


def _owner_op(v: SSAValue) -> Operation:
    owner = v.owner
    return owner if isinstance(owner, Operation) else owner.parent_op()  # type: ignore[return-value]


def _inside_block(v: SSAValue, block: Block) -> bool:
    owner = v.owner
    if isinstance(owner, Block):
        return owner is block
    return block.is_ancestor(owner)


def lift_function(fn: func.FuncOp) -> bool:
    """Structure `fn` if its body is a CFG (several blocks); whether it was."""
    if not fn.body.blocks or fn.body.first_block is fn.body.last_block:
        return False
    with paused_collection():  # linear at 100k ops (ir/collection.py)
        fix_irreducible(fn)
        _Structurizer(fn).run()
        PatternRewriteWalker(RaiseWhileToFor(), apply_recursively=False).rewrite_region(fn.body)
    return True
