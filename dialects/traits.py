"""How every op behaves for the divergence analysis, classified once (Mesa-style table).

Each op name maps to one `Behaviour`:

* `UNIFORM`: results are uniform whatever the operands (constants, `simd.readfirstlane`,
  `simd.group_reduce`, `simd.any`/`simd.all`, `simd.s2vb`, `simd.v2s` - a scalar of a SIMD
  program is one value).
* `SOURCE`: results are divergent (`simd.thread_id`, `simd.lane_id`, `simd.vload`).
* `FOLLOWS`: results are divergent iff some operand is divergent (pure arithmetic).
* `RULE`: a per-op rule in `passes/analysis/divergence.py` (`simd.s2v`, `simd.vphi`, block
  argument carriers such as `scf.for`, `scf.if`, `scf.while`, `memref.alloca`,
  `memref.load` - uniform when its operands are, see the analysis docstring - and
  `func.call` - divergent when the callee is SPMD code or unknown).
* `NO_RESULTS`: ops without results whose operands do not matter (stores, terminators
  handled by the CFG propagation).

The `simd` entries are not written here: `simd_behaviour` derives each from its op
class (its base class in `dialects/vector_unit/`, its definitions and traits), so a new
`simd` op is classified by what it is.  An op class may also say it outright with a
`DIVERGENCE: ClassVar[Behaviour]` attribute.

An op missing from the table is divergent (conservative); `behaviour(op, strict=True)` raises
`UnclassifiedOpError` instead, so tests catch a forgotten op.
"""

from __future__ import annotations

from enum import Enum

from xdsl.dialects import math as mathd
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.traits import ConstantLike, MemoryWriteEffect, OpTrait

# The cross-lane ops (`simd_cross_lane.py`) say it outright: votes and the active mask
# `UNIFORM`; shuffles and scans `RULE`, their `uniform_when` read by the analysis;
# `lanes_below` `SOURCE`.


class Behaviour(Enum):
    UNIFORM = "uniform"
    SOURCE = "source"
    FOLLOWS = "follows"
    RULE = "rule"
    NO_RESULTS = "no-results"


class PerThreadSource(OpTrait):
    """A per-thread id of an SPMD kernel (`simd.thread_id`, `simd.lane_id`, the ids of
    `gpu`): each thread reads its own value, so the result is divergent and a SIMD
    program has one vector of them.  Every question "is this a thread id" asks it."""


class SpmdOnly(OpTrait):
    """An op of SPMD kernels only (the ids, `simd.readfirstlane`, `simd.group_reduce`):
    no SIMD program or machine instruction has it; `spmd-vectorize` replaces it."""


class UnclassifiedOpError(Exception):
    """Raised in strict mode for an op the table does not know."""


_ARITH_FOLLOWS = [
    "addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "ceildivsi", "ceildivui",
    "floordivsi", "andi", "ori", "xori", "shli", "shrsi", "shrui", "minsi", "maxsi",
    "minui", "maxui", "addf", "subf", "mulf", "divf", "remf", "negf", "minimumf",
    "maximumf", "minnumf", "maxnumf", "cmpi", "cmpf", "select", "index_cast",
    "index_castui", "extsi", "extui", "trunci", "sitofp", "uitofp", "fptosi", "fptoui",
    "extf", "truncf", "bitcast",
]  # fmt: skip

_MATH_FOLLOWS = sorted(op.name.split(".", 1)[1] for op in mathd.Math.operations)
"""Every `math` op: a pure function of its operands (all `Pure` in xDSL)."""

_RULE = [
    "memref.load", "memref.alloc", "memref.alloca", "scf.if", "scf.for", "scf.while", "func.call",
]  # fmt: skip

_NO_RESULTS = [
    "memref.store", "memref.dealloc", "memref.global", "scf.yield", "scf.condition", "cf.br",
    "cf.cond_br", "cf.switch", "cf.assert", "func.return", "func.func", "builtin.module",
    "printf.print_format", "gpu.printf", "gpu.barrier", "gpu.return", "gpu.func", "gpu.module",
]  # fmt: skip

_GPU_UNIFORM = [
    "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.subgroup_id", "gpu.subgroup_size",
    "gpu.num_subgroups",
]  # fmt: skip

BEHAVIOUR: dict[str, Behaviour] = {
    **{f"arith.{n}": Behaviour.FOLLOWS for n in _ARITH_FOLLOWS},
    # math: pure functions of their operands.
    **{f"math.{n}": Behaviour.FOLLOWS for n in _MATH_FOLLOWS},
    "memref.dim": Behaviour.FOLLOWS,
    # `ub.poison` is a constant too (LLVM: `undef`/`poison` are uniform); at a join it
    # is ignored (`divergence.joins_agree`).
    **dict.fromkeys(["arith.constant", "ub.poison", "memref.get_global"], Behaviour.UNIFORM),
    **dict.fromkeys(_RULE, Behaviour.RULE),
    **dict.fromkeys(_NO_RESULTS, Behaviour.NO_RESULTS),
    # MLIR's gpu ops (SPEC §4 table): ids inside a subgroup differ (`PerThreadSource`,
    # asked by `behaviour`), per-block and per-launch sizes do not.  A workgroup attribution is one memref per block: uniform.
    **dict.fromkeys(_GPU_UNIFORM, Behaviour.UNIFORM),
    # An atomic returns the old value: threads updating one location see different ones.
    "memref.atomic_rmw": Behaviour.SOURCE,
}


def simd_behaviour(op: type[IRDLOperation]) -> Behaviour:
    """How a `simd` op class behaves, from what it is:

    * no results: `NO_RESULTS` (stores);
    * a lane pack (`s2v`) or select (`vphi`): `RULE` (uniform when its operands agree);
    * a contiguous load (lane i reads base + i), a write that returns a value (an
      atomic's old value), a mask of the lanes below a count (`pfirst`), or an op
      without operands that is no constant (an id): `SOURCE`;
    * a broadcast, a read of one lane into a scalar, a reduction of a mask, the first
      active lane or a reduction of a vector into a scalar, or a cross-lane op of SPMD
      kernels (`SpmdOnly` with operands: readfirstlane,
      group_reduce): `UNIFORM` - one value for the whole subgroup;
    * anything else computes each lane from the same lane of its operands: `FOLLOWS`.
    """
    from simdopt.dialects import vector_unit as vu

    explicit = getattr(op, "DIVERGENCE", None)
    if isinstance(explicit, Behaviour):
        return explicit
    definition = op.get_irdl_definition()
    if not definition.results:
        return Behaviour.NO_RESULTS
    if issubclass(op, vu.LanePackOp | vu.LaneSelectOp):
        return Behaviour.RULE
    if issubclass(op, vu.MaskPrefixOp):  # lanes below a count: they differ
        return Behaviour.SOURCE
    sourceless = not definition.operands and not op.has_trait(ConstantLike)
    if issubclass(op, vu.ContiguousLoadOp) or op.has_trait(MemoryWriteEffect) or sourceless:
        return Behaviour.SOURCE
    uniform = vu.LaneBroadcastOp | vu.LaneReadOp | vu.MaskReduceOp | vu.LaneFirstOp | vu.LaneReduceOp
    if issubclass(op, uniform) or op.has_trait(SpmdOnly):
        return Behaviour.UNIFORM
    return Behaviour.FOLLOWS


def behaviour(op: Operation, *, strict: bool = False) -> Behaviour:
    """The op's class; unknown ops are `SOURCE` (divergent), or an error when strict."""
    b = BEHAVIOUR.get(op.name)
    if b is None and op.has_trait(PerThreadSource):
        b = Behaviour.SOURCE
    if b is None and op.name.startswith("simd.") and isinstance(op, IRDLOperation):
        b = BEHAVIOUR[op.name] = simd_behaviour(type(op))
    if b is None:
        if strict:
            raise UnclassifiedOpError(f"divergence: unclassified op '{op.name}'")
        return Behaviour.SOURCE
    return b
