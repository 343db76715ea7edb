"""The simd interpreter functions against plain-Python references on random lanes.

Each op is parsed once and run with `Interpreter.run_op` on seeded random lanes, for
several widths, under no mask, a mixed, an all-on and an all-off mask (and their
negations).  The references below are written independently of the interpreter:
i32 wraps by modular arithmetic, division truncates toward zero via `math.trunc` on
exact fractions.
"""

from __future__ import annotations

import math
import operator
import random
import struct
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, i32
from xdsl.interpreter import Interpreter
from xdsl.interpreters.builtin import xtype_for_el_type
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Operation

from simdopt.dialects import simd
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.simd import SimdFunctions, SpmdContext, active_lanes
from simdopt.interpreters.values import POISON, to_json, wrap_i32
from simdopt.tools.frontend import SourceMap, make_context, parse_module

INT_MIN, INT_MAX = -(2**31), 2**31 - 1
WIDTHS = (2, 4, 16, 64)
SEEDS = range(5)

# --------------------------------------------------------------------------- references


def ref_wrap(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


def ref_tdiv(a: int, b: int) -> int:
    return math.trunc(Fraction(a, b))


INT_REF: dict[str, Callable[[int, int], int]] = {
    "vadd": lambda a, b: ref_wrap(a + b),
    "vsub": lambda a, b: ref_wrap(a - b),
    "vmul": lambda a, b: ref_wrap(a * b),
    "vdiv": lambda a, b: ref_wrap(ref_tdiv(a, b)),
    "vrem": lambda a, b: ref_wrap(a - b * ref_tdiv(a, b)),
    "vand": lambda a, b: ref_wrap(a & b),
    "vor": lambda a, b: ref_wrap(a | b),
    "vxor": lambda a, b: ref_wrap(a ^ b),
    "vshl": lambda a, b: ref_wrap(a * 2 ** (b % 32)),
    "vshr": lambda a, b: math.floor(Fraction(a, 2 ** (b % 32))),
    "vmin": lambda a, b: a if a <= b else b,
    "vmax": lambda a, b: a if a >= b else b,
}

def round_f32(x: float) -> float:
    """The IEEE single nearest to `x` (f32 lanes round every result)."""
    return struct.unpack("f", struct.pack("f", x))[0]


FLOAT_REF: dict[str, Callable[[float, float], float]] = {
    "vadd": operator.add,
    "vsub": operator.sub,
    "vmul": operator.mul,
    "vdiv": operator.truediv,
    "vmin": lambda a, b: a if a <= b else b,
    "vmax": lambda a, b: a if a >= b else b,
}

ICMP_REF: dict[str, Callable[[int, int], bool]] = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "slt": lambda a, b: a < b,
    "sle": lambda a, b: a <= b,
    "sgt": lambda a, b: a > b,
    "sge": lambda a, b: a >= b,
    "ult": lambda a, b: a % 2**32 < b % 2**32,
    "ule": lambda a, b: a % 2**32 <= b % 2**32,
    "ugt": lambda a, b: a % 2**32 > b % 2**32,
    "uge": lambda a, b: a % 2**32 >= b % 2**32,
}


def fcmp_ref(pred: str, a: float, b: float) -> bool:
    nan = a != a or b != b
    table = {
        "false": False,
        "true": True,
        "ord": not nan,
        "uno": nan,
    }
    if pred in table:
        return table[pred]
    rel = {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[pred[1:]]
    return nan if pred[0] == "u" and nan else (rel and not nan)


# --------------------------------------------------------------------------- harness


@cache
def parsed(body: str, signature: str) -> Operation:
    """The first simd op of `func.func @f<signature> { <body> }` (parsed once)."""
    text = f"func.func @f{signature} {{\n{body}\nfunc.return\n}}\n"
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp))
    return next(o for o in fn.walk() if o.dialect_name() == "simd")


def run(op: Operation, *args: Any, ctx: SpmdContext | None = None) -> Any:
    interp = Interpreter(ModuleOp([]))
    interp.register_implementations(SimdFunctions(ctx=ctx) if ctx else SimdFunctions())
    out = interp.run_op(op, tuple(args))
    return out[0] if out else None


def vt(w: int, t: str = "i32") -> str:
    return f"vector<{w}x{t}>"


def rand_i32(rng: random.Random) -> int:
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice([0, 1, -1, 2, -2, INT_MIN, INT_MAX, INT_MIN + 1])
    if kind == 1:
        return rng.randint(-20, 20)
    return rng.randint(INT_MIN, INT_MAX)


def rand_f32(rng: random.Random) -> float:
    # Exact binary fractions: every reference result below is exact too.
    return rng.randint(-64, 64) / rng.choice([1, 2, 4, 8])


def masks(rng: random.Random, w: int) -> list[tuple[str, tuple[int, ...] | None, bool]]:
    """(mask text, mask lanes, negated): none, mixed, all-on, all-off, each negated."""
    mixed = [rng.randrange(2) for _ in range(w)]
    mixed[0], mixed[-1] = 1, 0
    out: list[tuple[str, tuple[int, ...] | None, bool]] = [("", None, False)]
    for lanes in (mixed, [1] * w, [0] * w):
        out.append(("mask(%p)", tuple(lanes), False))
        out.append(("mask(not %p)", tuple(lanes), True))
    return out


def is_active(mask: tuple[int, ...] | None, negated: bool, i: int) -> bool:
    return True if mask is None else bool(mask[i]) != negated


def memref(data: list[Any]) -> ShapedArray[Any]:
    return ShapedArray(TypedPtr[Any].new(list(data), xtype=xtype_for_el_type(i32, 64)), [len(data)])


# --------------------------------------------------------------------------- elementwise


@pytest.mark.parametrize("name", sorted(INT_REF))
@pytest.mark.parametrize("w", WIDTHS)
def test_elementwise_i32_matches_python(name: str, w: int) -> None:
    rng = random.Random(f"{name}-{w}")
    for _ in SEEDS:
        for text, mask, neg in masks(rng, w):
            op = parsed(
                f"%r = simd.{name} %a, %b {text} : {vt(w)}",
                f"(%a: {vt(w)}, %b: {vt(w)}, %p: {vt(w, 'i1')})",
            )
            a = tuple(rand_i32(rng) for _ in range(w))
            b = tuple(rand_i32(rng) or 1 for _ in range(w))
            if name in ("vshl", "vshr"):
                b = tuple(rng.randint(-40, 70) for _ in range(w))
            args = (a, b) if mask is None else (a, b, mask)
            got = run(op, *args)
            want = tuple(
                INT_REF[name](a[i], b[i]) if is_active(mask, neg, i) else POISON
                for i in range(w)
            )
            assert got == want, (name, text, mask, a, b)


@pytest.mark.parametrize("name", sorted(FLOAT_REF))
@pytest.mark.parametrize("w", (2, 4, 16))
def test_elementwise_f32_matches_python(name: str, w: int) -> None:
    rng = random.Random(f"f-{name}-{w}")
    for _ in SEEDS:
        for text, mask, neg in masks(rng, w):
            op = parsed(
                f"%r = simd.{name} %a, %b {text} : {vt(w, 'f32')}",
                f"(%a: {vt(w, 'f32')}, %b: {vt(w, 'f32')}, %p: {vt(w, 'i1')})",
            )
            a = tuple(rand_f32(rng) for _ in range(w))
            b = tuple(rand_f32(rng) or 0.5 for _ in range(w))
            args = (a, b) if mask is None else (a, b, mask)
            got = run(op, *args)
            want = tuple(
                round_f32(FLOAT_REF[name](a[i], b[i])) if is_active(mask, neg, i) else POISON
                for i in range(w)
            )
            assert got == want


def test_i32_wraps_in_twos_complement() -> None:
    sig = f"(%a: {vt(4)}, %b: {vt(4)})"
    a = (INT_MAX, INT_MIN, 65536, INT_MIN)
    b = (1, -1, 65536, -1)
    assert run(parsed(f"%r = simd.vadd %a, %b : {vt(4)}", sig), a, b) == (INT_MIN, INT_MAX, 131072, INT_MAX)
    assert run(parsed(f"%r = simd.vmul %a, %b : {vt(4)}", sig), a, b) == (INT_MAX, INT_MIN, 0, INT_MIN)
    assert run(parsed(f"%r = simd.vdiv %a, %b : {vt(4)}", sig), a, b) == (INT_MAX, INT_MIN, 1, INT_MIN)
    assert run(parsed(f"%r = simd.vrem %a, %b : {vt(4)}", sig), a, b) == (0, 0, 0, 0)


def test_division_truncates_toward_zero() -> None:
    sig = f"(%a: {vt(4)}, %b: {vt(4)})"
    a, b = (7, -7, 7, -7), (2, 2, -2, -2)
    assert run(parsed(f"%r = simd.vdiv %a, %b : {vt(4)}", sig), a, b) == (3, -3, -3, 3)
    assert run(parsed(f"%r = simd.vrem %a, %b : {vt(4)}", sig), a, b) == (1, -1, 1, -1)


def test_float_min_max_propagate_nan() -> None:
    sig = f"(%a: {vt(2, 'f32')}, %b: {vt(2, 'f32')})"
    nan = math.nan
    r = run(parsed(f"%r = simd.vmin %a, %b : {vt(2, 'f32')}", sig), (nan, 1.0), (1.0, nan))
    assert all(math.isnan(x) for x in r)
    r = run(parsed(f"%r = simd.vmax %a, %b : {vt(2, 'f32')}", sig), (nan, 1.0), (1.0, nan))
    assert all(math.isnan(x) for x in r)


def test_poison_operand_gives_poison_lane() -> None:
    op = parsed(f"%r = simd.vadd %a, %b : {vt(4)}", f"(%a: {vt(4)}, %b: {vt(4)})")
    assert run(op, (1, POISON, 3, 4), (1, 1, POISON, 1)) == (2, POISON, POISON, 5)


@pytest.mark.parametrize(("name", "t"), [("vdiv", "i32"), ("vrem", "i32")])
def test_zero_divisor_faults_only_in_active_lanes(name: str, t: str) -> None:
    sig = f"(%a: {vt(4, t)}, %b: {vt(4, t)}, %p: {vt(4, 'i1')})"
    masked = parsed(f"%r = simd.{name} %a, %b mask(%p) : {vt(4, t)}", sig)
    unmasked = parsed(f"%r = simd.{name} %a, %b : {vt(4, t)}", sig)
    a, b = (8, 9, 10, 11), (2, 0, 5, 1)
    got = run(masked, a, b, (1, 0, 1, 1))
    assert got[1] is POISON
    with pytest.raises(RuntimeFault, match="division by zero in active lane 1"):
        run(unmasked, a, b)
    with pytest.raises(RuntimeFault, match="division by poison in active lane 2"):
        run(unmasked, a, (1, 1, POISON, 1))


def test_float_division_by_zero_is_ieee_in_every_lane() -> None:
    """SPEC section 2: x/0.0 is ±inf or NaN, never a fault (a poison divisor still is)."""
    sig = f"(%a: {vt(4, 'f32')}, %b: {vt(4, 'f32')})"
    op = parsed(f"%r = simd.vdiv %a, %b : {vt(4, 'f32')}", sig)
    got = run(op, (8.0, -9.0, 0.0, 3.0), (2.0, 0.0, 0.0, -0.0))
    assert got[0] == 4.0 and got[1] == -math.inf and math.isnan(got[2]) and got[3] == -math.inf
    with pytest.raises(RuntimeFault, match="division by poison in active lane 2"):
        run(op, (1.0, 1.0, 1.0, 1.0), (1.0, 1.0, POISON, 1.0))


def test_poison_mask_lane_faults() -> None:
    op = parsed(f"%r = simd.vadd %a, %a mask(%p) : {vt(4)}", f"(%a: {vt(4)}, %p: {vt(4, 'i1')})")
    with pytest.raises(RuntimeFault, match="mask has a poison lane"):
        run(op, (1, 2, 3, 4), (1, 2, 3, 4), (1, POISON, 1, 1))


def test_active_lanes_reads_the_mask_operand() -> None:
    op = parsed(f"%r = simd.vadd %a, %a mask(not %p) : {vt(4)}", f"(%a: {vt(4)}, %p: {vt(4, 'i1')})")
    assert isinstance(op, simd.MaskedOp)
    a = (1, 2, 3, 4)
    assert active_lanes(op, (a, a, (1, 0, 1, 0)), 4) == [False, True, False, True]


# --------------------------------------------------------------------------- moves


@pytest.mark.parametrize("w", WIDTHS)
def test_s2v_s2vb_v2s(w: int) -> None:
    rng = random.Random(w)
    names = ", ".join(f"%x{i}" for i in range(w))
    sig = "(" + ", ".join(f"%x{i}: i32" for i in range(w)) + f", %p: {vt(w, 'i1')})"
    xs = tuple(rand_i32(rng) for _ in range(w))
    for text, mask, neg in masks(rng, w):
        s2v = parsed(f"%v = simd.s2v {names} {text} : {vt(w)}", sig)
        s2vb = parsed(f"%v = simd.s2vb %x0 {text} : {vt(w)}", sig)
        extra = () if mask is None else (mask,)
        assert run(s2v, *xs, *extra) == tuple(
            xs[i] if is_active(mask, neg, i) else POISON for i in range(w)
        )
        assert run(s2vb, xs[0], *extra) == tuple(
            xs[0] if is_active(mask, neg, i) else POISON for i in range(w)
        )
    v2s = parsed(f"%x = simd.v2s %v[%l] : {vt(w)}", f"(%v: {vt(w)}, %l: i32)")
    for lane in range(w):
        assert run(v2s, xs, lane) == xs[lane]
    for lane in (-1, w):
        with pytest.raises(RuntimeFault, match="out of range"):
            run(v2s, xs, lane)
    with pytest.raises(RuntimeFault, match="reads poison lane 0"):
        run(v2s, (POISON,) + xs[1:], 0)


# --------------------------------------------------------------------------- memory


MEM_SIG = "(%m: memref<?xi32>, %v: {v}, %a: {v}, %base: i32, %p: {m})"


@pytest.mark.parametrize("w", (2, 4, 16))
def test_gather_and_vload_read_active_lanes(w: int) -> None:
    rng = random.Random(f"load{w}")
    sig = MEM_SIG.format(v=vt(w), m=vt(w, "i1"))
    data = [rand_i32(rng) for _ in range(2 * w)]
    for text, mask, neg in masks(rng, w):
        extra = () if mask is None else (mask,)
        addrs = tuple(
            rng.randrange(2 * w) if is_active(mask, neg, i) else 10**6 for i in range(w)
        )
        gather = parsed(f"%r = simd.gather %m[%a] {text} : memref<?xi32>, {vt(w)}", sig)
        got = run(gather, memref(data), addrs, *extra)
        assert got == tuple(
            data[addrs[i]] if is_active(mask, neg, i) else POISON for i in range(w)
        )
        base = w
        vload = parsed(f"%r = simd.vload %m[%base] {text} : memref<?xi32>, {vt(w)}", sig)
        got = run(vload, memref(data), base, *extra)
        assert got == tuple(
            data[base + i] if is_active(mask, neg, i) else POISON for i in range(w)
        )


@pytest.mark.parametrize("w", (2, 4, 16))
def test_scatter_and_vstore_write_active_lanes_in_order(w: int) -> None:
    rng = random.Random(f"store{w}")
    sig = MEM_SIG.format(v=vt(w), m=vt(w, "i1"))
    for text, mask, neg in masks(rng, w):
        extra = () if mask is None else (mask,)
        vals = tuple(rand_i32(rng) for _ in range(w))
        # Few addresses, so lanes collide: the last active lane to an address wins.
        addrs = tuple(
            rng.randrange(3) if is_active(mask, neg, i) else -5 for i in range(w)
        )
        want = [0] * (w + 3)
        for i in range(w):
            if is_active(mask, neg, i):
                want[addrs[i]] = vals[i]
        mem = memref([0] * (w + 3))
        scatter = parsed(f"simd.scatter %v, %m[%a] {text} : memref<?xi32>, {vt(w)}", sig)
        run(scatter, vals, mem, addrs, *extra)
        assert list(mem.data) == want
        want = [0] * (w + 3)
        for i in range(w):
            if is_active(mask, neg, i):
                want[3 + i] = vals[i]
        mem = memref([0] * (w + 3))
        vstore = parsed(f"simd.vstore %v, %m[%base] {text} : memref<?xi32>, {vt(w)}", sig)
        run(vstore, vals, mem, 3, *extra)
        assert list(mem.data) == want


def test_memory_faults_in_active_lanes() -> None:
    sig = MEM_SIG.format(v=vt(4), m=vt(4, "i1"))
    gather = parsed(f"%r = simd.gather %m[%a] : memref<?xi32>, {vt(4)}", sig)
    with pytest.raises(RuntimeFault, match="out-of-bounds access at index 4"):
        run(gather, memref([0] * 4), (0, 1, 4, 3))
    with pytest.raises(RuntimeFault, match="address of active lane 1 is poison"):
        run(gather, memref([0] * 4), (0, POISON, 2, 3))
    vstore = parsed(f"simd.vstore %v, %m[%base] : memref<?xi32>, {vt(4)}", sig)
    with pytest.raises(RuntimeFault, match="stores poison from active lane 2"):
        run(vstore, (1, 2, POISON, 4), memref([0] * 4), 0)
    with pytest.raises(RuntimeFault, match="index -1"):
        run(vstore, (1, 2, 3, 4), memref([0] * 4), -1)


# --------------------------------------------------------------------------- vcmp, vphi


@pytest.mark.parametrize("pred", sorted(ICMP_REF))
def test_vcmp_i32_matches_python(pred: str) -> None:
    rng = random.Random(pred)
    w = 16
    for text, mask, neg in masks(rng, w):
        op = parsed(
            f"%r = simd.vcmp {pred}, %a, %b {text} : {vt(w)}",
            f"(%a: {vt(w)}, %b: {vt(w)}, %p: {vt(w, 'i1')})",
        )
        a = tuple(rand_i32(rng) for _ in range(w))
        b = tuple(x if rng.randrange(3) == 0 else rand_i32(rng) for x in a)
        extra = () if mask is None else (mask,)
        assert run(op, a, b, *extra) == tuple(
            ICMP_REF[pred](a[i], b[i]) if is_active(mask, neg, i) else POISON
            for i in range(w)
        )


FPREDS = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
          "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]


@pytest.mark.parametrize("pred", FPREDS)
def test_vcmp_f32_matches_python(pred: str) -> None:
    rng = random.Random(pred)
    w = 16
    op = parsed(
        f"%r = simd.vcmp {pred}, %a, %b : {vt(w, 'f32')}",
        f"(%a: {vt(w, 'f32')}, %b: {vt(w, 'f32')})",
    )
    for _ in SEEDS:
        a = tuple(math.nan if rng.randrange(5) == 0 else rand_f32(rng) for _ in range(w))
        b = tuple(x if rng.randrange(3) == 0 else rand_f32(rng) for x in a)
        assert run(op, a, b) == tuple(fcmp_ref(pred, a[i], b[i]) for i in range(w))


@pytest.mark.parametrize("w", WIDTHS)
def test_vphi_picks_lanes(w: int) -> None:
    rng = random.Random(f"phi{w}")
    for text, mask, neg in masks(rng, w):
        op = parsed(
            f"%r = simd.vphi %q, %a, %b {text} : {vt(w)}",
            f"(%q: {vt(w, 'i1')}, %a: {vt(w)}, %b: {vt(w)}, %p: {vt(w, 'i1')})",
        )
        q = tuple(rng.randrange(2) for _ in range(w))
        a = tuple(rand_i32(rng) for _ in range(w))
        b = tuple(rand_i32(rng) for _ in range(w))
        extra = () if mask is None else (mask,)
        assert run(op, q, a, b, *extra) == tuple(
            (a[i] if q[i] else b[i]) if is_active(mask, neg, i) else POISON
            for i in range(w)
        )


def test_vphi_poison_predicate_faults_only_in_active_lanes() -> None:
    op = parsed(
        f"%r = simd.vphi %q, %a, %a mask(%p) : {vt(4)}",
        f"(%q: {vt(4, 'i1')}, %a: {vt(4)}, %p: {vt(4, 'i1')})",
    )
    q = (1, POISON, 0, 1)
    a = (1, 2, 3, 4)
    assert run(op, q, a, a, (1, 0, 1, 1)) == (1, POISON, 3, 4)
    with pytest.raises(RuntimeFault, match="predicate of active lane 1 is poison"):
        run(op, q, a, a, (1, 1, 1, 1))


# --------------------------------------------------------------------------- mask algebra

LANE3 = (False, True, POISON)


def ref_and(x: Any, y: Any) -> Any:
    if x is False or y is False:
        return False
    return POISON if POISON in (x, y) else True


def ref_or(x: Any, y: Any) -> Any:
    if x is True or y is True:
        return True
    return POISON if POISON in (x, y) else False


def test_mask_algebra_three_valued_tables() -> None:
    m = vt(16, "i1")
    sig = f"(%p: {m}, %q: {m})"
    pad = (False,) * 7
    p = tuple(x for x in LANE3 for _ in LANE3) + pad
    q = tuple(y for _ in LANE3 for y in LANE3) + pad
    pand = parsed(f"%r = simd.pand %p, %q : {m}", sig)
    por = parsed(f"%r = simd.por %p, %q : {m}", sig)
    pnot = parsed(f"%r = simd.pnot %p : {m}", sig)
    assert run(pand, p, q) == tuple(ref_and(x, y) for x, y in zip(p, q, strict=True))
    assert run(por, p, q) == tuple(ref_or(x, y) for x, y in zip(p, q, strict=True))
    assert run(pnot, p) == tuple(POISON if x is POISON else not x for x in p)


@pytest.mark.parametrize("w", WIDTHS)
def test_any_all(w: int) -> None:
    rng = random.Random(f"any{w}")
    anyop = parsed(f"%r = simd.any %p : {vt(w, 'i1')}", f"(%p: {vt(w, 'i1')})")
    allop = parsed(f"%r = simd.all %p : {vt(w, 'i1')}", f"(%p: {vt(w, 'i1')})")
    mixed = tuple([1] + [rng.randrange(2) for _ in range(w - 2)] + [0])
    for p in (mixed, (1,) * w, (0,) * w):
        assert run(anyop, p) == int(1 in p)
        assert run(allop, p) == int(0 not in p)
    with pytest.raises(RuntimeFault, match="reads poison lane"):
        run(anyop, (POISON,) + (1,) * (w - 1))


# --------------------------------------------------------------------------- SPMD ops


def test_single_instance_spmd_ops() -> None:
    sig = "(%x: i32)"
    assert run(parsed("%t = simd.thread_id : i32", sig)) == 0
    assert run(parsed("%t = simd.lane_id : i32", sig)) == 0
    assert run(parsed("%u = simd.readfirstlane %x : i32", sig), 42) == 42
    assert run(parsed("%u = simd.group_reduce add, %x : i32", sig), 42) == 42


def test_spmd_context_hooks_are_used() -> None:
    sig = "(%x: i32)"
    ctx = SpmdContext(
        thread_id=9,
        lane_id=1,
        width=4,
        readfirstlane=lambda op, x: x + 100,
        group_reduce=lambda op, kind, x: (kind, x),
    )
    assert run(parsed("%t = simd.thread_id : i32", sig), ctx=ctx) == 9
    assert run(parsed("%t = simd.lane_id : i32", sig), ctx=ctx) == 1
    assert run(parsed("%u = simd.readfirstlane %x : i32", sig), 1, ctx=ctx) == 101
    assert run(parsed("%u = simd.group_reduce max, %x : i32", sig), 3, ctx=ctx) == ("max", 3)


# --------------------------------------------------------------------------- values


def test_wrap_i32_matches_modular_reference() -> None:
    rng = random.Random(0)
    for _ in range(1000):
        x = rng.randint(-(2**70), 2**70)
        assert wrap_i32(x) == ref_wrap(x)


def test_to_json_prints_poison_as_null_and_bools_as_ints() -> None:
    assert to_json((1, POISON, True, 2.5)) == [1, None, 1, 2.5]
    assert to_json(POISON) is None
    assert to_json(False) == 0
