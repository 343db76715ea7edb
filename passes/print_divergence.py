"""`print-divergence`: print the divergence report (SPEC section 6), leave the IR unchanged.

    divergence @kernel
      uniform %n
      divergent %tid consecutive
      divergent-branch ^bb1

Values are named exactly as xDSL's printer names them in the IR printed after the
report: the module is printed once into a buffer and the printer's name tables are read
back.  Shapes (`consecutive`, `strided(K)`, ...) come from `passes/analysis/stride.py`.

Options (`-p 'print-divergence{explain=true format=dot subgroup-width=32}'`):

* `subgroup-width=W`: the subgroup width when known (default: unknown), so that
  `gpu.thread_id y`/`z` is uniform in a function whose known block x size is a multiple
  of W (rule 7 of `passes/analysis/divergence.py`).

* `explain=true`: under each divergent value and branch, a `why:` line with the shortest
  chain of reasons back to a source (`passes/analysis/explain.py`):

      divergent %x
        why: %x <- phi at ^bb3, a join of divergent branch ^bb0 <- %c <- %t <- simd.thread_id

* `format=dot`: instead of the report and the IR, Graphviz DOT of every function
  (`simd-opt k.mlir -p 'print-divergence{format=dot}' | dot -Tsvg > k.svg`).  This is an
  option of `print-divergence` rather than a sibling pass because it draws the same
  analysis with the same names as the report, and one pass keeps one place where the
  analysis is run and named.  Because the DOT text must be the whole output, the pass
  sets `replaces_output` and `simd-opt` then does not print the IR after it.

The picture: one digraph, one cluster per function.  One node per block listing its
ops; SSA names are blue when uniform and red when divergent, vector values carry their
shape from the stride lattice (`[consecutive]`, `[strided(2)]`, `[varying]`,
`[uniform]`), and an operand read temporally divergent (outside a cycle after a
divergent exit) is orange and underlined.  Edges of a divergent branch are red and bold,
uniform ones black; T/F and switch cases label the edges.  A join block of a divergent
branch has a double border and says `join of ^bb`.  Cycles are clusters named by their
header (`cycle ^bb1`, grey); irreducible ones are dashed red and list their entries; a
cycle with a divergent exit says so in its label, and the exit blocks threads reach in
different iterations say `divergent exit of cycle ^bb1`.  Back edges are dashed and
drawn on the right.  With `explain=true` too, each block's tooltip (shown by SVG
viewers) gives the `why:` chains of its divergent values.  Structured ops (`scf.if`, `scf.for`,
`scf.while`, any op with regions) split their block: the ops up to the structured op
form one node, each of its regions is a nested cluster (its blocks drawn like any CFG),
and the ops after it form the node where the regions' yields meet - marked as the join
of a divergent `scf.if`, or as a divergent loop exit.  Loop bodies get a dashed back
edge.  A legend node explains the colours.  Node ids are `<function>_<block>` (and
`_then`, `_body`, `_bb0_after`, ... for structured regions), one table row per line, so
the DOT text reads like the IR.  Joins, divergent exits and diverged entries are
recomputed by `passes/analysis/explain.py` from the analysis' public answers.
"""

from __future__ import annotations

import html
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from io import StringIO
from typing import Any, Literal, TextIO

from xdsl.context import Context
from xdsl.dialects import builtin, cf, scf
from xdsl.dialects.builtin import VectorType
from xdsl.ir import Block, Operation, Region, SSAValue, Use
from xdsl.passes import ModulePass
from xdsl.printer import Printer

from simdopt.passes.analysis.divergence import (
    NON_DIVERGENT,
    analyze_divergence,
    branch_condition,
)
from simdopt.passes.analysis.explain import Explainer, is_function
from simdopt.passes.analysis.stride import analyze_strides


def _values_in_order(op: Operation) -> list[SSAValue]:
    """Function arguments, block arguments and op results in textual order."""
    out: list[SSAValue] = []

    def visit_region_holder(o: Operation) -> None:
        for region in o.regions:
            for block in region.blocks:
                out.extend(block.args)
                for inner in block.ops:
                    out.extend(inner.results)
                    visit_region_holder(inner)

    visit_region_holder(op)
    return out


def _functions(module: Operation) -> list[Operation]:
    return [f for f in module.walk() if is_function(f)]


def _func_name(f: Operation) -> str:
    sym = f.attributes.get("sym_name") or getattr(f, "sym_name", None)
    return getattr(sym, "data", "?")


class _Named:
    """The analysis of a module with the printer's names."""

    def __init__(self, module: Operation, subgroup_width: int | None = None):
        self.div = analyze_divergence(module, subgroup_width=subgroup_width)
        self.strides = analyze_strides(module, self.div)
        printer = Printer(stream=StringIO())
        printer.print_op(module)
        self.names: dict[SSAValue, str] = printer._ssa_values  # pyright: ignore[reportPrivateUsage]
        self.blocks: dict[Block, str] = printer._blocks  # pyright: ignore[reportPrivateUsage]
        self.explainer = Explainer(
            self.div,
            lambda v: self.names.get(v, "?"),
            lambda b: self.blocks.get(b, "?"),
        )

    def shape(self, v: SSAValue) -> str:
        return str(self.strides.shape(v))

    def op_text(self, op: Operation) -> str:
        """The op as printed (its first line for an op with regions)."""
        stream = StringIO()
        p = Printer(stream=stream)
        p._ssa_values = self.names  # pyright: ignore[reportPrivateUsage]
        p._blocks = self.blocks  # pyright: ignore[reportPrivateUsage]
        p.print_op(op)
        text = stream.getvalue().strip()
        if not op.regions:  # e.g. cf.switch prints one case per line
            return " ".join(line.strip() for line in text.split("\n"))
        first = text.split("\n", 1)[0].rstrip()
        return first[:-1].rstrip() if first.endswith("{") else first


def divergence_report(module: Operation, *, explain: bool = False, subgroup_width: int | None = None) -> str:
    """The report for every function under `module` (`subgroup_width`: W when known)."""
    named = _Named(module, subgroup_width)
    div, names, blocks = named.div, named.names, named.blocks
    lines: list[str] = []
    for f in _functions(module):
        lines.append(f"divergence @{_func_name(f)}")
        for v in _values_in_order(f):
            name = names.get(v, "?")
            if div.is_divergent(v):
                text = named.shape(v)
                shape = "" if text in ("uniform", "varying") else f" {text}"
                lines.append(f"  divergent %{name}{shape}")
                if explain:
                    lines.append(f"    why: {named.explainer.explain_value(v)}")
            else:
                lines.append(f"  uniform %{name}")
        for block in _blocks_in_order(f):
            term = block.last_op
            if term is None or branch_condition(term) is None:
                continue
            kind = "divergent" if div.has_divergent_branch(block) else "uniform"
            lines.append(f"  {kind}-branch ^{blocks.get(block, '?')}")
            if explain and kind == "divergent":
                lines.append(f"    why: {named.explainer.explain_branch(block)}")
    return "".join(line + "\n" for line in lines)


def _blocks_in_order(op: Operation) -> list[Block]:
    return [b for o in op.walk() for region in o.regions for b in region.blocks]


# --------------------------------------------------------------------------------------
# DOT

UNIFORM_COLOUR = "#1f5fbf"
DIVERGENT_COLOUR = "#d62728"
TEMPORAL_COLOUR = "#e67e00"
_NAME = re.compile(r"%[A-Za-z0-9_$.\-]+")
_MAX_OP_CHARS = 90
# Back edges leave and enter on the right, apart from the forward edges they mirror.
BACK_EDGE = "style=dashed tailport=e headport=e constraint=false"
RED_EDGE = f'color="{DIVERGENT_COLOUR}" penwidth=2.5 fontcolor="{DIVERGENT_COLOUR}"'
LOOP_STYLE = 'style="rounded,filled"; color="#9a9a9a"; fillcolor="#f4f4f4";'


def _q(text: str) -> str:
    """A DOT double-quoted string."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class _DotWriter:
    def __init__(self, named: _Named, explain: bool = False):
        self.named = named
        self.explain = explain
        self.lines: list[str] = []
        self.ids = 0
        self.indent = 1
        # name -> value, per function (names are unique inside one function).
        self.by_name: dict[str, SSAValue] = {}
        self.edges: list[str] = []
        self.func_prefix = ""
        self.used_ids: set[str] = {"legend"}

    def fresh(self, prefix: str) -> str:
        self.ids += 1
        return f"{prefix}{self.ids}"

    def node_id(self, hint: str) -> str:
        """A readable unique node id: `<function>_<block>`, `_2`... when repeated."""
        base = re.sub(r"[^A-Za-z0-9_]", "_", f"{self.func_prefix}_{hint}")
        nid, k = base, 1
        while nid in self.used_ids:
            k += 1
            nid = f"{base}_{k}"
        self.used_ids.add(nid)
        return nid

    def emit(self, line: str) -> None:
        self.lines.append("  " * self.indent + line)

    def edge(self, src: str, dst: str | None, attrs: str = "") -> None:
        """Edges are written after the function's clusters: an edge statement inside a
        cluster would pull both of its nodes into that cluster."""
        if dst is None:
            return
        attrs = attrs.strip()
        self.edges.append(f"{src} -> {dst}" + (f" [{attrs}];" if attrs else ";"))

    # -- labels ------------------------------------------------------------------------
    def value_html(
        self, v: SSAValue, text: str, temporal: bool = False, definition: bool = False
    ) -> str:
        div = self.named.div.is_divergent(v)
        colour = (
            TEMPORAL_COLOUR if temporal else DIVERGENT_COLOUR if div else UNIFORM_COLOUR
        )
        body = html.escape(text)
        if temporal:
            body = f"<u>{body}</u>"
        if definition and isinstance(v.type, VectorType):
            body += f" [{html.escape(self.named.shape(v))}]"
        if div:
            body = f"<b>{body}</b>"
        return f'<font color="{colour}">{body}</font>'

    def op_html(self, op: Operation) -> str:
        text = self.named.op_text(op)
        if len(text) > _MAX_OP_CHARS:
            text = text[: _MAX_OP_CHARS - 3] + "..."
        temporal: set[SSAValue] = {
            op.operands[i]
            for i in range(len(op.operands))
            if self.named.div.is_temporally_divergent_use(Use(op, i))
        }
        results = set(op.results)
        out: list[str] = []
        pos = 0
        for m in _NAME.finditer(text):
            out.append(html.escape(text[pos : m.start()]))
            v = self.by_name.get(m.group()[1:])
            if v is None:
                out.append(html.escape(m.group()))
            else:
                out.append(
                    self.value_html(
                        v,
                        m.group(),
                        temporal=v in temporal and v not in results,
                        definition=v in results,
                    )
                )
            pos = m.end()
        out.append(html.escape(text[pos:]))
        return "".join(out)

    def node(
        self,
        node_id: str,
        header: str | None,
        ops: list[Operation],
        notes: list[str],
        join: bool,
        args: Sequence[SSAValue] = (),
    ) -> None:
        rows = [f"<b>{header}</b>"] if header is not None else []
        rows += [
            f'<font color="{DIVERGENT_COLOUR}"><i>{html.escape(n)}</i></font>'
            for n in notes
        ]
        rows.extend(self.op_html(op) for op in ops)
        if not rows:
            rows.append("<i>(empty)</i>")
        # One table row per line: the DOT text reads (and FileChecks) like the IR.
        pad = "\n" + "  " * (self.indent + 1)
        cells = "".join(f'{pad}<tr><td align="left">{r}</td></tr>' for r in rows)
        label = (
            f'<<table border="0" cellborder="0" cellspacing="1">{cells}{pad}</table>>'
        )
        extra = ' peripheries=2 color="#d62728"' if join else ""
        if self.explain:
            # SVG viewers show the reasons when the pointer rests on the block.
            div = self.named.div
            values = [*args, *(r for op in ops for r in op.results)]
            why = [
                self.named.explainer.explain_value(v)
                for v in values
                if div.is_divergent(v)
            ]
            if why:
                extra += f" tooltip={_q('&#10;'.join(why))}"
        self.emit(f"{node_id} [label={label}{extra}];")

    def block_header(self, block: Block, title: str | None) -> str:
        name = self.named.blocks.get(block)
        region = block.parent
        parent = block.parent_op()
        # Single-block regions of structured ops: their ^bb0 label says nothing.
        shown = region is not None and (
            len(region.blocks) > 1 or (parent is not None and is_function(parent))
        )
        head = f"^{name}" if name is not None and shown else ""
        if title:
            head = f"{title} {head}".strip()
        if block.args:
            args = ", ".join(
                self.value_html(a, "%" + self.named.names.get(a, "?"), definition=True)
                for a in block.args
            )
            head = f"{head}({args})"
        return head or "(block)"

    # -- structure -----------------------------------------------------------------------
    def function(self, f: Operation) -> None:
        self.by_name = {
            self.named.names[v]: v for v in _values_in_order(f) if v in self.named.names
        }
        self.func_prefix = _func_name(f)
        label = _q("@" + self.func_prefix)
        style = "fontsize=16; style=solid; color=black;"
        with self.cluster("cluster_f", f"label={label}; {style}"):
            for region in f.regions:
                self.region(region, "")
            for e in self.edges:
                self.emit(e)
        self.edges = []

    def refs(self, blocks: Iterable[Block]) -> str:
        return ", ".join("^" + self.named.blocks.get(b, "?") for b in blocks)

    def region(self, region: Region, title: str) -> tuple[str | None, list[str]]:
        """Draw `region`; return its entry node and the nodes ending in a terminator
        without successors (where control leaves the region)."""
        blocks = list(region.blocks)
        if not blocks:
            return None, []
        ex = self.named.explainer
        join_of = ex.join_branches(region)
        cycles = ex.cycle_info(region)
        exit_of: dict[Block, list[Block]] = {}
        for c in cycles.cycles:
            for x in ex.divergent_exits(c, region):
                exit_of.setdefault(x, []).append(c.header)
        nodes: dict[Block, tuple[str, str]] = {}
        leaves: list[str] = []

        def draw_block(block: Block) -> None:
            notes = []
            if block in join_of:
                notes.append("join of divergent branch " + self.refs(join_of[block]))
            if block in exit_of:
                notes.append("divergent exit of cycle " + self.refs(exit_of[block]))
            hint = self.named.blocks.get(block, "bb") if len(blocks) > 1 or not title else title
            header = self.block_header(block, title if block is blocks[0] else None)
            entry, exit_, exits = self.block(block, hint, header, notes, block in join_of)
            nodes[block] = (entry, exit_)
            leaves.extend(exits)

        in_cycle: set[Block] = set().union(*(c.blocks for c in cycles.top_level))
        for block in blocks:
            if block not in in_cycle:
                draw_block(block)
        for c in cycles.top_level:
            self.cycle(c, region, blocks, draw_block)
        self.cfg_edges(blocks, nodes, cycles)
        return nodes[blocks[0]][0], leaves

    def cycle(self, c: Any, region: Region, blocks: list[Block], draw_block: Callable[[Block], None]) -> None:
        """A cluster for cycle `c` (and its children), its own blocks drawn inside."""
        head = "^" + self.named.blocks.get(c.header, "?")
        if c.is_reducible:
            label, style = f"cycle {head}", LOOP_STYLE
        else:
            label = f"irreducible cycle, header {head}, entries {self.refs(c.entries)}"
            style = 'style="dashed,filled"; color="#d62728"; fillcolor="#fff4f4"; penwidth=2;'
        b = self.named.explainer.divergent_exit_branch(c, region)
        if b is not None:
            label += f" - divergent exit at ^{self.named.blocks.get(b, '?')}"
        with self.cluster("cluster_c", f"label={_q(label)}; labeljust=l; {style}"):
            inner: set[Block] = set().union(*(ch.blocks for ch in c.children))
            for block in blocks:
                if block in c.blocks and block not in inner:
                    draw_block(block)
            for ch in c.children:
                self.cycle(ch, region, blocks, draw_block)

    def cfg_edges(self, blocks: list[Block], nodes: dict[Block, tuple[str, str]], cycles: Any) -> None:
        """The CFG edges between the drawn blocks: T/F and case labels, divergent ones red,
        back edges (to the header of a cycle containing the branch) dashed."""
        for block in blocks:
            term = block.last_op
            if term is None or not term.successors:
                continue
            labels = _edge_labels(term)
            for k, succ in enumerate(term.successors):
                if succ not in nodes:
                    continue
                attrs = [f"label={_q(labels[k])}"] if k < len(labels) and labels[k] else []
                if self.named.div.has_divergent_branch(block):
                    attrs.append(RED_EDGE)
                c = cycles.cycle_of(block)
                if c is not None and succ in c.entries and succ in c.blocks:
                    while c is not None and succ is not c.header:
                        c = c.parent
                    if c is not None:
                        attrs.append(BACK_EDGE)
                self.edge(nodes[block][1], nodes[succ][0], " ".join(attrs))

    @contextmanager
    def cluster(self, prefix: str, attributes: str) -> Iterator[None]:
        """`subgraph cluster_N { attributes ... }` around what the body draws."""
        self.emit(f"subgraph {self.fresh(prefix)} {{")
        self.indent += 1
        self.emit(attributes)
        yield
        self.indent -= 1
        self.emit("}")

    def block(
        self, block: Block, hint: str, header: str, notes: list[str], join: bool
    ) -> tuple[str, str, list[str]]:
        """Draw one block, split at ops with regions; return (entry node, node of the
        terminator, nodes where control leaves the enclosing region)."""
        seg: list[Operation] = []
        first_id: str | None = None
        prev_exits: list[tuple[str, str]] = []  # (node, edge attrs) flowing into next
        seg_header: str | None = header
        seg_notes = notes
        seg_join = join

        def flush() -> str:
            nonlocal first_id, seg, seg_header, seg_notes, seg_join
            nid = self.node_id(hint if first_id is None else f"{hint}_after")
            args = block.args if first_id is None else ()
            self.node(nid, seg_header, seg, seg_notes, seg_join, args)
            for src, attrs in prev_exits:
                self.edge(src, nid, attrs)
            prev_exits.clear()
            if first_id is None:
                first_id = nid
            seg, seg_header, seg_notes, seg_join = [], None, [], False
            return nid

        for op in block.ops:
            seg.append(op)
            if not op.regions:
                continue
            pre = flush()
            outs, seg_notes, seg_join = self.structured(op, pre)
            prev_exits.extend(outs)
        last = flush()
        term = block.last_op
        assert first_id is not None
        leaves = [last] if term is not None and not term.successors else []
        return first_id, last, leaves

    def structured(self, op: Operation, pre: str) -> tuple[list[tuple[str, str]], list[str], bool]:
        """Draw the regions of `op` as nested clusters after node `pre`; return the
        edges into the node after it, its notes, and whether it is a join."""
        if isinstance(op, scf.IfOp | scf.ForOp | scf.WhileOp):
            outs, note = {scf.IfOp: self.if_op, scf.ForOp: self.for_op, scf.WhileOp: self.while_op}[type(op)](op, pre)  # pyright: ignore[reportArgumentType]
        else:
            outs, note = [], None
            with self.cluster("cluster_s", f'label={_q(op.name)}; labeljust=l; style=rounded; color="#9a9a9a";'):
                for k, reg in enumerate(op.regions):
                    entry, leaves = self.region(reg, f"region {k}")
                    self.edge(pre, entry)
                    outs.extend((leaf, "") for leaf in leaves)
            if not any(r.blocks for r in op.regions):
                outs.append((pre, ""))
        return outs or [(pre, "")], [note] if note else [], note == "join of divergent scf.if"

    def if_op(self, op: scf.IfOp, pre: str) -> tuple[list[tuple[str, str]], str | None]:
        divergent = self.named.div.is_divergent(op.cond) and NON_DIVERGENT not in op.attributes
        colour = "#d62728" if divergent else "#9a9a9a"
        label = _q("scf.if" + (" (divergent)" if divergent else ""))
        outs: list[tuple[str, str]] = []
        red = RED_EDGE if divergent else ""
        with self.cluster("cluster_s", f'label={label}; labeljust=l; style=rounded; color="{colour}";'):
            for reg, lab in ((op.true_region, "then"), (op.false_region, "else")):
                if not reg.blocks:
                    outs.append((pre, f'label="{lab} (empty)" {red}'))
                    continue
                entry, leaves = self.region(reg, lab)
                self.edge(pre, entry, f"label={_q(lab)} {red}")
                outs.extend((leaf, "") for leaf in leaves)
        return outs, "join of divergent scf.if" if divergent else None

    def for_op(self, op: scf.ForOp, pre: str) -> tuple[list[tuple[str, str]], str | None]:
        divergent = any(self.named.div.is_divergent(v) for v in (op.lb, op.ub, op.step))
        label = _q("scf.for" + (" (divergent trip count)" if divergent else ""))
        with self.cluster("cluster_s", f"label={label}; labeljust=l; {LOOP_STYLE}"):
            entry, leaves = self.region(op.body, "body")
            self.edge(pre, entry)
            for leaf in leaves:
                self.edge(leaf, entry, BACK_EDGE)
        exit_attrs = f'label="exit" {RED_EDGE if divergent else ""}'
        return [(leaf, exit_attrs) for leaf in leaves], "divergent loop exit of scf.for" if divergent else None

    def while_op(self, op: scf.WhileOp, pre: str) -> tuple[list[tuple[str, str]], str | None]:
        cond = op.before_region.block.last_op
        divergent = (
            isinstance(cond, scf.ConditionOp) and self.named.div.is_divergent(cond.condition)
            and NON_DIVERGENT not in op.attributes and NON_DIVERGENT not in cond.attributes
        )  # fmt: skip
        label = _q("scf.while" + (" (divergent exit)" if divergent else ""))
        red = RED_EDGE if divergent else ""
        outs: list[tuple[str, str]] = []
        with self.cluster("cluster_s", f"label={label}; labeljust=l; {LOOP_STYLE}"):
            b_entry, b_leaves = self.region(op.before_region, "before")
            a_entry, a_leaves = self.region(op.after_region, "do")
            self.edge(pre, b_entry)
            for leaf in b_leaves:
                self.edge(leaf, a_entry, f'label="T" {red}')
                outs.append((leaf, f'label="F" {red}'))
            for leaf in a_leaves:
                self.edge(leaf, b_entry, BACK_EDGE)
        return outs, "divergent loop exit of scf.while" if divergent else None


def _edge_labels(term: Operation) -> list[str]:
    if isinstance(term, cf.ConditionalBranchOp):
        return ["T", "F"]
    if isinstance(term, cf.SwitchOp):
        cases = term.case_values
        values = [str(v) for v in cases.get_values()] if cases is not None else []
        return ["default", *values]
    return []


LEGEND = (
    '<<table border="0" cellborder="0" cellspacing="1">'
    '<tr><td align="left"><b>legend</b></td></tr>'
    f'<tr><td align="left"><font color="{UNIFORM_COLOUR}">%uniform</font></td></tr>'
    f'<tr><td align="left"><font color="{DIVERGENT_COLOUR}"><b>%divergent</b></font></td></tr>'
    '<tr><td align="left">%v [consecutive]: stride shape of a vector</td></tr>'
    f'<tr><td align="left"><font color="{TEMPORAL_COLOUR}"><u>%temporally divergent use</u></font></td></tr>'
    f'<tr><td align="left"><font color="{DIVERGENT_COLOUR}">red bold edge: divergent branch</font></td></tr>'
    '<tr><td align="left">double border: join of a divergent branch</td></tr>'
    '<tr><td align="left">dashed edge: back edge to a cycle header</td></tr>'
    "</table>>"
)


def divergence_dot(module: Operation, *, explain: bool = False, subgroup_width: int | None = None) -> str:
    """Graphviz DOT of every function under `module` (see the module docstring); with
    `explain`, each block's tooltip gives the reasons for its divergent values."""
    named = _Named(module, subgroup_width)
    w = _DotWriter(named, explain)
    w.lines.append("digraph divergence {")
    w.emit('graph [fontname="Helvetica" compound=true nodesep=0.3 ranksep=0.35];')
    w.emit('node [shape=box style=rounded fontname="Courier" fontsize=11];')
    w.emit('edge [fontname="Helvetica" fontsize=10];')
    for f in _functions(module):
        w.function(f)
    w.emit(f'legend [label={LEGEND} shape=note fontname="Helvetica" fontsize=10];')
    w.lines.append("}")
    return "\n".join(w.lines) + "\n"


@dataclass(frozen=True)
class PrintDivergencePass(ModulePass):
    """Print the divergence report of every function (or its DOT picture), then leave
    the IR unchanged."""

    name = "print-divergence"

    format: Literal["text", "dot"] = "text"
    """`text` (the report, then the IR) or `dot` (Graphviz DOT only)."""

    explain: bool = False
    """Under each divergent value and branch, the shortest chain back to a source."""

    subgroup_width: int | None = None
    """W, the lanes of a subgroup, when known (default: unknown): `gpu.thread_id y/z`
    is then uniform in a function whose known block x size is a multiple of W."""

    def __post_init__(self) -> None:
        if self.format not in ("text", "dot"):
            msg = f"format: expected text or dot, got '{self.format}'"
            raise ValueError(msg)
        if self.subgroup_width is not None and self.subgroup_width < 1:
            msg = f"subgroup-width: expected a positive number of lanes, got {self.subgroup_width}"
            raise ValueError(msg)

    @property
    def replaces_output(self) -> bool:
        """The DOT text is the whole output: `simd-opt` prints no IR after it."""
        return self.format == "dot"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        out: TextIO = sys.stdout
        report = divergence_dot if self.format == "dot" else divergence_report
        out.write(report(op, explain=self.explain, subgroup_width=self.subgroup_width))
        out.flush()
