"""The SPMD executor of `simd-run --threads N | --grid X,Y,Z --block X,Y,Z --width W`,
and its divergence checker.

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
* **One Python thread per lane, one lane running at a time.**  Every lane of a group has
  its own `LaneInterpreter` (its own SSA environment) running in a thread (`Baton`).
  A lane runs until it reaches a *synchronization point*, then hands control back to
  the group's scheduler (the caller's thread), which passes a single token around, so
  execution is deterministic and the interpreter needs no locking.  Blocks run one after
  the other; within a block, the groups run one after the other too, except that they
  switch at `gpu.barrier` (below).  A group of one lane (W=1, or a last group with one
  thread) runs inline, without threads, unless the kernel has barriers and its block
  has several groups.
* **Barriers.**  `gpu.barrier` is a synchronization point.  When a group's next
  converged instance is a barrier, every unfinished lane of the group must be in it
  (otherwise the barrier sits in divergent control flow: a fault, as it is undefined
  behaviour on a GPU); the group then waits.  When every group of the block waits at the
  same dynamic instance of the barrier (same op, same iterations of every enclosing
  loop), they all go on; a group that finished, or waits at another barrier (or another
  iteration of it), while others wait is a fault at the barrier naming the threads.
* **Synchronization points** are the convergent ops (`simd.readfirstlane`,
  `simd.group_reduce`) and the accesses to memory shared by all threads
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
* **Dynamic position = convergence key.**  A lane's position is a tuple of int pairs,
  one run per active region invocation (frame), outermost first::

      (iteration, region index)          frame head: scf.for iteration, scf.while
                                         iteration (before=region 0, after=region 1),
                                         scf.if then=0/else=1, function body (0, 0)
      (header RPO index, header count)   one pair per cf cycle containing the block,
                                         outermost first
      (block RPO index, op index)        the op (-1 for the block's arguments)

  Two lanes' dynamic instances of an op are converged iff their positions are equal:
  the same op, the same iteration of every enclosing scf loop, and the same iteration of
  every enclosing cf cycle (maximal convergence for reducible CFGs, seed 003).  The
  iteration of a cf cycle is the number of times the lane executed the cycle's header
  since it last entered the cycle (reset when it enters from outside, +1 on every back
  edge to the header).  Cycles come from `passes/analysis/cycles.py`; blocks are
  ordered by reverse post-order, and a cycle's pair sorts before the pairs of the
  blocks after the cycle (its header precedes its exits in RPO), so "smallest" means
  "furthest behind".
* **Irreducible cycles** (several entries) are counted the same way, by executions of
  the cycle's header (`CycleInfo`'s header: the entry first in RPO).  A lane that enters
  by another entry is in "iteration 0" until it reaches the header, so it is converged
  with other lanes at a node only if neither has executed the header yet (the first
  rule of seed 003's maximal converged-with relation); after that, instances with equal
  header counts are converged.  That is an approximation of LLVM's relation (which also
  asks that the header instances themselves be converged, something a count cannot
  see): lanes that entered by different entries and executed the header equally often
  are treated as converged.  The divergence analysis treats every irreducible cycle with
  diverged entries as divergent, so this can only make the checker stricter about
  values the analysis calls uniform inside such cycles.

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

Divergence checking
===================
Always: a `cf.cond_br`, `cf.switch` or `scf.if` carrying `simd.non_divergent` whose
condition differs across the lanes of a converged instance is a violation (SPEC
section 4).  With `check_divergence=True` the executor also records, at every converged
instance, each SSA value the divergence analysis
(`passes.analysis.divergence.analyze_divergence`) calls uniform, each use it calls
uniform of a value defined in a loop the use is outside of (temporal divergence), and
each `cf` branch in a block the analysis calls a uniform branch; a value, use or branch
that differs across converged lanes is a violation.  Values are compared per converged
instance only: lanes on different iterations or paths never are; poison lanes (the
placeholders `lift-cf-to-scf` passes where a value is not defined) agree with any value.

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

import math
import time
from collections import deque
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from functools import partial
from itertools import groupby
from typing import Any

from xdsl.dialects import arith, cf, func, memref, scf
from xdsl.dialects.builtin import (
    AnyFloat,
    FileLineColLoc,
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    VectorType,
)
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    Successor,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.interpreters.builtin import xtype_for_el_type
from xdsl.interpreters.cf import CfFunctions
from xdsl.interpreters.func import FuncFunctions
from xdsl.interpreters.scf import ScfFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.printer import Printer
from xdsl.traits import SymbolTable
from xdsl.utils.scoped_dict import ScopedDict

from simdopt.dialects import gpu, simd
from simdopt.dialects.simd import DIVERGENT_ARG, MAX_WIDTH, NON_DIVERGENT
from simdopt.dialects.vector_unit import REDUCE_KINDS, reduce_lanes
from simdopt.interpreters import lane_functions
from simdopt.interpreters.arith import bits as _bits
from simdopt.interpreters.arith import signed as _signed
from simdopt.interpreters.baton import Baton
from simdopt.interpreters.cost import alu_cost, op_class, static_alu_ops
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.gpu import GpuFunctions, Launch
from simdopt.interpreters.simd import SpmdContext
from simdopt.interpreters.values import POISON, to_json
from simdopt.ir.cfg import CFG
from simdopt.ir.cycles import Cycle, CycleInfo

Position = tuple[tuple[int, int], ...]


class ArgumentError(Exception):
    """Malformed kernel arguments or run options (a usage error, not a fault)."""


# --------------------------------------------------------------------------- arguments


def _scalar(arg: Any, t: Any, what: str) -> Any:
    """A JSON number checked against scalar type `t`."""
    if isinstance(t, IntegerType) and t.width.data == 1:
        if isinstance(arg, bool) or arg in (0, 1):
            return int(arg)
        raise ArgumentError(f"{what}: expected 0, 1, true or false for i1, got {arg!r}")
    if isinstance(t, (IntegerType, IndexType)):
        if not isinstance(arg, int) or isinstance(arg, bool):
            raise ArgumentError(f"{what}: expected an integer for {t}, got {arg!r}")
        if isinstance(t, IntegerType) and not -(1 << (t.width.data - 1)) <= arg < (1 << t.width.data):
            raise ArgumentError(f"{what}: {arg} does not fit in {t}")
        return arg
    if not isinstance(arg, (int, float)) or isinstance(arg, bool):
        raise ArgumentError(f"{what}: expected a number for {t}, got {arg!r}")
    return float(arg) if isinstance(t, AnyFloat) else arg


def convert_arg(arg: Any, t: Any, what: str) -> Any:
    """The interpreter value of one JSON argument of type `t` (memrefs as ShapedArray,
    vectors as lane tuples).  Raises ArgumentError naming `what`."""
    if isinstance(t, MemRefType):
        if not isinstance(arg, list):
            raise ArgumentError(f"{what}: expected an array for {t}, got {arg!r}")
        el = t.get_element_type()
        data = [_scalar(x, el, f"{what}[{i}]") for i, x in enumerate(arg)]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
        shape = t.get_shape()
        if len(shape) != 1:
            raise ArgumentError(f"{what}: only 1-D memrefs can be passed, found {t}")
        if shape[0] >= 0 and shape[0] != len(data):
            raise ArgumentError(f"{what}: expected {shape[0]} elements for {t}, got {len(data)}")
        xt = xtype_for_el_type(el, 64)
        return ShapedArray(TypedPtr[Any].new(data, xtype=xt), [len(data)])  # pyright: ignore[reportArgumentType]
    if isinstance(t, VectorType):
        w = t.get_shape()[0]
        if not isinstance(arg, list) or len(arg) != w:  # pyright: ignore[reportUnknownArgumentType]
            raise ArgumentError(f"{what}: expected an array of {w} lanes for {t}, got {arg!r}")
        el = t.get_element_type()
        return tuple(_scalar(x, el, f"{what}[{i}]") for i, x in enumerate(arg))  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    return _scalar(arg, t, what)


# --------------------------------------------------------------------------- lane state


class _RegionShape:
    """Per region: its index in the parent op, RPO index and enclosing cycles per block."""

    def __init__(self, region: Region):
        parent = region.parent
        self.index = list(parent.regions).index(region) if parent is not None else 0
        first = region.first_block
        self.rpo: dict[Block, int]
        self.chains: dict[Block, tuple[tuple[Cycle, int], ...]]
        if first is not None and first.next_block is None:
            self.rpo = {first: 0}
            self.chains = {first: ()}
            return
        cfg = CFG(region)
        info = CycleInfo(cfg)
        self.rpo = cfg.rpo_index
        self.chains = {}
        for b in cfg.rpo:
            chain: list[tuple[Cycle, int]] = []
            c = info.cycle_of(b)
            while c is not None:
                chain.append((c, cfg.rpo_index[c.header]))
                c = c.parent
            self.chains[b] = tuple(reversed(chain))


class _Frame:
    """One region invocation of a lane: where it is and how often it went round."""

    __slots__ = ("block_rpo", "chain", "counts", "head", "op_idx", "shape")

    def __init__(self, shape: _RegionShape, iteration: int):
        self.shape = shape
        self.head = (iteration, shape.index)
        self.counts: dict[Cycle, int] = {}
        self.chain: tuple[tuple[int, int], ...] = ()
        self.block_rpo = 0
        self.op_idx = -1

    def enter(self, prev: Block | None, block: Block) -> None:
        cycles = self.shape.chains.get(block)
        if cycles is None:
            raise RuntimeFault("branch to an unreachable block", block.first_op)
        counts: dict[Cycle, int] = {}
        for c, _ in cycles:
            n = self.counts.get(c, 0) if prev is not None and prev in c.blocks else 0
            if block is c.header:
                n += 1
            counts[c] = n
        self.counts = counts
        self.chain = tuple((h, counts[c]) for c, h in cycles)
        self.block_rpo = self.shape.rpo[block]
        self.op_idx = -1


@dataclass
class _Observations:
    """What the checker records in one group: key -> [(thread, value), ...]."""

    values: set[SSAValue] = field(default_factory=set[SSAValue])
    uses: dict[Operation, tuple[int, ...]] = field(default_factory=dict[Operation, tuple[int, ...]])
    branches: set[Operation] = field(default_factory=set[Operation])
    seen: dict[tuple[Any, ...], list[tuple[int, Any]]] = field(
        default_factory=dict[tuple[Any, ...], list[tuple[int, Any]]]
    )


_BRANCHES = (cf.ConditionalBranchOp, cf.SwitchOp, scf.IfOp, scf.ConditionOp)
_DIVISIONS = (
    arith.DivSIOp, arith.DivUIOp, arith.RemSIOp, arith.RemUIOp, arith.FloorDivSIOp,
    arith.CeilDivSIOp, arith.CeilDivUIOp,
)  # fmt: skip


class _Kind:
    """What the executor needs to know about an op type, computed once per type (xDSL's
    op classes are ABCs: `isinstance` against them is slow on the hot path)."""

    __slots__ = ("branch", "division", "mem", "poison_ok")

    def __init__(self, t: type[Operation]):
        # simd ops have lane-wise poison semantics of their own (SimdFunctions); a
        # group reduction over a poison value has no meaningful result.
        simd_own = t.name.startswith("simd.") and not issubclass(t, simd.GroupReduceOp)
        if simd_own or issubclass(t, (cf.BranchOp, scf.YieldOp, func.ReturnOp, func.CallOp, scf.WhileOp)):
            self.poison_ok: Callable[[int], bool] = lambda i: True
        elif issubclass(t, (cf.ConditionalBranchOp, cf.SwitchOp, scf.ConditionOp, arith.SelectOp, scf.IfOp)):
            self.poison_ok = lambda i: i != 0
        elif issubclass(t, scf.ForOp):
            self.poison_ok = lambda i: i > 2
        else:
            self.poison_ok = lambda i: False
        self.division = issubclass(t, _DIVISIONS)
        self.mem = 1 if issubclass(t, memref.LoadOp) else 2 if issubclass(t, (memref.StoreOp, memref.AtomicRMWOp)) else 0
        self.branch = issubclass(t, _BRANCHES)


_KINDS: dict[type[Operation], _Kind] = {}


def _kind(op: Operation) -> _Kind:
    k = _KINDS.get(type(op))
    if k is None:
        k = _KINDS[type(op)] = _Kind(type(op))
    return k


def _check_op(op: Operation, kind: _Kind, inputs: tuple[Any, ...]) -> None:
    """Faults the stock interpreter would turn into a crash or a silent wrong answer."""
    if POISON in inputs:
        for i, x in enumerate(inputs):
            if x is POISON and not kind.poison_ok(i):
                raise RuntimeFault(f"'{op.name}' reads a poison value (operand #{i})", op)
    if kind.division and inputs[1] == 0:
        raise RuntimeFault(f"'{op.name}' division by zero", op)
    if kind.mem:
        first = kind.mem
        mem = inputs[first - 1]
        if isinstance(mem, ShapedArray):
            shape: list[int] = mem.shape  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
            idx = inputs[first:]
            if len(idx) != len(shape) or any(  # pyright: ignore[reportUnknownArgumentType]
                not isinstance(i, int) or not 0 <= i < n for i, n in zip(idx, shape, strict=False)  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
            ):
                raise RuntimeFault(
                    f"'{op.name}' out-of-bounds access at index {list(idx)} (shape {list(shape)})", op  # pyright: ignore[reportUnknownArgumentType]
                )


@register_impls
class SpmdCfFunctions(CfFunctions):
    """xDSL's cf semantics plus `cf.switch`, which xDSL 0.74 cannot run."""

    @impl_terminator(cf.SwitchOp)
    def run_switch(self, interpreter: Interpreter, op: cf.SwitchOp, args: PythonValues):
        flag = args[0]
        values = op.case_values.get_values() if op.case_values is not None else ()
        segments = op.case_operand_segments.get_values()
        start = 0
        for value, block, n in zip(values, op.case_blocks, segments, strict=True):
            if _signed(value, _bits(interpreter, op.flag.type)) == flag:
                return Successor(block, interpreter.get_values(op.case_operands[start : start + n])), ()
            start += n
        return Successor(op.default_block, interpreter.get_values(op.default_operands)), ()


@register_impls
class SpmdFuncFunctions(FuncFunctions):
    """xDSL's func semantics, with the callee looked up from the call (the nearest symbol
    table: a `gpu.module` holds its own functions), not only at the module's top."""

    @impl(func.CallOp)
    def run_call(self, interpreter: Interpreter, op: func.CallOp, args: PythonValues) -> PythonValues:
        callee = SymbolTable.lookup_symbol(op, op.callee)
        if callee is None:
            raise RuntimeFault(f"'{op.name}' calls @{op.callee.string_value()}, which is not defined", op)
        return interpreter.call_op(callee, args)


@register_impls
class SpmdScfFunctions(ScfFunctions):
    """xDSL's scf semantics, telling the interpreter which loop iteration a region runs."""

    @impl(scf.ForOp)
    def run_for(self, interpreter: Interpreter, op: scf.ForOp, args: PythonValues) -> PythonValues:
        lb, ub, step, *loop_args = args
        if step <= 0:
            raise RuntimeFault(f"'{op.name}' step must be positive, got {step}", op)
        values = tuple(loop_args)
        for n, i in enumerate(range(lb, ub, step)):
            if isinstance(interpreter, LaneInterpreter):
                interpreter.next_iteration = n
            values = interpreter.run_ssacfg_region(op.body, (i, *values), "for_loop")
        return values

    @impl(scf.WhileOp)
    def run_while(self, interpreter: Interpreter, op: scf.WhileOp, args: PythonValues) -> PythonValues:
        values = args
        n = 0
        while True:
            if isinstance(interpreter, LaneInterpreter):
                interpreter.next_iteration = n
            cond, *forwarded = interpreter.run_ssacfg_region(op.before_region, values, "while.before")
            if not cond:
                return tuple(forwarded)
            if isinstance(interpreter, LaneInterpreter):
                interpreter.next_iteration = n
            values = interpreter.run_ssacfg_region(op.after_region, tuple(forwarded), "while.after")
            n += 1


DEFAULT_MAX_STEPS = 1_000_000
"""Ops one thread may run (`--max-steps`): ~10-30 s of interpretation on a 2-core machine."""
DEFAULT_TIME_LIMIT = 20.0
"""Seconds a whole `simd-run` may take (`--time-limit`): an endless loop in a launch whose
threads meet at sync points every iteration would otherwise run max_steps ops per thread."""


@dataclass
class LaneInterpreter(Interpreter):
    """xDSL's interpreter for one lane: regions run in one scope per invocation (linear in
    the number of executed blocks; the stock runner nests a scope per block, so value
    lookups in cf loops slow down with every iteration), every error located at its op,
    the lane's position tracked for convergence, sync points handed to the scheduler."""

    lane: _Lane | None = None
    next_iteration: int = 0
    shapes: dict[Region, _RegionShape] = field(default_factory=dict[Region, _RegionShape])
    max_steps: int = DEFAULT_MAX_STEPS
    """Ops one lane may run before the run is stopped (a loop that never ends)."""
    steps: int = 0
    deadline: float | None = None
    """`time.monotonic()` after which the run is stopped (checked every 4096 ops)."""
    time_limit: float = 0.0

    def run_ssacfg_region(self, region: Region, args: PythonValues, name: str = "unknown") -> PythonValues:
        block = region.first_block
        if block is None:
            return ()
        shape = self.shapes.get(region)
        if shape is None:
            shape = self.shapes[region] = _RegionShape(region)
        lane = self.lane
        frame = _Frame(shape, self.next_iteration)
        self.next_iteration = 0
        if lane is not None:
            lane.frames.append(frame)
        initial = self._ctx
        env = self._ctx = ScopedDict[SSAValue, Any](initial, name=name)
        results: PythonValues = ()
        prev: Block | None = None
        try:
            while block is not None:
                frame.enter(prev, block)
                if len(block.args) != len(args):
                    raise RuntimeFault(f"block expects {len(block.args)} arguments, got {len(args)}", block.first_op)
                for a, v in zip(block.args, args, strict=True):
                    env[a] = v
                if lane is not None and lane.obs is not None:
                    lane.record_values(block.args, args)
                op = block.first_op
                prev, block = block, None
                idx = 0
                while op is not None:
                    frame.op_idx = idx
                    tv = self._step(op, env, frame, idx)
                    if tv is not None:
                        if isinstance(tv, Successor):
                            block, args = tv.block, tuple(tv.args)
                        else:
                            assert isinstance(tv, ReturnedValues)
                            results = tuple(tv.values)
                        break
                    op = op.next_op
                    idx += 1
        finally:
            self._ctx = initial
            if lane is not None:
                lane.frames.pop()
        return results

    def with_functions(self, *functions: InterpreterFunctions) -> LaneInterpreter:
        """This interpreter with `functions` (`lane_functions`' sets, the launch's `gpu`
        queries) and cf/scf/func with the executor's semantics registered."""
        for f in (*functions, SpmdCfFunctions(), SpmdScfFunctions()):
            self.register_implementations(f)
        self.register_implementations(SpmdFuncFunctions(), override=True)
        return self

    def _step(self, op: Operation, env: ScopedDict[SSAValue, Any], frame: _Frame, idx: int) -> Any:
        """Run one op (checked, counted, its results bound); its terminator value."""
        self.steps += 1
        if self.steps > self.max_steps:
            raise RuntimeFault(f"stopped after {self.max_steps} ops (a loop that does not end?); raise the limit with --max-steps", op)
        if not self.steps & 4095 and self.deadline is not None and time.monotonic() > self.deadline:
            raise RuntimeFault(f"stopped after {self.time_limit:g} s (a loop that does not end?); raise the limit with --time-limit SECONDS", op)
        try:
            inputs = tuple(env[v] for v in op.operands)
        except KeyError:
            raise RuntimeFault(f"'{op.name}' uses a value that has not been computed", op) from None
        kind = _kind(op)
        _check_op(op, kind, inputs)
        lane = self.lane
        if lane is not None:
            lane.before_op(op, kind, inputs)
        try:
            result = self._run_op(op, inputs)
        except RuntimeFault:
            raise
        except Exception as e:
            raise RuntimeFault(f"'{op.name}' failed: {_describe(e)}", op) from None
        if len(op.results) != len(result.values):
            raise RuntimeFault(f"'{op.name}' produced {len(result.values)} results, expected {len(op.results)}", op)
        for r, v in zip(op.results, result.values, strict=True):
            env[r] = v
        if lane is not None and lane.obs is not None:
            frame.op_idx = idx
            lane.record_values(op.results, result.values)
        return result.terminator_value


def _describe(e: BaseException) -> str:
    text = str(e).strip().splitlines()
    msg = text[0] if text else ""
    if not msg or isinstance(e, AssertionError):
        return f"{type(e).__name__}{': ' + msg if msg else ''}"
    return msg


class _Listener(Interpreter.Listener):
    """Dynamic counts (SPEC section 8, one lane per thread), the cost cached per op."""

    def __init__(self, stats: dict[str, int], cache: dict[Operation, tuple[int, str]]):
        self.stats = stats
        self.cache = cache

    def will_interpret_op(self, op: Operation, args: PythonValues) -> None:
        c = self.cache.get(op)
        if c is None:
            cls = op_class(op)
            c = self.cache[op] = (alu_cost(op, 1), "branches" if cls == "branch" else cls + "_ops")
        s = self.stats
        s["dynamic_alu_ops"] += c[0]
        s[c[1]] = s.get(c[1], 0) + 1


class _Lane(Baton[PythonValues]):
    """One thread of the kernel: its interpreter (run in the baton's thread), position
    and scheduling state."""

    def __init__(self, group: _Group, thread_id: int, lane_id: int):
        super().__init__()
        self.group = group
        self.thread_id = thread_id
        self.lane_id = lane_id
        self.frames: list[_Frame] = []
        self.obs = group.obs
        self.waiting: tuple[Position, Operation, str, Any] | None = None
        self.reply: Any = None

    def position(self) -> Position:
        out: list[tuple[int, int]] = []
        for f in self.frames:
            out.append(f.head)
            out.extend(f.chain)
            out.append((f.block_rpo, f.op_idx))
        return tuple(out)

    # ---- synchronization
    def sync(self, op: Operation, kind: str, value: Any) -> Any:
        g = self.group
        if g.solo:
            g.count(kind)
            return value
        self.waiting = (self.position(), op, kind, value)
        self.park()
        return self.reply

    def before_op(self, op: Operation, kind: _Kind, inputs: tuple[Any, ...]) -> None:
        g = self.group
        if kind.mem:
            if id(inputs[kind.mem - 1]) in g.shared:
                g.memory_accesses += 1
                self.sync(op, "memory", None)
        elif kind.branch:
            g.branch_seen.setdefault((op, self.position()), []).append(inputs[0])
            obs = self.obs
            if obs is not None and op in obs.branches:
                obs.seen.setdefault(("b", op, self.position()), []).append((self.thread_id, inputs[0]))
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
        return self.sync(op, "readfirstlane", x)

    def barrier(self, op: Operation) -> None:
        self.sync(op, "barrier", None)

    def group_reduce(self, op: Operation, kind: str, x: Any) -> Any:
        return self.sync(op, "reduce:" + kind, x)


def _reduce(op: Operation, kind: str, xs: list[Any]) -> Any:
    """`simd.group_reduce` over the instance's lanes (`vector_unit.reduce_lanes`, the
    semantics `simd.vreduce` shares)."""
    if kind not in REDUCE_KINDS:
        raise RuntimeFault(f"'{op.name}' unknown reduction '{kind}'", op)
    return reduce_lanes(kind, xs, op.results[0].type)


def _same(xs: list[Any]) -> bool:
    first = xs[0]
    for x in xs[1:]:
        if x is first or x == first:
            continue
        if isinstance(x, float) and isinstance(first, float) and math.isnan(x) and math.isnan(first):
            continue
        return False
    return True


def _ranges(ids: Iterable[int]) -> str:
    """`0-3, 8`: thread ids as ranges (runs of consecutive ids)."""
    runs = [[t for _, t in run] for _, run in groupby(enumerate(sorted(set(ids))), lambda p: p[1] - p[0])]
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def threads_text(ids: Iterable[int]) -> str:
    """`thread 4`, `threads 0-3, 8`."""
    ids = list(ids)
    return f"thread{'s' if len(ids) > 1 else ''} {_ranges(ids)}"


def _barrier_parts(here: Collection[int], elsewhere: str, lanes: list[_Lane]) -> str:
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
        obs: _Observations | None, block: int = 0, solo_ok: bool = True,
    ):  # fmt: skip
        self.index = index
        self.block = block
        self.shared = shared
        self.obs = obs
        self.solo = len(threads) == 1 and solo_ok
        self.lanes = [_Lane(self, t, lane) for t, lane in zip(threads, lane_ids, strict=True)]
        self.convergent_instances = 0
        self.barrier_instances = 0
        self.memory_accesses = 0
        self.memory_instances = 0
        self.branch_seen: dict[tuple[Operation, Position], list[Any]] = {}
        self.runnable: deque[_Lane] = deque()
        self.start: Callable[[_Lane], PythonValues] | None = None

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
        totals["branch_instances"] += len(self.branch_seen)
        totals["divergent_branch_instances"] += sum(not _same(c) for c in self.branch_seen.values())

    def launch(self, start: Callable[[_Lane], PythonValues]) -> None:
        self.start = start
        if self.solo:
            return
        for lane in self.lanes:
            lane.start(partial(start, lane))
        self.runnable = deque(self.lanes)

    def advance(self) -> tuple[Position, Operation, list[_Lane]] | None:
        if self.solo:
            lane = self.lanes[0]
            if not lane.done:
                assert self.start is not None
                lane.result = self.start(lane)
                lane.done = True
            return None
        while True:
            while self.runnable:
                self.runnable.popleft().resume()
            waiting = [lane for lane in self.lanes if not lane.done]
            if not waiting:
                return None
            key = min(lane.waiting[0] for lane in waiting if lane.waiting is not None)
            inst = [lane for lane in waiting if lane.waiting is not None and lane.waiting[0] == key]
            first = inst[0].waiting
            assert first is not None
            _, op, kind, _ = first
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
            for lane in inst:
                lane.reply = reply
            self.release(inst)

    def release(self, inst: list[_Lane]) -> None:
        for lane in inst:
            lane.waiting = None
        self.runnable.extend(inst)

    def close(self) -> None:
        for lane in self.lanes:
            lane.stop()


def _run_block(block: int, groups: list[_Group], start: Callable[[_Lane], PythonValues], locate: Callable[[Operation], str], barriers: bool) -> int:
    """Run the subgroups of one block together: each runs until it finished or waits at
    a `gpu.barrier`; when every subgroup waits at the same dynamic instance of a barrier
    (same op, same loop iterations), they all go on.  Without `barriers` in the kernel
    they run one after the other (only W lane threads alive at a time).  Returns the
    barrier instances."""
    if len(groups) > 1 and not barriers:
        return sum(_run_block(block, [g], start, locate, True) for g in groups)
    instances = 0
    try:
        for g in groups:
            g.launch(start)
        while True:
            parked: list[tuple[_Group, tuple[Position, Operation, list[_Lane]]]] = []
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


# --------------------------------------------------------------------------- checker


@dataclass
class Violation:
    kind: str
    name: str
    op: Operation | None
    group: int
    values: list[tuple[int, Any]]
    instances: int = 1
    loc: str = ""
    message: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "name": self.name,
            "op": self.op.name if self.op is not None else None,
            "loc": self.loc,
            "group": self.group,
            "values": [[t, to_json(v)] for t, v in self.values],
            "instances": self.instances,
            "message": self.message,
        }


def _loops_of(block: Block | None, shapes: dict[Region, _RegionShape], cache: dict[Block | None, frozenset[Any]]) -> frozenset[Any]:
    """Every loop around `block`: cf cycles (by object) and scf.for/scf.while ops."""
    hit = cache.get(block)
    if hit is not None:
        return hit
    out: set[Any] = set()
    inner = block
    while inner is not None:
        region = inner.parent
        if region is None:
            break
        shape = shapes.get(region)
        if shape is None:
            shape = shapes[region] = _RegionShape(region)
        out.update(c for c, _ in shape.chains.get(inner, ()))
        parent = region.parent
        if parent is None:
            break
        if isinstance(parent, (scf.ForOp, scf.WhileOp)):
            out.add(parent)
        inner = parent.parent
    hit = cache[block] = frozenset(out)
    return hit


def _def_block(v: SSAValue) -> Block | None:
    if isinstance(v, BlockArgument):
        return v.block
    assert isinstance(v, OpResult)
    return v.op.parent


def _is_data(t: Any) -> bool:
    return isinstance(t, (IntegerType, IndexType, AnyFloat, VectorType))


def plan_checks(root: Operation, info: Any, shapes: dict[Region, _RegionShape]) -> _Observations:
    """What to record for `info` (a DivergenceInfo-like object: `is_divergent(value)`,
    `is_divergent_use(use)`, `has_divergent_branch(block)`): the values it calls uniform,
    the uniform uses of loop-defined values outside their loop, the cf branches of blocks
    it calls uniform branches."""
    obs = _Observations()
    loops: dict[Block | None, frozenset[Any]] = {}
    for op in root.walk():
        for r in op.results:
            if _is_data(r.type) and not info.is_divergent(r):
                obs.values.add(r)
        for region in op.regions:
            for b in region.blocks:
                for a in b.args:
                    if _is_data(a.type) and not info.is_divergent(a):
                        obs.values.add(a)
        if isinstance(op, (cf.ConditionalBranchOp, cf.SwitchOp)) and op.parent is not None and NON_DIVERGENT not in op.attributes and not info.has_divergent_branch(op.parent):
            obs.branches.add(op)
        idxs: list[int] = []
        for i, v in enumerate(op.operands):
            if v not in obs.values or not _is_data(v.type):
                continue
            if _loops_of(_def_block(v), shapes, loops) - _loops_of(op.parent, shapes, loops):
                use = next((u for u in v.uses if u.operation is op and u.index == i), None)
                if use is not None and not _is_divergent_use(info, use):
                    idxs.append(i)
        if idxs:
            obs.uses[op] = tuple(idxs)
    return obs


def _is_divergent_use(info: Any, use: Any) -> bool:
    f = getattr(info, "is_divergent_use", None)
    if f is None:
        return bool(info.is_divergent(use.operation.operands[use.index]))
    return bool(f(use))


class _Namer:
    def __init__(self, module: Operation):
        self.module = module
        self._values: dict[SSAValue, str] | None = None
        self._blocks: dict[Block, str] = {}

    def _load(self) -> None:
        if self._values is None:
            from io import StringIO

            p = Printer(stream=StringIO())
            p.print_op(self.module)
            self._values = dict(p._ssa_values)  # pyright: ignore[reportPrivateUsage]
            self._blocks = dict(p._blocks)  # pyright: ignore[reportPrivateUsage]

    def value(self, v: SSAValue) -> str:
        self._load()
        assert self._values is not None
        n = self._values.get(v)
        if n is not None:
            return n if n.startswith("%") else "%" + n
        return f"%{v.name_hint}" if v.name_hint else "%?"

    def block(self, b: Block) -> str:
        self._load()
        n = self._blocks.get(b)
        if n is None:
            return "^?"
        return n if n.startswith("^") else "^" + n


def _default_locate(op: Operation) -> str:
    cur: Operation | None = op
    while cur is not None:
        loc = cur.location
        if isinstance(loc, FileLineColLoc):
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        cur = cur.parent_op()
    return "<unknown>"


def _lanes_text(values: list[tuple[int, Any]]) -> str:
    shown = ", ".join(f"thread {t} = {to_json(v)}" for t, v in values[:8])
    return shown + (f", ... ({len(values)} lanes)" if len(values) > 8 else "")


def _collect(group: int, obs: _Observations | None, hinted: set[Operation], namer: _Namer, locate: Callable[[Operation], str], found: dict[tuple[str, Any], Violation]) -> None:
    def add(kind: str, what: Any, name: str, op: Operation | None, vals: list[tuple[int, Any]], msg: str) -> None:
        key = (kind, what)
        v = found.get(key)
        if v is not None:
            v.instances += 1
            return
        loc = locate(op) if op is not None else "<unknown>"
        found[key] = Violation(kind, name, op, group, vals, 1, loc, f"{msg} in group {group}: {_lanes_text(vals)}")

    if obs is None:
        return
    for key, vals in obs.seen.items():
        defined = [x for _, x in vals if x is not POISON]  # a poison lane may be any value
        if len(defined) < 2 or _same(defined):
            continue
        kind = key[0]
        if kind == "v":
            v: SSAValue = key[1]
            op = v.op if isinstance(v, OpResult) else None
            if isinstance(v, BlockArgument):
                op = v.block.first_op if v.block.first_op is not None else v.block.parent_op()
            name = namer.value(v)
            add("uniform-value", v, name, op, vals, f"{name} is uniform by the divergence analysis but differs across converged lanes")
        elif kind == "u":
            op = key[1]
            v = op.operands[key[2]]
            name = namer.value(v)
            add("uniform-use", (op, key[2]), name, op, vals, f"use of {name} by '{op.name}' is uniform by the divergence analysis but differs across converged lanes (temporal divergence)")
        elif kind == "b":
            op = key[1]
            if op in hinted:
                add("non-divergent-branch", op, op.name, op, vals, f"'{op.name}' is marked {NON_DIVERGENT} but its condition differs across converged lanes")
            else:
                blk = op.parent
                name = namer.block(blk) if blk is not None else "^?"
                add("uniform-branch", op, name, op, vals, f"branch of {name} is uniform by the divergence analysis but its condition differs across converged lanes")


# --------------------------------------------------------------------------- entry point


def check_width(width: int) -> None:
    if width < 1 or width > MAX_WIDTH or width & (width - 1):
        raise ArgumentError(f"--width must be a power of two from 1 to {MAX_WIDTH}, got {width}")


def _zeros(t: MemRefType) -> ShapedArray[Any]:
    shape = [max(d, 0) for d in t.get_shape()]
    return ShapedArray(TypedPtr[Any].zeros(math.prod(shape), xtype=xtype_for_el_type(t.get_element_type(), 64)), shape)


def _copy(a: ShapedArray[Any]) -> ShapedArray[Any]:
    return ShapedArray(TypedPtr[Any].new(list(a.data), xtype=a.data_ptr.xtype), list(a.shape))  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]


def make_launch(
    width: int, threads: int | None, grid: tuple[int, int, int] | None, block: tuple[int, int, int] | None
) -> Launch:
    """The launch of `--threads N` (one block of N) or `--grid`/`--block`."""
    check_width(width)
    if threads is not None:
        if threads < 1:
            raise ArgumentError(f"--threads must be at least 1, got {threads}")
        if grid is not None or block is not None:
            raise ArgumentError("give either --threads or --grid/--block, not both")
        return Launch((1, 1, 1), (threads, 1, 1), width)
    if block is None:
        raise ArgumentError("a kernel needs a launch: --threads N or --grid X[,Y[,Z]] --block X[,Y[,Z]]")
    grid = grid or (1, 1, 1)
    for what, dims in (("--grid", grid), ("--block", block)):
        if len(dims) != 3 or any(d < 1 for d in dims):
            raise ArgumentError(f"{what} sizes must be at least 1, got {','.join(map(str, dims))}")
    return Launch(grid, block, width)


def check_known_sizes(fn: func.FuncOp | gpu.FuncOp, launch: Launch) -> None:
    """A `gpu.func`'s `known_block_size`/`known_grid_size` must match the launch."""
    if not isinstance(fn, gpu.FuncOp):
        return
    for what, known, dims in (("block", fn.known_block_size, launch.block), ("grid", fn.known_grid_size, launch.grid)):
        if known is not None and tuple(known.get_values()) != dims:
            raise ArgumentError(
                f"'{fn.sym_name.data}' has known_{what}_size = {','.join(map(str, known.get_values()))}, "
                f"but the launch has {what} {','.join(map(str, dims))}"
            )


def with_workgroup_zeros(raw: list[Any], types: list[Any]) -> list[Any]:
    """`raw` with trailing workgroup-memory arguments (an imported OpenCL __local array,
    say) that were left out of --args: they start as zeros in every block, like a
    workgroup attribution."""
    missing = types[len(raw) :]
    if missing and all(gpu.is_workgroup_memref(t) and isinstance(t, MemRefType) and t.has_static_shape() for t in missing):
        return [*raw, *([0] * math.prod(t.get_shape()) for t in missing if isinstance(t, MemRefType))]
    return raw


def _arguments(fn: func.FuncOp | gpu.FuncOp, raw: list[Any], n_threads: int) -> tuple[list[list[Any] | None], list[Any]]:
    """The kernel's arguments from JSON: per-thread values of `{simd.divergent}` scalars
    (None for the others), and the values shared by all threads (None for per-thread)."""
    types = list(fn.function_type.inputs.data)
    raw = with_workgroup_zeros(raw, types)
    if len(raw) != len(types):
        raise ArgumentError(f"'{fn.sym_name.data}' takes {len(types)} arguments, {len(raw)} given")
    arg_attrs = fn.arg_attrs.data if fn.arg_attrs is not None else None
    per_thread: list[list[Any] | None] = []
    shared: list[Any] = []
    for i, (a, t) in enumerate(zip(raw, types, strict=True)):
        what = f"argument #{i} ({t})"
        if isinstance(t, MemRefType | VectorType):
            per_thread.append(None)
            shared.append(convert_arg(a, t, what))
        elif arg_attrs is not None and DIVERGENT_ARG in arg_attrs[i].data:
            if not isinstance(a, list) or len(a) != n_threads:  # pyright: ignore[reportUnknownArgumentType]
                raise ArgumentError(f"{what} is marked {DIVERGENT_ARG}: expected an array of {n_threads} numbers, one per thread, got {a!r}")
            per_thread.append([_scalar(x, t, f"{what}[{k}]") for k, x in enumerate(a)])  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
            shared.append(None)
        elif isinstance(a, list):
            raise ArgumentError(f"{what}: expected a number (kernel parameters are uniform; mark the argument {{{DIVERGENT_ARG}}} to pass one value per thread)")
        else:
            per_thread.append(None)
            shared.append(convert_arg(a, t, what))
    return per_thread, shared


def _check_plan(module: ModuleOp, check_divergence: bool, divergence_info: Any, shapes: dict[Region, _RegionShape]
                ) -> tuple[_Observations | None, set[Operation]]:  # fmt: skip
    """What the lanes record: the analysis' uniform claims (with `check_divergence`) and
    the branches hinted `simd.non_divergent` (always)."""
    hinted: set[Operation] = {op for op in module.walk() if isinstance(op, _BRANCHES) and NON_DIVERGENT in op.attributes}
    if not check_divergence:
        return (_Observations(branches=set(hinted)) if hinted else None), hinted
    if divergence_info is None:
        from simdopt.passes.analysis.divergence import analyze_divergence

        divergence_info = analyze_divergence(module)
    plan = plan_checks(module, divergence_info, shapes)
    plan.branches |= hinted
    return plan, hinted


class Memory:
    """The kernel's memory (SPEC section 4): memref arguments shared by every thread;
    workgroup memory one copy per block (arguments in #gpu.address_space<workgroup>
    from --args, workgroup attributions zeroed); private attributions one per thread."""

    def __init__(self, fn: func.FuncOp | gpu.FuncOp, shared_args: list[Any]):
        self.shared_args = shared_args
        self.wg_args = [i for i, t in enumerate(fn.function_type.inputs.data) if gpu.is_workgroup_memref(t)]
        self.attributions: list[MemRefType] = []
        self.private_types: list[MemRefType] = []
        if isinstance(fn, gpu.FuncOp):
            self.attributions = [a.type for a in fn.workgroup_args if isinstance(a.type, MemRefType)]
            self.private_types = [a.type for a in fn.private_args if isinstance(a.type, MemRefType)]
        self.global_ids = {id(x) for i, x in enumerate(shared_args) if isinstance(x, ShapedArray) and i not in self.wg_args}
        self.per_block: list[list[ShapedArray[Any]]] = []

    def next_block(self) -> tuple[list[Any], set[int]]:
        """The next block's memory arguments (its own workgroup copies) and the ids of
        the memory its threads share."""
        copies = {i: _copy(self.shared_args[i]) for i in self.wg_args}
        attrib = [_zeros(t) for t in self.attributions]
        self.per_block.append([*copies.values()])
        args = [copies.get(i, x) for i, x in enumerate(self.shared_args)] + attrib
        return args, self.global_ids | {id(x) for x in (*copies.values(), *attrib)}

    def private(self) -> tuple[ShapedArray[Any], ...]:
        """Fresh private attributions (one set per thread, or per subgroup)."""
        return tuple(_zeros(t) for t in self.private_types)

    def contents(self) -> list[Any]:
        """Every memref argument's final contents (workgroup ones: one list per block)."""
        out: list[Any] = []
        for i, a in enumerate(self.shared_args):
            if i in self.wg_args:
                out.append([list(copies[self.wg_args.index(i)].data) for copies in self.per_block])  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
            elif isinstance(a, ShapedArray):
                out.append(list(a.data))  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        return out


@dataclass
class _Kernel:
    """What every lane of a run needs to start: `start(lane)` runs the kernel in it."""

    module: ModuleOp
    fn: func.FuncOp | gpu.FuncOp
    launch: Launch
    per_thread: list[list[Any] | None]
    memory: Memory
    shapes: dict[Region, _RegionShape]
    stats: dict[str, int]
    max_steps: int
    deadline: float | None
    time_limit: float
    block_args: list[Any] = field(default_factory=list[Any])
    """The current block's memory and parameter arguments."""
    costs: dict[Operation, tuple[int, str]] = field(default_factory=dict[Operation, tuple[int, str]])

    def start(self, lane: _Lane) -> PythonValues:
        ctx = SpmdContext(lane.thread_id, lane.lane_id, self.launch.width, lane.readfirstlane, lane.group_reduce)
        interp = LaneInterpreter(
            self.module, listeners=(_Listener(self.stats, self.costs),), lane=lane, shapes=self.shapes,
            max_steps=self.max_steps, deadline=self.deadline, time_limit=self.time_limit,
        ).with_functions(*lane_functions(ctx), GpuFunctions(self.launch.thread(lane.thread_id, lane.barrier)))  # fmt: skip
        n = len(self.per_thread)
        args = tuple(pt[lane.thread_id] if pt is not None else sa for pt, sa in zip(self.per_thread, self.block_args[:n], strict=True))
        extra = tuple(self.block_args[n:]) + self.memory.private()
        try:
            return interp.call_op(self.fn, args + extra)
        except RuntimeFault as e:
            e.message += f" (thread {lane.thread_id}, lane {lane.lane_id} of group {lane.group.index})"
            raise


def _block_groups(launch: Launch, b: int, shared: set[int], obs_plan: _Observations | None, has_barrier: bool) -> list[_Group]:
    """The subgroups of block `b`, each with its own copy of the observations to make."""
    per_block = launch.subgroups_per_block
    return [
        _Group(b * per_block + k, ids, [launch.thread(t).lane_id for t in ids], shared,
               None if obs_plan is None else _Observations(obs_plan.values, obs_plan.uses, obs_plan.branches),
               b, solo_ok=not has_barrier or per_block == 1)
        for k, ids in enumerate(launch.subgroups(b))
    ]  # fmt: skip


def _lane_results(fn: func.FuncOp | gpu.FuncOp, group: _Group, results: list[Any]) -> None:
    """Store the JSON results of `group`'s threads; a poison result is a fault."""
    for lane in group.lanes:
        values = lane.result or ()
        if any(r is POISON or (isinstance(r, tuple) and POISON in r) for r in values):
            raise RuntimeFault(f"'{fn.sym_name.data}' returns a poison value in thread {lane.thread_id}", None)
        results[lane.thread_id] = [to_json(r) for r in values]


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
    locate: Callable[[Operation], str] | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Run kernel `fn` over a launch: `threads` threads (one block), or a `grid` of
    `block`s (SPEC section 4), in subgroups of `width` lanes; the JSON-ready result dict
    described in the module docstring.  `divergence_info` replaces the analysis result
    checked by `check_divergence` (tests use it to hand in a wrong one); `locate` formats
    an op's location for violation reports; `time_limit` (seconds) stops the whole run.
    Raises ArgumentError for bad arguments and RuntimeFault for runtime errors."""
    launch = make_launch(width, threads, grid, block)
    check_known_sizes(fn, launch)
    n_threads = launch.threads
    per_thread, shared_args = _arguments(fn, raw, n_threads)
    memory = Memory(fn, shared_args)
    shapes: dict[Region, _RegionShape] = {}
    obs_plan, hinted = _check_plan(module, check_divergence, divergence_info, shapes)

    stats: dict[str, int] = {"static_alu_ops": static_alu_ops(fn), "dynamic_alu_ops": 0, "scalar_ops": 0, "branches": 0}
    totals: dict[str, int] = dict.fromkeys(("convergent_instances", "barrier_instances", "shared_memory_accesses", "shared_memory_instances",
                            "branch_instances", "divergent_branch_instances"), 0)  # fmt: skip
    results: list[Any] = [None] * n_threads
    namer = _Namer(module)
    found: dict[tuple[str, Any], Violation] = {}
    loc = locate or _default_locate
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    kernel = _Kernel(module, fn, launch, per_thread, memory, shapes, stats, max_steps, deadline, time_limit or 0.0)
    has_barrier = any(isinstance(op, gpu.BarrierOp) for op in module.walk())
    for b in range(launch.num_blocks):
        kernel.block_args, shared = memory.next_block()
        groups = _block_groups(launch, b, shared, obs_plan, has_barrier)
        totals["barrier_instances"] += _run_block(b, groups, kernel.start, loc, has_barrier)
        for group in groups:
            group.add_counts(totals)
            _collect(group.index, group.obs, hinted, namer, loc, found)
            _lane_results(fn, group, results)

    stats.update(threads=n_threads, width=width, groups=launch.num_blocks * launch.subgroups_per_block, blocks=launch.num_blocks, **totals)
    out: dict[str, Any] = {"results": results, "memrefs": memory.contents(), "stats": stats}
    if check_divergence or found:
        out["divergence_violations"] = [v.to_json() for v in found.values()]
    return out
