"""`simd-run --engine jit` for a vectorized program over a launch: `run_simd_jit`, the
native counterpart of `launch.run_vectorized_launch`, with the same result dict.  A
SIMD program runs on `simd.py`'s lowering, a lowered `lockstep` program on
`lockstep.py`'s; both fall back to the interpreter for anything the native code does not
decide itself (the interpreter then locates the fault)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from simdopt.dialects import gpu
from simdopt.interpreters.arguments import (
    check_known_sizes,
    check_launch_facts,
    make_launch,
)
from simdopt.interpreters.errors import ArgumentError
from simdopt.interpreters.jit.launcher import STOPPED, run_native
from simdopt.interpreters.jit.lockstep import run_lockstep_jit
from simdopt.interpreters.jit.printf import with_printed
from simdopt.interpreters.jit.simd import (  # pyright: ignore[reportPrivateUsage]
    _REFUSED_OPS,
    SubgroupLowering,
    vectorized_stats,
)
from simdopt.interpreters.launch import (
    LaunchArgs,
    VectorizedProgram,
    check_rows,
    run_vectorized_launch,
)


def run_simd_jit(
    module: ModuleOp,
    fn: func.FuncOp | gpu.FuncOp,
    raw: list[Any],
    *,
    threads: int | None = None,
    grid: tuple[int, int, int] | None = None,
    block: tuple[int, int, int] | None = None,
    width: int | None = None,
    max_steps: int,
    time_limit: float | None = None,
    locate: Callable[[Operation], str] | None = None,
) -> dict[str, Any]:
    """`run_vectorized_launch`'s result for the SIMD program `fn`, computed natively."""
    STOPPED["why"] = ""
    prog = VectorizedProgram.of(module, fn, width)
    launch = make_launch(prog.width, threads, grid, block)
    check_rows(fn, launch)
    check_known_sizes(fn, launch)
    check_launch_facts(fn, raw)
    largs = LaunchArgs.of(prog, raw, launch.threads)

    def interpreter() -> dict[str, Any]:
        return run_vectorized_launch(module, fn, raw, threads=threads, grid=grid, block=block, width=width,
                                     max_steps=max_steps, time_limit=time_limit, locate=locate)  # fmt: skip

    refused = next((op for op in fn.walk() if isinstance(op, _REFUSED_OPS)), None)
    if refused is not None:
        raise ArgumentError(f"--engine jit cannot compile '{fn.sym_name.data}': '{refused.name}' is not supported; use --engine interp")
    if prog.lockstep:
        return run_lockstep_jit(module, prog, launch, largs, interpreter, max_steps=max_steps, time_limit=time_limit)
    run = run_native(prog, launch, largs, SubgroupLowering, max_steps=max_steps, time_limit=time_limit)
    if run is None:
        return interpreter()  # the interpreter locates the fault (the memory starts afresh from raw)
    stats = vectorized_stats(fn, run.low.blocks, run.counts, run.counters["uni"], run.counters["one"])
    groups = launch.num_blocks * launch.subgroups_per_block
    stats.update(threads=launch.threads, width=prog.width, groups=groups, blocks=launch.num_blocks,
                 barrier_instances=run.barriers, subgroups=groups)  # fmt: skip
    return with_printed({"results": run.results, "memrefs": run.memory.contents(), "stats": stats}, run.low)


__all__ = ["run_simd_jit"]
