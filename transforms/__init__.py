"""Whole-function transformations that more than one pass runs.

The floor between `ir/` and `passes/`: `fix_irreducible` (make every cycle
single-entry) and `lift_function` (a `cf` CFG becomes `scf`) are passes of their own
and also the first step of others (`lift-cf-to-scf` fixes irreducible cycles first,
`spmd-vectorize` lifts a CFG first); `fuse_exec_masks` (AMD's fused exec instructions
on a lockstep program) is `fuse-exec-masks` and the end of `convert-simd-to-lockstep`, and so is
`optimize_exec` (`optimize-exec`: exec across a divergent loop's back edge, nested
groups, dead exec writes).  The pass modules in `passes/` wrap these routines;
no pass module imports another.  Imports only xDSL, `simdopt.dialects` and `simdopt.ir`.
"""
