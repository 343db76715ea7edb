"""Random SPMD kernels: they parse, verify and are fully classified (strict mode), and
- when `simdopt.interpreters.spmd` is available - the dynamic checker finds no value the
analysis calls uniform that differs across the lanes of a converged instance."""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from xdsl.dialects import builtin

from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools import kernel_gen as gen
from simdopt.tools.frontend import SourceMap, make_context, parse_module

SEEDS = range(40)


def _parse(text: str) -> builtin.ModuleOp:
    module = parse_module(make_context(), SourceMap("k.mlir", text))
    assert isinstance(module, builtin.ModuleOp)
    module.verify()
    return module


@pytest.mark.parametrize("seed", SEEDS)
def test_random_kernel_is_valid_and_classified(seed: int) -> None:
    text = gen.random_kernel(seed)
    module = _parse(text)
    info = analyze_divergence(module, strict=True)
    tid = next(op for op in module.walk() if op.name == "simd.thread_id")
    assert info.is_divergent(tid.results[0])


def test_generator_covers_every_shape() -> None:
    texts = "".join(gen.random_kernel(s) for s in SEEDS)
    for needle in (
        "cf.switch",
        "simd.readfirstlane",
        "simd.group_reduce",
        "memref.store",
    ):
        assert needle in texts
    # Irreducible cycles and loops with breaks appear among the seeds.
    from xdsl.dialects import func

    from simdopt.ir.cfg import CFG
    from simdopt.ir.cycles import CycleInfo

    irreducible = loops = 0
    for s in SEEDS:
        f = next(
            o for o in _parse(gen.random_kernel(s)).walk() if isinstance(o, func.FuncOp)
        )
        ci = CycleInfo(CFG(f.body))
        irreducible += len(ci.irreducible)
        loops += len(ci.cycles)
    assert irreducible > 0 and loops > irreducible


def run_checked(
    text: str, args: list[object], threads: int = 8, width: int = 4
) -> dict:  # type: ignore[type-arg]
    """Run `simd-run --check-divergence --json` on a kernel."""
    simd_run = str(Path(sys.executable).parent / "simd-run")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    proc = subprocess.run(
        [simd_run, f.name, "--threads", str(threads), "--width", str(width),
         "--check-divergence", "--json", "--args", json.dumps(args)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    Path(f.name).unlink()
    assert proc.stdout, proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.parametrize("seed", range(8))
def test_random_kernel_has_no_divergence_violation(seed: int) -> None:
    text = gen.random_kernel(seed, budget=25, switches=True)
    out = run_checked(text, gen.kernel_args(seed, 8))
    assert out.get("divergence_violations", []) == [], text


@pytest.mark.parametrize("seed", range(12))
def test_typed_kernel_is_valid_and_classified(seed: int) -> None:
    """With every feature (i8/i16/i64/f64 values, float division by zero, mixed-type
    memory: `kernel_gen_types`) the kernels still parse, verify and are classified."""
    text = gen.random_kernel(seed, race_free=seed % 2 == 0, features=gen.FEATURES)
    module = _parse(text)
    info = analyze_divergence(module, strict=True)
    tid = next(op for op in module.walk() if op.name == "simd.thread_id")
    assert info.is_divergent(tid.results[0])


@pytest.mark.parametrize("seed", range(4))
def test_typed_kernel_has_no_divergence_violation(seed: int) -> None:
    text = gen.random_kernel(seed, budget=25, features=gen.FEATURES)
    out = run_checked(text, gen.kernel_args(seed, 8, gen.FEATURES))
    assert out.get("divergence_violations", []) == [], text
