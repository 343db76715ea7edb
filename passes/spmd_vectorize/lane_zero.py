"""Scalar forms of the ops the divergence analysis' rule 8 calls uniform
(`passes/analysis/alignment.py`), for `spmd-vectorize{mode=uniform}`.

    %row = arith.divui %x, %c16 : index        (x = x0 + lane, x0 a multiple of W)
      ->  %row = arith.divui %x0, %c16 : index  (lane 0's x; every lane's quotient)

Such an op reads a vector (its lanes b + s*i) but gives the same value on every lane, so
it stays scalar: it runs on lane 0's operands, which are rebuilt as scalars from the
op's backward slice - pure integer ops (add, sub, mul, shifts, casts, and divisions and
remainders by non-zero constants, which cannot fault) down to scalars the program
already has and to the ids' first lanes: `simd.thread_id` is `%group_base`, the lane
ids 0, and in the row form (`launch.py`) `gpu.thread_id x` / `gpu.global_id x` their
subgroup's first x; in the lane form of a declared block (x size below W: a subgroup
spans W/bx rows, `alignment.block_thread_fact`) every id's first lane is computed at
the entry from the subgroup's first linear id (`ly < s`, `ly / 2` at W = 32 in a 16 x 16
block).  The rebuilt ops run where the op runs, unmasked: they compute what
lane 0 would, whether or not lane 0 is active, and rule 8 holds for all W lanes.  An op
whose slice reaches anything else (a loop-carried vector, a load) stays a vector op.

Compares stay vector compares although rule 8 calls some uniform: a uniform condition
keeps its `scf.if` a branch, which on the default machine costs more cycles than the
masks of the linearized arms it replaces (histogram, radix_histogram in the kernel
table: +1 to +3% cycles); that choice belongs to a placement cost model.
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, VectorType, i1
from xdsl.ir import Block, Operation, OpResult, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.dialects.matchers import is_nonzero_constant
from simdopt.passes.analysis.divergence import DivergenceInfo
from simdopt.passes.analysis.divergence_data import ALIGNED_OPS
from simdopt.passes.spmd_vectorize.builder import LaneBuilder
from simdopt.passes.spmd_vectorize.launch import (
    Kernel,
    dim_of,
    in_rows,
    known_block_size,
)
from simdopt.passes.spmd_vectorize.plan import Plan

SLICE_OPS = (
    arith.AddiOp,
    arith.SubiOp,
    arith.MuliOp,
    arith.ShLIOp,
    arith.IndexCastOp,
    arith.ExtSIOp,
    arith.ExtUIOp,
    arith.TruncIOp,
    arith.DivUIOp,
    arith.DivSIOp,
    arith.FloorDivSIOp,
    arith.RemUIOp,
    arith.RemSIOp,
    arith.ShRUIOp,
    arith.ShRSIOp,
    arith.AndIOp,
)
DIVIDING = (arith.DivUIOp, arith.DivSIOp, arith.FloorDivSIOp, arith.RemUIOp, arith.RemSIOp)
DEPTH = 24


class LaneZero:
    """Which planned-vector values have a scalar lane 0 (`available`), per kernel."""

    def __init__(self, fn: Kernel, width: int, div: DivergenceInfo):
        self.rows = in_rows(fn, width)
        self.sizes = known_block_size(fn)
        self.div = div

    def available(self, v: SSAValue, plan: Plan, depth: int = 0) -> bool:
        if v not in plan.vec:
            return True
        if not isinstance(v, OpResult) or depth > DEPTH:
            return False
        op = v.op
        if isinstance(op, gpu.LaneIdOp | simd.LaneIdOp | simd.ThreadIdOp):
            return True
        if isinstance(op, gpu.ThreadIdOp | gpu.GlobalIdOp):
            # The row form has x's first lane; the lane form of a declared block computes
            # any id's (`LaneZeroBuilder.first_lane_id`).
            return dim_of(op) == "x" if self.rows else self.sizes is not None
        if not isinstance(op, SLICE_OPS):
            return False
        if isinstance(op, DIVIDING) and not is_nonzero_constant(op.operands[1]):
            return False
        return all(self.available(o, plan, depth + 1) for o in op.operands)

    def scalar(self, op: Operation, plan: Plan) -> bool:
        """`op` stays scalar though it reads vectors: rule 8 calls it uniform and lane
        0 of each vector operand can be rebuilt; a compare only when no user needs its
        answer as a vector (module docstring)."""
        return (
            isinstance(op, ALIGNED_OPS)
            and not (isinstance(op, arith.CmpiOp) and _needs_vector(op.results[0], plan, _first_lanes_form(op)))
            and len(op.results) == 1
            and not isinstance(op.results[0].type, VectorType)
            and self.div.is_uniform(op.results[0])
            and all(self.available(o, plan) for o in op.operands)
        )


_ID_CASTS = (arith.IndexCastOp, arith.TruncIOp, arith.ExtSIOp, arith.ExtUIOp)
_BELOW = {"slt": "lhs", "sge": "lhs", "sgt": "rhs", "sle": "rhs"}


def _first_lanes_form(op: arith.CmpiOp) -> bool:
    """`ranges.py` makes this compare one `simd.pfirst` (an x id against a bound,
    `<` or `>=`): a mask-unit op after two scalar ops."""
    pred = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
    side = _BELOW.get(pred)
    if side is None:
        return False
    v = op.lhs if side == "lhs" else op.rhs
    while isinstance(v, OpResult) and isinstance(v.op, _ID_CASTS):
        v = v.op.operands[0]
    if not isinstance(v, OpResult):
        return False
    ident = v.op
    if isinstance(ident, gpu.ThreadIdOp | gpu.GlobalIdOp):
        return dim_of(ident) == "x"
    return isinstance(ident, gpu.LaneIdOp | simd.LaneIdOp | simd.ThreadIdOp)


ARM_OPS = 4
"""Top-level ops an arm must hold for a branch to pay on its own: the `scf.if` and its
yield issue on the branch unit, a taken branch refills (3 cycles on the default machine),
where the linearized arm pays one mask op."""


def _needs_vector(r: SSAValue, plan: Plan, first_lanes: bool) -> bool:
    """Keep compare `r` a vector compare: some user needs it as a vector (a vector op,
    or one that carries it on: yield, store, call), or its scalar form would only
    trade a mask op for a branch.  A scalar compare pays where it meets another uniform
    `i1` in a scalar op (whose vector form is a compare, an `mbcast` of the other and
    a mask op: three ops for one) or decides an `scf.if` with more than `ARM_OPS`
    top-level ops (a short arm, or one that is a loop with its own exit mask, gains
    nothing from the branch) - unless `ranges.py` makes it one `simd.pfirst`
    (`first_lanes`), as cheap as the scalar compare: then only where it meets."""
    meets = any(not isinstance(u.operation, scf.IfOp) for u in r.uses)
    if first_lanes and not meets:
        return True
    work, seen = [r], {r}
    while work:
        v = work.pop()
        for use in v.uses:
            user = use.operation
            if isinstance(user, scf.IfOp):
                if not meets and len(user.true_region.block.ops) - 1 <= ARM_OPS:
                    return True
                continue
            if not user.results or isinstance(user, scf.YieldOp | scf.ConditionOp):
                return True
            if any(x in plan.vec for x in user.results):
                return True
            for x in user.results:
                if x.type == i1 and x not in seen:
                    seen.add(x)
                    work.append(x)
    return False


class LaneZeroBuilder:
    """Rebuilds lane 0 of vector values as scalars at the vectorizer's insertion
    point (`StructuredVectorizer.scalar_op`)."""

    def __init__(self, vectorizer: LaneBuilder):
        self.v = vectorizer
        self.memo: dict[tuple[SSAValue, Block], SSAValue] = {}
        self.firsts: dict[tuple[str, str], SSAValue] = {}

    def value(self, old: SSAValue) -> SSAValue:
        v = self.v
        new = v.env[old]
        if not isinstance(new.type, VectorType):
            return new
        key = (old, v.block)
        if (done := self.memo.get(key)) is not None:
            return done
        assert isinstance(old, OpResult)
        op = old.op
        if isinstance(op, simd.ThreadIdOp):
            assert v.group_base is not None
            out = v.group_base
        elif isinstance(op, gpu.LaneIdOp | simd.LaneIdOp):
            t = old.type
            assert isinstance(t, IntegerType | IndexType)
            out = v.emit(arith.ConstantOp(IntegerAttr(0, t))).results[0]
        elif isinstance(op, gpu.ThreadIdOp | gpu.GlobalIdOp):
            out = v.id_bases.get((op.name, dim_of(op))) or self.first_lane_id(op)
        else:
            operands = [self.value(o) for o in op.operands]
            clone = op.clone()
            for i, o in enumerate(operands):
                clone.operands[i] = o
            out = v.emit(clone).results[0]
        self.memo[key] = out
        return out

    def first_lane_id(self, op: gpu.ThreadIdOp | gpu.GlobalIdOp) -> SSAValue:
        """Lane 0's id in the lane form of a declared block (x, y, z sizes known), at
        the entry: the subgroup's first linear id l = subgroup_id * W, then `launch.py`'s
        row-form formulas (`l mod bx`, `(l div bx) mod by`, `l div (bx * by)`), plus
        block_id * size for a global id."""
        dim = dim_of(op)
        key = (op.name, dim)
        if (done := self.firsts.get(key)) is not None:
            return done
        sizes = known_block_size(self.v.fn)
        assert sizes is not None  # `LaneZero.available` asks for it
        ops: list[Operation] = []

        def add(o: Operation) -> SSAValue:
            ops.append(o)
            return o.results[0]

        def const(c: int) -> SSAValue:
            return add(arith.ConstantOp(IntegerAttr(c, IndexType())))

        lin = add(arith.MuliOp(add(gpu.SubgroupIdOp()), const(self.v.width)))
        stride, n = {"x": (1, sizes[0]), "y": (sizes[0], sizes[1]), "z": (sizes[0] * sizes[1], sizes[2])}[dim]
        out = add(arith.DivUIOp(lin, const(stride))) if stride > 1 else lin
        if dim != "z":  # the linear id is below the block size: z needs no remainder
            out = add(arith.RemUIOp(out, const(n)))
        if isinstance(op, gpu.GlobalIdOp):
            start = add(arith.MuliOp(add(gpu.BlockIdOp(dim)), const(n)))
            out = add(arith.AddiOp(start, out))
        entry = self.v.entry
        if entry.first_op is None:
            entry.add_ops(ops)
        else:
            entry.insert_ops_before(ops, entry.first_op)
        self.firsts[key] = out
        return out
