"""The runtime of vectorized programs: `simd-run VEC.mlir --threads N | --grid .. --block ..`.

`spmd-vectorize` turns an SPMD kernel into the program of ONE subgroup of W consecutive
threads of a block: the kernel's arguments (a `{simd.divergent}` scalar becomes a
`vector<W x T>`, one value per lane), then a trailing `%group_base : i32`, the global
linear id of the subgroup's first thread.  `run_vectorized_launch` runs that program
once per subgroup of the launch (SPEC section 4's geometry, `interpreters/gpu.py`'s
`Launch`): subgroup k of block b gets `%group_base = b * block_size + k * W`, and its
`gpu` launch queries (`gpu.block_id/block_dim/grid_dim d`, `gpu.subgroup_id`,
`gpu.num_subgroups`, `gpu.subgroup_size`) are answered for that subgroup.  A subgroup may span
several rows of its block (a 16x16 block at W=32: two rows per subgroup); a program the
vectorizer built assuming it does not (`simd.subgroups_in_rows`, `check_rows`) runs only
on launches whose block x size is a multiple of W or whose block is one row.  When the
block size is not a multiple of W the last subgroup of each block is partial: lanes
past the block's last thread are not threads; the program runs them under its entry
mask, they get poison for per-thread arguments, and their results are ignored (poison
there is no error); on the lockstep machine `exec` starts as the subgroup's threads (as
AMD launches a wave), so such lanes compute nothing.  Both stages run: a SIMD program on the simd interpreter, a
lowered one (`convert-simd-to-lockstep`) on the lockstep machine, one machine state per
subgroup, statistics summed over the subgroups.

Memory: a memref argument is shared by the whole launch; one in
`#gpu.address_space<workgroup>` (and every workgroup attribution of a `gpu.func`) is one
copy per block, shared by its subgroups, fresh for each block - an argument's copy starts
from its `--args` value (zeros when trailing workgroup arguments are left out of
`--args`, as the SPMD executor does) and is printed as one array per block.  A private
attribution is one zeroed copy per subgroup.  `gpu.barrier` switches between the
subgroups of a block (`interpreters/gpu.py`'s `run_block`): the subgroups run in turn,
each until it waits at a barrier or returns; a subgroup that returns while others wait
is a fault at the barrier.  Blocks run one after the other.  A program without
barriers runs all its subgroups on one interpreter, which the next launch of the same
(unchanged) module takes over with every per-launch field set afresh (`_Run.park`).

`max_steps` bounds the ops of each subgroup (as it bounds each thread in the SPMD
executor), `time_limit` the seconds of the whole launch.

The result has the SPMD executor's shape, so the two compare directly: `results` per
thread, `memrefs`, and `stats` summed over the subgroups plus `threads`, `width`,
`groups`, `blocks`, `barrier_instances` (block-wide instances of `gpu.barrier`),
`subgroups` (= `groups`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType, ModuleOp, VectorType, i32
from xdsl.interpreter import Interpreter
from xdsl.ir import Attribute, Operation

from simdopt.dialects import gpu, simd
from simdopt.dialects.vector_unit import float_width, rounding
from simdopt.interpreters.arguments import (
    check_known_sizes,
    check_launch_facts,
    check_width,
    convert_arg,
    make_launch,
    with_workgroup_zeros,
)
from simdopt.interpreters.baton import pooled
from simdopt.interpreters.cost import UniformityTally
from simdopt.interpreters.cost import static_alu_ops as simd_static_alu_ops
from simdopt.interpreters.errors import ArgumentError, RuntimeFault, threads_text
from simdopt.interpreters.gpu import (
    Barrier,
    GpuFunctions,
    GpuSubgroup,
    Launch,
    run_block,
)
from simdopt.interpreters.lane_interpreter import DEFAULT_MAX_STEPS
from simdopt.interpreters.lockstep import (
    LimitListener,
    LockstepFunctions,
    LockstepInterpreter,
    MachineStats,
    check_lowered,
    lockstep_interpreter,
    machine_stats,
    op_dialect,
)
from simdopt.interpreters.lockstep_stats import static_alu_ops
from simdopt.interpreters.memory import Memory
from simdopt.interpreters.printf import PrintLog
from simdopt.interpreters.progress import Progress, ops_executed
from simdopt.interpreters.simd_program import (
    SimdInterpreter,
    simd_interpreter,
    simd_stats,
)
from simdopt.interpreters.threaded import known
from simdopt.interpreters.values import POISON, to_json

Kernel = func.FuncOp | gpu.FuncOp
_CONSTANTS, _STATIC, _IDLE = "constants", "static alu ops", "idle interpreter"
"""Keys of `threaded.known`'s store: the `arith.constant` values, a function's static ALU
ops, the interpreter the last launch left (`_Run.park`)."""

# --------------------------------------------------------------------------- the program


def group_base_index(fn: Kernel) -> int | None:
    """The position of the `%group_base : i32` argument `spmd-vectorize` appends (the id
    of the subgroup's first thread), or None: not a vectorized program."""
    block = fn.body.blocks.first
    n = len(fn.function_type.inputs.data)
    if block is None or not n or len(block.args) < n:
        return None
    last = block.args[n - 1]
    return n - 1 if last.name_hint == "group_base" and last.type == i32 else None


def program_width(fn: Operation) -> int | None:
    """W of the first vector type in `fn`'s signature or body (None: no vector)."""
    ftype = getattr(fn, "function_type")  # noqa: B009 (func.func and gpu.func have it)
    for t in (*ftype.inputs.data, *ftype.outputs.data):
        if isinstance(t, VectorType):
            return t.get_shape()[0]
    for op in fn.walk():
        for r in op.results:
            if isinstance(r.type, VectorType):
                return r.type.get_shape()[0]
    return None


_PER_LANE = (*simd.SPMD_OPS, *gpu.PER_THREAD_SOURCES)
_KINDS: dict[type[Operation], tuple[bool, bool]] = {}


def _kind(t: type[Operation]) -> tuple[bool, bool]:
    """(a per-lane op, a barrier) for op type `t`, once per type (`isinstance` against
    xDSL's ABC op classes is slow on a launch's every op)."""
    kind = _KINDS.get(t)
    if kind is None:
        kind = _KINDS[t] = (issubclass(t, _PER_LANE), issubclass(t, gpu.BarrierOp))
    return kind


@dataclass
class VectorizedProgram:
    """A vectorized program ready to run: its function, width and argument types."""

    fn: Kernel
    width: int
    types: list[Attribute]
    """The kernel's argument types (without %group_base)."""
    lockstep: bool
    barriers: bool = True
    """Whether the program (or a function it may call) has a `gpu.barrier`."""
    names: list[str] = field(default_factory=list[str])
    """How an argument error names each argument (a type prints slowly: once per program)."""

    def __post_init__(self) -> None:
        self.names = [f"argument #{i} ({t})" for i, t in enumerate(self.types)]

    @classmethod
    def known(cls, store: dict[Any, Any], module: ModuleOp, fn: Kernel, width: int | None) -> VectorizedProgram:
        """`of`, kept in `store` (`threaded.known`'s) for later runs of an unchanged module."""
        key = (cls, fn, width)
        prog = store.get(key)
        if prog is None:
            prog = store[key] = cls.of(module, fn, width)
        return prog

    @classmethod
    def of(cls, module: ModuleOp, fn: Kernel, width: int | None) -> VectorizedProgram:
        """Check `fn` is a vectorized program of `width` lanes (if given)."""
        name = fn.sym_name.data
        if group_base_index(fn) is None:
            raise ArgumentError(f"'{name}' is not a vectorized program: its last argument is not %group_base : i32")
        w = program_width(fn) or width
        if w is None:
            raise ArgumentError(f"'{name}' uses no vector: give the width it was vectorized for (--width W)")
        if width is not None and width != w:
            raise ArgumentError(f"'{name}' was vectorized for width {w}, --width says {width}")
        check_width(w)
        # One walk of the module: the op types of `fn` and of the rest; the faults'
        # ops are looked for only once a type says there is one.
        own = {type(op) for op in fn.walk()}
        types = set(own)
        for top in module.ops:
            if top is not fn:
                types.update(type(op) for op in top.walk())
        if any(_kind(t)[0] for t in own):
            for op in fn.walk():
                if _kind(type(op))[0]:
                    raise RuntimeFault(
                        f"'{op.name}' is a per-thread op: a vectorized program (one subgroup) builds "
                        "thread ids from %group_base and its lanes; vectorize the kernel (spmd-vectorize)", op
                    )  # fmt: skip
        lockstep = any(op_dialect(t) == "lockstep" for t in types)
        if lockstep and any(op_dialect(t) == "simd" for t in own):
            check_lowered(fn)
        barriers = any(_kind(t)[1] for t in types)
        return cls(fn, w, list(fn.function_type.inputs.data)[:-1], lockstep, barriers)

    def scalar(self, value: Any, t: Attribute, what: str) -> Any:
        """A JSON argument as this stage's value (the machine rounds f32 on entry)."""
        v = convert_arg(value, t, what)
        if self.lockstep and not isinstance(t, MemRefType) and float_width(t):
            return rounding(t)(v)
        return v


# --------------------------------------------------------------------------- arguments


@dataclass
class LaunchArgs:
    """The launch's arguments as interpreter values."""

    shared: list[Any]
    """Per kernel argument: the value every subgroup gets (None: per thread; a workgroup
    memref: the contents each block's copy starts from)."""
    per_thread: dict[int, list[Any]] = field(default_factory=dict[int, list[Any]])

    @classmethod
    def of(cls, prog: VectorizedProgram, raw: list[Any], threads: int) -> LaunchArgs:
        types, name = prog.types, prog.fn.sym_name.data
        raw = with_workgroup_zeros(raw, types)
        if len(raw) != len(types):
            raise ArgumentError(f"'{name}' takes {len(types)} kernel arguments (then %group_base), {len(raw)} given")
        args = cls([None] * len(types))
        for i, (a, t) in enumerate(zip(raw, types, strict=True)):
            what = prog.names[i]
            if isinstance(t, VectorType):
                if not isinstance(a, list) or len(a) != threads:  # pyright: ignore[reportUnknownArgumentType]
                    raise ArgumentError(f"{what} holds one value per thread: expected an array of {threads} numbers, got {a!r}")
                el = t.get_element_type()
                args.per_thread[i] = [prog.scalar(x, el, f"{what}[{k}]") for k, x in enumerate(a)]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
            else:
                args.shared[i] = prog.scalar(a, t, what)
        return args

    def for_subgroup(self, prog: VectorizedProgram, memory: Memory, block_args: list[Any], threads: range) -> tuple[Any, ...]:
        """The program's arguments for the subgroup of `threads` (lanes past them poison),
        given its block's memory arguments (`Memory.next_block`)."""
        pad = (POISON,) * (prog.width - len(threads))
        n = len(self.shared)
        values = [
            tuple(self.per_thread[i][t] for t in threads) + pad if i in self.per_thread else x
            for i, x in enumerate(block_args[:n])
        ]
        return (*values, threads.start, *block_args[n:], *memory.private())


# --------------------------------------------------------------------------- the launch


@dataclass
class _Run:
    """One launch in progress: what every subgroup's interpreter needs."""

    module: ModuleOp
    prog: VectorizedProgram
    launch: Launch
    max_steps: int
    deadline: float | None
    time_limit: float
    simd: dict[str, Any] = field(default_factory=dict[str, Any])
    costs: dict[Any, Any] = field(default_factory=dict[Any, Any])
    """What the interpreters work out of the program (its plans: `threaded.known`'s store,
    shared by the subgroups and by later runs of the same module)."""
    constants: dict[Any, Any] = field(default_factory=dict[Any, Any])
    machine: MachineStats = field(default_factory=MachineStats)
    tally: UniformityTally | None = None
    log: PrintLog = field(default_factory=PrintLog)
    reused: tuple[Interpreter, GpuFunctions] | None = None
    """A program without barriers runs its subgroups one after the other, all on one
    interpreter (its per-subgroup state reset: the `gpu` queries' subgroup, the step
    count, the lockstep machine's exec mask)."""
    idle: tuple[Interpreter, GpuFunctions] | None = None
    """That interpreter as the last launch of the module left it (`park`), taken for this
    launch's (its per-launch state reset: `relaunch`)."""

    def body(self, block: int, k: int, args: tuple[Any, ...]) -> Callable[[Barrier], tuple[Any, ...]]:
        """Subgroup `k` of `block`, run from `args` when the block's scheduler says so."""

        def run(barrier: Barrier) -> tuple[Any, ...]:
            subgroup = GpuSubgroup(self.launch, block, k, barrier)
            if self.prog.barriers:
                interp, _ = self.interpreter(subgroup)
            else:  # (subgroups one after the other: one interpreter for all)
                if self.reused is None:
                    self.reused = self.idle or self.interpreter(subgroup)
                    self.idle = None
                interp, queries = self.reused
                queries.thread = subgroup
                if self.prog.lockstep:
                    machine: Any = interp.machine  # pyright: ignore[reportAttributeAccessIssue]
                    machine.last_active = None
                    interp.limits.steps = 0  # pyright: ignore[reportAttributeAccessIssue]
                else:
                    interp.steps = 0  # pyright: ignore[reportAttributeAccessIssue]
            if self.prog.lockstep:  # exec starts as the subgroup's threads, as AMD launches a wave
                n = len(subgroup.threads)
                interp.machine.exec = tuple(i < n for i in range(self.prog.width))  # pyright: ignore[reportAttributeAccessIssue]
            try:
                return tuple(interp.call_op(self.prog.fn, args))
            except RuntimeFault as e:
                e.message += f" (subgroup {k} of block {block}: {self.threads_text(block)(k)})"
                raise

        return run

    def interpreter(self, subgroup: GpuSubgroup) -> tuple[Interpreter, GpuFunctions]:
        """A fresh interpreter of the program for `subgroup`, and its `gpu` queries."""
        queries = GpuFunctions(subgroup)
        limits = LimitListener(self.max_steps, self.deadline, self.time_limit)
        if self.prog.lockstep:
            machine = LockstepFunctions(stats=self.machine)
            machine.log = self.log
            interp = lockstep_interpreter(self.module, machine, functions=(queries,), limits=limits,
                                          cache=self.costs, constants=self.constants)  # fmt: skip
        else:
            interp = simd_interpreter(
                self.module, self.simd, functions=(queries,), max_steps=self.max_steps,
                deadline=self.deadline, time_limit=self.time_limit, cache=self.costs,
                tally=self.tally, constants=self.constants, log=self.log,
            )  # fmt: skip
        return interp, queries

    def unpark(self) -> None:
        """Take the interpreter the last launch of the module left (`park`), if any, its
        per-launch state set for this launch."""
        idle = self.costs.pop((_IDLE, self.prog.lockstep), None)
        if idle is None:
            return
        interp, _ = idle
        if isinstance(interp, LockstepInterpreter):
            interp.relaunch(self.machine, self.log, LimitListener(self.max_steps, self.deadline, self.time_limit))
        elif isinstance(interp, SimdInterpreter):
            interp.relaunch(self.simd, max_steps=self.max_steps, deadline=self.deadline, time_limit=self.time_limit,
                            tally=self.tally, log=self.log)  # fmt: skip
        self.idle = idle

    def park(self) -> None:
        """Keep the launch's interpreter for the next launch of the module (building one
        is a good part of a small launch) without this run's barrier hook, printf text
        or tally; a fault ends a launch without parking, so the next one builds afresh."""
        reused, self.reused, self.idle = self.reused, None, None
        if reused is not None:
            interp, queries = reused
            queries.thread = GpuSubgroup(self.launch, 0, 0)  # (no barrier hook: no cycle through the store)
            if isinstance(interp, LockstepInterpreter):
                interp.machine.log = None
            elif isinstance(interp, SimdInterpreter):
                interp.context.log, interp.tally = PrintLog(), None
            self.costs[(_IDLE, self.prog.lockstep)] = reused

    def threads_text(self, block: int) -> Callable[[int], str]:
        return lambda k: threads_text(self.launch.subgroup_threads(block, k))


def _collect(prog: VectorizedProgram, values: tuple[Any, ...], threads: range, results: list[Any]) -> RuntimeFault | None:
    """Append each thread's results from its subgroup's (a vector: one lane per thread, a
    scalar: the same for all); lanes that are not threads are ignored.  A poison result
    is a fault, returned."""
    for lane, t in enumerate(threads):
        assert t == len(results)
        row: list[Any] = []
        for i, v in enumerate(values):
            x = v[lane] if isinstance(v, tuple) else v
            if x is POISON:
                return RuntimeFault(
                    f"'{prog.fn.sym_name.data}' returns a poison value (result #{i}) in thread {t} "
                    f"(lane {lane} of its subgroup)", _return_op(prog.fn)
                )  # fmt: skip
            row.append(to_json(x))
        results.append(row if values else _NO_RESULTS)
    return None


_NO_RESULTS: list[Any] = []
"""The row of every thread of a program that returns nothing (one list, not one per thread)."""


def _return_op(fn: Kernel) -> Operation | None:
    for b in fn.body.blocks:
        if isinstance(b.last_op, (func.ReturnOp, gpu.ReturnOp)):
            return b.last_op
    return None


def check_rows(fn: Kernel, launch: Launch) -> None:
    """A program marked `simd.subgroups_in_rows` runs only on launches whose subgroups
    lie within one x-row of their block: block_dim x is a multiple of W, or the block is
    one row.  `spmd-vectorize` marks a program whose lane's `gpu.thread_id x` is the
    subgroup's first x plus the lane (a kernel reading no y/z id, block size unknown),
    which a subgroup straddling two rows would get wrong."""
    bx, by, bz = launch.block
    if simd.SUBGROUPS_IN_ROWS in fn.attributes and by * bz > 1 and bx % launch.width:
        raise ArgumentError(
            f"a vectorized program runs each subgroup inside one x-row of its block (the "
            f"vectorizer builds thread ids that way): with a block of several rows "
            f"({bx},{by},{bz}), its x size {bx} must be a multiple of the width {launch.width}"
        )


def run_vectorized_launch(
    module: ModuleOp,
    fn: Kernel,
    raw: list[Any],
    *,
    threads: int | None,
    grid: tuple[int, int, int] | None,
    block: tuple[int, int, int] | None,
    width: int | None,
    max_steps: int = DEFAULT_MAX_STEPS,
    time_limit: float | None = None,
    locate: Callable[[Operation], str] | None = None,
    tally: UniformityTally | None = None,
    machine: MachineStats | None = None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Run vectorized program `fn` over a launch (see the module docstring); `raw` are
    the kernel's arguments (without %group_base), a vector argument one number per
    thread; `tally` counts the dynamically uniform and varied runs per op (SIMD programs);
    `machine` collects a lockstep program's machine stats (its per-op issues too);
    `progress` is told of every block run.
    Raises ArgumentError for bad arguments, RuntimeFault for faults."""
    store = known(module)
    prog = VectorizedProgram.known(store, module, fn, width)
    launch = make_launch(prog.width, threads, grid, block)
    check_rows(fn, launch)
    check_known_sizes(fn, launch)
    check_launch_facts(fn, raw)
    args = LaunchArgs.of(prog, raw, launch.threads)
    memory = Memory(fn, args.shared)
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    run = _Run(module, prog, launch, max_steps, deadline, time_limit or 0.0, tally=tally, costs=store,
               constants=store.setdefault(_CONSTANTS, {}))  # fmt: skip
    if machine is not None:
        run.machine = machine
    static = store.get((_STATIC, fn))
    if static is None:
        static = store[(_STATIC, fn)] = static_alu_ops(fn) if prog.lockstep else simd_static_alu_ops(fn)
    run.simd = {} if prog.lockstep else simd_stats(fn, static)
    if not prog.barriers:
        run.unpark()
    results: list[Any] = []  # (grows as subgroups finish: nothing per thread up front)
    barriers = 0
    where = locate or (lambda op: op.name)
    with pooled():  # the subgroups' threads (programs with barriers) are reused from block to block
        for b in range(launch.num_blocks):
            block_args, _ = memory.next_block()
            subgroups = (launch.subgroup_threads(b, k) for k in range(launch.subgroups_per_block))
            # Without barriers a block's subgroups run one after the other: one alive at
            # a time, so a launch's memory does not grow with its block size.
            batches = [list(enumerate(subgroups))] if prog.barriers else ([k_ts] for k_ts in enumerate(subgroups))
            poison: RuntimeFault | None = None  # (raised once the whole block ran, as any fault in it wins)
            for batch in batches:
                bodies = [run.body(b, k, args.for_subgroup(prog, memory, block_args, ts)) for k, ts in batch]
                outs, n = run_block(b, bodies, threads=run.threads_text(b), locate=where, barriers=prog.barriers)
                barriers += n
                for (_, ts), values in zip(batch, outs, strict=True):
                    if poison is None:
                        poison = _collect(prog, values, ts, results)
            if poison is not None:
                raise poison
            if progress is not None:
                ops = sum(run.machine.issued.values()) if prog.lockstep else ops_executed(run.simd)
                progress.block(b + 1, launch.num_blocks, ops)
    run.park()
    stats = machine_stats(fn, run.machine, static) if prog.lockstep else run.simd
    groups = launch.num_blocks * launch.subgroups_per_block
    stats.update(threads=launch.threads, width=prog.width, groups=groups, blocks=launch.num_blocks,
                 barrier_instances=barriers, subgroups=groups)  # fmt: skip
    out: dict[str, Any] = {"results": results, "memrefs": memory.contents(), "stats": stats}
    if run.log.records:
        out["printf"] = run.log.lines()
    return out
