"""Remarks of `divergence-scalarize{remarks=true}`, as ISPC prints its performance notes.

    fir.mlir:24:9: remark: divergence-scalarize: simd.gather kept vector: its addresses
        %a0 are varying (%a0 <- %i <- simd.s2v of different scalars)
    fir.mlir:21:9: remark: divergence-scalarize: simd.vadd became arith.addi (uniform)

One line on stderr per vector op of the input (an op with a vector result, or a
vector store), at its location (`file:line:col` as `simd-opt` reports errors; `@f` and the
op's printed name from the Python API), saying what the pass did with it and why:

* scalarized - `became arith.addi (uniform)`; `under scf.if on its mask (never traps
  where the masked op did not)` when its scalar form is guarded; `mask removed` when a
  uniform pure op under a divergent mask now runs unmasked (predicate removal);
* turned into a contiguous access - `became simd.vload (consecutive addresses)`;
* kept vector - because it is divergent (with the shortest reason, from
  `passes/analysis/explain.py`; for a gather or scatter: its addresses vary), because a
  use of it is temporally divergent, because the guard of a masked division or gather
  costs more than the op at this width, because the op has no scalar form, or because
  an input it needs stays vector.

The remarks observe the pass instead of steering it: `ScalarizeRemarks(module)` records
the analysis' verdicts and each vector op's users before the pass runs, and `report`
compares with the IR after it (an op that left the IR was replaced; what its users read
now says by what).  So the pass keeps a two-line hook and its own decisions, and a remark
can only describe what really happened.  The reasons for keeping an op restate the
pass's rules (`divergence_scalarize.py`'s `_op_needs` and `MIN_GUARD_WIDTH`).

Remarks go through `ir/diagnostics.py`'s `RemarkEmitter`; locations come from the
parser's source map, which `simd-opt` registers there with `set_locator` after parsing
each input.
"""

from __future__ import annotations

from dataclasses import dataclass
from io import StringIO
from typing import TextIO

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation, OpResult, SSAValue, Use
from xdsl.printer import Printer

from simdopt.dialects import simd
from simdopt.dialects.vector_unit import may_trap
from simdopt.ir.diagnostics import RemarkEmitter
from simdopt.passes.analysis.divergence import DivergenceInfo, analyze_divergence
from simdopt.passes.analysis.explain import Explainer
from simdopt.passes.analysis.stride import analyze_strides

TRAPPING = tuple(op.name for op in simd.TRAPPING_OPS)
MEMORY = ("simd.gather", "simd.scatter")
SCALAR_FORM = (
    *(op.name for op in simd.ELEMENTWISE_OPS),
    "simd.vcmp", "simd.vphi", "simd.s2v", "simd.s2vb", "simd.gather", "simd.scatter",
    "simd.pnot", "simd.pand", "simd.por",
)  # fmt: skip


@dataclass
class _Entry:
    op: Operation
    text: str  # how it is named in a remark without a location
    function: str
    users: list[tuple[Operation, int]]
    next_op: Operation | None
    masked: bool
    uniform: bool = False
    kept_reason: str = ""


def _is_vector_op(op: Operation) -> bool:
    return any(isinstance(r.type, VectorType) for r in op.results) or (
        op.name in ("simd.scatter", "simd.vstore")
    )


def _function_of(op: Operation) -> str:
    cur: Operation | None = op
    while cur is not None:
        sym = cur.attributes.get("sym_name") or cur.properties.get("sym_name")
        if sym is not None and cur.name.endswith("func"):
            return "@" + str(getattr(sym, "data", "?"))
        cur = cur.parent_op()
    return "@?"


def _width(v: SSAValue) -> int:
    t = v.type
    return t.get_shape()[0] if isinstance(t, VectorType) else 1


class ScalarizeRemarks:
    """The vector ops of `root` and the analysis' verdicts, before the pass."""

    def __init__(self, root: Operation, min_guard_width: int):
        # The pass's own threshold (`divergence_scalarize.MIN_GUARD_WIDTH`), handed in:
        # a helper imports no pass.
        self.min_guard_width = min_guard_width
        self.div: DivergenceInfo = analyze_divergence(root)
        self.strides = analyze_strides(root, self.div)
        printer = Printer(stream=StringIO())
        printer.print_op(root)
        names: dict[SSAValue, str] = printer._ssa_values  # pyright: ignore[reportPrivateUsage]
        blocks = printer._blocks  # pyright: ignore[reportPrivateUsage]
        self.names = names
        self.explainer = Explainer(
            self.div, lambda v: names.get(v, "?"), lambda b: blocks.get(b, "?")
        )
        self.entries: list[_Entry] = []
        for op in root.walk():
            if not _is_vector_op(op):
                continue
            mask = getattr(op, "mask_operand", None)
            label = (
                ", ".join("%" + names.get(r, "?") for r in op.results) + " = "
                if op.results
                else ""
            )
            self.entries.append(
                _Entry(
                    op,
                    f"{label}{op.name}",
                    _function_of(op),
                    [(u.operation, u.index) for r in op.results for u in r.uses],
                    op.next_op,
                    isinstance(mask, SSAValue),
                )
            )
        # Every reason is worked out on the IR before the pass rewrites it.
        for e in self.entries:
            e.uniform = all(self._uniform_everywhere(r) for r in e.op.results)
            e.kept_reason = self._why_kept(e)

    # -- what happened -------------------------------------------------------------
    def _uniform_everywhere(self, v: SSAValue) -> bool:
        return self.div.is_uniform(v) and not any(
            self.div.is_divergent_use(u) for u in v.uses
        )

    def _replacement(self, e: _Entry) -> tuple[str, bool] | None:
        """(name of the op now computing the value, whether it runs under scf.if)."""
        for user, i in e.users:
            if user.parent is None or i >= len(user.operands):
                continue
            v = user.operands[i]
            if isinstance(v, OpResult) and v.op.name == "simd.s2vb":
                v = v.op.operands[0]
            if isinstance(v, OpResult):
                d = v.op
                if d.name == "scf.if":  # a guarded scalar form yields it
                    inner = d.regions[0].blocks.first
                    y = inner.last_op if inner is not None else None
                    src = y.operands[v.index] if y is not None and y.operands else None
                    if isinstance(src, OpResult):
                        return src.op.name, True
                    return "scf.if", True
                guarded = (p := d.parent_op()) is not None and p.name == "scf.if"
                return d.name, guarded
            return "a block argument", False
        if e.next_op is not None and e.next_op.parent is not None:
            prev = e.next_op.prev_op
            if prev is not None and prev is not e.op:
                if prev.name == "scf.if":
                    blk = prev.regions[0].blocks.first
                    first = blk.first_op if blk is not None else None
                    return (first.name if first is not None else "scf.if"), True
                return prev.name, False
        return None

    def _why_kept(self, e: _Entry) -> str:
        op = e.op
        results = list(op.results)
        if op.name in MEMORY:
            addrs = op.operands[-2] if e.masked else op.operands[-1]
            shape = str(self.strides.shape(addrs))
            if self.div.is_divergent(addrs):
                return (
                    f"its addresses %{self.names.get(addrs, '?')} are {shape} "
                    f"({self.explainer.explain_value(addrs)})"
                )
        divergent = [r for r in results if self.div.is_divergent(r)]
        if divergent:
            return f"divergent ({self.explainer.explain_value(divergent[0])})"
        for r in results:
            for u in r.uses:
                if self.div.is_temporally_divergent_use(u):
                    return "a use of it is temporally divergent (after a divergent loop exit)"
        if op.name in ("simd.vload", "simd.vstore"):
            return "a contiguous access of W elements (no scalar form)"
        if op.name not in SCALAR_FORM:
            return "it has no scalar form"
        mask = getattr(op, "mask_operand", None)
        if (
            isinstance(mask, SSAValue)
            and ((op.name in TRAPPING and may_trap(op, any_operands=True)) or op.name == "simd.gather")
            and _width(mask) < self.min_guard_width
        ):
            kind = "division" if op.name in TRAPPING else "gather"
            return (
                f"uniform, but a masked {kind} needs a guard (simd.any + scf.if), "
                f"dearer than the op at W={_width(mask)}"
            )
        if op.name == "simd.s2v":
            return "its lanes are different scalars"
        stays = [
            v
            for i, v in enumerate(op.operands)
            if v is not mask
            and isinstance(v.type, VectorType)
            and not self._uniform_everywhere(v)
            and not self.div.is_divergent_use(Use(op, i))
        ]
        needs = stays or [
            v for v in op.operands if v is not mask and isinstance(v.type, VectorType)
        ]
        if needs:
            return (
                f"uniform, but its input %{self.names.get(needs[0], '?')} stays vector"
            )
        return "uniform, but the pass found no scalar form for it here"

    def remark(self, e: _Entry) -> str:
        op = e.op
        if op.parent is None:  # replaced
            rep = self._replacement(e)
            if rep is None:
                if e.uniform and e.users and all(u.parent is None for u, _ in e.users):
                    return f"{op.name} scalarized (uniform), and so were its users"
                if e.uniform:
                    return f"{op.name} scalarized (uniform)"
                return f"{op.name} removed: nothing reads it after the rewrite"
            name, guarded = rep
            if name in ("simd.vload", "simd.vstore") and op.name in MEMORY:
                return f"{op.name} became {name} (consecutive addresses)"
            if op.name in ("simd.s2v", "simd.s2vb") and not guarded:
                return f"{op.name} scalarized: every lane is one scalar (uniform)"
            text = f"{op.name} became {name} (uniform)"
            if guarded:
                text += " under scf.if on its mask (never traps where the masked op did not)"
            elif e.masked:
                text += ", mask removed (its inactive lanes were poison)"
            return text
        mask_now = getattr(op, "mask_operand", None)
        if e.masked and not isinstance(mask_now, SSAValue):
            return f"{op.name} mask removed (uniform pure op: its inactive lanes were poison)"
        return f"{op.name} kept vector: {e.kept_reason}"

    def report(self, pass_name: str, out: TextIO | None = None) -> None:
        """One remark per vector op, in textual order (on stderr by default)."""
        remarks = RemarkEmitter(pass_name, out)
        for e in self.entries:
            remarks.at(e.op, self.remark(e), f"{e.function}: {e.text}")
        remarks.flush()
