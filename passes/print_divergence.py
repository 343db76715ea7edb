"""`print-divergence`: print the divergence report (SPEC section 6), leave the IR unchanged.

    divergence @kernel
      uniform %n
      divergent %tid consecutive
      divergent-branch ^bb1

Values are named exactly as xDSL's printer names them in the IR printed after the
report: the module is printed once into a buffer and the printer's name tables are read
back.  Shapes (`consecutive`, `strided(K)`, ...) come from `passes/analysis/stride.py`
when that module is available.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from io import StringIO
from typing import Any, TextIO

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.printer import Printer

from simdopt.passes.analysis.divergence import (
    DivergenceInfo,
    analyze_divergence,
    branch_condition,
)


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


def _load_strides(root: Operation, div: DivergenceInfo) -> Any | None:
    try:
        from simdopt.passes.analysis.stride import (  # pyright: ignore
            analyze_strides,  # pyright: ignore
        )
    except ImportError:
        return None
    return analyze_strides(root, div)  # pyright: ignore


def divergence_report(module: Operation) -> str:
    """The report for every function under `module`."""
    div = analyze_divergence(module)
    strides = _load_strides(module, div)
    printer = Printer(stream=StringIO())
    printer.print_op(module)
    names: dict[SSAValue, str] = printer._ssa_values  # pyright: ignore[reportPrivateUsage]
    blocks: dict[Block, str] = printer._blocks  # pyright: ignore[reportPrivateUsage]
    lines: list[str] = []
    for f in module.walk():
        if not isinstance(f, func.FuncOp):
            continue
        lines.append(f"divergence @{f.sym_name.data}")
        for v in _values_in_order(f):
            name = names.get(v, "?")
            if div.is_divergent(v):
                shape = ""
                if strides is not None:
                    text = str(strides.shape(v))
                    if text not in ("uniform", "varying"):
                        shape = f" {text}"
                lines.append(f"  divergent %{name}{shape}")
            else:
                lines.append(f"  uniform %{name}")
        for block in _blocks_in_order(f):
            term = block.last_op
            if term is None or branch_condition(term) is None:
                continue
            kind = "divergent" if div.has_divergent_branch(block) else "uniform"
            lines.append(f"  {kind}-branch ^{blocks.get(block, '?')}")
    return "".join(line + "\n" for line in lines)


def _blocks_in_order(op: Operation) -> list[Block]:
    out: list[Block] = []
    for o in op.walk():
        for region in o.regions:
            out.extend(region.blocks)
    return out


@dataclass(frozen=True)
class PrintDivergencePass(ModulePass):
    """Print the divergence report of every function, then leave the IR unchanged."""

    name = "print-divergence"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        out: TextIO = sys.stdout
        out.write(divergence_report(op))
        out.flush()
