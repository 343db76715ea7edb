"""Differential tests of the lockstep machine.

Every example in `examples/*.mlir` and a bounded batch of random masked SIMD programs
must give the same results and memory on the lockstep simulator in both mask styles,
with and without `insert-uniformity-checks` (and its all-active fast path) — against the
example's documented expectation, a plain-Python reference evaluation of each random
program (computed while generating it), and `simd-run`'s SIMD
interpreter on the program with and without the checks.

The random programs are valid by construction: addresses in bounds, masked results
read only under their mask or through a `vphi`, and masked divisions whose divisor is
zero exactly on the inactive lanes (an optimization that speculates one traps).
Scalarized random programs of `tools/random_simd.py` are checked on the machine in
`test_divergence_scalarize_differential.py`.
"""

from __future__ import annotations

import json
import re
import sys
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import builtin, func
from xdsl.passes import ModulePass
from xdsl.printer import Printer

from simdopt.interpreters.lockstep import RuntimeFault, run_lockstep
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.insert_uniformity_checks import InsertUniformityChecksPass
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.random_masked import random_program

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.mlir"))


# --------------------------------------------------------------------------- pipelines


def _optional_pass(name: str) -> ModulePass | None:
    from simdopt.passes import get_all_passes

    factory = get_all_passes().get(name)
    return factory()() if factory is not None else None


def variants() -> dict[str, list[ModulePass]]:
    """Pipelines whose lockstep results must all agree."""
    out: dict[str, list[ModulePass]] = {}
    for style in ("exec", "per-op"):
        lower = ConvertSimdToLockstepPass(mask_style=style)
        out[style] = [lower]
        out[f"{style}+checks"] = [InsertUniformityChecksPass(threshold=0), lower]
        out[f"{style}+fast"] = [
            InsertUniformityChecksPass(threshold=0, all_fast_path=True),
            lower,
        ]
        scalarize = _optional_pass("divergence-scalarize")
        if scalarize is not None:
            out[f"scalarized+{style}+checks"] = [
                scalarize,
                InsertUniformityChecksPass(threshold=0),
                lower,
            ]
    return out


def run_variant(text: str, passes: list[ModulePass], args: list[Any]) -> dict[str, Any]:
    ctx = make_context()
    module = parse_module(ctx, SourceMap("program.mlir", text))
    for p in passes:
        p.apply(ctx, module)
    module.verify()
    entry = _entry(module)
    try:
        out = run_lockstep(module, entry, json.loads(json.dumps(args)))
    except RuntimeFault as fault:
        return {"fault": fault.message}
    return {"results": out["results"], "memrefs": out["memrefs"], "stats": out["stats"]}


def _entry(module: builtin.ModuleOp) -> func.FuncOp:
    funcs = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    for f in funcs:
        if f.sym_name.data == "main":
            return f
    return funcs[0]


SIMD_LEVEL: dict[str, list[ModulePass]] = {
    "simd": [],
    "simd+checks": [InsertUniformityChecksPass(threshold=0)],
    "simd+fast": [InsertUniformityChecksPass(threshold=0, all_fast_path=True)],
}


def simd_program(text: str, passes: list[ModulePass]) -> str:
    ctx = make_context()
    module = parse_module(ctx, SourceMap("program.mlir", text))
    for p in passes:
        p.apply(ctx, module)
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


SIMD_RUN = Path(sys.executable).parent / "simd-run"
_tools: Any = None


@pytest.fixture(autouse=True)
def _use_tools(tools: Any) -> None:
    global _tools
    _tools = tools  # conftest's `tools`: the installed simd-run, without its start-up


def simd_run(text: str, args: list[Any], tmp: Path) -> dict[str, Any] | None:
    """`simd-run --json` on a SIMD program (the console script of this environment)."""
    tool = str(SIMD_RUN)
    assert SIMD_RUN.exists(), "simd-run is not installed next to this Python"
    path = tmp / "program.mlir"
    path.write_text(text)
    proc = _tools.run([tool, str(path), "--args", json.dumps(args), "--json"])
    if proc.returncode != 0:
        return None if "No module named" in proc.stderr else {"fault": proc.stderr}
    return json.loads(proc.stdout)


def check_against_simd_run(
    text: str, args: list[Any], lockstep: dict[str, Any], tmp: Path
) -> None:
    """The SIMD interpreter, with and without the checks, agrees with the machine."""
    for name, passes in SIMD_LEVEL.items():
        reference = simd_run(simd_program(text, passes), args, tmp)
        if reference is None:
            return
        assert "fault" not in reference, f"{name}: {reference}"
        assert reference["results"] == lockstep["results"], name
        assert reference["memrefs"] == lockstep["memrefs"], name


# --------------------------------------------------------------------------- examples


def example_spec(path: Path) -> tuple[list[Any], dict[str, Any]]:
    """The documented `simd-run: --args` and `expected:` lines of an example."""
    text = path.read_text()
    args_m = re.search(r"simd-run: --args '(.*)'", text)
    assert args_m, f"{path.name}: no simd-run args line"
    expected: dict[str, Any] = {}
    if m := re.search(r"expected: results (\[.*?\])(?:\s+\(|\s*$)", text, re.M):
        expected["results"] = json.loads(m.group(1))
    for m in re.finditer(r"expected: memrefs\[(\d+)\] = (\[.*?\])", text):
        expected.setdefault("memrefs", {})[int(m.group(1))] = json.loads(m.group(2))
    return json.loads(args_m.group(1)), expected


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_agrees_in_every_variant(path: Path, tmp_path: Path) -> None:
    args, expected = example_spec(path)
    text = path.read_text()
    outcomes = {name: run_variant(text, ps, args) for name, ps in variants().items()}
    for name, out in outcomes.items():
        assert "fault" not in out, f"{name}: {out}"
        if "results" in expected:
            assert out["results"] == expected["results"], name
        for i, contents in expected.get("memrefs", {}).items():
            assert out["memrefs"][i] == contents, name
    first = next(iter(outcomes.values()))
    for name, out in outcomes.items():
        assert (out["results"], out["memrefs"]) == (
            first["results"],
            first["memrefs"],
        ), name
    check_against_simd_run(text, args, first, tmp_path)


def test_fn0_skips_the_empty_arm() -> None:
    """All lanes take the then arm: the else arm is skipped, results unchanged."""
    text = (ROOT / "examples" / "fn0.mlir").read_text()
    args = [[5, 6, 7, 8], [1, 1, 1, 1]]
    for name, passes in variants().items():
        out = run_variant(text, passes, args)
        assert out["results"] == [[24, 35, 48, 63]], name
        if name.endswith("+checks"):
            assert out["stats"]["regions_skipped"] == 1, name
        elif name.endswith("+fast"):  # the fast path runs: nothing to skip
            assert out["stats"]["branches_not_taken"] == 1, name
        else:
            assert out["stats"]["regions_skipped"] == 0, name


# --------------------------------------------------------------------------- random


RANDOM_SEEDS = range(40)
LONG_RUN_SEEDS = range(100, 110)


@pytest.mark.parametrize("seed", RANDOM_SEEDS)
def test_random_program_agrees_with_reference(seed: int, tmp_path: Path) -> None:
    text, args, expected = random_program(seed)
    if seed < 10:  # simd-run starts a process per program: a bounded sample
        check_against_simd_run(text, args, expected, tmp_path)
    for name, passes in variants().items():
        out = run_variant(text, passes, args)
        assert "fault" not in out, f"seed {seed}, {name}: {out['fault']}\n{text}"
        assert out["results"] == expected["results"], f"seed {seed}, {name}\n{text}"
        assert out["memrefs"] == expected["memrefs"], f"seed {seed}, {name}\n{text}"


@pytest.mark.parametrize("seed", LONG_RUN_SEEDS)
def test_long_masked_runs_agree_with_reference(seed: int) -> None:
    text, args, expected = random_program(seed, max_run=12)
    for name, passes in variants().items():
        out = run_variant(text, passes, args)
        assert "fault" not in out, f"seed {seed}, {name}: {out['fault']}\n{text}"
        assert out["results"] == expected["results"], f"seed {seed}, {name}\n{text}"
        assert out["memrefs"] == expected["memrefs"], f"seed {seed}, {name}\n{text}"


def test_random_programs_exercise_skips() -> None:
    """The batch is not vacuous: checks skip regions and branch both ways."""
    skipped = executed = 0
    for seed in RANDOM_SEEDS:
        text, args, _ = random_program(seed)
        stats = run_variant(text, variants()["exec+checks"], args)["stats"]
        skipped += stats["regions_skipped"]
        executed += stats["branches_not_taken"]
        if skipped > 0 and executed > 0:  # shown: the agreement tests run every seed
            break
    assert skipped > 0 and executed > 0
    # on coherent inputs (every mask all-on or all-off) the fast path is taken
    issued = {"exec+checks": 0, "exec+fast": 0}
    for seed in RANDOM_SEEDS:
        text, args, _ = random_program(seed)
        coherent = [[a[0]] * len(a) for a in args]
        for name in issued:
            issued[name] += run_variant(text, variants()[name], coherent)["stats"][
                "instructions"
            ]
    assert issued["exec+fast"] < issued["exec+checks"]


def test_speculated_division_would_trap() -> None:
    """The divisor trick works: the masked division, run unmasked, faults."""
    text, args, _ = next(
        random_program(s) for s in RANDOM_SEEDS if "simd.vdiv" in random_program(s)[0]
    )
    unmasked = re.sub(r"(simd\.vdiv [^ ]+, [^ ]+) mask\([^)]*\)", r"\1", text)
    out = run_variant(unmasked, [ConvertSimdToLockstepPass(mask_style="per-op")], args)
    assert "fault" in out and "divides by zero" in out["fault"]
