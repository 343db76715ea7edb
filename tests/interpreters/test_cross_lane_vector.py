"""The cross-lane vector forms (simd.vshuffle, vpermute, vballot, vscan) and their
lockstep instructions against plain-Python references, on seeded random lanes at
several widths, under no mask, a mixed, an all-on and an all-off mask.  The references
are written from the ops' documented meaning, not from the interpreter."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import Interpreter, InterpreterFunctions
from xdsl.ir import Operation

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lockstep import LockstepFunctions
from simdopt.interpreters.simd import SimdFunctions
from simdopt.interpreters.values import POISON
from simdopt.tools.frontend import SourceMap, make_context, parse_module

WIDTHS = (4, 8, 32, 64)
SEEDS = range(3)
MASKS = ("none", "mixed", "on", "off")


@cache
def parsed(body: str, signature: str, dialect: str) -> Operation:
    text = f"func.func @f{signature} {{\n{body}\nfunc.return\n}}\n"
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp))
    return next(o for o in fn.walk() if o.dialect_name() == dialect)


def run(op: Operation, functions: InterpreterFunctions, *args: Any) -> Any:
    interp = Interpreter(ModuleOp([]))
    interp.register_implementations(functions)
    return interp.run_op(op, tuple(args))[0]


def lanes(rng: random.Random, w: int) -> tuple[int, ...]:
    return tuple(rng.randint(-100, 100) for _ in range(w))


def mask_of(kind: str, rng: random.Random, w: int) -> tuple[bool, ...] | None:
    return {"none": None, "on": (True,) * w, "off": (False,) * w,
            "mixed": tuple(rng.random() < 0.5 for _ in range(w))}[kind]  # fmt: skip


def masked(body: str, kind: str) -> str:
    return body.replace(" MASK", "" if kind == "none" else " mask(%p)")


def active(m: tuple[bool, ...] | None, w: int) -> list[bool]:
    return [True] * w if m is None else list(m)


def with_mask(args: list[Any], m: tuple[bool, ...] | None) -> list[Any]:
    return args if m is None else [*args, m]


DIALECTS = [("simd", SimdFunctions), ("lockstep", LockstepFunctions)]


@pytest.mark.parametrize(("dialect", "functions"), DIALECTS)
@pytest.mark.parametrize("w", WIDTHS)
@pytest.mark.parametrize("mkind", MASKS)
def test_vshuffle_reads_constant_lanes(dialect: str, functions: type, w: int, mkind: str) -> None:
    for seed in SEEDS:
        rng = random.Random(seed)
        perm = [rng.randrange(w) for _ in range(w)]
        op = parsed(
            masked(f"%r = {dialect}.vshuffle %v {perm} MASK : vector<{w}xi32>", mkind),
            f"(%v: vector<{w}xi32>, %p: vector<{w}xi1>)", dialect,
        )  # fmt: skip
        v, m = lanes(rng, w), mask_of(mkind, rng, w)
        got = run(op, functions(), *with_mask([v], m))
        assert got == tuple(v[perm[i]] if on else POISON for i, on in enumerate(active(m, w)))


@pytest.mark.parametrize(("dialect", "functions"), DIALECTS)
@pytest.mark.parametrize("w", WIDTHS)
@pytest.mark.parametrize("mkind", MASKS)
def test_vpermute_reads_index_mod_w(dialect: str, functions: type, w: int, mkind: str) -> None:
    for seed in SEEDS:
        rng = random.Random(seed)
        op = parsed(
            masked(f"%r = {dialect}.vpermute %v, %i MASK : vector<{w}xi32>", mkind),
            f"(%v: vector<{w}xi32>, %i: vector<{w}xi32>, %p: vector<{w}xi1>)", dialect,
        )  # fmt: skip
        v, m = lanes(rng, w), mask_of(mkind, rng, w)
        idx = tuple(rng.randint(-3 * w, 3 * w) for _ in range(w))
        got = run(op, functions(), *with_mask([v, idx], m))
        assert got == tuple(v[idx[i] % w] if on else POISON for i, on in enumerate(active(m, w)))


def test_vpermute_of_a_poison_source_lane_is_poison_and_of_a_poison_index_faults() -> None:
    op = parsed("%r = simd.vpermute %v, %i : vector<4xi32>", "(%v: vector<4xi32>, %i: vector<4xi32>)", "simd")
    assert run(op, SimdFunctions(), (1, POISON, 3, 4), (1, 0, 0, 0)) == (POISON, 1, 1, 1)
    with pytest.raises(RuntimeFault, match="lane index is poison"):
        run(op, SimdFunctions(), (1, 2, 3, 4), (1, POISON, 0, 0))


@pytest.mark.parametrize(("dialect", "functions"), DIALECTS)
@pytest.mark.parametrize("w", WIDTHS)
@pytest.mark.parametrize("mkind", MASKS)
def test_vballot_is_the_active_lanes_where_the_predicate_holds(dialect: str, functions: type, w: int, mkind: str) -> None:
    for seed in SEEDS:
        rng = random.Random(seed)
        op = parsed(
            masked(f"%r = {dialect}.vballot %q MASK : vector<{w}xi1> to i64", mkind),
            f"(%q: vector<{w}xi1>, %p: vector<{w}xi1>)", dialect,
        )  # fmt: skip
        q, m = tuple(rng.random() < 0.5 for _ in range(w)), mask_of(mkind, rng, w)
        bits = sum(1 << i for i, on in enumerate(active(m, w)) if on and q[i])
        want = bits - (1 << 64) if bits >> 63 else bits
        assert run(op, functions(), *with_mask([q], m)) == want


def test_vballot_into_i32_faults_on_lane_32_only() -> None:
    op = parsed("%r = simd.vballot %q mask(%p) : vector<64xi1> to i32", "(%q: vector<64xi1>, %p: vector<64xi1>)", "simd")
    low = tuple(i < 32 for i in range(64))
    assert run(op, SimdFunctions(), (True,) * 64, low) == -1  # all 32 bits of an i32
    with pytest.raises(RuntimeFault, match="lane 32 out of range"):
        run(op, SimdFunctions(), (True,) * 64, (True,) * 64)


def ref_scan(kind: str, inclusive: bool, v: tuple[int, ...], act: list[bool]) -> tuple[Any, ...]:
    fn = {"add": lambda a, b: (a + b + 2**31) % 2**32 - 2**31, "max": max, "min": min,
          "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b}[kind]  # fmt: skip
    ident = {"add": 0, "max": -(2**31), "min": 2**31 - 1, "and": -1, "or": 0, "xor": 0}[kind]
    out: list[Any] = []
    acc = ident
    for x, on in zip(v, act, strict=True):
        if not on:
            out.append(POISON)
            continue
        if inclusive:
            acc = fn(acc, x)
            out.append(acc)
        else:
            out.append(acc)
            acc = fn(acc, x)
    return tuple(out)


@pytest.mark.parametrize(("dialect", "functions"), DIALECTS)
@pytest.mark.parametrize("w", (4, 32))
@pytest.mark.parametrize("mkind", MASKS)
@pytest.mark.parametrize("kind", ["add", "max", "min", "and", "or", "xor"])
@pytest.mark.parametrize("mode", ["inclusive", "exclusive"])
def test_vscan_is_the_prefix_over_the_active_lanes(dialect: str, functions: type, w: int, mkind: str, kind: str, mode: str) -> None:
    rng = random.Random(w)
    op = parsed(
        masked(f"%r = {dialect}.vscan {mode} {kind}, %v MASK : vector<{w}xi32>", mkind),
        f"(%v: vector<{w}xi32>, %p: vector<{w}xi1>)", dialect,
    )  # fmt: skip
    v, m = lanes(rng, w), mask_of(mkind, rng, w)
    got = run(op, functions(), *with_mask([v], m))
    assert got == ref_scan(kind, mode == "inclusive", v, active(m, w))


def test_vscan_prefix_through_a_poison_lane_is_poison() -> None:
    op = parsed("%r = simd.vscan inclusive add, %v : vector<4xi32>", "(%v: vector<4xi32>)", "simd")
    assert run(op, SimdFunctions(), (1, POISON, 3, 4)) == (1, POISON, POISON, POISON)
