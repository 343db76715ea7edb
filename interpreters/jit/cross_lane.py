"""The vector unit's cross-lane ops, compare-and-swap and float add/mul reductions as LLVM
IR, for `--engine jit` on vectorized programs (`simd.py`, `lockstep.py`); the
semantics are `interpreters/lanes.py`'s, on `vector.py`'s lanes and poison shadow.

* `vshuffle` (constant lanes): a `shufflevector` of the lanes and of the shadow;
* `vpermute`: lane i reads lane `idx[i] mod W` (Python's `%`, so never negative) by an
  extract/insert per lane; a poison index in an active lane falls back;
* `vballot`: the active lanes' predicate bits as an integer; a poison predicate lane or
  an active lane the integer cannot hold falls back (the interpreter's fault);
* `vscan`: the prefix over the active lanes in lane order, one lane per step, a poison
  lane making the prefixes that hold it poison;
* float `add` (a reduction or a scan) is `math.fsum`, the exact sum rounded once to a
  double, then to the lane type: f32 lanes are summed exactly as fixed-point integers
  (units of 2^-149, at most 2^283 for 64 lanes: an i320) and converted once
  (`sitofp` rounds to nearest even); an infinite or NaN lane falls back (fsum's
  ValueError / NaN rules are the interpreter's); f64 add calls back into the
  interpreter's rule (`exact.py`).  Float `mul` is
  the double product in lane order from 1, then rounded;
* `vcmpxchg`: each active lane in lane order, old = m[a], m[a] = value when old has the
  bits of expected (floats compare bits).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Attribute, Operation, SSAValue

from simdopt.dialects.vector_unit import element, lane_bits
from simdopt.interpreters.jit import exact
from simdopt.interpreters.jit.scalars import (
    Unsupported,
    float_const,
    load_element,
    store_element,
)

if TYPE_CHECKING:
    from simdopt.interpreters.jit.vector import VectorLowering

_FLOATS = ("half", "float", "double")
_BITS = {"half": "i16", "float": "i32", "double": "i64"}
_FIX = "i320"
"""The fixed-point integer of an exact f32 sum (see the module docstring)."""


def shuffle(low: VectorLowering, op: Operation, act: str, lanes: tuple[int, ...]) -> tuple[str, str]:
    x, px = low.vec(op.operands[0])
    vty = low.vt(op.operands[0].type)
    sel = f"<{', '.join(f'i32 {i}' for i in lanes)}>"
    r, p = low.fresh(), low.fresh()
    low.emit(f"{r} = shufflevector {vty} {x}, {vty} poison, <{low.width} x i32> {sel}")
    low.emit(f"{p} = shufflevector {low.mt()} {px}, {low.mt()} poison, <{low.width} x i32> {sel}")
    return r, low.m_or(p, low.m_not(act))


def permute(low: VectorLowering, op: Operation, act: str) -> tuple[str, str]:
    v, idx = op.operands[0], op.operands[1]
    (x, px), (ix, pix) = low.vec(v), low.vec(idx)
    low.bail(low.any_of(low.m_and(act, pix)), op)
    w, vty, ety = low.width, low.vt(v.type), _ety(low, v.type)
    ity = f"<{w} x i32>"
    rem = low.op2("srem", ity, ix, low.splat_const(str(w), "i32"))
    neg = low.op2("icmp slt", ity, rem, "zeroinitializer")
    up = low.op2("add", ity, rem, low.splat_const(str(w), "i32"))
    j, safe = low.fresh(), low.fresh()
    low.emit(f"{j} = select {low.mt()} {neg}, {ity} {up}, {ity} {rem}")
    low.emit(f"{safe} = select {low.mt()} {act}, {ity} {j}, {ity} zeroinitializer")
    cur, curp = "poison", "poison"
    for i in range(w):
        k, e, pe, n, pn = (low.fresh() for _ in range(5))
        low.emit(f"{k} = extractelement {ity} {safe}, i64 {i}")
        low.emit(f"{e} = extractelement {vty} {x}, i32 {k}")
        low.emit(f"{pe} = extractelement {low.mt()} {px}, i32 {k}")
        low.emit(f"{n} = insertelement {vty} {cur}, {ety} {e}, i64 {i}")
        low.emit(f"{pn} = insertelement {low.mt()} {curp}, i1 {pe}, i64 {i}")
        cur, curp = n, pn
    return cur, low.m_or(curp, low.m_not(act))


def ballot(low: VectorLowering, op: Operation, act: str) -> str:
    q, pq = low.vec(op.operands[0])
    low.bail(low.any_of(low.m_and(act, pq)), op)
    t = op.results[0].type
    assert isinstance(t, IntegerType)
    w, bits = low.width, t.width.data
    if w > bits:  # an active lane the result cannot hold: the interpreter's fault
        over = f"<{', '.join(['i1 false'] * bits + ['i1 true'] * (w - bits))}>"
        low.bail(low.any_of(low.m_and(act, over)), op)
    m = low.fresh()
    low.emit(f"{m} = bitcast {low.mt()} {low.m_and(act, q)} to i{w}")
    if w == bits:
        return m
    r = low.fresh()
    low.emit(f"{r} = {'zext' if w < bits else 'trunc'} i{w} {m} to i{bits}")
    return r


def _ety(low: VectorLowering, t: Attribute) -> str:
    return low.vt(t).split(" x ")[1][:-1]


def _identity(kind: str, ety: str, t: Attribute) -> str:
    """`cross_lane.identity` as an LLVM literal (also what a reduction starts from)."""
    if ety in _FLOATS:
        el = element(t)
        return {"add": float_const(0.0, el), "min": "0x7FF0000000000000", "max": "0xFFF0000000000000"}[kind]
    bits = lane_bits(t)
    return {"add": "0", "or": "0", "xor": "0", "and": "-1", "min": str((1 << (bits - 1)) - 1),
            "max": str(-(1 << (bits - 1)))}[kind]  # fmt: skip


def _combine(low: VectorLowering, kind: str, ety: str, a: str, b: str) -> str:
    """`reduce_lanes`' step on integers and float min/max (minimumf/maximumf)."""
    if ety in _FLOATS:
        fn = f"@llvm.{'minimum' if kind == 'min' else 'maximum'}.{_suffix(ety)}"
        low.decls.add(f"declare {ety} {fn}({ety}, {ety})")
    elif kind in ("min", "max"):
        fn = f"@llvm.{'smin' if kind == 'min' else 'smax'}.{ety}"
        low.decls.add(f"declare {ety} {fn}({ety}, {ety})")
    else:
        return low.op2(kind, ety, a, b)
    r = low.fresh()
    low.emit(f"{r} = call {ety} {fn}({ety} {a}, {ety} {b})")
    return r


def _suffix(ety: str) -> str:
    return {"half": "f16", "float": "f32", "double": "f64"}.get(ety, ety)


def _check_finite(low: VectorLowering, op: Operation, x: str, live: str, ety: str) -> None:
    """Fall back when a live lane is infinite or NaN (fsum's own rules)."""
    w = low.width
    vty = f"<{w} x {ety}>"
    fabs = f"@llvm.fabs.v{w}{_suffix(ety)}"
    low.decls.add(f"declare {vty} {fabs}({vty})")
    a = low.fresh()
    low.emit(f"{a} = call {vty} {fabs}({vty} {x})")
    inf = {"half": "0xH7C00", "float": "0x7FF0000000000000"}[ety]
    bad = low.op2("fcmp ueq", vty, a, low.splat_const(inf, ety))
    low.bail(low.any_of(low.m_and(live, bad)), op)


def _fixed(low: VectorLowering, ety: str, x: str) -> str:
    """The f32 (or f16) `x` as an exact multiple of 2^-149 (i320)."""
    ib = _BITS[ety]
    man_bits, exp_bits = (23, 8) if ety == "float" else (10, 5)
    bits = low.fresh()
    low.emit(f"{bits} = bitcast {ety} {x} to {ib}")
    frac = low.op2("and", ib, bits, str((1 << man_bits) - 1))
    e0 = low.op2("lshr", ib, bits, str(man_bits))
    e = low.op2("and", ib, e0, str((1 << exp_bits) - 1))
    sub = low.op2("icmp eq", ib, e, "0")
    norm = low.op2("or", ib, frac, str(1 << man_bits))
    m, e1 = low.fresh(), low.fresh()
    low.emit(f"{m} = select i1 {sub}, {ib} {frac}, {ib} {norm}")
    low.emit(f"{e1} = select i1 {sub}, {ib} 1, {ib} {e}")
    # units of 2^-149: an f32 is m * 2^(e-150) = (m << (e-1)) units; an f16 m * 2^(e-25)
    shift0 = low.op2("sub", ib, e1, "1")
    m320, s320 = low.fresh(), low.fresh()
    low.emit(f"{m320} = zext {ib} {m} to {_FIX}")
    low.emit(f"{s320} = zext {ib} {shift0} to {_FIX}")
    if ety == "half":  # 2^(e-25) = 2^(e-1) * 2^-24 = 2^(e-1) * 2^125 units
        s2 = low.op2("add", _FIX, s320, "125")
        s320 = s2
    mag = low.op2("shl", _FIX, m320, s320)
    neg = low.op2("icmp slt", ib, bits, "0")
    minus = low.op2("sub", _FIX, "0", mag)
    r = low.fresh()
    low.emit(f"{r} = select i1 {neg}, {_FIX} {minus}, {_FIX} {mag}")
    return r


def _unfixed(low: VectorLowering, n: str, ety: str) -> str:
    """An exact i320 sum rounded once to a double (fsum), then to `ety`."""
    d, r = low.fresh(), low.fresh()
    low.emit(f"{d} = sitofp {_FIX} {n} to double")
    low.emit(f"{r} = fmul double {d}, {float_const(2.0**-149, _f64())}")  # exact: a power of two, no underflow
    return narrow(low, r, ety)


def narrow(low: VectorLowering, d: str, ety: str) -> str:
    """Double `d` rounded to `ety` (to half through float: see `vector._FLOAT_LANES`)."""
    if ety == "double":
        return d
    f = low.fresh()
    low.emit(f"{f} = fptrunc double {d} to float")
    if ety == "float":
        return f
    h = low.fresh()
    low.emit(f"{h} = fptrunc float {f} to half")
    return h


def _f64() -> Attribute:
    from xdsl.dialects.builtin import f64

    return f64


def float_reduce(low: VectorLowering, op: Operation, kind: str, x: str, act: str, ety: str) -> str:
    """`reduce_lanes` add/mul over the active lanes of float vector `x` (at least one
    active lane; poison ones have fallen back already)."""
    if kind == "mul":
        acc = "1.0"
        for i in range(low.width):
            on, e, d, p, nxt = (low.fresh() for _ in range(5))
            low.emit(f"{on} = extractelement {low.mt()} {act}, i64 {i}")
            low.emit(f"{e} = extractelement <{low.width} x {ety}> {x}, i64 {i}")
            low.emit(f"{d} = fpext {ety} {e} to double" if ety != "double" else f"{d} = fadd double {e}, -0.0")
            low.emit(f"{p} = fmul double {acc}, {d}")
            low.emit(f"{nxt} = select i1 {on}, double {p}, double {acc}")
            acc = nxt
        return narrow(low, acc, ety)
    if kind != "add":
        raise Unsupported(f"'{op.name}' {kind} on {ety} lanes")
    if ety == "double":  # (no fixed-point integer holds it: the interpreter's rule, by a callback)
        r, failed = exact.reduce(low, kind, ety, _lanes(low, x, act, ety))
        low.bail(failed, op)
        return r
    _check_finite(low, op, x, act, ety)
    acc = "0"
    for i in range(low.width):
        on, e, nxt = low.fresh(), low.fresh(), low.fresh()
        low.emit(f"{on} = extractelement {low.mt()} {act}, i64 {i}")
        low.emit(f"{e} = extractelement <{low.width} x {ety}> {x}, i64 {i}")
        f = _fixed(low, ety, e)
        s = low.op2("add", _FIX, acc, f)
        low.emit(f"{nxt} = select i1 {on}, {_FIX} {s}, {_FIX} {acc}")
        acc = nxt
    return _unfixed(low, acc, ety)


def scan(low: VectorLowering, op: Operation, act: str) -> tuple[str, str]:
    """`lanes.scan`: active lane i gets the prefix of the active lanes up to it
    (inclusive) or below it (exclusive, the identity first); inactive lanes poison."""
    v = op.operands[0]
    x, px = low.vec(v)
    t = op.results[0].type
    kind = op.properties["kind"].data  # pyright: ignore[reportAttributeAccessIssue]
    inclusive = op.properties["mode"].data == "inclusive"  # pyright: ignore[reportAttributeAccessIssue]
    ety = _ety(low, t)
    if ety == "i1":
        raise Unsupported(f"'{op.name}' on i1 lanes")
    fixed = ety in _FLOATS and kind == "add"
    if fixed and ety == "double":
        return _double_sums(low, op, x, px, act, inclusive), low.m_or(_prefix_poison(low, px, act, inclusive), low.m_not(act))
    if fixed:
        live = low.m_and(act, low.m_not(px))
        _check_finite(low, op, x, live, ety)
    w, vty = low.width, low.vt(t)
    ident = _identity(kind, ety, t)
    acc, seen = ("0" if fixed else ident), "false"
    cur, curp = "poison", "poison"
    for i in range(w):
        on, e, pe = low.fresh(), low.fresh(), low.fresh()
        low.emit(f"{on} = extractelement {low.mt()} {act}, i64 {i}")
        low.emit(f"{e} = extractelement {vty} {x}, i64 {i}")
        low.emit(f"{pe} = extractelement {low.mt()} {px}, i64 {i}")
        before_acc, before_seen = acc, seen
        step = _fixed(low, ety, e) if fixed else e
        nacc = low.op2("add", _FIX, acc, step) if fixed else _combine(low, kind, ety, acc, step)
        nseen = low.op2("or", "i1", seen, pe)
        a2, s2 = low.fresh(), low.fresh()
        low.emit(f"{a2} = select i1 {on}, {'i320' if fixed else ety} {nacc}, {'i320' if fixed else ety} {acc}")
        low.emit(f"{s2} = select i1 {on}, i1 {nseen}, i1 {seen}")
        acc, seen = a2, s2
        out_acc, out_seen = (acc, seen) if inclusive else (before_acc, before_seen)
        val = _unfixed(low, out_acc, ety) if fixed else out_acc
        n, pn = low.fresh(), low.fresh()
        low.emit(f"{n} = insertelement {vty} {cur}, {ety} {val}, i64 {i}")
        low.emit(f"{pn} = insertelement {low.mt()} {curp}, i1 {out_seen}, i64 {i}")
        cur, curp = n, pn
    return cur, low.m_or(curp, low.m_not(act))


def _lanes(low: VectorLowering, x: str, on: str, ety: str) -> list[tuple[str, str]]:
    """(lane i of `x`, lane i of mask `on`) for every lane."""
    out: list[tuple[str, str]] = []
    for i in range(low.width):
        e, m = low.fresh(), low.fresh()
        low.emit(f"{e} = extractelement <{low.width} x {ety}> {x}, i64 {i}")
        low.emit(f"{m} = extractelement {low.mt()} {on}, i64 {i}")
        out.append((e, m))
    return out


def _double_sums(low: VectorLowering, op: Operation, x: str, px: str, act: str, inclusive: bool) -> str:
    """f64 add scan: lane i's exact prefix sum over the active defined lanes up to it
    (`exact.reduce`; an empty prefix is the identity 0.0)."""
    lanes = _lanes(low, x, low.m_and(act, low.m_not(px)), "double")
    cur = "poison"
    for i in range(low.width):
        upto = lanes[: i + 1] if inclusive else lanes[:i]
        r, failed = exact.reduce(low, "add", "double", upto) if upto else ("0.0", "false")
        low.bail(failed, op)
        n = low.fresh()
        low.emit(f"{n} = insertelement <{low.width} x double> {cur}, double {r}, i64 {i}")
        cur = n
    return cur


def _prefix_poison(low: VectorLowering, px: str, act: str, inclusive: bool) -> str:
    """Lane i is poison when a poison active lane is in its prefix (`lanes.scan`)."""
    seen, cur = "false", "poison"
    for i, (pe, on) in enumerate(_lanes(low, px, act, "i1")):
        hit = low.op2("and", "i1", pe, on)
        before = seen
        seen = low.op2("or", "i1", seen, hit)
        n = low.fresh()
        low.emit(f"{n} = insertelement {low.mt()} {cur}, i1 {seen if inclusive else before}, i64 {i}")
        cur = n
    return cur


def cmpxchg(low: VectorLowering, op: Operation, act: str, expected: SSAValue, value: SSAValue, mem: SSAValue,
            addrs: SSAValue) -> tuple[str, str]:  # fmt: skip
    """`lanes.cmpxchg`: each active lane in lane order; the old values, inactive lanes
    poison (an inactive lane reads and writes back element 0: no effect)."""
    (e, pe), (x, px) = low.vec(expected), low.vec(value)
    low.bail(low.any_of(low.m_and(act, low.m_or(pe, px))), op)
    if low.shapes.get(mem) == ["0"]:
        raise Unsupported(f"'{op.name}' on an empty memref")
    ptrs, _ = low.addresses(op, mem, addrs, True, act)
    t = value.type
    vty, ety = low.vt(t), _ety(low, t)
    cur = "poison"
    for i in range(low.width):
        p, v, ex, on, old = (low.fresh() for _ in range(5))
        low.emit(f"{p} = extractelement <{low.width} x ptr> {ptrs}, i64 {i}")
        low.emit(f"{v} = extractelement {vty} {x}, i64 {i}")
        low.emit(f"{ex} = extractelement {vty} {e}, i64 {i}")
        low.emit(f"{on} = extractelement {low.mt()} {act}, i64 {i}")
        load_element(low, old, ety, p)
        same = bits_equal(low, ety, old, ex)
        hit, keep, nxt = low.fresh(), low.fresh(), low.fresh()
        low.emit(f"{hit} = and i1 {on}, {same}")
        low.emit(f"{keep} = select i1 {hit}, {ety} {v}, {ety} {old}")
        store_element(low, ety, keep, p)
        low.emit(f"{nxt} = insertelement {vty} {cur}, {ety} {old}, i64 {i}")
        cur = nxt
    return cur, low.m_not(act)


def bits_equal(low: VectorLowering, ety: str, a: str, b: str) -> str:
    """i1: `a` and `b` have the same bits (-0.0 is not 0.0, a NaN matches its own bits)."""
    if ety in _FLOATS:
        ab, bb = low.fresh(), low.fresh()
        low.emit(f"{ab} = bitcast {ety} {a} to {_BITS[ety]}")
        low.emit(f"{bb} = bitcast {ety} {b} to {_BITS[ety]}")
        return low.op2("icmp eq", _BITS[ety], ab, bb)
    return low.op2("icmp eq", ety, a, b)
