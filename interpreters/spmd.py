"""The SPMD executor of `simd-run --threads N | --grid X,Y,Z --block X,Y,Z --width W`.

A kernel is a `func.func` (or a `gpu.func`) of per-thread scalar code (SPEC section 4).
`run_spmd` runs it over a launch: a grid of blocks of threads, both up to 3-D
(`--threads N` is one block of N).  The threads of a block are linearized x fastest and
cut into subgroups ("groups") of W lanes: subgroup k of a block is its threads
k*W .. k*W+W-1, the last one partially active (`interpreters/gpu.py`'s `Launch`).  A
thread's global id (`simd.thread_id`, its row in the results) is
block * threads_per_block + its index in the block.  W is a power of two from 1 to 64:
SPEC section 2's vector widths, plus 1 (every thread is its own group - a sequential
reference run in which every value is trivially uniform).  Ops run on xDSL's interpreter
with the project's functions (`simd`, `gpu`, `math`, `memref.atomic_rmw`).

Design
======
* **One generator per lane, one lane running at a time.**  Every lane of a group is a
  Python generator (`spmd_steps.Steps`: its own SSA environment and position) on one
  interpreter shared by the whole run, whose thread state the scheduler points at the
  lane it resumes.  A lane runs until it reaches a *synchronization point*, where it
  yields to the group's scheduler, which resumes one lane at a time, so execution is
  deterministic; switching lanes is a generator resume (no OS thread, no lock).
  Blocks run one after the other; within a block, the groups run one after the other
  too, except that they switch at `gpu.barrier` (below).  A group of one lane (W=1,
  or a last group with one thread) runs straight through, unless the kernel has
  barriers and its block has several groups.
* **Barriers.**  `gpu.barrier` is a synchronization point.  When a group's next
  converged instance is a barrier, every unfinished lane of the group must be in it
  (otherwise the barrier sits in divergent control flow: a fault, as it is undefined
  behaviour on a GPU); the group then waits.  When every group of the block waits at the
  same dynamic instance of the barrier (same op, same iterations of every enclosing
  loop), they all go on; a group that finished, or waits at another barrier (or another
  iteration of it), while others wait is a fault at the barrier naming the threads.
* **Synchronization points** are the convergent ops (`simd.readfirstlane`,
  `simd.group_reduce`, and the cross-lane ops `simd.shuffle`/`vote`/`active_mask`/
  `group_scan`, whose per-lane results `interpreters/cross_lane.py` computes) and the accesses to memory shared by all threads
  (`memref.load`/`memref.store` on a kernel-argument memref).  Making memory accesses
  synchronize gives lockstep memory semantics: the lanes of one converged instance of a
  load all read before any of them performs a later store, and the stores of one converged
  instance happen in lane order - exactly what the vectorized program (gather/scatter,
  lanes in order) does, so every stage computes the same results.
* **Scheduling rule.**  When every unfinished lane of the group waits at a sync point, the
  scheduler takes the smallest *dynamic position* among the waiting lanes (see below);
  the lanes waiting at exactly that position form one converged dynamic instance.  A
  convergent op gets its result (readfirstlane: the value of the lowest active lane;
  group_reduce: the reduction over the lanes of the instance, i.e. the active lanes),
  then those lanes run again, in lane order.  Taking the smallest position first lets a
  lane that is behind (in an earlier loop iteration, or on the other side of an if)
  catch up before the lanes ahead of it meet: with maximal convergence those meet
  later at the join, and the instance at the join then contains every lane.
* **Dynamic position = convergence key.**  Two lanes' dynamic instances of an op are
  converged iff their positions are equal: the same op, the same iteration of every
  enclosing scf loop and of every enclosing cf cycle (maximal convergence for reducible
  CFGs, seed 003; `positions.py` defines positions and how irreducible cycles count).

**Memory stays flat.**  A converged instance of a branch is counted (`branch_instances`,
`divergent_branch_instances`) as soon as every unfinished lane of the group is past it,
which the scheduler sees at its sync points; a lane that would open more than
`_OPEN_BRANCHES` instances without a sync point parks ("flush") until the lanes behind it
caught up, so a long loop keeps a bounded number of records, not one per iteration.
(The divergence checker's observations, with `check_divergence` or a
`simd.non_divergent` hint, are still kept until the group ends.)

Memrefs are shared by all threads (one array per argument); scalars are kernel
parameters, the same in every thread, except arguments marked `{simd.divergent}`, which
take a JSON array with one number per thread.  Workgroup memory (memrefs in
`#gpu.address_space<workgroup>`) is one array per block: a gpu.func's workgroup
attributions start as zeros, an argument so typed starts from its --args value in every
block and is printed as one array per block.  A gpu.func's private attributions are one
zeroed array per thread.  Accesses to memory shared by several threads (global and
workgroup, including `memref.atomic_rmw`) are synchronization points.

Run time: `max_steps` bounds the ops of one thread, `time_limit` (seconds) the whole run
(`simd-run` defaults: 1,000,000 ops and 20 s - an endless loop whose lanes meet at a
sync point every iteration runs the ops of all lanes in turn, so a per-thread budget
alone could take minutes).

Faults (`RuntimeFault`, located at the op): poison read by a scalar op, a branch
condition, a loop bound or a memory index; division by zero; out-of-bounds memory
accesses; any other interpreter error, wrapped with the op that raised it.  A fault
in any lane stops the run.

Divergence checking (`divergence_checker.py`): a `simd.non_divergent` branch whose
condition differs across converged lanes is always a violation; with
`check_divergence=True`, so is a value, use or branch the divergence analysis calls
uniform that differs.

Result (the JSON printed by `simd-run --threads N --json`)::

    {"results": [[thread 0 results...], [thread 1 results...], ...],
     "memrefs": [[final contents of memref argument 0], ...],
     "stats": {"static_alu_ops": S, "dynamic_alu_ops": D (sum over threads),
               "scalar_ops": .., "branches": .., (op classes of interpreters/cost.py)
               "threads": N, "width": W, "groups": G (all blocks), "blocks": B,
               "convergent_instances": converged readfirstlane/group_reduce instances,
               "barrier_instances": block-wide instances of gpu.barrier,
               "shared_memory_accesses": loads/stores/atomics of shared memrefs (per thread),
               "shared_memory_instances": their converged instances (what a lockstep
                                          machine issues as gathers/scatters),
               "branch_instances": converged instances of conditional branches,
               "divergent_branch_instances": those whose condition differed},
     "divergence_violations": [{"kind": "uniform-value" | "uniform-use" |
                                "uniform-branch" | "non-divergent-branch",
                                "name": "%x" | "^bb1", "op": "arith.addi",
                                "loc": "file:line:col", "group": g,
                                "values": [[thread, value], ...],
                                "instances": how many converged instances differed,
                                "message": "..."}, ...]}

`divergence_violations` is present with `check_divergence=True` or when a
`simd.non_divergent` hint was violated; a non-empty list makes `simd-run` exit with 1.
"""

from __future__ import annotations

import heapq
import time
from collections import deque
from collections.abc import Callable, Collection, Generator, Iterable, Iterator
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import PythonValues
from xdsl.ir import Operation, Region, SSAValue

from simdopt.dialects import gpu
from simdopt.dialects.vector_unit import REDUCE_KINDS, reduce_lanes
from simdopt.interpreters import lane_functions
from simdopt.interpreters.arguments import (
    check_known_sizes,
    check_launch_facts,
    make_launch,
    spmd_arguments,
)
from simdopt.interpreters.cost import static_alu_ops
from simdopt.interpreters.cross_lane import instance_results
from simdopt.interpreters.divergence_checker import (
    Namer,
    Observations,
    Violation,
    check_plan,
    collect_violations,
    default_locate,
    same_values,
)
from simdopt.interpreters.errors import RuntimeFault, threads_text
from simdopt.interpreters.gpu import GpuFunctions, GpuThread, Launch
from simdopt.interpreters.lane_interpreter import (
    DEFAULT_MAX_STEPS,
    OpKind,
)
from simdopt.interpreters.memory import Memory
from simdopt.interpreters.positions import Frame, Position, RegionShape
from simdopt.interpreters.printf import PrintLog
from simdopt.interpreters.progress import Progress, ops_executed
from simdopt.interpreters.simd import SimdFunctions, SpmdContext
from simdopt.interpreters.spmd_steps import GroupInterpreter, NeedSync, Steps
from simdopt.interpreters.values import POISON, to_json

_OPEN_BRANCHES = 4096
"""Open branch instances a group keeps before its lanes take turns (`_Group.branch`)."""


class Lane:
    """One thread of the kernel: its generator (`spmd_steps.Steps`, resumed by the
    group's scheduler), position and scheduling state."""

    def __init__(self, group: _Group, thread_id: int, lane_id: int):
        self.group = group
        self.thread_id = thread_id
        self.lane_id = lane_id
        self.frames: list[Frame] = []
        self.obs = group.obs
        self.waiting: tuple[Position, Operation, str, Any] | None = None
        self.reply: Any = None
        self.replied = False
        """The group's reply to the op that raised `NeedSync` is in `reply`."""
        self.steps = 0
        self.done = False
        self.result: PythonValues | None = None
        self.gen: Generator[None, None, PythonValues] | None = None
        self.kernel: _Kernel | None = None
        self.ctx: SpmdContext | None = None
        self.gpu: GpuThread | None = None

    def resume(self) -> None:
        """Run the lane until its next sync point (`waiting`) or its end (`done`)."""
        assert self.gen is not None and self.kernel is not None
        self.kernel.activate(self)
        try:
            next(self.gen)
        except StopIteration as e:
            self.done = True
            self.result = e.value
        except BaseException:
            self.done = True
            raise

    def stop(self) -> None:
        if self.gen is not None:
            self.gen.close()

    def position(self) -> Position:
        out: list[tuple[int, int]] = []
        for f in self.frames:
            out.append(f.head)
            out.extend(f.chain)
            out.append((f.block_rpo, f.op_idx))
        return tuple(out)

    # ---- synchronization
    def wait(self, op: Operation, kind: str, value: Any) -> None:
        self.waiting = (self.position(), op, kind, value)

    def _hook(self, op: Operation, kind: str, value: Any) -> Any:
        g = self.group
        if g.solo:
            g.count(kind)
            return value
        if self.replied:
            self.replied = False
            return self.reply
        raise NeedSync(op, kind, value)

    def before_op(self, op: Operation, kind: OpKind, inputs: tuple[Any, ...]) -> Generator[None, None, None]:
        g = self.group
        if kind.mem:
            if id(inputs[kind.mem - 1]) in g.shared:
                g.memory_accesses += 1
                if g.solo:
                    g.count("memory")
                else:
                    self.wait(op, "memory", None)
                    yield
        elif kind.branch:
            if g.solo:
                g.branch_instances += 1
                if self.obs is None:
                    return
            pos = self.position()
            if not g.solo:
                rec = g.branch_open.get(pos)
                if rec is None and len(g.branch_open) >= g.branch_limit and self.obs is None:
                    # a "flush" wait: the lanes behind catch up, closing open instances
                    self.waiting = (pos, op, "flush", None)
                    yield
                g.branch(pos, inputs[0])
            obs = self.obs
            if obs is not None and op in obs.branches:
                obs.seen.setdefault(("b", op, pos), []).append((self.thread_id, inputs[0]))
        if self.obs is not None and op in self.obs.uses:
            pos = self.position()
            for i in self.obs.uses[op]:
                self.obs.seen.setdefault(("u", op, i, pos), []).append((self.thread_id, inputs[i]))

    def record_values(self, values: Iterable[SSAValue], pyvalues: Iterable[Any]) -> None:
        obs = self.obs
        assert obs is not None
        pos: Position | None = None
        for v, x in zip(values, pyvalues, strict=True):
            if v in obs.values:
                if pos is None:
                    pos = self.position()
                obs.seen.setdefault(("v", v, pos), []).append((self.thread_id, x))

    def readfirstlane(self, op: Operation, x: Any) -> Any:
        return self._hook(op, "readfirstlane", x)

    def barrier(self, op: Operation) -> None:
        self._hook(op, "barrier", None)

    def group_reduce(self, op: Operation, kind: str, x: Any) -> Any:
        return self._hook(op, "reduce:" + kind, x)

    def cross_lane(self, op: Operation, args: tuple[Any, ...]) -> Any:
        """A shuffle, vote, active mask or scan (`interpreters/cross_lane.py`)."""
        if self.group.solo:
            self.group.count("xlane")
            return instance_results(op, [(self.lane_id, args)], self.group.width)[0]
        return self._hook(op, "xlane", (self.lane_id, args))


def _reduce(op: Operation, kind: str, xs: list[Any]) -> Any:
    """`simd.group_reduce` over the instance's lanes (`vector_unit.reduce_lanes`, the
    semantics `simd.vreduce` shares)."""
    if kind not in REDUCE_KINDS:
        raise RuntimeFault(f"'{op.name}' unknown reduction '{kind}'", op)
    return reduce_lanes(kind, xs, op.results[0].type)



def _barrier_parts(here: Collection[int], elsewhere: str, lanes: list[Lane]) -> str:
    """Who waits at a barrier reached by only some threads (`here`), where the others
    are (`elsewhere`), and which of `lanes` returned without reaching it."""
    gone = [lane.thread_id for lane in lanes if lane.done]
    parts = [f"{threads_text(here)} wait{'s' if len(here) == 1 else ''} here", *([elsewhere] if elsewhere else [])]
    return "; ".join(parts + ([f"{threads_text(gone)} returned without reaching it"] if gone else []))


class _Group:
    """The lanes of one subgroup and the scheduler that passes the token among them.

    `launch` starts the lanes, `advance` runs them until they all finished (None) or
    the group's next converged instance is a `gpu.barrier` reached by every unfinished
    lane (returned: the lanes stay parked until `release`), `close` stops them.  A
    barrier reached by only some lanes of the group is a fault."""

    def __init__(
        self, index: int, threads: list[int], lane_ids: list[int], shared: set[int],
        obs: Observations | None, block: int = 0, solo_ok: bool = True, width: int = 1,
    ):  # fmt: skip
        self.index = index
        self.width = width
        self.block = block
        self.shared = shared
        self.obs = obs
        self.solo = len(threads) == 1 and solo_ok
        self.lanes = [Lane(self, t, lane) for t, lane in zip(threads, lane_ids, strict=True)]
        self.convergent_instances = 0
        self.barrier_instances = 0
        self.memory_accesses = 0
        self.memory_instances = 0
        self.branch_instances = 0
        self.divergent_branches = 0
        self.branch_open: dict[Position, list[Any]] = {}
        """Branch instances some lanes may still reach: [first condition, differed]."""
        self.branch_order: list[Position] = []
        """`branch_open`'s keys as a heap: the instances behind every lane close first."""
        self.branch_limit = _OPEN_BRANCHES
        self.runnable: deque[Lane] = deque()

    @property
    def finished(self) -> bool:
        return all(lane.done for lane in self.lanes)

    def count(self, kind: str) -> None:
        if kind == "memory":
            self.memory_instances += 1
        elif kind == "barrier":
            self.barrier_instances += 1
        else:
            self.convergent_instances += 1

    def add_counts(self, totals: dict[str, int]) -> None:
        """Add the group's instance counts to the run's `stats` entries."""
        totals["convergent_instances"] += self.convergent_instances
        totals["shared_memory_accesses"] += self.memory_accesses
        totals["shared_memory_instances"] += self.memory_instances
        self.close_branches(None)
        totals["branch_instances"] += self.branch_instances
        totals["divergent_branch_instances"] += self.divergent_branches

    def branch(self, pos: Position, cond: Any) -> None:
        """Tally a lane's branch at `pos` into its converged instance.  Instances stay
        open until no lane can reach them any more (`close_branches`); a lane that would
        open one more than `branch_limit` waits first (a "flush" wait, `Lane.before_op`),
        so a loop without sync points keeps a bounded number of open instances, not one
        per iteration."""
        rec = self.branch_open.get(pos)
        if rec is None:
            self.branch_open[pos] = [cond, False]
            heapq.heappush(self.branch_order, pos)
        elif not rec[1] and not same_values([rec[0], cond]):
            rec[1] = True

    def close_branches(self, before: Position | None) -> None:
        """Count the open branch instances at positions before `before` (None: all):
        every unfinished lane is at or past `before`, and a lane's position only grows."""
        heap, open_ = self.branch_order, self.branch_open
        while heap and (before is None or heap[0] < before):
            rec = open_.pop(heapq.heappop(heap))
            self.branch_instances += 1
            self.divergent_branches += rec[1]
        self.branch_limit = len(open_) + _OPEN_BRANCHES

    def launch(self, kernel: _Kernel) -> None:
        for lane in self.lanes:
            kernel.start(lane)
        self.runnable = deque(self.lanes)

    def advance(self) -> tuple[Position, Operation, list[Lane]] | None:
        if self.solo:
            lane = self.lanes[0]
            if not lane.done:
                lane.resume()
                assert lane.done, "a lone lane has nothing to wait for"
            return None
        while True:
            while self.runnable:
                self.runnable.popleft().resume()
            waiting = [lane for lane in self.lanes if not lane.done]
            if not waiting:
                return None
            key = min(lane.waiting[0] for lane in waiting if lane.waiting is not None)
            self.close_branches(key)
            inst = [lane for lane in waiting if lane.waiting is not None and lane.waiting[0] == key]
            first = inst[0].waiting
            assert first is not None
            _, op, kind, _ = first
            if kind == "flush":
                self.release(inst)
                continue
            if kind == "barrier":
                if len(inst) != len(self.lanes):
                    here = {lane.thread_id for lane in inst}
                    elsewhere = [lane.thread_id for lane in waiting if lane.thread_id not in here]
                    parts = _barrier_parts(here, f"{threads_text(elsewhere)} took another path" if elsewhere else "", self.lanes)
                    raise RuntimeFault(
                        f"'{op.name}' reached by only some threads of block {self.block} "
                        f"(a barrier in divergent control flow): {parts}", op
                    )
                return key, op, inst
            self.count(kind)
            reply = first[3] if kind == "readfirstlane" else None
            if kind.startswith("reduce:"):
                reply = _reduce(op, kind[7:], [lane.waiting[3] for lane in inst if lane.waiting is not None])
            replies = [reply] * len(inst)
            if kind == "xlane":
                replies = instance_results(op, [lane.waiting[3] for lane in inst if lane.waiting is not None], self.width)
            for lane, r in zip(inst, replies, strict=True):
                lane.reply = r
            self.release(inst)

    def release(self, inst: list[Lane]) -> None:
        for lane in inst:
            lane.waiting = None
        self.runnable.extend(inst)

    def close(self) -> None:
        for lane in self.lanes:
            lane.stop()


def _run_block(block: int, groups: list[_Group], kernel: _Kernel, locate: Callable[[Operation], str], barriers: bool) -> int:
    """Run the subgroups of one block together: each runs until it finished or waits at
    a `gpu.barrier`; when every subgroup waits at the same dynamic instance of a barrier
    (same op, same loop iterations), they all go on.  Without `barriers` in the kernel
    they run one after the other (only W lane threads alive at a time).  Returns the
    barrier instances."""
    if len(groups) > 1 and not barriers:
        return sum(_run_block(block, [g], kernel, locate, True) for g in groups)
    instances = 0
    try:
        for g in groups:
            g.launch(kernel)
        while True:
            parked: list[tuple[_Group, tuple[Position, Operation, list[Lane]]]] = []
            for g in groups:
                if not g.finished:
                    p = g.advance()
                    if p is not None:
                        parked.append((g, p))
            if not parked:  # (a group of one lane counts the barriers it passes itself)
                return instances + sum(g.barrier_instances for g in groups)
            _, (key, op, inst) = parked[0]
            here = [lane.thread_id for g, p in parked if p[0] == key for lane in p[2]]
            other = [p for g, p in parked if p[0] != key]
            lanes = [lane for g in groups for lane in g.lanes]
            if other or any(lane.done for lane in lanes):
                elsewhere = ""
                if other:
                    _, op2, inst2 = other[0]
                    where = "another iteration of it" if op2 is op else f"another barrier ({locate(op2)})"
                    elsewhere = f"{threads_text(lane.thread_id for lane in inst2)} wait at {where}"
                raise RuntimeFault(f"'{op.name}' reached by only some threads of block {block}: {_barrier_parts(here, elsewhere, lanes)}", op)
            instances += 1
            for g, p in parked:
                g.release(p[2])
    finally:
        for g in groups:
            g.close()



class _Kernel:
    """What every lane of a run needs: one interpreter (`GroupInterpreter`) whose
    thread state `activate` points at the lane that runs, `start(lane)` makes the lane's
    generator."""

    def __init__(self, module: ModuleOp, fn: func.FuncOp | gpu.FuncOp, launch: Launch, per_thread: list[list[Any] | None],
                 memory: Memory, shapes: dict[Region, RegionShape], stats: dict[str, int], max_steps: int,
                 deadline: float | None, time_limit: float):  # fmt: skip
        self.fn = fn
        self.launch = launch
        self.per_thread = per_thread
        self.memory = memory
        self.block_args: list[Any] = []
        """The current block's memory and parameter arguments."""
        self.log = PrintLog()
        """Every thread's `gpu.printf` text."""
        functions = lane_functions(SpmdContext(log=self.log), {})
        self.simd = next(f for f in functions if isinstance(f, SimdFunctions))
        self.gpu = GpuFunctions(launch.thread(0))
        interp = GroupInterpreter(module, shapes=shapes, max_steps=max_steps, deadline=deadline, time_limit=time_limit)
        self.steps = Steps(interp.with_functions(*functions, self.gpu), stats, shapes, max_steps, deadline, time_limit)  # pyright: ignore[reportArgumentType]

    def start(self, lane: Lane) -> None:
        lane.kernel = self
        lane.ctx = SpmdContext(lane.thread_id, lane.lane_id, self.launch.width, lane.readfirstlane, lane.group_reduce, lane.cross_lane, self.log)
        lane.gpu = self.launch.thread(lane.thread_id, lane.barrier)
        lane.gen = self._run(lane)

    def activate(self, lane: Lane) -> None:
        assert lane.ctx is not None and lane.gpu is not None
        self.simd.ctx = lane.ctx
        self.gpu.thread = lane.gpu

    def _run(self, lane: Lane) -> Generator[None, None, PythonValues]:
        n = len(self.per_thread)
        args = tuple(pt[lane.thread_id] if pt is not None else sa for pt, sa in zip(self.per_thread, self.block_args[:n], strict=True))
        extra = tuple(self.block_args[n:]) + self.memory.private()
        try:
            return (yield from self.steps.call(lane, self.fn, args + extra))
        except RuntimeFault as e:
            e.message += f" (thread {lane.thread_id}, lane {lane.lane_id} of group {lane.group.index})"
            raise


def _block_groups(launch: Launch, b: int, shared: set[int], obs_plan: Observations | None, has_barrier: bool) -> Iterator[_Group]:
    """The subgroups of block `b`, each with its own copy of the observations to make,
    made as they are taken (a kernel without barriers runs them one at a time)."""
    per_block = launch.subgroups_per_block
    for k, ids in enumerate(launch.subgroups(b)):
        yield _Group(b * per_block + k, ids, [launch.thread(t).lane_id for t in ids], shared,
                     None if obs_plan is None else Observations(obs_plan.values, obs_plan.uses, obs_plan.branches),
                     b, solo_ok=not has_barrier or per_block == 1, width=launch.width)  # fmt: skip


_NO_RESULTS: list[Any] = []
"""The row of every thread of a kernel that returns nothing (one list, not one per thread)."""


def _lane_results(fn: func.FuncOp | gpu.FuncOp, group: _Group, results: list[Any]) -> RuntimeFault | None:
    """Append the JSON results of `group`'s threads (the next thread ids: blocks, their
    groups and lanes run in order); a poison result is a fault, returned."""
    for lane in group.lanes:
        assert lane.thread_id == len(results)
        values = lane.result or ()
        if any(r is POISON or (isinstance(r, tuple) and POISON in r) for r in values):
            return RuntimeFault(f"'{fn.sym_name.data}' returns a poison value in thread {lane.thread_id}", None)
        results.append([to_json(r) for r in values] if values else _NO_RESULTS)
    return None


def run_spmd(
    module: ModuleOp,
    fn: func.FuncOp | gpu.FuncOp,
    raw: list[Any],
    *,
    threads: int | None = None,
    width: int,
    grid: tuple[int, int, int] | None = None,
    block: tuple[int, int, int] | None = None,
    check_divergence: bool = False,
    divergence_info: Any = None,
    analyze: Callable[[ModuleOp], Any] | None = None,
    locate: Callable[[Operation], str] | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    time_limit: float | None = None,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Run kernel `fn` over a launch: `threads` threads (one block), or a `grid` of
    `block`s (SPEC section 4), in subgroups of `width` lanes; the JSON-ready result dict
    described in the module docstring.  `check_divergence` checks the divergence
    analysis' result: `divergence_info`, else `analyze(module)` (`simd-run` passes
    `passes.analysis.divergence.analyze_divergence`; tests hand in wrong results to see
    them caught) - one of the two is needed.  `locate` formats
    an op's location for violation reports; `time_limit` (seconds) stops the whole run;
    `progress` is told of every block run.
    Raises ArgumentError for bad arguments and RuntimeFault for runtime errors."""
    launch = make_launch(width, threads, grid, block)
    check_known_sizes(fn, launch)
    check_launch_facts(fn, raw)
    n_threads = launch.threads
    per_thread, shared_args = spmd_arguments(fn, raw, n_threads)
    memory = Memory(fn, shared_args)
    shapes: dict[Region, RegionShape] = {}
    obs_plan, hinted = check_plan(module, check_divergence, divergence_info, analyze, shapes)

    stats: dict[str, int] = {"static_alu_ops": static_alu_ops(fn), "dynamic_alu_ops": 0, "scalar_ops": 0, "branches": 0}
    totals: dict[str, int] = dict.fromkeys(("convergent_instances", "barrier_instances", "shared_memory_accesses", "shared_memory_instances",
                            "branch_instances", "divergent_branch_instances"), 0)  # fmt: skip
    results: list[Any] = []  # (grows as threads finish: nothing per thread up front)
    namer = Namer(module)
    found: dict[tuple[str, Any], Violation] = {}
    loc = locate or default_locate
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    kernel = _Kernel(module, fn, launch, per_thread, memory, shapes, stats, max_steps, deadline, time_limit or 0.0)
    has_barrier = any(isinstance(op, gpu.BarrierOp) for op in module.walk())
    for b in range(launch.num_blocks):
        kernel.block_args, shared = memory.next_block()
        groups = _block_groups(launch, b, shared, obs_plan, has_barrier)
        # Without barriers a block's groups run one after the other: one alive at a
        # time, so a launch's memory does not grow with its block size.
        batches = [list(groups)] if has_barrier else ([g] for g in groups)
        poison: RuntimeFault | None = None  # (raised once the whole block ran, as any fault in it wins)
        for batch in batches:
            totals["barrier_instances"] += _run_block(b, batch, kernel, loc, has_barrier)
            for group in batch:
                group.add_counts(totals)
                collect_violations(group.index, group.obs, hinted, namer, loc, found)
                if poison is None:
                    poison = _lane_results(fn, group, results)
        if poison is not None:
            raise poison
        if progress is not None:
            kernel.steps.flush_stats()
            progress.block(b + 1, launch.num_blocks, ops_executed(stats))

    kernel.steps.flush_stats()
    stats.update(threads=n_threads, width=width, groups=launch.num_blocks * launch.subgroups_per_block, blocks=launch.num_blocks, **totals)
    out: dict[str, Any] = {"results": results, "memrefs": memory.contents(), "stats": stats}
    if check_divergence or found:
        out["divergence_violations"] = [v.to_json() for v in found.values()]
    if kernel.log.records:
        out["printf"] = kernel.log.lines()
    return out

