"""`simd-run --engine jit` for an SPMD kernel over a launch: `run_spmd_jit`, the
native counterpart of `interpreters/spmd.py`'s `run_spmd` with the same result dict.

Buffers are the interpreter's own memory (`Memory`: each memref argument's bytes),
handed to the native code by address, so `Memory.contents` prints them as the
interpreter does.  Stats: each block's execution count times its ops' static costs
(`interpreters/cost.py`, the one cost model), converged instances from the records
`lower.py` makes (`engine.py` counts them per subgroup).

Threads of a subgroup run one after the other, each to its end (or, with barriers or
convergent ops, to its next stop: `regions.py`; the lanes of a converged instance of a
convergent op, which may be only part of the subgroup, go on together: `engine.py`,
`subgroup.py`), where the interpreter switches lanes at every shared-memory access
(lockstep memory: the lanes of one converged load all read before any later store).
The two orders give the same memory unless two lanes of a subgroup access one address
between two instances of the whole subgroup and one of them writes it (integer
atomics whose old value is unused commute among themselves; writes all of one value
commute when nobody reads the address, and writes that leave its value as it was
change nothing: `counting.py`): the native run records those accesses and, when a
subgroup did that (or a lane faulted after such accesses), the launch runs again
natively in *lockstep-memory mode*: its lanes stop at every shared access the kernel
may write (`regions.memory_stops`) as they stop at convergent ops, and the runtime
resumes each converged instance's lanes in lane order (`engine.py`'s `@schedule`), so
every lane of an instance performs the access in one round, in lane order - the
interpreter's order; no conflict check is needed then.  The output is the
interpreter's either way (only the first run's work is spent twice; kernels without
conflicts never pay for the stops).  So does a barrier the threads of a block do
not all reach at one dynamic instance (the interpreter's fault names them).  Workgroup
memory is one copy per block, side by side.  A fault is reported for the first
faulting thread in thread order (the interpreter, which interleaves the lanes of a
subgroup, may meet another lane's fault first when several fault).
"""

from __future__ import annotations

import ctypes
import math
import struct
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import AnyFloat, MemRefType, ModuleOp
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Operation

from simdopt.dialects import gpu, simd
from simdopt.interpreters.arguments import (
    check_known_sizes,
    check_launch_facts,
    make_launch,
    spmd_arguments,
)
from simdopt.interpreters.cost import alu_cost, static_alu_ops
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.jit import engine
from simdopt.interpreters.jit.lower import Lowered, lower_kernel, op_stat_class
from simdopt.interpreters.jit.printf import with_printed
from simdopt.interpreters.jit.scalars import (
    ERR_BOUNDS,
    ERR_DIV_ZERO,
    ERR_NEG_SHIFT,
    ERR_NO_INT,
    ERR_STEPS,
    ERR_TIME,
    FLOAT_TYPES,
    Unsupported,
    llvm_type,
)
from simdopt.interpreters.jit.structured import ERR_STEP
from simdopt.interpreters.jit.subgroup import ERR_POISON, ERR_RERUN
from simdopt.interpreters.memory import (
    Memory,
    _zeros,  # pyright: ignore[reportPrivateUsage]
)
from simdopt.interpreters.spmd import run_spmd

TIMES: dict[str, float] = {}
"""The last run's `compile` and `native` (the launch itself) CPU seconds, for benchmarks."""
FALLBACK: dict[str, str] = {"why": "", "by": ""}
"""Why the last run's first native output was not used ("" when it was) and `by` whom
it was run again: "interp" (the interpreter), or "jit" for a conflict (natively, in
lockstep-memory mode), for tests."""

NOT_CHECKED = (
    "--engine jit does not check poison (the interpreter, --engine interp, is the checker) "
    "and runs the threads of a subgroup one after the other (a launch whose lanes conflict "
    "on shared memory runs again with them stopped at every shared access, in lockstep order)"
)


def _buffer(a: ShapedArray[Any], keep: list[Any]) -> tuple[int, int, str]:
    raw = a.data_ptr.raw  # pyright: ignore[reportUnknownMemberType]
    view = (ctypes.c_char * len(raw.memory)).from_buffer(raw.memory)  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]
    keep.append(view)
    return ctypes.addressof(view) + raw.offset, a.size, str(a.data_ptr.xtype)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]


@dataclass
class _Workgroup:
    """Workgroup memory: one copy per block, the blocks' copies side by side."""

    slab: bytearray
    start: ShapedArray[Any]
    """The value each block's copy starts from."""

    blocks: int


def _format(a: Any) -> str:
    """The struct format character of a ShapedArray's elements."""
    return a.data_ptr.xtype.format[-1]


def _workgroup(start: ShapedArray[Any], blocks: int, keep: list[Any], slabs: list[_Workgroup]) -> tuple[int, int, str, int]:
    raw = start.data_ptr.raw
    one = bytes(raw.memory[raw.offset : raw.offset + start.size * start.data_ptr.size])
    w = _Workgroup(bytearray(one * blocks), start, blocks)
    slabs.append(w)
    view = (ctypes.c_char * max(1, len(w.slab))).from_buffer(w.slab) if w.slab else (ctypes.c_char * 1)()
    keep.append(view)
    return ctypes.addressof(view), start.size, str(start.data_ptr.xtype), len(one)


def _native_args(fn: func.FuncOp | gpu.FuncOp, per_thread: list[list[Any] | None], shared: list[Any], keep: list[Any],
                 blocks: int, slabs: list[_Workgroup]) -> list[Any]:  # fmt: skip
    out: list[Any] = []
    types = list(fn.function_type.inputs.data)
    if isinstance(fn, gpu.FuncOp):  # workgroup attributions: zeros in every block
        attributions = Memory(fn, shared).attributions
        types += attributions
        per_thread = [*per_thread, *[None] * len(attributions)]
        shared = [*shared, *map(_zeros, attributions)]
    for t, pt, sa in zip(types, per_thread, shared, strict=True):
        if isinstance(t, MemRefType):
            if len(t.get_shape()) != 1:
                raise Unsupported("memrefs of rank other than 1")
            out.append(_workgroup(sa, blocks, keep, slabs) if gpu.is_workgroup_memref(t) else _buffer(sa, keep))
        elif pt is not None:
            floats = isinstance(t, AnyFloat)
            a = array("d", map(float, pt)) if floats else array("q", map(int, pt))
            keep.append(a)
            out.append((a.buffer_info()[0],))
        else:
            out.append(sa)
    return out


def _fault(low: Lowered, c: engine.Compiled, status: int, launch: Any, max_steps: int, time_limit: float,
           memrefs: dict[Operation, int]) -> RuntimeFault:  # fmt: skip
    code = c.global_int("err_code", ctypes.c_int32)
    if status == -1 or code == ERR_TIME:
        return RuntimeFault(f"stopped after {time_limit:g} s (a loop that does not end?); raise the limit with --time-limit SECONDS", None)
    op = low.ops[c.global_int("err_op")]
    vals = c.global_array("err_val", 4)
    tid = c.global_int("err_tid")
    b, t = divmod(tid, launch.block_size)
    where = f" (thread {tid}, lane {t % launch.width} of group {b * launch.subgroups_per_block + t // launch.width})"
    if code == ERR_BOUNDS:
        n = len(op.operands) - (1 if isinstance(op, memref.LoadOp) else 3 if isinstance(op, simd.CmpxchgOp) else 2)
        msg = f"'{op.name}' out-of-bounds access at index {vals[:n]} (shape {[memrefs[op]]})"
    elif code == ERR_STEP:
        msg = f"'{op.name}' step must be positive, got {vals[0]}"
    elif code == ERR_DIV_ZERO:
        msg = f"'{op.name}' division by zero"
    elif code == ERR_STEPS:
        op = list(low.blocks[vals[1]].ops)[max_steps - vals[0]]
        msg = f"stopped after {max_steps} ops (a loop that does not end?); raise the limit with --max-steps"
    elif code == ERR_NO_INT:
        x = struct.unpack("<d", struct.pack("<q", vals[0]))[0]
        msg = f"'{op.name}' has no integer value for {x}"
    elif code == ERR_NEG_SHIFT:
        msg = f"'{op.name}' failed: {'negative shift count' if isinstance(op, arith.ShRUIOp) else 'AssertionError'}"
    else:  # pragma: no cover - lower.py makes no other code
        msg = f"native fault {code}"
    return RuntimeFault(msg + where, op)


def _stats(fn: func.FuncOp | gpu.FuncOp, low: Lowered, counts: list[int]) -> dict[str, int]:
    stats: dict[str, int] = {"static_alu_ops": static_alu_ops(fn), "dynamic_alu_ops": 0, "scalar_ops": 0, "branches": 0}
    accesses = 0
    for block, n in zip(low.blocks, counts, strict=True):
        if not n:
            continue
        for op in block.ops:
            key = op_stat_class(op)
            stats[key] = stats.get(key, 0) + n
            stats["dynamic_alu_ops"] += alu_cost(op, 1) * n
            if isinstance(op, memref.LoadOp | memref.StoreOp | memref.AtomicRMWOp | simd.CmpxchgOp) and op.memref not in low.private:
                accesses += n
    stats["shared_memory_accesses"] = accesses
    return stats


def run_spmd_jit(
    module: ModuleOp,
    fn: func.FuncOp | gpu.FuncOp,
    raw: list[Any],
    *,
    threads: int | None = None,
    width: int,
    grid: tuple[int, int, int] | None = None,
    block: tuple[int, int, int] | None = None,
    max_steps: int,
    time_limit: float | None = None,
    locate: Callable[[Operation], str] | None = None,
    lockstep_memory: bool = False,
) -> dict[str, Any]:
    """`run_spmd`'s result for kernel `fn` over the launch, computed natively.  Raises
    ArgumentError for bad arguments or a kernel the engine cannot compile, RuntimeFault
    for a fault.  `lockstep_memory`: lanes stop at shared accesses (what a run that met
    a conflict is run again with)."""
    launch = make_launch(width, threads, grid, block)
    check_known_sizes(fn, launch)
    check_launch_facts(fn, raw)
    FALLBACK.update(why="", by="")
    n_threads = launch.threads
    per_thread, shared_args = spmd_arguments(fn, raw, n_threads)
    memory = Memory(fn, shared_args)
    keep: list[Any] = []
    slabs: list[_Workgroup] = []
    try:
        low = lower_kernel(fn, launch, _native_args(fn, per_thread, shared_args, keep, launch.num_blocks, slabs), set(),
                           lockstep_memory)  # fmt: skip
    except Unsupported as e:
        raise ArgumentError(f"--engine jit cannot compile '{fn.sym_name.data}': {e} is not supported; use --engine interp") from None
    if "half" in low.text and not engine.host_converts_halves():
        raise ArgumentError(f"--engine jit cannot compile '{fn.sym_name.data}': f16 on a CPU without F16C is not supported; use --engine interp")
    n_res = len(low.results)
    results_buf = (ctypes.c_int64 * max(1, n_threads * n_res))()
    state = (ctypes.c_int64 * max(1, launch.block_size * low.state_words))()
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    compiled = engine.compile_launch(low, launch.block_size, width, launch.num_blocks, max_steps, ctypes.addressof(results_buf),
                                     ctypes.addressof(state))  # fmt: skip
    try:
        start = time.process_time()
        status = compiled.run(deadline, time_limit or 0.0)
        TIMES.update(compile=compiled.compile_seconds, native=time.process_time() - start)
        if status == engine.CONFLICT and not lockstep_memory:
            # lockstep memory order matters: run again natively, the lanes stopping at
            # every shared access the kernel may write (the interpreter's order)
            first = dict(TIMES)
            try:
                return run_spmd_jit(module, fn, raw, threads=threads, width=width, grid=grid, block=block, max_steps=max_steps,
                                    time_limit=time_limit, locate=locate, lockstep_memory=True)  # fmt: skip
            finally:
                if not FALLBACK["by"]:  # (else the rerun's own hand-back says why)
                    FALLBACK.update(why="conflict", by="jit")
                TIMES.update(compile=TIMES["compile"] + first["compile"], native=TIMES["native"] + first["native"])
        if status in (engine.CONFLICT, engine.BARRIER):
            # lockstep memory order matters, or a barrier not reached by the whole block
            # at one dynamic instance: the interpreter's run (its located fault names the
            # threads)
            FALLBACK.update(why="conflict" if status == engine.CONFLICT else "barrier", by="interp")
            return run_spmd(module, fn, raw, threads=threads, grid=grid, block=block, width=width,
                            max_steps=max_steps, time_limit=time_limit, locate=locate)  # fmt: skip
        code = compiled.global_int("err_code", ctypes.c_int32)
        if status == 1 and code in (ERR_RERUN, ERR_POISON):
            # a cross-lane op the native code does not decide (subgroup.py: the
            # interpreter's fault, or a read of poison the interpreter tracks)
            FALLBACK.update(why="cross_lane" if code == ERR_RERUN else "poison", by="interp")
            return run_spmd(module, fn, raw, threads=threads, grid=grid, block=block, width=width,
                            max_steps=max_steps, time_limit=time_limit, locate=locate)  # fmt: skip
        if status:
            args = list(fn.body.blocks[0].args)
            # (private memory and workgroup attributions: their static shapes)
            sizes: dict[Operation, int] = {
                op: len(shared_args[args.index(op.memref)].data) if op.memref in args[: len(shared_args)]  # pyright: ignore[reportArgumentType]
                else math.prod(op.memref.type.get_shape()) for op in low.ops  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownArgumentType]
                if isinstance(op, memref.LoadOp | memref.StoreOp | memref.AtomicRMWOp | simd.CmpxchgOp)
            }  # fmt: skip
            raise _fault(low, compiled, status, launch, max_steps, time_limit or 0.0, sizes)
        site_div = compiled.global_array("site_div", max(1, len(low.sites)))
        if any(n and "simd.non_divergent" in site.op.attributes for site, n in zip(low.sites, site_div, strict=False)):
            # a violated simd.non_divergent hint: the interpreter's run reports it
            FALLBACK.update(why="non_divergent", by="interp")
            return run_spmd(module, fn, raw, threads=threads, grid=grid, block=block, width=width,
                            max_steps=max_steps, time_limit=time_limit, locate=locate)  # fmt: skip
        counts = compiled.global_array("cnt", len(low.blocks))
        inst = compiled.global_array("inst", 2)
        divergent = compiled.global_int("divergent")
        barriers = compiled.global_int("barriers")
        convergent = compiled.global_int("xl_inst") if low.state_words else 0
    finally:
        compiled.close()
    stats = _stats(fn, low, counts)
    accesses = stats.pop("shared_memory_accesses")
    stats.update(
        threads=n_threads, width=width, groups=launch.num_blocks * launch.subgroups_per_block, blocks=launch.num_blocks,
        convergent_instances=convergent, barrier_instances=barriers, shared_memory_accesses=accesses, shared_memory_instances=inst[1],
        branch_instances=inst[0], divergent_branch_instances=divergent,
    )  # fmt: skip
    # the arguments' workgroup memory (printed), then the attributions' (not)
    per_block = {i: (w.slab, _format(w.start), w.start.size, w.blocks) for i, w in zip(memory.wg_args, slabs, strict=False)}
    out = {"results": _results(low, results_buf, n_threads), "memrefs": engine.memory_contents(shared_args, per_block), "stats": stats}
    return with_printed(out, low)


def _results(low: Lowered, buf: Any, n_threads: int) -> list[list[Any]]:
    return engine.thread_rows(buf, [llvm_type(t) in FLOAT_TYPES for t in low.results], n_threads)
