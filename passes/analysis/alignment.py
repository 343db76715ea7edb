"""Alignment facts: rule 8 of the divergence analysis (`divergence.py`), for scalar
integer values of an SPMD kernel when the subgroup width W is known.

A fact `Affine(offsets o, align A, nonneg)` about a per-thread value v says: in every
converged dynamic instance, the active lanes i of a subgroup (0 <= i < W) hold

    v[i] = b + o[i]   (mod 2^bits),   b a multiple of A (mod 2^bits),  b >= 0 if nonneg

with A a power of two no larger than `CAP` nor the type's sign bit 2^(bits-1) (so "a
multiple of A" means the same signed or unsigned, and survives wrapping arithmetic).
`o` is known exactly: `i` for a lane id, `s*i` for a strided value, `i div 16` for the
y id of a 16-wide block at W = 32 (`Affine.strided` builds the first two).  The fact is
uniform when every o[i] is 0.  When 0 <= o[i] < A for every lane it is *contained*: the
lanes lie in [b, b+A), which holds no multiple of A but b, hence no wrap-around point
(2^7, 2^31, 2^32, 2^63 ...) either: the lanes' values are b + o[i] as plain integers,
signed or unsigned, and v[i] = b | o[i].  That makes (g = min(A, the power of two
dividing d); all need the offsets in [0, g)):

    v div d, v >>u k, v >>s k, floordiv (d > 0)  uniform: no multiple of d (of 2^k)
                                                  lies in (b, b + max o]
    v divsi d                                     uniform when b >= 0 (truncation is
                                                  floor for non-negative values)
    v rem d (remsi: b >= 0)                       (b rem d) + o[i]: align g
    v < t, t > v, v >= t, t <= v (signed or not)  uniform when t is uniform and a
                                                  multiple of g = min(A, align(t))

and, for a contained fact and a power of two d <= A: v div d (v >> log2 d) has offsets
o[i] div d and align A/d, v rem d is o[i] rem d exactly (b is a multiple of d); v & m
has offsets o[i] & m and align A (b has no bit below log2 A).

Sources (W = `subgroup_width`; SPEC section 4: subgroup k of a block is its linear ids
kW .. kW+W-1, x fastest):
* `gpu.lane_id`, `simd.lane_id`: offsets i, base 0.
* A declared block size (`gpu.known_block_size`): `gpu.thread_id d` from the block's
  shape (`block_thread_fact` enumerates its subgroups): with x size bx a multiple of
  W, x is kW mod bx + i (align W) and y, z are uniform; with bx dividing W, a subgroup
  holds r = W/bx consecutive rows from a multiple of r, so y's offsets are i div bx
  (align r) and x's i mod bx (base 0) - `ly < s` with s a multiple of r, `ly / r` and
  `ly >> log2 r` are uniform.  A 3-D block whose rows of a subgroup cross z planes
  evenly has facts for y and z; one whose subgroups differ in shape has none.
  `gpu.global_id d` adds block_id * size (align capped by the size's power of two);
  `simd.thread_id`: offsets i, align min(W, the block size's power of two).
* No declared block: `gpu.thread_id x` has offsets i and align W when every subgroup
  lies in one x-row (a function marked `simd.subgroups_in_rows` or row-versioned, whose
  launches are checked); `gpu.global_id x` and `simd.thread_id` only in the row clone
  of `spmd_vectorize/row_version.py` (block_dim x a multiple of W).
Launch facts (`ir/launch_facts.py`, recorded by `specialize-launch`, checked by the
host at every launch): a scalar argument `{simd.divisible_by = N}` is uniform with
align N (so `x < w` is uniform when a subgroup's x ids are a run from a multiple of
W <= N), one `{simd.equal_to = C}` is the constant C.
Other values: a uniform value has offsets 0 (its alignment from its op: constants,
products, shifts, sums), `addi`/`subi` add offsets, `muli`/`shli` by a constant scale
them, casts keep a contained fact.  Nothing else has a fact (block arguments, loads,
values read through a temporally divergent use).

Sign: `nonneg` holds for the ids (below 2^31, SPEC) and what keeps it (casts of a
contained fact, unsigned division, remainders, masks with a non-negative constant).

Each fact is computed from the current state of the analysis (`DivergenceInfo`'s
uniform values have offsets 0); `divergence_data.py` rechecks every value it called
uniform by this rule once the worklist drains, and marks those whose facts no longer
hold, until nothing changes (the analysis only ever adds divergence).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from xdsl.dialects import arith
from xdsl.dialects.builtin import VectorType
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue

from simdopt.dialects.matchers import constant_int
from simdopt.ir.launch_facts import fact_of, int_width

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
    """Lane i holds b + offsets[i] (mod 2^bits), b a multiple of `align` (a power of
    two <= CAP); `offsets` has one entry per lane (W).  Uniform: every offset 0."""

    offsets: tuple[int, ...]
    align: int
    nonneg: bool = False

    @staticmethod
    def strided(width: int, stride: int, align: int, nonneg: bool = False) -> Affine:
        """Lane i holds b + stride*i."""
        return Affine(tuple(stride * i for i in range(width)), align, nonneg)

    @property
    def uniform(self) -> bool:
        return not any(self.offsets)

    def contained(self, g: int | None = None) -> bool:
        """0 <= offsets[i] < g (default: align): the lanes lie in [b, b+g)."""
        top = self.align if g is None else g
        return all(0 <= o < top for o in self.offsets)

    def map(self, f: Callable[[int], int], align: int, nonneg: bool) -> Affine:
        return Affine(tuple(f(o) for o in self.offsets), align, nonneg)


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
    def zero(self, align: int, nonneg: bool = False) -> Affine:
        """A uniform value's fact."""
        return Affine((0,) * self.width, align, nonneg)

    def fact(self, v: SSAValue, depth: int = 0) -> Affine | None:
        if v in self.memo:
            return self.memo[v]
        f = self._fact(v, depth)
        if f is not None and self.uniform(v) and not f.uniform:
            f = self.zero(f.align, f.nonneg)  # pragma: no cover - a uniform value has offsets 0
        if f is None and self.uniform(v):
            f = self.zero(1)
        if f is not None and (bits := int_width(v.type)) is not None and f.align > 1 << (bits - 1):
            # b's multiples of A must not straddle the type's sign bit: A <= 2^(bits-1)
            # (an i8 lane may hold b + 8*i up to 248, past 127).
            f = Affine(f.offsets, max(1, 1 << (bits - 1)), f.nonneg)
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
            return self.zero(low_bit(c), _nonneg(c))
        src = self.source(op)
        if src is not None:
            return src
        if len(op.results) != 1 or not op.operands:
            return None
        if isinstance(op, CASTS):
            a = self.operand(op, 0, depth)
            if a is None or not (a.uniform or a.contained()):
                return None
            return Affine(a.offsets, a.align, a.nonneg and not isinstance(op, arith.TruncIOp))
        if len(op.operands) != 2:
            return None
        if isinstance(op, arith.AddiOp | arith.SubiOp):
            a, b = self.operand(op, 0, depth), self.operand(op, 1, depth)
            if a is None or b is None:
                return None
            sign = 1 if isinstance(op, arith.AddiOp) else -1
            offsets = tuple(x + sign * y for x, y in zip(a.offsets, b.offsets, strict=True))
            return Affine(offsets, min(a.align, b.align))
        if isinstance(op, arith.MuliOp):
            a, b = self.operand(op, 0, depth), self.operand(op, 1, depth)
            if a is None or b is None:
                return None
            if not a.uniform and not b.uniform:
                return None
            ka, kb = self.const(op.operands[0]), self.const(op.operands[1])
            if not a.uniform and kb is None or not b.uniform and ka is None:
                return None  # a varying value times an unknown uniform: no offsets
            varying, k = (a, kb) if not a.uniform else (b, ka)
            return varying.map(lambda o: o * (k or 0), min(a.align * b.align, CAP), False)
        if isinstance(op, arith.ShLIOp):
            a, k = self.operand(op, 0, depth), self.const(op.operands[1])
            if a is None or k is None or not 0 <= k < 31:
                return None
            return a.map(lambda o: o << k, min(a.align << k, CAP), False)
        return self.aligned(op, depth)

    def argument(self, v: BlockArgument) -> Affine | None:
        """A launch fact of a uniform function argument (none for another block's)."""
        f = fact_of(v)
        if f is None or not self.uniform(v):
            return None
        if f.equal_to is not None:
            return self.zero(low_bit(f.equal_to), _nonneg(f.equal_to))
        return self.zero(low_bit(f.divisible_by)) if f.divisible_by > 1 else None

    # -- the rules that make a divergent operand give a uniform (or known) result ----
    def aligned(self, op: Operation, depth: int = 0) -> Affine | None:
        """The fact of an op of rule 8 (div, rem, shifts right, and, compares); None
        when it has none."""
        if isinstance(op, arith.CmpiOp):
            return self.zero(1) if self.uniform_compare(op, depth) else None
        if len(op.operands) != 2 or isinstance(op.results[0].type, VectorType):
            return None
        a = self.operand(op, 0, depth)
        k = self.const(op.operands[1])
        if a is None or k is None:
            return None
        if isinstance(op, DIVISIONS + REMAINDERS):
            if k == 0 or (isinstance(op, arith.FloorDivSIOp) and k < 0):
                return None
            if isinstance(op, arith.DivSIOp | arith.RemSIOp) and not a.nonneg:
                return None  # truncation of negative lanes is a ceiling
            if 0 < k <= a.align and k & (k - 1) == 0 and a.contained():
                # b is a multiple of k: (b + o) div k = b/k + o div k, rem = o rem k.
                if isinstance(op, REMAINDERS):
                    return a.map(lambda o: o % k, CAP, True)
                return a.map(lambda o: o // k, a.align // k, a.nonneg)
            g = min(a.align, low_bit(k))
            if not a.contained(g):
                return None
            if isinstance(op, REMAINDERS):
                return Affine(a.offsets, g, True) if k > 0 else None
            return self.zero(1, a.nonneg and k > 0)
        if isinstance(op, SHIFTS_RIGHT):
            if not 0 <= k < 31:
                return None
            nonneg = a.nonneg or (isinstance(op, arith.ShRUIOp) and k > 0)
            if 1 << k <= a.align and a.contained():
                return a.map(lambda o: o >> k, a.align >> k, nonneg)
            if not a.contained(min(a.align, 1 << k)):
                return None
            return self.zero(1, nonneg)
        if isinstance(op, arith.AndIOp) and a.contained():
            # b has no bit below log2(A) and o < A: v = b | o, v & m = (b & m) | (o & m).
            return a.map(lambda o: o & k, a.align, _nonneg(k) or a.nonneg)
        return None

    def uniform_compare(self, op: arith.CmpiOp, depth: int = 0) -> bool:
        """`x < t` (or `>=`, either side) where the lanes of x lie in [b, b+g) and t is
        a uniform multiple of g: no lane crosses t."""
        pred = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
        side = COMPARES_BELOW.get(pred)
        if side is None or isinstance(op.lhs.type, VectorType):
            return False
        x, t = self.operand(op, side, depth), self.operand(op, 1 - side, depth)
        if x is None or t is None or not t.uniform or not self.uniform(op.operands[1 - side]):
            return False
        return x.contained(min(x.align, t.align))


@cache
def block_thread_fact(dim: str, sizes: tuple[int, int, int], width: int, limit: int = 1 << 16) -> Affine | None:
    """The fact of `gpu.thread_id dim` in a block of the known `sizes`, by enumeration:
    subgroup k holds the block's linear ids kW .. kW+W-1 (x fastest, SPEC section 4; the
    last subgroup may be partial), and lane i's id is `(l div s) mod n` (s the stride of
    the dimension in the linear order, n its size).  The offsets are subgroup 0's ids;
    the fact holds when every subgroup's active lanes are its lane 0's id plus them, and
    A is the largest power of two dividing every lane 0's id.  (A 16 x 16 block at W =
    32: y is 2k + (i div 16), offsets 0 x16, 1 x16, align 2; x is i mod 16, base 0.)
    Lanes past a one-subgroup block are never active: offset 0.  None for blocks of more
    than `limit` threads, or a dimension whose subgroups have no common shape (a 3-D
    block whose rows of a subgroup cross a z plane unevenly)."""
    bx, by, bz = sizes
    total = bx * by * bz
    if total > limit or min(sizes) < 1:
        return None
    stride, n = {"x": (1, bx), "y": (bx, by), "z": (bx * by, bz)}[dim]

    def ident(lin: int) -> int:
        return lin // stride % n

    first = min(width, total)
    offsets = tuple(ident(i) - ident(0) if i < first else 0 for i in range(width))
    align = CAP
    for base in range(0, total, width):
        b = ident(base)
        if any(ident(base + i) - b != offsets[i] for i in range(min(width, total - base))):
            return None
        align = min(align, low_bit(b))
    return Affine(offsets, align, True)
