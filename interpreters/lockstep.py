"""The lockstep machine simulator: `LockstepFunctions` for xDSL's interpreter plus stats.

A vector register is a tuple of W lanes, a mask register a tuple of W booleans; a lane
holding `None` is poison.  The machine state is the `exec` mask (all lanes on at
entry).  A vector-unit op computes its active lanes (exec & mask) and leaves the others
poison; storing, returning, reading into a scalar or branching on a poison lane, or
dividing by a poison or zero active lane, is a `RuntimeFault` at the op.

Statistics (`MachineStats`, collected by an interpreter listener so scalar-unit ops of
other dialects count too), under the target description `TargetDesc`:

* `issued`: instructions per unit — `vector`, `scalar` (arith, memref, vlane), `mask`
  (mask algebra and exec ops, scalar unit on mask registers), `branch`;
* `alu_lane_ops`: the seed's metric (SPEC §8): W per vector op, 1 per broadcast, mask
  or scalar op, 0 for `arith.index_cast`, branches and `ub.poison`;
* `active_lane_ops`: lanes that computed something useful (exec & mask);
* `reg_reads`/`reg_writes` per register class (`scalar`, `vector`, `mask`; exec
  counts as a mask register);
* `mem_accesses`: elements loaded or stored;
* `branches_taken`, `branches_not_taken`, `regions_skipped` (execz / branch-if-none);
* `cycles`: one issue per cycle, plus `taken_branch_penalty` per taken branch;
* `energy`: `e_issue` per instruction, `e_lane` per active lane, register accesses
  weighted by their width, `e_mem` per element.

`run_lockstep(module, func, args)` runs a function from JSON-style arguments and returns
`{"results", "memrefs", "stats"}` like `simd-run --json`.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
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
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Attribute, Operation

from simdopt.dialects import lockstep as ls
from simdopt.dialects.simd import vector_width
from simdopt.interpreters.errors import RuntimeFault

Lane = Any
Vec = tuple[Lane, ...]

# --------------------------------------------------------------------------- lanes


def _wrap32(x: int) -> int:
    return ((x + 2**31) % 2**32) - 2**31


def _f32(x: float) -> float:
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return x


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _trem(a: int, b: int) -> int:
    return a - _tdiv(a, b) * b


INT_OPS: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": _tdiv,
    "rem": _trem,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: a << (b % 32),
    "shr": lambda a, b: a >> (b % 32),
    "min": min,
    "max": max,
}
FLOAT_OPS: dict[str, Callable[[float, float], float]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": lambda a, b: a / b,
    "min": min,
    "max": max,
}


def _u32(x: int) -> int:
    return x % 2**32


CMP: dict[str, Callable[[Any, Any], bool]] = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "slt": lambda a, b: a < b,
    "sle": lambda a, b: a <= b,
    "sgt": lambda a, b: a > b,
    "sge": lambda a, b: a >= b,
    "ult": lambda a, b: _u32(a) < _u32(b),
    "ule": lambda a, b: _u32(a) <= _u32(b),
    "ugt": lambda a, b: _u32(a) > _u32(b),
    "uge": lambda a, b: _u32(a) >= _u32(b),
    "false": lambda a, b: False,
    "true": lambda a, b: True,
    "oeq": lambda a, b: a == b,
    "ogt": lambda a, b: a > b,
    "oge": lambda a, b: a >= b,
    "olt": lambda a, b: a < b,
    "ole": lambda a, b: a <= b,
    "one": lambda a, b: a != b and a == a and b == b,
    "ord": lambda a, b: a == a and b == b,
    "ueq": lambda a, b: a == b or a != a or b != b,
    "ugt_f": lambda a, b: not (a <= b),
    "uge_f": lambda a, b: not (a < b),
    "ult_f": lambda a, b: not (a >= b),
    "ule_f": lambda a, b: not (a > b),
    "une": lambda a, b: a != b,
    "uno": lambda a, b: a != a or b != b,
}


def _cmp(pred: str, is_float: bool) -> Callable[[Any, Any], bool]:
    if is_float and pred in ("ugt", "uge", "ult", "ule"):
        return CMP[pred + "_f"]
    return CMP[pred]


def _is_float(t: Attribute) -> bool:
    elem = t.get_element_type() if isinstance(t, builtin.VectorType) else t
    return isinstance(elem, builtin.Float32Type)


# --------------------------------------------------------------------------- memory


def mem_size(m: Any) -> int:
    return m.size if isinstance(m, ShapedArray) else len(m)


def mem_load(m: Any, i: int) -> Any:
    return m.load([i]) if isinstance(m, ShapedArray) else m[i]


def mem_store(m: Any, i: int, v: Any) -> None:
    if isinstance(m, ShapedArray):
        m.store([i], v)
    else:
        m[i] = v


def mem_contents(m: Any) -> list[Any]:
    return [mem_load(m, i) for i in range(mem_size(m))]


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


def reg_class(t: Attribute) -> str | None:
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
    mask-unit, exec or scalar op, 0 for control flow, `index_cast` and `ub.poison`.
    Ops of other dialects defer to `interpreters/cost.py` when it exists."""
    if isinstance(op, ls.VectorUnitOp):
        return 1 if isinstance(op, ls.VBcastOp) else op.lane_width()
    if isinstance(op, ls.MaskUnitOp | ls.ExecOp | ls.VLaneOp):
        return 1
    if isinstance(op, CONTROL_OPS + SCALAR_FREE):
        return 0
    try:
        from simdopt.interpreters.cost import (  # pyright: ignore[reportMissingImports]
            alu_cost,  # pyright: ignore[reportUnknownVariableType]
        )
    except ImportError:
        return 1
    return int(alu_cost(op, 1))  # pyright: ignore[reportUnknownArgumentType]


def static_alu_ops(function: func.FuncOp) -> int:
    """The seed metric over the function's ops, each counted once."""
    return sum(alu_lane_ops(op) for op in function.walk() if op is not function)


class StatsListener(Interpreter.Listener):
    """Counts every op the interpreter runs; lockstep ops look at the machine state."""

    def __init__(self, machine: LockstepFunctions):
        self.machine = machine

    @property
    def stats(self) -> MachineStats:
        return self.machine.stats

    def _regs(self, op: Operation) -> None:
        s = self.stats
        for v in op.operands:
            c = reg_class(v.type)
            if c is not None:
                s.reg_reads[c] += 1
        for r in op.results:
            c = reg_class(r.type)
            if c is not None:
                s.reg_writes[c] += 1

    def will_interpret_op(self, op: Operation, args: PythonValues) -> None:
        s = self.stats
        m = self.machine
        if isinstance(op, ls.VectorUnitOp):
            width = op.lane_width()
            active = m.active_lanes(op, args, width)
            s.issued["vector"] += 1
            s.alu_lane_ops += alu_lane_ops(op)
            s.active_lane_ops += sum(active)
            s.reg_reads["mask"] += 1  # exec
            self._regs(op)
            if isinstance(op, ls.VMemOp):
                s.mem_accesses += sum(active)
        elif isinstance(op, ls.MaskUnitOp | ls.ExecOp):
            s.issued["mask"] += 1
            s.alu_lane_ops += alu_lane_ops(op)
            s.active_lane_ops += 1
            self._regs(op)
            if isinstance(op, ls.ExecSaveOp | ls.ExecNotOp | ls.ExecAndOp):
                s.reg_reads["mask"] += 1
            if not isinstance(op, ls.ExecSaveOp):
                s.reg_writes["mask"] += 1
        elif isinstance(op, ls.VLaneOp):
            s.issued["scalar"] += 1
            s.alu_lane_ops += alu_lane_ops(op)
            s.active_lane_ops += 1
            self._regs(op)
        elif isinstance(op, ls.SkipExeczOp | ls.MaskBranchOp | ls.YieldOp):
            pass  # counted by the op itself: the branch outcome is known there
        elif isinstance(op, scf.IfOp):
            s.branch(taken=not args[0])
            s.reg_reads["scalar"] += 1
        elif isinstance(op, cf.ConditionalBranchOp):
            target = op.then_block if args[0] else op.else_block
            parent = op.parent_block()
            s.branch(taken=parent is None or target is not parent.next_block)
            s.reg_reads["scalar"] += 1
        elif isinstance(op, cf.BranchOp):
            parent = op.parent_block()
            s.branch(taken=parent is None or op.successor is not parent.next_block)
        elif isinstance(op, scf.YieldOp) and isinstance(
            op.parent_op(), scf.ForOp | scf.WhileOp
        ):
            s.branch(taken=True)  # the back edge (and the loop test it implies)
        elif isinstance(op, scf.ConditionOp):
            s.branch(taken=not args[0])
        elif isinstance(
            op,
            (
                scf.ForOp | scf.WhileOp | scf.YieldOp | func.ReturnOp | func.CallOp,
                SCALAR_FREE,
            ),
        ):
            pass
        else:
            s.issued["scalar"] += 1
            s.alu_lane_ops += alu_lane_ops(op)
            s.active_lane_ops += 1
            self._regs(op)
            if isinstance(op, memref.LoadOp | memref.StoreOp):
                s.mem_accesses += 1


# --------------------------------------------------------------------------- functions


@register_impls
class LockstepFunctions(InterpreterFunctions):
    """Semantics of the lockstep dialect, with the machine's exec mask and stats."""

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

    def exec_mask(self, width: int) -> Vec:
        if self.exec is None or len(self.exec) != width:
            self.exec = (True,) * width
        return self.exec

    def active_lanes(
        self, op: ls.VectorUnitOp, args: PythonValues, width: int
    ) -> list[bool]:
        exec_ = self.exec_mask(width)
        mask_value = op.mask_operand
        if mask_value is None:
            return [bool(e) for e in exec_]
        index = list(op.operands).index(mask_value)
        mask = args[index]
        out: list[bool] = []
        for lane in range(width):
            if not exec_[lane]:
                out.append(False)
                continue
            bit = mask[lane]
            if bit is None:
                raise RuntimeFault(f"{op.name}: mask lane {lane} is poison", op)
            out.append(bool(bit) != op.is_negated)
        return out

    # ------------------------------------------------------------------ vector unit

    @impl(ls.ValuOp)
    def run_valu(self, interpreter: Interpreter, op: ls.ValuOp, args: PythonValues):
        self._target(interpreter)
        width = op.lane_width()
        active = self.active_lanes(op, args, width)
        kind = op.kind.data
        is_float = _is_float(op.result.type)
        fn: Callable[[Any, Any], Any] = (FLOAT_OPS if is_float else INT_OPS)[kind]
        a, b = args[0], args[1]
        merge = args[len(args) - 1] if op.merge_operand is not None else (None,) * width
        out: list[Lane] = []
        for i in range(width):
            if not active[i]:
                out.append(merge[i])
                continue
            x, y = a[i], b[i]
            if kind in ("div", "rem") and (y is None or y == 0):
                raise RuntimeFault(
                    f"lockstep.valu {kind}: lane {i} divides by "
                    f"{'a poison lane' if y is None else 'zero'}",
                    op,
                )
            if x is None or y is None:
                out.append(None)
                continue
            r = fn(x, y)
            out.append(_f32(r) if is_float else _wrap32(r))
        return (tuple(out),)

    @impl(ls.VCmpOp)
    def run_vcmp(self, interpreter: Interpreter, op: ls.VCmpOp, args: PythonValues):
        width = vector_width(op.lhs.type) or 0
        active = self.active_lanes(op, args, width)
        fn = _cmp(op.predicate.data, _is_float(op.lhs.type))
        a, b = args[0], args[1]
        return (
            tuple(
                None
                if not active[i] or a[i] is None or b[i] is None
                else fn(a[i], b[i])
                for i in range(width)
            ),
        )

    @impl(ls.VSelOp)
    def run_vsel(self, interpreter: Interpreter, op: ls.VSelOp, args: PythonValues):
        width = op.lane_width()
        active = self.active_lanes(op, args, width)
        p, a, b = args[0], args[1], args[2]
        return (
            tuple(
                None if not active[i] or p[i] is None else (a[i] if p[i] else b[i])
                for i in range(width)
            ),
        )

    @impl(ls.VBcastOp)
    def run_vbcast(self, interpreter: Interpreter, op: ls.VBcastOp, args: PythonValues):
        width = op.lane_width()
        active = self.active_lanes(op, args, width)
        return (tuple(args[0] if active[i] else None for i in range(width)),)

    @impl(ls.VPackOp)
    def run_vpack(self, interpreter: Interpreter, op: ls.VPackOp, args: PythonValues):
        width = op.lane_width()
        active = self.active_lanes(op, args, width)
        return (tuple(args[i] if active[i] else None for i in range(width)),)

    def _address(self, op: Operation, m: Any, addr: Any, lane: int) -> int:
        if addr is None:
            raise RuntimeFault(f"{op.name}: lane {lane} has a poison address", op)
        if not 0 <= addr < mem_size(m):
            raise RuntimeFault(
                f"{op.name}: lane {lane} address {addr} is out of bounds "
                f"[0, {mem_size(m)})",
                op,
            )
        return int(addr)

    @impl(ls.VLoadOp)
    def run_vload(self, interpreter: Interpreter, op: ls.VLoadOp, args: PythonValues):
        width = op.lane_width()
        active = self.active_lanes(op, args, width)
        m, base = args[0], args[1]
        return (
            tuple(
                mem_load(m, self._address(op, m, base + i, i)) if active[i] else None
                for i in range(width)
            ),
        )

    @impl(ls.VGatherOp)
    def run_vgather(
        self, interpreter: Interpreter, op: ls.VGatherOp, args: PythonValues
    ):
        width = op.lane_width()
        active = self.active_lanes(op, args, width)
        m, addrs = args[0], args[1]
        return (
            tuple(
                mem_load(m, self._address(op, m, addrs[i], i)) if active[i] else None
                for i in range(width)
            ),
        )

    def _store(self, op: ls.VMemOp, args: PythonValues, addrs: Sequence[Any]) -> None:
        width = op.lane_width()
        active = self.active_lanes(op, args, width)
        v, m = args[0], args[1]
        for i in range(width):
            if not active[i]:
                continue
            if v[i] is None:
                raise RuntimeFault(f"{op.name}: lane {i} stores a poison value", op)
            mem_store(m, self._address(op, m, addrs[i], i), v[i])

    @impl(ls.VStoreOp)
    def run_vstore(self, interpreter: Interpreter, op: ls.VStoreOp, args: PythonValues):
        base = args[2]
        self._store(op, args, [base + i for i in range(op.lane_width())])
        return ()

    @impl(ls.VScatterOp)
    def run_vscatter(
        self, interpreter: Interpreter, op: ls.VScatterOp, args: PythonValues
    ):
        self._store(op, args, args[2])
        return ()

    # ------------------------------------------------------------------ scalar unit

    @impl(ls.VLaneOp)
    def run_vlane(self, interpreter: Interpreter, op: ls.VLaneOp, args: PythonValues):
        v, lane = args
        if not 0 <= lane < len(v):
            raise RuntimeFault(
                f"lockstep.vlane: lane {lane} is out of range [0, {len(v)})", op
            )
        if v[lane] is None:
            raise RuntimeFault(f"lockstep.vlane: lane {lane} is poison", op)
        return (v[lane],)

    @staticmethod
    def _defined(op: Operation, mask: Vec) -> Vec:
        for i, bit in enumerate(mask):
            if bit is None:
                raise RuntimeFault(f"{op.name}: mask lane {i} is poison", op)
        return mask

    @impl(ls.MAndOp)
    def run_mand(self, interpreter: Interpreter, op: ls.MAndOp, args: PythonValues):
        a, b = args
        return (
            tuple(
                False
                if x is False or y is False
                else (None if x is None or y is None else True)
                for x, y in zip(a, b, strict=False)
            ),
        )

    @impl(ls.MOrOp)
    def run_mor(self, interpreter: Interpreter, op: ls.MOrOp, args: PythonValues):
        a, b = args
        return (
            tuple(
                True
                if x is True or y is True
                else (None if x is None or y is None else False)
                for x, y in zip(a, b, strict=False)
            ),
        )

    @impl(ls.MBcastOp)
    def run_mbcast(self, interpreter: Interpreter, op: ls.MBcastOp, args: PythonValues):
        w = vector_width(op.result.type)
        assert w is not None
        c = args[0]
        return (tuple(None if c is None else bool(c) for _ in range(w)),)

    @impl(ls.MNotOp)
    def run_mnot(self, interpreter: Interpreter, op: ls.MNotOp, args: PythonValues):
        return (tuple(None if x is None else not x for x in args[0]),)

    @impl(ls.MAnyOp)
    def run_many(self, interpreter: Interpreter, op: ls.MAnyOp, args: PythonValues):
        return (any(self._defined(op, args[0])),)

    @impl(ls.MAllOp)
    def run_mall(self, interpreter: Interpreter, op: ls.MAllOp, args: PythonValues):
        return (all(self._defined(op, args[0])),)

    # ------------------------------------------------------------------ exec

    def _width(self, op: ls.ExecOp) -> int:
        w = vector_width(op.exec_type())
        assert w is not None
        return w

    @impl(ls.ExecSaveOp)
    def run_exec_save(
        self, interpreter: Interpreter, op: ls.ExecSaveOp, args: PythonValues
    ):
        self._target(interpreter)
        return (self.exec_mask(self._width(op)),)

    @impl(ls.ExecAndOp)
    def run_exec_and(
        self, interpreter: Interpreter, op: ls.ExecAndOp, args: PythonValues
    ):
        exec_ = self.exec_mask(self._width(op))
        m = args[0]
        neg = op.negated is not None
        out: list[bool] = []
        for i, e in enumerate(exec_):
            if not e:
                out.append(False)
            elif m[i] is None:
                raise RuntimeFault(f"lockstep.exec_and: mask lane {i} is poison", op)
            else:
                out.append(bool(m[i]) != neg)
        self.exec = tuple(out)
        return ()

    @impl(ls.ExecNotOp)
    def run_exec_not(
        self, interpreter: Interpreter, op: ls.ExecNotOp, args: PythonValues
    ):
        self.exec = tuple(not e for e in self.exec_mask(self._width(op)))
        return ()

    @impl(ls.ExecRestoreOp)
    def run_exec_restore(
        self, interpreter: Interpreter, op: ls.ExecRestoreOp, args: PythonValues
    ):
        self.exec = self._defined(op, args[0])
        return ()

    # ------------------------------------------------------------------ branches

    @staticmethod
    def _poison_results(op: Operation) -> PythonValues:
        return tuple(_poison_of(r.type) for r in op.results)

    @impl(ls.SkipExeczOp)
    def run_skip_execz(
        self, interpreter: Interpreter, op: ls.SkipExeczOp, args: PythonValues
    ):
        self._target(interpreter)
        empty = not any(self.exec_mask(op.width.value.data))
        self.stats.branch(taken=empty)
        self.stats.reg_reads["mask"] += 1
        if empty:
            self.stats.regions_skipped += 1
            return self._poison_results(op)
        return interpreter.run_ssacfg_region(op.body, (), "skip_execz")

    def _mask_branch(
        self,
        interpreter: Interpreter,
        op: ls.MaskBranchOp,
        args: PythonValues,
        cond: bool,
    ) -> PythonValues:
        self._target(interpreter)
        self.stats.branch(taken=not cond)
        self.stats.reg_reads["mask"] += 1
        if not cond and isinstance(op, ls.IfAnyOp):
            self.stats.regions_skipped += 1
        region = op.then_region if cond else op.else_region
        return interpreter.run_ssacfg_region(region, (), op.name)

    @impl(ls.IfAnyOp)
    def run_if_any(self, interpreter: Interpreter, op: ls.IfAnyOp, args: PythonValues):
        return self._mask_branch(interpreter, op, args, any(self._defined(op, args[0])))

    @impl(ls.IfAllOp)
    def run_if_all(self, interpreter: Interpreter, op: ls.IfAllOp, args: PythonValues):
        return self._mask_branch(interpreter, op, args, all(self._defined(op, args[0])))

    @impl_terminator(ls.YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: ls.YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


def _poison_of(t: Attribute) -> Any:
    w = vector_width(t)
    return (None,) * w if w is not None else None


@register_impls
class PoisonFunctions(InterpreterFunctions):
    """`ub.poison`: an all-poison vector (a scalar poison is `None`)."""

    @impl(ub.PoisonOp)
    def run_poison(self, interpreter: Interpreter, op: ub.PoisonOp, args: PythonValues):
        return (_poison_of(op.result.type),)


# --------------------------------------------------------------------------- driver


def _stock_functions() -> list[InterpreterFunctions]:
    from xdsl.interpreters.arith import ArithFunctions
    from xdsl.interpreters.cf import CfFunctions
    from xdsl.interpreters.func import FuncFunctions
    from xdsl.interpreters.memref import MemRefFunctions
    from xdsl.interpreters.scf import ScfFunctions

    from simdopt.interpreters.arith import ArithExtraFunctions

    return [
        ArithFunctions(),
        ArithExtraFunctions(),
        CfFunctions(),
        FuncFunctions(),
        MemRefFunctions(),
        ScfFunctions(),
    ]


def project_functions() -> list[InterpreterFunctions]:
    """The interpreter engineer's functions when they exist, else xDSL's own."""
    try:
        from simdopt.interpreters import all_interpreter_functions  # type: ignore[attr-defined]
    except ImportError:
        return _stock_functions()
    return [
        f
        for f in all_interpreter_functions()
        if not isinstance(f, LockstepFunctions | PoisonFunctions)
    ]


def make_arg(t: Attribute, value: Any, op: Operation | None = None) -> Any:
    """A JSON value as the interpreter's value of type `t`."""
    if isinstance(t, builtin.MemRefType):
        if not isinstance(value, list):
            raise RuntimeFault(f"expected an array for {t}, found {value!r}", op)
        ptr: TypedPtr[Any]
        if _is_float(t.get_element_type()):
            ptr = TypedPtr.new_float32([float(v) for v in value])
        else:
            ptr = TypedPtr.new_int32([int(v) for v in value])
        return ShapedArray(ptr, [len(value)])
    if isinstance(t, builtin.VectorType):
        if not isinstance(value, list):
            raise RuntimeFault(f"expected an array for {t}, found {value!r}", op)
        return tuple(value)
    if isinstance(value, list):
        raise RuntimeFault(f"expected a number for {t}, found an array", op)
    return float(value) if _is_float(t) else int(value)


def to_json(value: Any, op: Operation | None, t: Attribute | None = None) -> Any:
    """A result as JSON: vectors as arrays, `i1` (and mask lanes) as 0/1."""
    if t == builtin.i1 and value is not None:
        return int(bool(value))
    if isinstance(value, tuple):
        lanes: list[Any] = list(value)  # pyright: ignore[reportUnknownArgumentType]
        for i, lane in enumerate(lanes):
            if lane is None:
                raise RuntimeFault(f"returns a poison lane ({i})", op)
        return [int(x) if isinstance(x, bool) else x for x in lanes]
    if value is None:
        raise RuntimeFault("returns a poison value", op)
    return value


def run_lockstep(
    module: builtin.ModuleOp,
    function: func.FuncOp,
    args: list[Any],
    *,
    target: ls.TargetDesc | None = None,
) -> dict[str, Any]:
    """Run `function` on the machine; the JSON-ready results, memrefs and stats."""
    machine = LockstepFunctions(target)
    interpreter = Interpreter(module, listeners=(StatsListener(machine),))
    for f in project_functions():
        interpreter.register_implementations(f)
    interpreter.register_implementations(machine, override=True)
    interpreter.register_implementations(PoisonFunctions(), override=True)
    machine._target(interpreter)  # pyright: ignore[reportPrivateUsage]
    inputs = function.function_type.inputs.data
    if len(args) != len(inputs):
        raise RuntimeFault(
            f"@{function.sym_name.data} takes {len(inputs)} arguments, {len(args)} given",
            function,
        )
    values = [make_arg(t, a, function) for t, a in zip(inputs, args, strict=False)]
    results = interpreter.call_op(function, tuple(values))
    ret = _return_op(function)
    return {
        "results": [
            to_json(r, ret, t)
            for r, t in zip(results, function.function_type.outputs.data, strict=True)
        ],
        "memrefs": [
            mem_contents(v) for v in values if isinstance(v, ShapedArray | list)
        ],
        "stats": {
            "static_alu_ops": static_alu_ops(function),
            "dynamic_alu_ops": machine.stats.alu_lane_ops,
            **machine.stats.to_json(),
        },
    }


def _return_op(function: func.FuncOp) -> Operation | None:
    for block in function.body.blocks:
        last = block.last_op
        if isinstance(last, func.ReturnOp):
            return last
    return None


def uses_lockstep(module: Operation) -> bool:
    return any(op.dialect_name() == "lockstep" for op in module.walk())


__all__ = [
    "LockstepFunctions",
    "MachineStats",
    "PoisonFunctions",
    "RuntimeFault",
    "run_lockstep",
]


def main(argv: list[str] | None = None) -> int:
    """`python -m simdopt.interpreters.lockstep FILE [--entry F] [--args JSON]`: run a
    lockstep program and print `{"results", "memrefs", "stats"}` as JSON."""
    import argparse
    import json
    import sys
    from pathlib import Path

    from simdopt.tools.frontend import (
        SourceError,
        SourceMap,
        format_error,
        make_context,
        parse_module,
    )

    parser = argparse.ArgumentParser(
        prog="python -m simdopt.interpreters.lockstep",
        description="Run a lockstep program on the machine simulator.",
    )
    parser.add_argument("file")
    parser.add_argument("--entry", default=None)
    parser.add_argument("--args", default="[]")
    parser.add_argument(
        "--penalty", type=int, default=None, help="taken-branch penalty"
    )
    ns = parser.parse_args(argv)
    source = SourceMap(ns.file, Path(ns.file).read_text())
    try:
        module = parse_module(make_context(), source)
        funcs = [op for op in module.walk() if isinstance(op, func.FuncOp)]
        entry = next(
            (f for f in funcs if ns.entry in (None, f.sym_name.data)),
            None,
        )
        if entry is None:
            raise SourceError(f"no function @{ns.entry}", module)
        for op in entry.walk():
            if op.dialect_name() == "simd":
                raise SourceError(
                    f"'{op.name}' is a SIMD op: lower the program first "
                    "(simd-opt -p convert-simd-to-lockstep)",
                    op,
                )
        try:
            args = json.loads(ns.args)
        except json.JSONDecodeError as e:
            raise SourceError(f"--args is not JSON: {e}", entry) from None
        if not isinstance(args, list):
            raise SourceError("--args must be a JSON array", entry)
        target = None
        if ns.penalty is not None:
            base = ls.TargetDesc.from_attr(module.attributes.get(ls.TARGET_ATTR))
            target = ls.TargetDesc(
                **{**base.__dict__, "taken_branch_penalty": ns.penalty}
            )
        try:
            out = run_lockstep(module, entry, args, target=target)
        except RuntimeFault as fault:
            raise SourceError(fault.message, fault.op) from None
    except SourceError as err:
        print(format_error(err, source), file=sys.stderr)
        return 1
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
