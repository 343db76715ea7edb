"""`fix-irreducible`: make every cycle of a `cf` CFG single-entry (LLVM's FixIrreducible).

The transformation is `simdopt.transforms.fix_irreducible` (its docstring says how),
which `lift-cf-to-scf` also runs first; this module is the pass.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.passes import ModulePass

from simdopt.transforms.fix_irreducible import fix_irreducible


@dataclass(frozen=True)
class FixIrreduciblePass(ModulePass):
    """Make every cycle single-entry: edges into an irreducible cycle go through a
    dispatch block that switches to the entry they meant."""

    name = "fix-irreducible"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for fn in [f for f in op.walk() if isinstance(f, func.FuncOp)]:
            if fn.body.blocks:
                fix_irreducible(fn)
