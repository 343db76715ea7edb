"""`lift-cf-to-scf`: a reducible `cf` CFG becomes structured control flow.

The transformation is `simdopt.transforms.lift_cf_to_scf` (its docstring says how),
which `spmd-vectorize` also runs first on a CFG kernel; this module is the pass.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.passes import ModulePass

from simdopt.transforms.lift_cf_to_scf import lift_function


@dataclass(frozen=True)
class LiftCfToScfPass(ModulePass):
    """Structure cf CFGs into scf.if/while/for (fix-irreducible first), so that
    spmd-vectorize takes them."""

    name = "lift-cf-to-scf"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for fn in [f for f in op.walk() if isinstance(f, func.FuncOp)]:
            lift_function(fn)

