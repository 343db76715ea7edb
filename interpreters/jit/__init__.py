"""`simd-run --engine jit`: the launch compiled to native code with llvmlite (MCJIT).

`lower.py` translates the function being run to LLVM IR text, `engine.py` adds a small
runtime (the launch loop, per-subgroup instance counting) and compiles it,
`spmd.py` runs an SPMD kernel over a launch and returns the dict the interpreters
return, stats included, computed from native block counters and the static costs of
`interpreters/cost.py`.  Kernels with `gpu.barrier` run region by region (`regions.py`),
barriers and atomics lowered in `sync_ops.py`, the convergent (cross-lane) ops in
`subgroup.py` (the lanes of a subgroup meet there as at a barrier), printf in
`printf.py`; `counting.py` has the runtime's
instance counting and conflict check.  The interpreters stay the reference: the jit
engine does not check poison, has no `--check-divergence`, and refuses what it does not
compile with a message naming `--engine interp`.
Vectorized programs run over a launch too: `simd.py` (the SIMD stage), `lockstep.py`
(the lowered stage), on `vector.py`'s LLVM vectors with a poison shadow (cross-lane ops, cmpxchg and
float reductions: `cross_lane.py`), `launcher.py`
and `barriers.py` (subgroups switching at `gpu.barrier`).  Float add/mul reductions no
fixed-point sum holds (f64 sums, SPMD group reductions) call back into the
interpreters' own rule (`exact.py`).  Private memory (`memref.alloca`, a gpu.func's
private attributions) is one array per thread (per subgroup in a vectorized program)
in a global of the block's, so it outlives the lane function's returns at barriers.
"""

from simdopt.interpreters.jit.spmd import NOT_CHECKED, run_spmd_jit

__all__ = ["NOT_CHECKED", "run_spmd_jit"]
