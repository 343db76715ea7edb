"""`exec-loops`: a divergent loop of a lockstep program keeps exec narrowed across its
back edge and restores it once after the loop, as AMD's `SI_LOOP` does, and values
the loop passes out that nobody reads die; the rewrites are
`transforms/exec_loops.py`'s, which `convert-simd-to-lockstep{exec-loops=true}` (the
default, exec style with `fuse-exec`) also runs after its lowering.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass

from simdopt.transforms.exec_loops import optimize_exec_loops


@dataclass(frozen=True)
class ExecLoopsPass(ModulePass):
    """Exec across a divergent loop's back edge (see the module docstring)."""

    name = "exec-loops"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        optimize_exec_loops(op)
