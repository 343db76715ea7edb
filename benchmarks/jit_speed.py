"""Per-thread time of `simd-run --engine interp` vs `--engine jit` vs the native oracle
(clang-22 -O2 of the same `.cl`, `tools/native_oracle.py`'s harness), as ratios.

    python -m simdopt.benchmarks.jit_speed [--threads N] [--interp-threads N] [--stages spmd,simd,lockstep] [KERNEL ...]

For each corpus kernel (default: vector_add, stencil, mandelbrot, matmul - the SPMD stage) it
generates inputs for a launch of about N threads (default 10^6), runs it on the jit
engine (wall time of the whole `run_program`, and the native launch alone), on the
native oracle (the launch alone), and a small launch (default 1024 threads) on the
interpreter; checks on a small launch that both engines print the same JSON; prints one
row per kernel.  Times are CPU seconds of this process (`time.process_time`: the
machine may be shared), the jit's native launch time from `interpreters.jit.spmd.TIMES`.
matmul (gpu.barrier, workgroup memory) is n/4 tiles deep for n x n threads.  The native
oracle's harness runs work-items as ucontext fibers (a context switch per work-item and
barrier, ~0.4 µs, dominates its time); for kernels without barriers the native column is
the same harness with the fibers replaced by a plain loop over the work-items (the
kernel's own time), matmul's keeps the fibers (it needs them).
The native column of a kernel with barriers (matmul) is that loop harness too, with
`barrier` a no-op: the kernel's own instructions, a lower bound on any native launch of
it (the fiber harness's time, about 0.3 µs a barrier per work-item, would flatter the
jit 100-fold).  `--stages` (default all three) gives rows for the kernel (`spmd`), its
vectorized program (`simd`: the SIMD interpreter vs `--engine jit` on it) and that
program lowered (`lockstep`: the lockstep machine), against the same native time.
Each row ends with issue 23's bars - jit/native within 20x (spmd) or 50x (simd,
lockstep), compile under 1 s - and whether the row meets them.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import math
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from xdsl.dialects import func

from simdopt.interpreters.errors import ArgumentError
from simdopt.interpreters.jit import launcher as jit_launcher
from simdopt.interpreters.jit import spmd as jit_spmd
from simdopt.interpreters.runner import run_program
from simdopt.tools import native_oracle as no
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, import_ll
from simdopt.tools.kernel_runs import apply

ROOT = checkout() / "examples" / "opencl"


def launch_for(kernel: str, threads: int) -> tuple[tuple[int, int, int], tuple[int, int, int], list[Any]]:
    """(grid, block, args) of a launch of about `threads` threads with generated inputs."""
    if kernel == "vector_add":
        blocks = max(1, threads // 256)
        n = blocks * 256
        return (blocks, 1, 1), (256, 1, 1), [[float(i % 97) for i in range(n)], [float(i % 89) * 0.5 for i in range(n)], [0.0] * n]
    side = max(4, int(math.isqrt(threads)) // 16 * 16)
    grid, block = (side // 16, side // 16, 1), (16, 16, 1)
    if kernel == "stencil":
        return grid, block, [[float((i * 7) % 13) for i in range(side * side)], [0.0] * (side * side), side, side]
    if kernel == "mandelbrot":
        return grid, block, [[0] * (side * side), side, -2.0, -1.5, 3.0 / side, 3.0 / side, 32]
    if kernel == "matmul":  # n x n threads in 4 x 4 blocks, each n/4 tiles deep (2 barriers a tile)
        n = max(4, int(math.isqrt(threads)) // 4 * 4)
        return (n // 4, n // 4, 1), (4, 4, 1), [[(i * 7) % 5 - 2 for i in range(n * n)], [(i * 3) % 7 - 3 for i in range(n * n)], [0] * (n * n), n]
    raise SystemExit(f"no input generator for {kernel}")


STAGES = {
    "spmd": None,
    "simd": "spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize",
    "lockstep": "spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,convert-simd-to-lockstep",
}
"""The stages `--stages` picks: the kernel, its vectorized program (engine_speed.py's
pipeline) on the SIMD interpreter, and that program lowered, on the lockstep machine."""


def run(kernel: str, engine: str, grid: Any, block: Any, args: list[Any], stage: str = "spmd") -> tuple[dict[str, Any], float]:
    module = import_ll(SourceMap(kernel, (ROOT / f"{kernel}.ll").read_text()), None)
    pipeline = STAGES[stage]
    if pipeline is not None:
        module = apply(module, pipeline)
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.body.blocks)
    start = time.process_time()
    out = run_program(module, fn, args, grid=grid, block=block, width=4, max_steps=10**7, time_limit=None, engine=engine)
    return out, time.process_time() - start


BARS = {"spmd": 20, "simd": 50, "lockstep": 50}
"""Issue 23's bars: the jit's time per thread at most this many times the native one."""


_LOOP = """
int native_run(entry_fn entry, void **args, const unsigned *grid, const unsigned *block, char *err, size_t errlen) {
  (void)err, (void)errlen;
  struct fiber one;
  size_t n = (size_t)block[0] * block[1] * block[2];
  memcpy(g_grid, grid, sizeof g_grid);
  memcpy(g_block, block, sizeof g_block);
  g_cur = &one;
  for (unsigned gz = 0; gz < grid[2]; gz++)
    for (unsigned gy = 0; gy < grid[1]; gy++)
      for (unsigned gx = 0; gx < grid[0]; gx++) {
        g_group[0] = gx, g_group[1] = gy, g_group[2] = gz;
        for (size_t i = 0; i < n; i++) {
          one.lid[0] = (unsigned)(i % block[0]);
          one.lid[1] = (unsigned)(i / block[0] % block[1]);
          one.lid[2] = (unsigned)(i / ((size_t)block[0] * block[1]));
          entry(args);
        }
      }
  return 0;
}
"""
"""The harness's `native_run` without fibers: each work-item called in turn (kernels
without barriers only)."""


_NO_BARRIER = "void _Z7barrierj(unsigned flags) { (void)flags; }\n"
"""A barrier that does nothing (the loop harness's, for kernels with barriers): the
kernel's own instructions run, each work-item to its end in turn; its results are not
the kernel's (a work-item reads tiles the others have not written yet), its time is a
lower bound on any native launch of it (no fiber switch, no work-item loop)."""


def _harness(kernel: str, tmp: Path) -> Path:
    text = (checkout() / "tools" / "native" / "harness.c").read_text().replace("int native_run(", "int native_run_fibers(")
    if "barrier" in (ROOT / f"{kernel}.cl").read_text():
        text = text.replace("void _Z7barrierj(unsigned flags) {", _NO_BARRIER + "void _Z7barrierj_fiber(unsigned flags) {")
    loop = tmp / "loop_harness.c"
    loop.write_text(text + _LOOP)
    return loop


def native_seconds(kernel: str, grid: Any, block: Any, args: list[Any]) -> float | None:
    """The native oracle's launch time (the library call alone), None without clang-22."""
    if shutil.which(no.CLANG) is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        lib, kinds = no.build(ROOT / f"{kernel}.cl", kernel, Path(tmp), [None] * len(args), _harness(kernel, Path(tmp)))
        keep: list[Any] = []
        ptrs = (ctypes.c_void_p * len(args))()
        for i, ((kind, types), a) in enumerate(zip(kinds, args, strict=True)):
            data = no._pack(a if kind == "buffer" else [a], types, f"argument {i}")  # pyright: ignore[reportPrivateUsage]
            buf = ctypes.create_string_buffer(data, max(8, len(data)))
            keep.append(buf)
            ptrs[i] = ctypes.cast(buf, ctypes.c_void_p)
        so = ctypes.CDLL(str(lib))
        err = ctypes.create_string_buffer(512)
        u3 = ctypes.c_uint * 3
        start = time.process_time()
        status = so.native_run(so.simdopt_entry, ptrs, u3(*grid), u3(*block), err, ctypes.c_size_t(512))
        spent = time.process_time() - start
        if status:
            raise SystemExit(err.value.decode())
        return spent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="jit_speed", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kernels", nargs="*", default=["vector_add", "stencil", "mandelbrot", "matmul"])
    p.add_argument("--threads", type=int, default=1_000_000)
    p.add_argument("--interp-threads", type=int, default=1024)
    p.add_argument("--stages", default="spmd,simd,lockstep", help="comma-separated: spmd, simd, lockstep (default all three)")
    ns = p.parse_args(argv)
    print("| kernel | stage | threads | interp ns/thread | jit ns/thread (launch) | jit total s | jit compile s | native ns/thread | interp/jit | jit/native | bar | meets |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    missed = 0
    for k in ns.kernels:
        g, b, a = launch_for(k, ns.threads)
        nat = native_seconds(k, g, b, a)
        for stage in ns.stages.split(","):
            times = jit_spmd.TIMES if stage == "spmd" else jit_launcher.TIMES
            g, b, a = launch_for(k, ns.interp_threads)
            try:
                run(k, "jit", g, b, json.loads(json.dumps(a)), stage)
            except ArgumentError as e:
                print(f"| {k} | {stage} | - | - | refused: {e} | | | | | | | no |", flush=True)
                missed += 1
                continue
            small_i, t_interp = run(k, "interp", g, b, json.loads(json.dumps(a)), stage)
            small_j, _ = run(k, "jit", g, b, json.loads(json.dumps(a)), stage)
            if json.dumps(small_i) != json.dumps(small_j):
                raise SystemExit(f"{k}: the engines disagree on {small_i['stats']['threads']} threads ({stage})")
            per_interp = t_interp / small_i["stats"]["threads"] * 1e9
            g, b, a = launch_for(k, ns.threads)
            big, total = run(k, "jit", g, b, json.loads(json.dumps(a)), stage)
            n = big["stats"]["threads"]
            per_jit = times["native"] / n * 1e9
            per_native = nat / n * 1e9 if nat is not None else None
            native_text = f"{per_native:.1f}" if per_native is not None else "clang-22 not installed"
            ratio = f"{per_jit / per_native:.2f}x" if per_native else "-"
            bar = BARS[stage]
            ok = times["compile"] < 1.0 and (per_native is None or per_jit <= bar * per_native)
            missed += not ok
            print(f"| {k} | {stage} | {n} | {per_interp:,.0f} | {per_jit:.1f} | {total:.2f} | {times['compile']:.3f} | {native_text} "
                  f"| {per_interp / per_jit:,.0f}x | {ratio} | <= {bar}x, compile < 1 s | {'yes' if ok else 'NO'} |", flush=True)  # fmt: skip
    print(f"\n{missed} row(s) miss the bars" if missed else "\nevery row meets the bars")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
