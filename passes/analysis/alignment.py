"""Alignment facts: rule 8 of the divergence analysis (`divergence.py`), for scalar
integer values of an SPMD kernel when the subgroup width W is known.

A fact `Affine(stride s, align A, nonneg)` about a per-thread value v says: in every
converged dynamic instance, the lanes i = 0..W-1 of a subgroup hold

    v[i] = b + s*i   (mod 2^bits),   b a multiple of A (mod 2^bits),  b >= 0 if nonneg

with A a power of two no larger than `CAP` (so "a multiple of A" means the same for
i32, i64 and index, signed or unsigned, and survives wrapping arithmetic).  When
0 <= s*(W-1) < A the fact is *contained*: the lanes lie in [b, b+A), which holds no
multiple of A but b, hence no wrap-around point (2^31, 2^32, 2^63 ...) either: the
lanes' values are b + s*i as plain integers, signed or unsigned, and share every bit
from log2(A) up (v[i] = b | s*i).  That makes (g = min(A, the power of two dividing d);
all need s >= 0 and s*(W-1) < g):

    v div d, v >>u k, v >>s k, floordiv (d > 0)  uniform: no multiple of d (of 2^k)
                                                  lies in (b, b + s*(W-1)]
    v divsi d                                     uniform when b >= 0 (truncation is
                                                  floor for non-negative values)
    v rem d (remsi: b >= 0)                       (b rem d) + s*i: stride s, align g
    v & m                                         uniform when (s*i) & m = 0 for every
                                                  lane; stride s when (s*i) & m = s*i
    v < t, t > v, v >= t, t <= v (signed or not)  uniform when t is uniform and a
                                                  multiple of g = min(A, align(t))

Sources (W = `subgroup_width`; SPEC §4: subgroup k of a block is its linear ids kW ..
kW+W-1):
* `gpu.lane_id`, `simd.lane_id`: stride 1, base 0.
* `gpu.thread_id x`: stride 1, align W, when every subgroup lies in one x-row (a
  declared block whose x size is a multiple of W or which is one row; a function marked
  `simd.subgroups_in_rows` or row-versioned): the first x of a subgroup is kW mod
  block_dim x, a multiple of W in both cases.
* `gpu.global_id x`: block_id * block_dim + thread_id: align W only when block_dim x is
  a known multiple of W (declared, or the row clone of `spmd_vectorize/row_version.py`).
* `simd.thread_id` (the global linear id): align W when the declared block size is a
  multiple of W (then blocks hold whole subgroups: the first id is a multiple of W).
Launch facts (`ir/launch_facts.py`, recorded by `specialize-launch`, checked by the
host at every launch): a scalar argument `{simd.divisible_by = N}` has stride 0 and
align N (so `x < w` is uniform when a subgroup's x ids are a run from a multiple of
W <= N), one `{simd.equal_to = C}` is the constant C.
Other values: a uniform value has stride 0 (its alignment from its op: constants,
products, shifts, sums), `addi`/`subi` add strides, `muli`/`shli` by a constant scale,
casts keep a contained fact.  Nothing else has a fact (block arguments, loads, values
read through a temporally divergent use).

Sign: `nonneg` holds for the ids (below 2^31, SPEC) and what keeps it (casts of a
contained fact, unsigned division, remainders, masks with a non-negative constant).

Each fact is computed from the current state of the analysis (`DivergenceInfo`'s
uniform values have stride 0); `divergence_data.py` rechecks every value it called
uniform by this rule once the worklist drains, and marks those whose facts no longer
hold, until nothing changes (the analysis only ever adds divergence).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import VectorType
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue

from simdopt.dialects.matchers import constant_int
from simdopt.ir.launch_facts import fact_of

WHOLE_ROWS = "simd.block_x_multiple_of_width"
"""A function attribute: the function runs only where block_dim x is a multiple of W
(`spmd_vectorize/row_version.py`'s row clone): every subgroup is full, lies in one
row, and its first x id is a multiple of W."""
CAP = 1 << 30
"""The largest alignment tracked: a power of two below 2^31 (so i32 values that are
multiples of it do not cross 2^31 within a contained fact)."""
DEPTH = 24


@dataclass(frozen=True)
class Affine:
    """Lane i holds b + stride*i, b a multiple of `align` (a power of two <= CAP)."""

    stride: int
    align: int
    nonneg: bool = False

    def contained(self, width: int, g: int | None = None) -> bool:
        """0 <= stride*(W-1) < g (default: align): the lanes lie in [b, b+g)."""
        return self.stride >= 0 and self.stride * (width - 1) < (self.align if g is None else g)


def low_bit(c: int) -> int:
    """The largest power of two dividing c (CAP for 0 and for multiples of CAP)."""
    if c == 0:
        return CAP
    return min(c & -c, CAP)


def _const(v: SSAValue) -> int | None:
    return constant_int(v)


def _nonneg(c: int) -> bool:
    """A constant that is non-negative in every integer width (i32 included)."""
    return 0 <= c < 1 << 31


DIVISIONS = (arith.DivUIOp, arith.DivSIOp, arith.FloorDivSIOp)
REMAINDERS = (arith.RemUIOp, arith.RemSIOp)
SHIFTS_RIGHT = (arith.ShRUIOp, arith.ShRSIOp)
COMPARES_BELOW = {"slt": 0, "ult": 0, "sge": 0, "uge": 0, "sgt": 1, "ugt": 1, "sle": 1, "ule": 1}
"""Predicates of `x < t` / `x >= t` and the operand index of x (then `t` the other):
a lane's answer changes only where x crosses t."""
CASTS = (arith.IndexCastOp, arith.ExtSIOp, arith.ExtUIOp, arith.TruncIOp)


class Alignment:
    """Facts over a kernel, for one state of the divergence analysis.

    `uniform(v)`: the analysis' current answer; `temporal(op, i)`: operand i of op is
    read outside a cycle with a divergent exit that defines it; `source(op)`: the fact
    of an id op (None: none); `launch(op)`: the value of a launch query the launch
    fixes (`gpu.subgroup_size` is W, a declared block size), used like a constant."""

    def __init__(
        self,
        width: int,
        uniform: Callable[[SSAValue], bool],
        temporal: Callable[[Operation, int], bool],
        source: Callable[[Operation], Affine | None],
        launch: Callable[[Operation], int | None] = lambda op: None,
    ):
        self.width = width
        self.uniform = uniform
        self.temporal = temporal
        self.source = source
        self.launch = launch
        self.memo: dict[SSAValue, Affine | None] = {}

    def const(self, v: SSAValue) -> int | None:
        """`v`'s value when it is a constant or a launch query the launch fixes."""
        c = _const(v)
        if c is None and isinstance(v, OpResult):
            c = self.launch(v.op)
        if c is None and isinstance(v, BlockArgument) and (f := fact_of(v)) is not None:
            c = f.equal_to
        return c

    # -- facts -----------------------------------------------------------------------
    def fact(self, v: SSAValue, depth: int = 0) -> Affine | None:
        if v in self.memo:
            return self.memo[v]
        f = self._fact(v, depth)
        if f is not None and self.uniform(v) and f.stride != 0:
            f = Affine(0, f.align, f.nonneg)  # pragma: no cover - a uniform value has stride 0
        if f is None and self.uniform(v):
            f = Affine(0, 1)
        self.memo[v] = f
        return f

    def operand(self, op: Operation, i: int, depth: int) -> Affine | None:
        if self.temporal(op, i):
            return None
        return self.fact(op.operands[i], depth + 1)

    def _fact(self, v: SSAValue, depth: int) -> Affine | None:
        if isinstance(v.type, VectorType) or depth > DEPTH:
            return None
        if not isinstance(v, OpResult):
            return self.argument(v) if isinstance(v, BlockArgument) else None
        op = v.op
        c = self.const(v)
        if c is not None:
            return Affine(0, low_bit(c), _nonneg(c))
        src = self.source(op)
        if src is not None:
            return src
        if len(op.results) != 1 or not op.operands:
            return None
        if isinstance(op, CASTS):
            a = self.operand(op, 0, depth)
            if a is None or not (a.stride == 0 or a.contained(self.width)):
                return None
            return Affine(a.stride, a.align, a.nonneg and not isinstance(op, arith.TruncIOp))
        if len(op.operands) != 2:
            return None
        if isinstance(op, arith.AddiOp | arith.SubiOp):
            a, b = self.operand(op, 0, depth), self.operand(op, 1, depth)
            if a is None or b is None:
                return None
            s = a.stride + b.stride if isinstance(op, arith.AddiOp) else a.stride - b.stride
            return Affine(s, min(a.align, b.align))
        if isinstance(op, arith.MuliOp):
            a, b = self.operand(op, 0, depth), self.operand(op, 1, depth)
            if a is None or b is None:
                return None
            if a.stride != 0 and b.stride != 0:
                return None
            ka, kb = self.const(op.operands[0]), self.const(op.operands[1])
            if a.stride != 0 and kb is None or b.stride != 0 and ka is None:
                return None  # a varying value times an unknown uniform: no stride
            s = a.stride * (kb or 0) + b.stride * (ka or 0)
            return Affine(s, min(a.align * b.align, CAP))
        if isinstance(op, arith.ShLIOp):
            a, k = self.operand(op, 0, depth), self.const(op.operands[1])
            if a is None or k is None or not 0 <= k < 31:
                return None
            return Affine(a.stride << k, min(a.align << k, CAP))
        return self.aligned(op, depth)

    def argument(self, v: BlockArgument) -> Affine | None:
        """A launch fact of a uniform function argument (none for another block's)."""
        f = fact_of(v)
        if f is None or not self.uniform(v):
            return None
        if f.equal_to is not None:
            return Affine(0, low_bit(f.equal_to), _nonneg(f.equal_to))
        return Affine(0, low_bit(f.divisible_by)) if f.divisible_by > 1 else None

    # -- the rules that make a divergent operand give a uniform (or strided) result ----
    def aligned(self, op: Operation, depth: int = 0) -> Affine | None:
        """The fact of an op of rule 8 (div, rem, shifts right, and, compares); None
        when it has none."""
        if isinstance(op, arith.CmpiOp):
            return Affine(0, 1) if self.uniform_compare(op, depth) else None
        if len(op.operands) != 2 or isinstance(op.results[0].type, VectorType):
            return None
        a = self.operand(op, 0, depth)
        k = self.const(op.operands[1])
        if a is None or k is None:
            return None
        w = self.width
        if isinstance(op, DIVISIONS + REMAINDERS):
            if k == 0 or (isinstance(op, arith.FloorDivSIOp) and k < 0):
                return None
            if isinstance(op, arith.DivSIOp | arith.RemSIOp) and not a.nonneg:
                return None  # truncation of negative lanes is a ceiling
            g = min(a.align, low_bit(k))
            if not a.contained(w, g):
                return None
            if isinstance(op, REMAINDERS):
                return Affine(a.stride, g, True) if k > 0 else None
            exact = k > 0 and k & (k - 1) == 0 and k <= a.align
            return Affine(0, a.align // k if exact else 1, a.nonneg and k > 0)
        if isinstance(op, SHIFTS_RIGHT):
            if not 0 <= k < 31:
                return None
            g = min(a.align, 1 << k)
            if not a.contained(w, g):
                return None
            exact = (1 << k) <= a.align
            nonneg = a.nonneg or (isinstance(op, arith.ShRUIOp) and k > 0)
            return Affine(0, a.align >> k if exact else 1, nonneg)
        if isinstance(op, arith.AndIOp):
            if not a.contained(w):
                return None
            parts = [(a.stride * i) & k for i in range(w)]
            if all(p == 0 for p in parts):
                return Affine(0, a.align, _nonneg(k) or a.nonneg)
            if all(p == a.stride * i for i, p in enumerate(parts)):
                return Affine(a.stride, a.align, _nonneg(k) or a.nonneg)
        return None

    def uniform_compare(self, op: arith.CmpiOp, depth: int = 0) -> bool:
        """`x < t` (or `>=`, either side) where the lanes of x lie in [b, b+g) and t is
        a uniform multiple of g: no lane crosses t."""
        pred = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
        side = COMPARES_BELOW.get(pred)
        if side is None or isinstance(op.lhs.type, VectorType):
            return False
        x, t = self.operand(op, side, depth), self.operand(op, 1 - side, depth)
        if x is None or t is None or t.stride != 0 or not self.uniform(op.operands[1 - side]):
            return False
        return x.contained(self.width, min(x.align, t.align))
