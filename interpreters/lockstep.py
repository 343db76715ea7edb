"""The lockstep machine simulator: `LockstepFunctions` for xDSL's interpreter plus stats.

A vector register is a tuple of W lanes, a mask register a tuple of W booleans; a lane
may be `POISON` (`interpreters/values.py`).  The machine state is the `exec` mask (all lanes on at
entry).  A vector-unit op computes its active lanes (exec & mask) and leaves the others
poison; storing, returning, reading into a scalar or branching on a poison lane, or
dividing by a poison or zero active lane, is a `RuntimeFault` at the op.

Statistics (`MachineStats`, collected by an interpreter listener so scalar-unit ops of
other dialects count too), under the target description `TargetDesc`:

* `issued`: instructions per unit — `vector`, `scalar` (arith, memref, vlane), `mask`
  (mask algebra and exec ops, scalar unit on mask registers), `branch`;
* `alu_lane_ops`: the seed's metric (SPEC §8): W per vector op (`vreduce` and
  `vatomic` included), 1 per broadcast, `vreadfirstlane`, mask or scalar op, 0 for
  `arith.index_cast`, branches and `ub.poison`; every instruction issues in one cycle
  (`vatomic` too: its lanes go to memory in lane order within the instruction);
* `active_lane_ops`: lanes that computed something useful (exec & mask);
* `reg_reads`/`reg_writes` per register class (`scalar`, `vector`, `mask`; exec
  counts as a mask register);
* `mem_accesses`: elements loaded or stored (an atomic lane both);
* `branches_taken`, `branches_not_taken`, `regions_skipped` (execz / branch-if-none);
* `cycles`: one issue per cycle, plus `taken_branch_penalty` per taken branch;
* `energy`: `e_issue` per instruction, `e_lane` per active lane, register accesses
  weighted by their width, `e_mem` per element.

`run_lockstep(module, func, args)` runs a function from JSON-style arguments and returns
`{"results", "memrefs", "stats"}`; `simd-run` calls it for every lowered program.  The
lane-wise execution is `interpreters/lanes.py`'s, shared with the simd interpreter.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects import arith, builtin, cf, func, memref, scf, ub
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.interpreters.cf import CfFunctions
from xdsl.interpreters.scf import ScfFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Attribute, Operation

from simdopt.dialects import lockstep as ls
from simdopt.dialects.vector_unit import is_float, to_f32, vector_width
from simdopt.interpreters import lane_functions
from simdopt.interpreters.cost import alu_cost
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lanes import VectorUnitFunctions, mem_contents
from simdopt.interpreters.values import POISON, poison_of, to_json

Vec = tuple[Any, ...]


# --------------------------------------------------------------------------- stats


@dataclass
class MachineStats:
    """What the machine did; see the module docstring."""

    target: ls.TargetDesc = field(default_factory=ls.TargetDesc)
    issued: dict[str, int] = field(
        default_factory=lambda: {"vector": 0, "scalar": 0, "mask": 0, "branch": 0}
    )
    alu_lane_ops: int = 0
    active_lane_ops: int = 0
    reg_reads: dict[str, int] = field(
        default_factory=lambda: {"scalar": 0, "vector": 0, "mask": 0}
    )
    reg_writes: dict[str, int] = field(
        default_factory=lambda: {"scalar": 0, "vector": 0, "mask": 0}
    )
    mem_accesses: int = 0
    branches_taken: int = 0
    branches_not_taken: int = 0
    regions_skipped: int = 0

    @property
    def cycles(self) -> int:
        return (
            sum(self.issued.values())
            + self.branches_taken * self.target.taken_branch_penalty
        )

    @property
    def energy(self) -> float:
        t = self.target
        reg_cost = {
            "scalar": t.e_reg_scalar,
            "vector": t.e_reg_vector * t.width,
            "mask": t.e_reg_mask,
        }
        regs = sum(
            (self.reg_reads[c] + self.reg_writes[c]) * reg_cost[c] for c in reg_cost
        )
        return round(
            sum(self.issued.values()) * t.e_issue
            + self.active_lane_ops * t.e_lane
            + regs
            + self.mem_accesses * t.e_mem,
            6,
        )

    def branch(self, taken: bool) -> None:
        self.issued["branch"] += 1
        if taken:
            self.branches_taken += 1
        else:
            self.branches_not_taken += 1

    def to_json(self) -> dict[str, Any]:
        return {
            "issued": dict(self.issued),
            "instructions": sum(self.issued.values()),
            "alu_lane_ops": self.alu_lane_ops,
            "active_lane_ops": self.active_lane_ops,
            "reg_reads": dict(self.reg_reads),
            "reg_writes": dict(self.reg_writes),
            "mem_accesses": self.mem_accesses,
            "branches_taken": self.branches_taken,
            "branches_not_taken": self.branches_not_taken,
            "regions_skipped": self.regions_skipped,
            "cycles": self.cycles,
            "energy": self.energy,
        }


def reg_class(t: Attribute) -> str:
    if isinstance(t, builtin.VectorType):
        return "mask" if t.get_element_type() == builtin.i1 else "vector"
    if isinstance(t, builtin.MemRefType):
        return "scalar"  # a base address in a scalar register
    return "scalar"


SCALAR_FREE = (arith.IndexCastOp, ub.PoisonOp)


CONTROL_OPS = (
    scf.IfOp,
    scf.ForOp,
    scf.WhileOp,
    scf.YieldOp,
    scf.ConditionOp,
    cf.BranchOp,
    cf.ConditionalBranchOp,
    func.ReturnOp,
    func.CallOp,
    ls.SkipExeczOp,
    ls.MaskBranchOp,
    ls.YieldOp,
)


def alu_lane_ops(op: Operation) -> int:
    """SPEC §8 on the machine: W per vector-unit op (1 for a broadcast), 1 per
    mask-unit, exec or scalar op, 0 for control flow, `index_cast` and `ub.poison`;
    ops of other dialects as `interpreters/cost.py` counts them."""
    if isinstance(op, ls.VectorUnitOp):
        return 1 if isinstance(op, ls.VBcastOp | ls.VReadFirstLaneOp) else op.lane_width()
    if isinstance(op, ls.MaskUnitOp | ls.ExecOp | ls.VLaneOp):
        return 1
    if isinstance(op, CONTROL_OPS + SCALAR_FREE):
        return 0
    return alu_cost(op, 1)


def static_alu_ops(function: Operation) -> int:
    """The seed metric over the function's ops, each counted once."""
    return sum(alu_lane_ops(op) for op in function.walk() if op is not function)


class StatsListener(Interpreter.Listener):
    """Counts every op the interpreter runs; lockstep ops look at the machine state."""

    def __init__(self, machine: LockstepFunctions):
        self.machine = machine

    @property
    def stats(self) -> MachineStats:
        return self.machine.stats

    def _issue(self, op: Operation, unit: str, active: int = 1) -> None:
        s = self.stats
        s.issued[unit] += 1
        s.alu_lane_ops += alu_lane_ops(op)
        s.active_lane_ops += active
        for v in op.operands:
            s.reg_reads[reg_class(v.type)] += 1
        for r in op.results:
            s.reg_writes[reg_class(r.type)] += 1

    def will_interpret_op(self, op: Operation, args: PythonValues) -> None:
        s = self.stats
        if isinstance(op, ls.VectorUnitOp):
            active = sum(self.machine.active_lanes(op, args, op.lane_width()))
            self._issue(op, "vector", active)
            s.reg_reads["mask"] += 1  # exec
            if isinstance(op, ls.VMemOp):
                # an atomic lane reads and writes its element
                s.mem_accesses += active * (2 if isinstance(op, ls.VAtomicOp) else 1)
        elif isinstance(op, ls.MaskUnitOp | ls.ExecOp):
            self._issue(op, "mask")
            if isinstance(op, ls.ExecSaveOp | ls.ExecNotOp | ls.ExecAndOp):
                s.reg_reads["mask"] += 1
            if not isinstance(op, ls.ExecSaveOp):
                s.reg_writes["mask"] += 1
        elif isinstance(op, ls.VLaneOp):
            self._issue(op, "scalar")
        elif not self._branch(op, args) and not isinstance(op, CONTROL_OPS + SCALAR_FREE):
            self._issue(op, "scalar")
            if isinstance(op, memref.LoadOp | memref.StoreOp):
                s.mem_accesses += 1

    def _branch(self, op: Operation, args: PythonValues) -> bool:
        """Count a branch of `scf`/`cf`; False when `op` is not one.  The lockstep
        branch ops count themselves: their outcome is known where they run."""
        s = self.stats
        if isinstance(op, scf.IfOp | cf.ConditionalBranchOp):
            s.reg_reads["scalar"] += 1
        if isinstance(op, scf.IfOp | scf.ConditionOp):
            s.branch(taken=not args[0])
        elif isinstance(op, cf.ConditionalBranchOp | cf.BranchOp):
            if isinstance(op, cf.ConditionalBranchOp):
                target = op.then_block if args[0] else op.else_block
            else:
                target = op.successor
            parent = op.parent_block()
            s.branch(taken=parent is None or target is not parent.next_block)
        elif isinstance(op, scf.YieldOp) and isinstance(op.parent_op(), scf.ForOp | scf.WhileOp):
            s.branch(taken=True)  # the back edge (and the loop test it implies)
        else:
            return False
        return True


# --------------------------------------------------------------------------- functions


@register_impls
class LockstepFunctions(VectorUnitFunctions):
    """Semantics of the lockstep dialect, with the machine's exec mask and stats."""

    MESSAGES = {
        "mask_poison": "{name}: mask lane {lane} is poison",
        "divide": "lockstep.valu {kind}: lane {lane} divides by {what}",
        "address_poison": "{name}: lane {lane} has a poison address",
        "base_poison": "{name}: the base address is poison",
        "out_of_bounds": "{name}: lane {lane} address {index} is out of bounds [0, {size})",
        "store_poison": "{name}: lane {lane} stores a poison value",
        "select_poison": "",
        "lane_index_poison": "{name}: the lane index is poison",
        "lane_range": "{name}: lane {lane} is out of range [0, {size})",
        "lane_poison": "{name}: lane {lane} is poison",
        "reduce_poison": "{name}: mask lane {lane} is poison",
        "no_integer": "{name} {kind}: lane {lane} has no integer value ({what})",
    }

    def __init__(self, target: ls.TargetDesc | None = None):
        self.target = target
        self.exec: Vec | None = None
        self.stats = MachineStats(target or ls.TargetDesc())

    # ------------------------------------------------------------------ state

    def _target(self, interpreter: Interpreter) -> ls.TargetDesc:
        if self.target is None:
            self.target = ls.TargetDesc.from_attr(
                interpreter.module.attributes.get(ls.TARGET_ATTR)
            )
            self.stats.target = self.target
        return self.target

    def exec_lanes(self, width: int) -> Vec:
        if self.exec is None or len(self.exec) != width:
            self.exec = (True,) * width
        return self.exec

    # ------------------------------------------------------------------ vector unit

    @impl(ls.ValuOp)
    def run_valu(self, interpreter: Interpreter, op: ls.ValuOp, args: PythonValues):
        self._target(interpreter)
        merge = args[-1] if op.merge_operand is not None else None
        return self.binary(op, op.kind.data, is_float(op.result.type), args, merge)

    @impl(ls.VCmpOp)
    def run_vcmp(self, interpreter: Interpreter, op: ls.VCmpOp, args: PythonValues):
        return self.compare(op, op.predicate.data, is_float(op.lhs.type), args)

    @impl(ls.VSelOp)
    def run_vsel(self, interpreter: Interpreter, op: ls.VSelOp, args: PythonValues):
        return self.select(op, args)

    @impl(ls.VBcastOp)
    def run_vbcast(self, interpreter: Interpreter, op: ls.VBcastOp, args: PythonValues):
        return self.place(op, args, [args[0]] * op.lane_width())

    @impl(ls.VPackOp)
    def run_vpack(self, interpreter: Interpreter, op: ls.VPackOp, args: PythonValues):
        return self.place(op, args, args[: op.lane_width()])

    @impl(ls.VLoadOp)
    def run_vload(self, interpreter: Interpreter, op: ls.VLoadOp, args: PythonValues):
        return self.load(op, args)

    @impl(ls.VGatherOp)
    def run_vgather(self, interpreter: Interpreter, op: ls.VGatherOp, args: PythonValues):
        return self.load(op, args)

    @impl(ls.VStoreOp)
    def run_vstore(self, interpreter: Interpreter, op: ls.VStoreOp, args: PythonValues):
        return self.store(op, args)

    @impl(ls.VScatterOp)
    def run_vscatter(self, interpreter: Interpreter, op: ls.VScatterOp, args: PythonValues):
        return self.store(op, args)

    @impl(ls.VMathOp)
    def run_vmath(self, interpreter: Interpreter, op: ls.VMathOp, args: PythonValues):
        return self.math(op, args)

    @impl(ls.VCastOp)
    def run_vcast(self, interpreter: Interpreter, op: ls.VCastOp, args: PythonValues):
        return self.cast(op, args)

    @impl(ls.VAtomicOp)
    def run_vatomic(self, interpreter: Interpreter, op: ls.VAtomicOp, args: PythonValues):
        return self.atomic(op, args)

    @impl(ls.VReadFirstLaneOp)
    def run_vreadfirstlane(self, interpreter: Interpreter, op: ls.VReadFirstLaneOp, args: PythonValues):
        return self.collect(op, None, args)

    @impl(ls.VReduceOp)
    def run_vreduce(self, interpreter: Interpreter, op: ls.VReduceOp, args: PythonValues):
        return self.collect(op, op.kind.data, args)

    # ------------------------------------------------------------------ scalar unit

    @impl(ls.VLaneOp)
    def run_vlane(self, interpreter: Interpreter, op: ls.VLaneOp, args: PythonValues):
        return self.read_lane(op, args)

    @impl(ls.MAndOp)
    def run_mand(self, interpreter: Interpreter, op: ls.MAndOp, args: PythonValues):
        return self.mask_and(args)

    @impl(ls.MOrOp)
    def run_mor(self, interpreter: Interpreter, op: ls.MOrOp, args: PythonValues):
        return self.mask_or(args)

    @impl(ls.MNotOp)
    def run_mnot(self, interpreter: Interpreter, op: ls.MNotOp, args: PythonValues):
        return self.mask_not(args)

    @impl(ls.MFirstOp)
    def run_mfirst(self, interpreter: Interpreter, op: ls.MFirstOp, args: PythonValues):
        return self.mask_prefix(op, args)

    @impl(ls.MBcastOp)
    def run_mbcast(self, interpreter: Interpreter, op: ls.MBcastOp, args: PythonValues):
        c = args[0]
        return ((POISON if c is POISON else bool(c),) * op.result.type.get_shape()[0],)

    @impl(ls.MAnyOp)
    def run_many(self, interpreter: Interpreter, op: ls.MAnyOp, args: PythonValues):
        return (any(self.defined(op, args[0])),)

    @impl(ls.MAllOp)
    def run_mall(self, interpreter: Interpreter, op: ls.MAllOp, args: PythonValues):
        return (all(self.defined(op, args[0])),)

    # ------------------------------------------------------------------ exec

    def _exec(self, op: ls.ExecOp) -> Vec:
        w = vector_width(op.exec_type())
        assert w is not None
        return self.exec_lanes(w)

    @impl(ls.ExecSaveOp)
    def run_exec_save(self, interpreter: Interpreter, op: ls.ExecSaveOp, args: PythonValues):
        self._target(interpreter)
        return (self._exec(op),)

    @impl(ls.ExecAndOp)
    def run_exec_and(self, interpreter: Interpreter, op: ls.ExecAndOp, args: PythonValues):
        exec_, m, neg = self._exec(op), args[0], op.negated is not None
        for i, e in enumerate(exec_):
            if e and m[i] is POISON:
                raise self.fault("mask_poison", op, lane=i)
        self.exec = tuple(bool(e) and bool(m[i]) != neg for i, e in enumerate(exec_))
        return ()

    @impl(ls.ExecNotOp)
    def run_exec_not(self, interpreter: Interpreter, op: ls.ExecNotOp, args: PythonValues):
        self.exec = tuple(not e for e in self._exec(op))
        return ()

    @impl(ls.ExecRestoreOp)
    def run_exec_restore(self, interpreter: Interpreter, op: ls.ExecRestoreOp, args: PythonValues):
        self.exec = self.defined(op, args[0])
        return ()

    # ------------------------------------------------------------------ branches

    @impl(ls.SkipExeczOp)
    def run_skip_execz(self, interpreter: Interpreter, op: ls.SkipExeczOp, args: PythonValues):
        self._target(interpreter)
        empty = not any(self.exec_lanes(op.width.value.data))
        self.stats.branch(taken=empty)
        self.stats.reg_reads["mask"] += 1
        if empty:
            self.stats.regions_skipped += 1
            return tuple(poison_of(r.type) for r in op.results)
        return interpreter.run_ssacfg_region(op.body, (), "skip_execz")

    def _mask_branch(self, interpreter: Interpreter, op: ls.MaskBranchOp, cond: bool) -> PythonValues:
        self._target(interpreter)
        self.stats.branch(taken=not cond)
        self.stats.reg_reads["mask"] += 1
        if not cond and isinstance(op, ls.IfAnyOp):
            self.stats.regions_skipped += 1
        region = op.then_region if cond else op.else_region
        return interpreter.run_ssacfg_region(region, (), op.name)

    @impl(ls.IfAnyOp)
    def run_if_any(self, interpreter: Interpreter, op: ls.IfAnyOp, args: PythonValues):
        return self._mask_branch(interpreter, op, any(self.defined(op, args[0])))

    @impl(ls.IfAllOp)
    def run_if_all(self, interpreter: Interpreter, op: ls.IfAllOp, args: PythonValues):
        return self._mask_branch(interpreter, op, all(self.defined(op, args[0])))

    @impl_terminator(ls.YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: ls.YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


# --------------------------------------------------------------------------- driver


def make_arg(t: Attribute, value: Any, op: Operation | None = None) -> Any:
    """A JSON value as the interpreter's value of type `t` (f32 rounded)."""
    if isinstance(t, builtin.MemRefType):
        if not isinstance(value, list):
            raise RuntimeFault(f"expected an array for {t}, found {value!r}", op)
        ptr: TypedPtr[Any]
        if is_float(t.get_element_type()):
            ptr = TypedPtr.new_float32([float(v) for v in value])
        else:
            ptr = TypedPtr.new_int32([int(v) for v in value])
        return ShapedArray(ptr, [len(value)])
    if isinstance(t, builtin.VectorType):
        if not isinstance(value, list):
            raise RuntimeFault(f"expected an array for {t}, found {value!r}", op)
        return tuple(make_arg(t.get_element_type(), v, op) for v in value)  # pyright: ignore[reportUnknownVariableType]
    if isinstance(value, list):
        raise RuntimeFault(f"expected a number for {t}, found an array", op)
    return to_f32(float(value)) if is_float(t) else int(value)


def _result(value: Any, op: Operation | None, t: Attribute) -> Any:
    """A defined result as JSON (`i1` as 0/1); returning a poison lane is a fault."""
    if t == builtin.i1 and value is not POISON:
        return int(bool(value))
    lanes = value if isinstance(value, tuple) else (value,)
    for i, lane in enumerate(lanes):  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
        if lane is POISON:
            where = f" lane ({i})" if isinstance(value, tuple) else " value"
            raise RuntimeFault(f"returns a poison{where}", op)
    return to_json(value)


class LimitListener(Interpreter.Listener):
    """Stops a run after `max_steps` ops or past `deadline` (`time.monotonic()`, checked
    every 4096 ops): an endless loop is a located fault, not a hang."""

    def __init__(self, max_steps: int | None = None, deadline: float | None = None, time_limit: float = 0.0):
        self.max_steps = max_steps
        self.deadline = deadline
        self.time_limit = time_limit
        self.steps = 0

    def will_interpret_op(self, op: Operation, args: PythonValues) -> None:
        self.steps += 1
        if self.max_steps is not None and self.steps > self.max_steps:
            raise RuntimeFault(
                f"stopped after {self.max_steps} ops (a loop that does not end?); "
                "raise the limit with --max-steps", op
            )  # fmt: skip
        if not self.steps & 4095 and self.deadline is not None and time.monotonic() > self.deadline:
            raise RuntimeFault(
                f"stopped after {self.time_limit:g} s (a loop that does not end?); "
                "raise the limit with --time-limit SECONDS", op
            )  # fmt: skip


def check_lowered(function: Operation) -> None:
    """A fault at the first simd op left in `function` (the machine has none)."""
    for op in function.walk():
        if op.dialect_name() == "simd":
            raise RuntimeFault(
                f"'{op.name}' is a SIMD op: lower the program first "
                "(simd-opt -p convert-simd-to-lockstep)",
                op,
            )


def lockstep_interpreter(
    module: builtin.ModuleOp,
    machine: LockstepFunctions,
    *,
    functions: tuple[InterpreterFunctions, ...] = (),
    limits: LimitListener | None = None,
) -> Interpreter:
    """xDSL's interpreter running the machine `machine` (its stats collected), with the
    dialect functions of every interpreter, `functions` (e.g. the launch's `gpu` ops) and
    the run limits `limits`."""
    listeners: tuple[Interpreter.Listener, ...] = (StatsListener(machine),)
    if limits is not None:
        listeners += (limits,)
    interpreter = Interpreter(module, listeners=listeners)
    for f in (*lane_functions(), CfFunctions(), ScfFunctions(), machine, *functions):
        interpreter.register_implementations(f)
    machine._target(interpreter)  # pyright: ignore[reportPrivateUsage]
    return interpreter


def machine_stats(function: Operation, stats: MachineStats) -> dict[str, Any]:
    """The JSON stats of a run of `function` (`static_alu_ops` over its ops)."""
    return {"static_alu_ops": static_alu_ops(function), "dynamic_alu_ops": stats.alu_lane_ops, **stats.to_json()}


def run_lockstep(
    module: builtin.ModuleOp,
    function: func.FuncOp,
    args: list[Any],
    *,
    target: ls.TargetDesc | None = None,
    max_steps: int | None = None,
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Run `function` on the machine; the JSON-ready results, memrefs and stats.
    `max_steps` bounds the ops run, `time_limit` the seconds (None: no bound)."""
    check_lowered(function)
    machine = LockstepFunctions(target)
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    limits = LimitListener(max_steps, deadline, time_limit or 0.0)
    interpreter = lockstep_interpreter(module, machine, limits=limits)
    inputs = function.function_type.inputs.data
    if len(args) != len(inputs):
        raise RuntimeFault(
            f"@{function.sym_name.data} takes {len(inputs)} arguments, {len(args)} given",
            function,
        )
    values = [make_arg(t, a, function) for t, a in zip(inputs, args, strict=False)]
    results = interpreter.call_op(function, tuple(values))
    ret = next(
        (b.last_op for b in function.body.blocks if isinstance(b.last_op, func.ReturnOp)), None
    )
    return {
        "results": [
            _result(r, ret, t)
            for r, t in zip(results, function.function_type.outputs.data, strict=True)
        ],
        "memrefs": [mem_contents(v) for v in values if isinstance(v, ShapedArray | list)],
        "stats": machine_stats(function, machine.stats),
    }


def uses_lockstep(module: Operation) -> bool:
    return any(op.dialect_name() == "lockstep" for op in module.walk())


__all__ = [
    "LimitListener",
    "LockstepFunctions",
    "MachineStats",
    "RuntimeFault",
    "check_lowered",
    "lockstep_interpreter",
    "run_lockstep",
]
