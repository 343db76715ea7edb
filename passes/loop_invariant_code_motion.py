"""`loop-invariant-code-motion`: hoist loop-invariant ops out of `scf.for` and `scf.while`.

    scf.while (%i = %0) {                          %c = simd.s2vb %x
      %c = simd.s2vb %x          ->                scf.while (%i = %0) {
      ...                                            ...

MLIR's pass of this name moves out of every loop the ops that are pure, speculatable
(they cannot trap, so running them when the loop would not is harmless) and read only
values defined outside the loop.  xDSL 0.74's `licm` does this for `scf.for` only; the
vectorized programs keep their divergent and uniform loops as `scf.while`, whose
`before` and `after` regions get the same treatment here, through xDSL's own hoisting
routine.  Inner loops go first, so an op invariant to a whole nest leaves all of it.
After `divergence-scalarize` this takes the broadcasts and scalar address arithmetic
that scalarization made loop-invariant out of the loop (matmul's inner loop).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.builder import Builder
from xdsl.context import Context
from xdsl.dialects import builtin, scf
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint
from xdsl.transforms.loop_invariant_code_motion import (
    _move_loop_invariant_code,  # pyright: ignore[reportPrivateUsage]
)


@dataclass(frozen=True)
class LoopInvariantCodeMotionPass(ModulePass):
    """Hoist pure, speculatable, loop-invariant ops out of scf.for and scf.while loops
    (see the module docstring)."""

    name = "loop-invariant-code-motion"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        loops = [o for o in op.walk() if isinstance(o, scf.ForOp | scf.WhileOp)]
        for loop in reversed(loops):  # inner loops first
            for region in loop.regions:
                _move_loop_invariant_code(region, Builder(InsertPoint.before(loop)))
