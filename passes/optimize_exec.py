"""`optimize-exec`: the exec traffic of a lockstep program that an AMDGPU backend would not
emit (`SILowerControlFlow`, `SIOptimizeExecMasking`): a divergent loop keeps exec
narrowed across its back edge, nested groups share a restore, dead exec writes and loop
values die.  The rewrites are `transforms/optimize_exec.py`'s, which
`convert-simd-to-lockstep{optimize-exec=true}` (the default, exec style with
`fuse-exec`) also runs after its lowering.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass

from simdopt.transforms.optimize_exec import optimize_exec


@dataclass(frozen=True)
class OptimizeExecPass(ModulePass):
    """Fewer exec writes and mask algebra (see the module docstring)."""

    name = "optimize-exec"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        optimize_exec(op)
