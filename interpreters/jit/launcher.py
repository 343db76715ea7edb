"""The native launch of a vectorized program for `--engine jit` (`simd.py`, `lockstep.py`):
arguments handed to the native code, the module compiled with MCJIT, the launch run in
chunks of blocks (`engine.Compiled.run`, so that `--time-limit` holds), its counters
and results read back.

`@group(blk, k)` is one subgroup (a lowering's `lower_group`); `@launch(b0, b1)` runs
the subgroups of blocks b0..b1-1 in order.  A program with `gpu.barrier` is lowered
`framed` and run by `barriers.launch`'s loop instead, its subgroups switching at
barriers; both are `engine.block_loop` around their block.
"""

from __future__ import annotations

import ctypes
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType, VectorType, f32

from simdopt.dialects import gpu
from simdopt.dialects.vector_unit import is_float_element, to_f16
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.gpu import Launch
from simdopt.interpreters.jit import barriers, engine
from simdopt.interpreters.jit.lower import Unsupported, llvm_type
from simdopt.interpreters.jit.vector import FALLBACK, elem_type
from simdopt.interpreters.launch import LaunchArgs, VectorizedProgram
from simdopt.interpreters.memory import _zeros as zeros  # pyright: ignore[reportPrivateUsage]

TIMES: dict[str, float] = {}
"""The last run's `compile` and `native` CPU seconds, for benchmarks."""


_RUNTIME = """
@cnt = global [{nb} x i64] zeroinitializer
{counters}
@err_code = global i32 0
@err_op = global i64 0
@err_val = global [4 x i64] zeroinitializer
@rec_buf = global ptr null
@acc_buf = global ptr null
"""

_GROUPS = """  br label %groups
groups:
  %k = phi i64 [ 0, %block ], [ %kn, %group_ok ]
  %r = call i32 @group(i64 %b, i64 %k)
  %bad = icmp ne i32 %r, 0
  br i1 %bad, label %fail, label %group_ok
group_ok:
  %kn = add i64 %k, 1
  %kmore = icmp ult i64 %kn, {groups}
  br i1 %kmore, label %groups, label %block_done
fail:
  ret i32 %r"""
"""A block of a program without barriers (`engine.block_loop`'s `per_block`): its
subgroups in order, each to its end."""


def compile_group(text: str, blocks: int, num_blocks: int, groups: int, results_addr: int, max_steps: int,
                  counters: tuple[str, ...], extra: str, launch: str | None = None) -> engine.Compiled:  # fmt: skip
    """The module of `@group` (`text`) and its launch loop (`launch`: a framed program's,
    `barriers.launch`; else each subgroup to its end), compiled with MCJIT; `counters`
    are i64 globals, `extra` more module text."""
    globals_ = "\n".join(f"@{c} = global i64 0" for c in counters)
    runtime = _RUNTIME.format(nb=max(blocks, 1), counters=globals_)
    launch = launch if launch is not None else engine.block_loop(_GROUPS.format(groups=groups))
    return engine.compile_module(runtime + extra + "\n" + launch + "\n" + text, num_blocks, max_steps, results_addr)


def _buffer(a: Any, keep: list[Any]) -> tuple[int, int, str]:
    """`spmd._buffer` without reading the elements (`ShapedArray.data` builds a list)."""
    raw = a.data_ptr.raw
    view = (ctypes.c_char * len(raw.memory)).from_buffer(raw.memory)
    keep.append(view)
    return ctypes.addressof(view) + raw.offset, int(a.shape[0]), str(a.data_ptr.xtype)


def _f32_exact(xs: list[Any]) -> bool:
    return array("f", xs).tolist() == xs


def _f16_rounded(xs: list[Any]) -> list[float]:
    """The values rounded to f16 as the interpreter rounds them (the lowering narrows
    these doubles to half exactly, through float)."""
    return [to_f16(float(x)) for x in xs]


def native_arguments(prog: VectorizedProgram, largs: LaunchArgs, keep: list[Any],
                     tables: dict[int, tuple[int, int, str]]) -> list[Any] | None:  # fmt: skip
    """Per kernel argument what the lowering binds (see `SubgroupLowering.bind`), f32
    values rounded to f32 (every lane op, compare and store rounds its operands first);
    None when an f32 value is not exactly a float and the program returns a float
    (the interpreter would return the unrounded double)."""
    exact = not any(is_float_element(t) for t in prog.fn.function_type.outputs.data)
    out: list[Any] = []
    for i, t in enumerate(prog.types):
        if i in largs.per_thread:
            vals = largs.per_thread[i]
            floats = is_float_element(t)
            if not exact and floats and elem_type(t) == "float" and not _f32_exact(vals):
                return None
            if floats and elem_type(t) == "half":
                halves = _f16_rounded(vals)
                if not exact and halves != [float(x) for x in vals]:
                    return None
                vals = halves
            buf = array("d" if floats else "q", vals)
            keep.append(buf)
            out.append((buf.buffer_info()[0],))
        elif i in tables:  # workgroup memory: (table of the blocks' copies, elements, element type)
            out.append(tables[i])
        elif isinstance(t, MemRefType):
            out.append(_buffer(largs.shared[i], keep))  # (address, elements, element type)
        else:
            if not exact and t == f32 and not _f32_exact([float(largs.shared[i])]):
                return None
            out.append(largs.shared[i])
    return out + [tables[i] for i in sorted(tables) if i > len(prog.types)]  # (workgroup attributions, after %group_base)



def results_of(fn: func.FuncOp | gpu.FuncOp, buf: Any, n_threads: int) -> list[list[Any]]:
    types = list(fn.function_type.outputs.data)
    kinds = [is_float_element(t) if isinstance(t, VectorType) else llvm_type(t) in ("float", "double") for t in types]
    return engine.thread_rows(buf, kinds, n_threads)


@dataclass
class NativeRun:
    """What a native launch counted and computed."""

    low: Any
    counts: list[int]
    """Executions of each of `low.blocks`."""
    counters: dict[str, int]
    arrays: dict[str, list[int]]
    barriers: int
    results: list[list[Any]]
    memory: LaunchMemory


@dataclass
class LaunchMemory:
    """The launch's memory as the native code sees it: the memref arguments' own buffers,
    and for a workgroup argument one buffer holding every block's copy (each starting
    from the argument's contents, as `Memory.next_block` starts them)."""

    prog: VectorizedProgram
    shared: list[Any]
    per_block: dict[int, tuple[bytearray, str, int, int]] = field(default_factory=dict[int, tuple[bytearray, str, int, int]])
    """Workgroup argument -> (all blocks' copies, struct format, elements per copy, blocks)."""

    def contents(self) -> list[Any]:
        """`Memory.contents`: each memref argument's final contents, a workgroup one as
        one list per block."""
        return engine.memory_contents(self.shared, self.per_block)


def _memory(prog: VectorizedProgram, launch: Launch, largs: LaunchArgs, keep: list[Any]) -> tuple[LaunchMemory, dict[int, tuple[int, int, str]]]:
    """The launch's memory, every block's workgroup copies made up front, and per
    workgroup argument the table of its copies' addresses."""
    memory = LaunchMemory(prog, largs.shared)
    tables: dict[int, tuple[int, int, str]] = {}
    starts = {i: largs.shared[i] for i, t in enumerate(prog.types) if gpu.is_workgroup_memref(t)}
    if isinstance(prog.fn, gpu.FuncOp):  # a workgroup attribution: each block's copy zeroed (not printed)
        n_args = len(prog.fn.function_type.inputs.data)
        starts.update((n_args + j, zeros(a.type)) for j, a in enumerate(prog.fn.workgroup_args) if isinstance(a.type, MemRefType))
    for i, init in starts.items():
        ptr = init.data_ptr
        n, size = int(init.shape[0]), ptr.xtype.size
        one = bytes(ptr.raw.memory[ptr.raw.offset : ptr.raw.offset + n * size])
        big = bytearray(one * launch.num_blocks) if n else bytearray(launch.num_blocks)
        keep.append(big)
        fmt = ptr.xtype.format[-1]
        if i < len(prog.types):
            memory.per_block[i] = (big, fmt, n, launch.num_blocks)
        base = ctypes.addressof((ctypes.c_char * len(big)).from_buffer(big))
        table = array("Q", range(base, base + n * size * launch.num_blocks, n * size) if n else [base] * launch.num_blocks)
        keep.append(table)
        tables[i] = (table.buffer_info()[0], n, str(ptr.xtype))
    return memory, tables


STOPPED: dict[str, str] = {"why": ""}
"""Where the last native run that stopped stopped (for the campaign's tallies)."""


def _stopped(compiled: Any, low: Any, status: int) -> str:
    """The op (and whether it bailed: `vector.FALLBACK`) a lane stopped at, or the status."""
    if status != 1:
        return f"status {status}"
    code = compiled.global_int("err_code", ctypes.c_int32)
    op = low.ops[compiled.global_int("err_op")] if low.ops else None
    what = "bail" if code == FALLBACK else f"fault {code}"
    return f"{what} at '{op.name}'" if op is not None else what


def run_native(prog: VectorizedProgram, launch: Launch, largs: LaunchArgs, lowering: type[Any], *, max_steps: int,
               time_limit: float | None, counters: tuple[str, ...] = ("uni", "one"),
               arrays: Callable[[Any], dict[str, int]] = lambda low: {}) -> NativeRun | None:  # fmt: skip
    """Run the launch natively with `lowering` (its `@group`); None when the
    interpreter must run it (a fault, anything the native code does not decide).
    `counters`: i64 globals the lowering adds to; `arrays(low)`: i64 array globals
    and their lengths.  Raises ArgumentError for what the jit does not compile."""
    fn = prog.fn
    keep: list[Any] = []
    framed = barriers.has_barrier(fn)
    try:
        memory, tables = _memory(prog, launch, largs, keep)
        native = native_arguments(prog, largs, keep, tables)
        if native is None:
            STOPPED["why"] = "f32 arguments"
            return None
        low = (barriers.framed(lowering) if framed else lowering)(fn, launch, native)
        text = low.lower_group()
    except Unsupported as e:
        raise ArgumentError(f"--engine jit cannot compile '{fn.sym_name.data}': {e} is not supported; use --engine interp") from None
    n_res = len(fn.function_type.outputs.data)
    results_buf = (ctypes.c_int64 * max(1, launch.threads * n_res))()
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    sizes = arrays(low)
    extra = "\n".join(f"@{name} = global [{n} x i64] zeroinitializer" for name, n in sizes.items())
    groups = launch.subgroups_per_block
    frames = None
    loop = None
    if framed:
        frames, base = barriers.frames(groups, low.frame_size)
        loop = barriers.launch(groups, low.frame_size, base)
    compiled = compile_group(text, len(low.blocks), launch.num_blocks, groups, ctypes.addressof(results_buf),
                             max_steps, counters, extra, loop)  # fmt: skip
    start = time.process_time()
    status = compiled.run(deadline, time_limit or 0.0)
    TIMES.update(compile=compiled.compile_seconds, native=time.process_time() - start)
    del frames
    if status == -1:
        raise RuntimeFault(f"stopped after {time_limit or 0.0:g} s (a loop that does not end?); raise the limit with --time-limit SECONDS", None)
    if status:
        STOPPED["why"] = _stopped(compiled, low, status)
        return None
    counts = compiled.global_array("cnt", max(1, len(low.blocks)))[: len(low.blocks)]
    return NativeRun(
        low, counts, {c: compiled.global_int(c) for c in counters},
        {name: compiled.global_array(name, n) for name, n in sizes.items()},
        compiled.global_int("bars") if framed else 0, results_of(fn, results_buf, launch.threads), memory,
    )  # fmt: skip
