"""`fuse-exec-masks`: the exec ops of a lockstep program fused as AMD GCN fuses them
(`s_and_saveexec_b64`, `s_and_b64 exec, s, m`); the rewrites are
`transforms/fuse_exec.py`'s, which `convert-simd-to-lockstep{fuse-exec=true}` (the
default) also runs after its exec-style lowering.  The pass runs them on any lockstep
program, and with `widen=true` widens speculative groups too (fewer exec writes, more
lanes computed: off by default).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass

from simdopt.transforms.fuse_exec import fuse_exec_masks


@dataclass(frozen=True)
class FuseExecMasksPass(ModulePass):
    """Fuse the exec ops of a lockstep program as AMD GCN does (see the module
    docstring): `exec_and_save` (`s_and_saveexec_b64`), `exec_set` (`s_and_b64 exec, s,
    m`), and drop the mask algebra a known exec makes dead."""

    name = "fuse-exec-masks"

    widen: bool = False
    """Also widen speculative groups (`WidenExec`): fewer exec writes (cycles), but the
    widened ops compute the extra lanes, each paying `e_lane` (mandelbrot at W = 8:
    198 cycles fewer, 4% more energy), so it is off unless asked for."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        fuse_exec_masks(op, self.widen)
