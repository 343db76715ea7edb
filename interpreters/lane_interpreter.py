"""xDSL's interpreter for one lane (`LaneInterpreter`), with the semantics every
simd-opt run shares: the SPMD executor runs one per thread, a SIMD program (and each
subgroup of a vectorized launch) runs on one.

It differs from xDSL's stock runner in what a run needs to be trusted and bounded:
regions run in one scope per invocation (value lookups stay fast in long cf loops),
the faults the stock interpreter would crash on or compute silently wrong (poison read
by a scalar op, a branch condition, a loop bound or a memory index; division by zero;
out-of-bounds memory accesses) are `RuntimeFault`s located at the op, as is any other
error an op raises, and `max_steps` / `deadline` stop a run that does not end.  Given
an SPMD lane (`LaneHooks`), it also tracks the lane's dynamic position (`positions.py`) and hands
synchronization points to the lane's scheduler (`spmd.py`).  `cf.switch`, calls into
a `gpu.module` and loop iterations for the position come from the `Spmd*Functions`
registered by `with_functions`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from xdsl.dialects import arith, cf, func, memref, scf
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
from xdsl.interpreters.cf import CfFunctions
from xdsl.interpreters.func import FuncFunctions
from xdsl.interpreters.scf import ScfFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import SymbolTable
from xdsl.utils.scoped_dict import ScopedDict

from simdopt.dialects import simd
from simdopt.interpreters.arith import bits as _bits
from simdopt.interpreters.arith import signed as _signed
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.positions import Frame, RegionShape, region_shape
from simdopt.interpreters.values import POISON


class LaneHooks(Protocol):
    """What the interpreter of an SPMD thread reports to (`spmd.py`'s lanes): its
    frames (the lane's position), the op it is about to run (sync points block there)
    and, while the divergence checker observes (`obs`), the values it computes."""

    frames: list[Frame]

    @property
    def obs(self) -> object | None: ...

    def before_op(self, op: Operation, kind: OpKind, inputs: tuple[Any, ...]) -> None: ...

    def record_values(self, values: Iterable[SSAValue], pyvalues: Iterable[Any]) -> None: ...


BRANCH_OPS = (cf.ConditionalBranchOp, cf.SwitchOp, scf.IfOp, scf.ConditionOp)
_DIVISIONS = (
    arith.DivSIOp, arith.DivUIOp, arith.RemSIOp, arith.RemUIOp, arith.FloorDivSIOp,
    arith.CeilDivSIOp, arith.CeilDivUIOp,
)  # fmt: skip


class OpKind:
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
        # the position of the memref operand plus one (0: no shared-memory access)
        stores = issubclass(t, (memref.StoreOp, memref.AtomicRMWOp))
        self.mem = 1 if issubclass(t, memref.LoadOp) else 2 if stores else 3 if issubclass(t, simd.CmpxchgOp) else 0
        self.branch = issubclass(t, BRANCH_OPS)


_KINDS: dict[type[Operation], OpKind] = {}


def op_kind(op: Operation) -> OpKind:
    """The `OpKind` of `op`'s type (what `check_op` checks), once per type."""
    k = _KINDS.get(type(op))
    if k is None:
        k = _KINDS[type(op)] = OpKind(type(op))
    return k


def check_op(op: Operation, kind: OpKind, inputs: tuple[Any, ...]) -> None:
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


def check_limits(steps: int, max_steps: int | None, deadline: float | None, time_limit: float, op: Operation) -> None:
    """The fault of a run at its op number `steps` (`op`): past `max_steps`, or past
    `deadline` (`time.monotonic()`, checked at op 4096 k + 1; `time_limit`: its seconds,
    for the message).  An endless loop is a located fault, not a hang."""
    if max_steps is not None and steps > max_steps:
        raise RuntimeFault(f"stopped after {max_steps} ops (a loop that does not end?); raise the limit with --max-steps", op)
    if steps & 4095 == 1 and deadline is not None and time.monotonic() > deadline:
        raise RuntimeFault(f"stopped after {time_limit:g} s (a loop that does not end?); raise the limit with --time-limit SECONDS", op)



@dataclass
class LaneInterpreter(Interpreter):
    """xDSL's interpreter for one lane: regions run in one scope per invocation (linear in
    the number of executed blocks; the stock runner nests a scope per block, so value
    lookups in cf loops slow down with every iteration), every error located at its op,
    the lane's position tracked for convergence, sync points handed to the scheduler."""

    lane: LaneHooks | None = None
    next_iteration: int = 0
    shapes: dict[Region, RegionShape] = field(default_factory=dict[Region, RegionShape])
    max_steps: int = DEFAULT_MAX_STEPS
    """Ops one lane may run before the run is stopped (a loop that never ends)."""
    steps: int = 0
    deadline: float | None = None
    """`time.monotonic()` after which the run is stopped (checked at a lane's first op, so a
    launch of many short threads is bounded too, and every 4096 ops)."""
    time_limit: float = 0.0

    def run_ssacfg_region(self, region: Region, args: PythonValues, name: str = "unknown") -> PythonValues:
        block = region.first_block
        if block is None:
            return ()
        lane = self.lane
        frame = Frame(region_shape(self.shapes, region), self.next_iteration)
        self.next_iteration = 0
        if lane is not None:
            lane.frames.append(frame)
        initial = self._ctx
        env = self._ctx = ScopedDict[SSAValue, Any](initial, name=name)
        results: PythonValues = ()
        prev: Block | None = None
        try:
            while block is not None:
                frame.enter(prev, block, args)
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

    def _step(self, op: Operation, env: ScopedDict[SSAValue, Any], frame: Frame, idx: int) -> Any:
        """Run one op (checked, counted, its results bound); its terminator value."""
        self.steps += 1
        check_limits(self.steps, self.max_steps, self.deadline, self.time_limit, op)
        try:
            inputs = tuple(env[v] for v in op.operands)
        except KeyError:
            raise RuntimeFault(f"'{op.name}' uses a value that has not been computed", op) from None
        kind = op_kind(op)
        check_op(op, kind, inputs)
        lane = self.lane
        if lane is not None:
            lane.before_op(op, kind, inputs)
        try:
            result = self._run_op(op, inputs)
        except RuntimeFault:
            raise
        except Exception as e:
            raise RuntimeFault(f"'{op.name}' failed: {describe(e)}", op) from None
        if len(op.results) != len(result.values):
            raise RuntimeFault(f"'{op.name}' produced {len(result.values)} results, expected {len(op.results)}", op)
        for r, v in zip(op.results, result.values, strict=True):
            env[r] = v
        if lane is not None and lane.obs is not None:
            frame.op_idx = idx
            lane.record_values(op.results, result.values)
        return result.terminator_value


def describe(e: BaseException) -> str:
    """An exception an op's implementation raised, as the text of its fault."""
    text = str(e).strip().splitlines()
    msg = text[0] if text else ""
    if not msg or isinstance(e, AssertionError):
        return f"{type(e).__name__}{': ' + msg if msg else ''}"
    return msg
