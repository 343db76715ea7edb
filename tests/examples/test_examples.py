"""Every example runs with its documented arguments and gives its documented results.

Each `examples/*.mlir` has a header
    // simd-run: --args '<JSON>'
    // expected: results <JSON>          or          // expected: memrefs[K] = <JSON>
This test parses both lines, runs `main` with `simd-run`'s interpreter (`run_simd`),
checks the expected values and the static ALU ops of examples/README.md, and recomputes
each result with a plain-Python reference of what the example computes, on the
documented arguments and on seeded random ones.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func

from simdopt.interpreters.simd_program import run_simd
from simdopt.tools.frontend import SourceMap, make_context, parse_module

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FILES = sorted(p.name for p in EXAMPLES.glob("*.mlir"))

# Static ALU ops (SPEC §8) of each example, as examples/README.md lists them (fn0, not
# in the README table, from its header).
STATIC = {
    "fir.mlir": 60,
    "fir_pred.mlir": 87,
    "synthetic.mlir": 50,
    "fir_loop.mlir": 38,
    "vvadd.mlir": 17,
    "unique_scalars.mlir": 16,
    "redundant_scalars.mlir": 14,
    "partially_divergent.mlir": 20,
    "predication_unique.mlir": 24,
    "predication_redundant.mlir": 26,
    "fn0.mlir": 33,
}


def tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


# --------------------------------------------------------------------------- references
# Each takes the JSON arguments and returns (results, memrefs) as simd-run prints them.

Ref = Callable[[list[Any]], tuple[list[Any], list[list[Any]]]]


def fir(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    c, s = args
    return [[c[0] * s[i] + c[1] * s[i + 1] for i in range(4)]], [c, s]


def fir_loop(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    c, s, taps = args
    return [[sum(c[j] * s[i + j] for j in range(taps)) for i in range(4)]], [c, s]


def fir_pred(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    c, s = args
    out = []
    for i in range(4):
        acc = 0
        for j in range(2):
            acc += 2 if j == i else c[i] * s[j + i]
        out.append(acc)
    return [out], [c, s]


def synthetic(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    a, b, c = args
    return [[sum(tdiv(a[i] * b[k], c[k]) for k in range(2)) for i in range(4)]], [a, b, c]


def fn0(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    a, b = args
    return [[x * x - y if x > y else y * y - x for x, y in zip(a, b, strict=True)]], [a, b]


def vvadd(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    a, b, c = args
    return [], [a, b, [a[i] + b[i] for i in range(4)] + c[4:]]


def partially_divergent(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    (a,) = args
    return [[2 * 3 + a[i] for i in range(4)]], [a]


def predication_unique(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    (a,) = args
    return [[x + 1 if x == 0 else x + x for x in a[:4]]], [a]


def predication_redundant(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    (a,) = args
    return [[1 + 1 if x == 0 else 1 + 2 for x in a[:4]]], [a]


def unique_scalars(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    return [[2 * x for x in (1, 2, 3, 4)]], []


def redundant_scalars(args: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    return [[5 + 7] * 4], []


def _ints(rng: random.Random, n: int, lo: int = -50, hi: int = 50) -> list[int]:
    return [rng.randint(lo, hi) for _ in range(n)]


def _nonzero(rng: random.Random, n: int) -> list[int]:
    return [rng.choice([-1, 1]) * rng.randint(1, 9) for _ in range(n)]


# (reference, random argument generator)
REFS: dict[str, tuple[Ref, Callable[[random.Random], list[Any]]]] = {
    "fir.mlir": (fir, lambda r: [_ints(r, 2), _ints(r, 5)]),
    "fir_loop.mlir": (fir_loop, lambda r: (lambda t: [_ints(r, t), _ints(r, t + 3), t])(r.randint(0, 4))),
    "fir_pred.mlir": (fir_pred, lambda r: [_ints(r, 4), _ints(r, 5)]),
    "synthetic.mlir": (synthetic, lambda r: [_ints(r, 4), _ints(r, 2), _nonzero(r, 2)]),
    "fn0.mlir": (fn0, lambda r: [_ints(r, 4, -5, 5), _ints(r, 4, -5, 5)]),
    "vvadd.mlir": (vvadd, lambda r: [_ints(r, 4), _ints(r, 4), [0] * 4]),
    "partially_divergent.mlir": (partially_divergent, lambda r: [_ints(r, 4)]),
    "predication_unique.mlir": (predication_unique, lambda r: [_ints(r, 4, -1, 1)]),
    "predication_redundant.mlir": (predication_redundant, lambda r: [_ints(r, 4, -1, 1)]),
    "unique_scalars.mlir": (unique_scalars, lambda r: []),
    "redundant_scalars.mlir": (redundant_scalars, lambda r: []),
}


# --------------------------------------------------------------------------- header


def header(name: str) -> tuple[list[Any], str, Any]:
    """(args, "results" or "memrefs[K]", expected JSON value) from the example's header."""
    text = (EXAMPLES / name).read_text()
    run_line = re.search(r"^// simd-run: --args '(.*)'\s*$", text, re.M)
    expect_line = re.search(r"^// expected: (results|memrefs\[\d+\] =) (.*)$", text, re.M)
    assert run_line, f"{name}: no `// simd-run: --args '...'` header line"
    assert expect_line, f"{name}: no `// expected: ...` header line"
    what = expect_line.group(1).rstrip(" =")
    value, _ = json.JSONDecoder().raw_decode(expect_line.group(2))
    return json.loads(run_line.group(1)), what, value


def run_example(name: str, args: list[Any]) -> dict[str, Any]:
    path = EXAMPLES / name
    module = parse_module(make_context(), SourceMap(str(path), path.read_text()))
    fns = [o for o in module.walk() if isinstance(o, func.FuncOp)]
    fn = next((f for f in fns if f.sym_name.data == "main"), fns[0])
    return run_simd(module, fn, args)


def select(out: dict[str, Any], what: str) -> Any:
    if what == "results":
        return out["results"]
    k = int(re.fullmatch(r"memrefs\[(\d+)\]", what).group(1))  # pyright: ignore[reportOptionalMemberAccess]
    return out["memrefs"][k]


# --------------------------------------------------------------------------- tests


def test_every_example_is_covered() -> None:
    assert FILES, "no examples found"
    assert set(FILES) == set(STATIC) == set(REFS)


def test_readme_table_lists_the_static_alu_ops() -> None:
    readme = (EXAMPLES / "README.md").read_text()
    rows = dict(re.findall(r"^\| `([\w.]+\.mlir)` \|[^|]*\| (\d+) \|", readme, re.M))
    assert {k: int(v) for k, v in rows.items()} == {
        k: v for k, v in STATIC.items() if k in rows
    }
    assert set(STATIC) - set(rows) <= {"fn0.mlir"}


@pytest.mark.parametrize("name", FILES)
def test_example_gives_its_documented_output(name: str) -> None:
    args, what, expected = header(name)
    out = run_example(name, args)
    assert select(out, what) == expected
    assert out["stats"]["static_alu_ops"] == STATIC[name]
    # Straight-line examples execute each op once: dynamic = static.
    if name != "fir_loop.mlir":
        assert out["stats"]["dynamic_alu_ops"] == STATIC[name]


@pytest.mark.parametrize("name", FILES)
def test_example_matches_its_python_reference(name: str) -> None:
    ref, gen = REFS[name]
    args, _, _ = header(name)
    cases = [args] + [gen(random.Random(f"{name}-{k}")) for k in range(5)]
    for case in cases:
        results, memrefs = ref(json.loads(json.dumps(case)))
        out = run_example(name, case)
        assert out["results"] == results, case
        assert out["memrefs"] == memrefs, case


def test_fir_loop_dynamic_ops_grow_with_taps() -> None:
    # 14 ALU ops outside the loop, 24 per iteration (index_cast 0, s2v, vadd, 2 gathers,
    # vmul, vadd).
    for taps in range(4):
        out = run_example("fir_loop.mlir", [[1] * 4, [1] * 8, taps])
        assert out["stats"]["dynamic_alu_ops"] == 14 + 24 * taps
