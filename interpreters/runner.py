"""Which launch driver runs a program: the runtime behind `simd-run`.

`run_program` picks by what the program is and how it is launched:

* a vectorized program (`spmd-vectorize`'s output: it takes a trailing `%group_base`)
  given a launch: `launch.run_vectorized_launch`, once per subgroup;
* a launch or a divergence check of an SPMD kernel: `spmd.run_spmd` (without a launch,
  `--check-divergence` runs one group of `width` threads);
* no launch: a lowered program on the lockstep machine (`lockstep.run_lockstep`), any
  other SIMD program once on the simd interpreter (`simd_program.run_simd`).  An SPMD
  kernel (it uses thread ids or barriers, or is a `gpu.func ... kernel`) is refused: a
  kernel needs a launch.

Every driver returns the JSON-ready result dict `simd-run --json` prints; malformed
arguments or options raise `ArgumentError`, faults `RuntimeFault`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from simdopt.dialects import gpu
from simdopt.interpreters.arguments import c_typed, c_typed_args
from simdopt.interpreters.errors import ArgumentError
from simdopt.interpreters.launch import (
    group_base_index,
    program_width,
    run_vectorized_launch,
)
from simdopt.interpreters.lockstep import run_lockstep, uses_lockstep
from simdopt.interpreters.progress import Progress
from simdopt.interpreters.simd_program import run_simd
from simdopt.interpreters.spmd import run_spmd

DEFAULT_WIDTH = 4
"""The subgroup width of an SPMD run when none is given."""

# Ops whose value is the running thread's identity or that synchronize a block: a function
# using them is an SPMD kernel, meaningless without a launch.
_LAUNCH_OPS = frozenset({
    "simd.thread_id", "simd.lane_id", "gpu.thread_id", "gpu.global_id", "gpu.lane_id",
    "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.subgroup_id", "gpu.num_subgroups",
    "gpu.barrier",
})  # fmt: skip


def launch_reason(fn: func.FuncOp | gpu.FuncOp) -> str | None:
    """Why `fn` is an SPMD kernel (None if nothing says so)."""
    if isinstance(fn, gpu.FuncOp) and fn.kernel is not None:
        return "it is a gpu.func kernel"
    for op in fn.walk():
        if op.name in _LAUNCH_OPS:
            return f"it uses {op.name}"
    return None


Dims = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class RunOptions:
    """How `run_program` runs a function: the launch (neither `threads` nor `block`: one
    run without a launch), the divergence check, the hooks and the limits."""

    max_steps: int
    time_limit: float | None
    threads: int | None = None
    grid: Dims | None = None
    block: Dims | None = None
    width: int | None = None
    check_divergence: bool = False
    analyze: Callable[[ModuleOp], Any] | None = None
    locate: Callable[[Operation], str] | None = None
    progress: Progress | None = None

    @property
    def launched(self) -> bool:
        return self.threads is not None or self.block is not None


def run_program(
    module: ModuleOp,
    fn: func.FuncOp | gpu.FuncOp,
    raw: list[Any],
    *,
    threads: int | None = None,
    grid: Dims | None = None,
    block: Dims | None = None,
    width: int | None = None,
    check_divergence: bool = False,
    analyze: Callable[[ModuleOp], Any] | None = None,
    locate: Callable[[Operation], str] | None = None,
    max_steps: int,
    time_limit: float | None,
    progress: Progress | None = None,
    engine: str = "interp",
) -> dict[str, Any]:
    """Run `fn` with the driver its kind and launch call for (the module docstring);
    `analyze` computes the divergence analysis `check_divergence` checks; a launch tells
    `progress` of every block it ran.  `engine` "jit" runs an SPMD kernel's launch
    natively (`interpreters/jit`)."""
    raw = c_typed_args(fn, raw)  # buffers held in other units than their C type
    o = RunOptions(max_steps, time_limit, threads, grid, block, width, check_divergence, analyze, locate, progress)
    if engine not in ("interp", "jit"):
        raise ArgumentError(f"unknown engine '{engine}' (interp or jit)")
    try:
        out = _run_jit(module, fn, raw, o) if engine == "jit" else _run_program(module, fn, raw, o)
    finally:
        if progress is not None:
            progress.close()
    out["memrefs"] = c_typed(fn, out["memrefs"])  # unsigned C buffers in their range
    return out


def _run_program(module: ModuleOp, fn: func.FuncOp | gpu.FuncOp, raw: list[Any], o: RunOptions) -> dict[str, Any]:
    if o.launched and group_base_index(fn) is not None:
        if o.check_divergence:
            raise ArgumentError("--check-divergence checks an SPMD kernel; this is a vectorized program (it takes %group_base): check the kernel it came from")
        return run_vectorized_launch(
            module, fn, raw, threads=o.threads, grid=o.grid, block=o.block, width=o.width,
            max_steps=o.max_steps, time_limit=o.time_limit, locate=o.locate, progress=o.progress,
        )  # fmt: skip
    width = DEFAULT_WIDTH if o.width is None else o.width
    if o.launched and program_width(fn) is not None:
        raise ArgumentError(
            f"'{fn.sym_name.data}' computes on vectors: it is a SIMD program, not an SPMD kernel - "
            "run it without a launch, or, if spmd-vectorize made it, keep its trailing "
            "%group_base : i32 argument to run it over the launch"
        )
    if o.launched or o.check_divergence:
        return run_spmd(
            module, fn, raw, threads=o.threads if o.launched else width, grid=o.grid, block=o.block,
            width=width, check_divergence=o.check_divergence, analyze=o.analyze, locate=o.locate,
            max_steps=o.max_steps, time_limit=o.time_limit, progress=o.progress,
        )  # fmt: skip
    return _run_once(module, fn, raw, o.max_steps, o.time_limit)


def _run_jit(module: ModuleOp, fn: func.FuncOp | gpu.FuncOp, raw: list[Any], o: RunOptions) -> dict[str, Any]:
    """`--engine jit`: what it runs so far, an SPMD kernel over a launch."""
    # llvmlite's JIT loaded only when asked for
    from simdopt.interpreters.jit import run_spmd_jit

    if o.check_divergence:
        raise ArgumentError("--check-divergence runs on the interpreter only: drop --engine jit")
    if not o.launched:
        raise ArgumentError("--engine jit runs a launch: give --threads N or --grid/--block")
    if group_base_index(fn) is not None:  # a vectorized program: interpreters/jit/simd.py
        from simdopt.interpreters.jit.vectorized import run_simd_jit

        return run_simd_jit(module, fn, raw, threads=o.threads, grid=o.grid, block=o.block, width=o.width,
                            max_steps=o.max_steps, time_limit=o.time_limit, locate=o.locate)  # fmt: skip
    if program_width(fn) is not None:
        raise ArgumentError("--engine jit runs SPMD kernels and vectorized programs over a launch, not a SIMD program run once: use --engine interp")
    return run_spmd_jit(module, fn, raw, threads=o.threads, grid=o.grid, block=o.block,
                        width=DEFAULT_WIDTH if o.width is None else o.width, max_steps=o.max_steps,
                        time_limit=o.time_limit, locate=o.locate)  # fmt: skip


def _run_once(module: ModuleOp, fn: func.FuncOp | gpu.FuncOp, raw: list[Any], max_steps: int,
              time_limit: float | None) -> dict[str, Any]:  # fmt: skip
    """A run without a launch: a SIMD or lockstep program, run once."""
    reason = launch_reason(fn)
    if reason is not None:
        raise ArgumentError(
            f"'{fn.sym_name.data}' is an SPMD kernel ({reason}): it needs a launch, "
            "--threads N or --grid X[,Y[,Z]] --block X[,Y[,Z]] (with --width W)"
        )
    if isinstance(fn, gpu.FuncOp):
        raise ArgumentError(f"'{fn.sym_name.data}' is a gpu.func: run it with a launch (--threads N)")
    if uses_lockstep(module):  # a lowered program: the machine simulator
        return run_lockstep(module, fn, raw, max_steps=max_steps, time_limit=time_limit)
    return run_simd(module, fn, raw, max_steps=max_steps, time_limit=time_limit)
