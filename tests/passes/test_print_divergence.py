"""print-divergence{format=dot explain=true}: the DOT renders with Graphviz, and every
explanation is a chain of divergent values ending in a source."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from xdsl.ir import SSAValue

from simdopt.passes.analysis.explain import UNEXPLAINED
from simdopt.passes.print_divergence import (
    _func_name,  # pyright: ignore[reportPrivateUsage]
    _functions,  # pyright: ignore[reportPrivateUsage]
    _Named,  # pyright: ignore[reportPrivateUsage]
    _values_in_order,  # pyright: ignore[reportPrivateUsage]
    divergence_dot,
)
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_gen import random_kernel

ROOT = Path(__file__).resolve().parents[2]


# Lockstep (lowered) programs are refused by the analysis with a located message
# (issue 8, item 7): they have no picture.
PROGRAMS = sorted(
    p
    for p in [
        *ROOT.glob("examples/*.mlir"),
        *ROOT.glob("examples/kernels/*.mlir"),
        *ROOT.glob("tests/filecheck/analysis/*.mlir"),
        ROOT / "tests/filecheck/passes/print-divergence-dot.mlir",
        ROOT / "tests/filecheck/passes/print-divergence-explain.mlir",
    ]
    if p.name != "lockstep_program_refused.mlir"
)
DOT = shutil.which("dot")
needs_dot = pytest.mark.skipif(
    DOT is None, reason="Graphviz `dot` is not installed (apt-get install graphviz)"
)


def parse(text: str, name: str = "test"):
    return parse_module(make_context(), SourceMap(name, text))


@needs_dot
@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
def test_dot_renders_without_warnings(path: Path):
    dot_text = divergence_dot(parse(path.read_text(), str(path)), explain=True)
    assert DOT is not None
    done = subprocess.run(
        [DOT, "-Tsvg"], input=dot_text, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", done.stderr  # e.g. a malformed HTML label is a warning
    assert "<svg" in done.stdout
    # One cluster per function, titled by its name.
    for f in _functions(parse(path.read_text(), str(path))):
        assert f"@{_func_name(f)}" in done.stdout


@needs_dot
@pytest.mark.parametrize("seed", range(5))
def test_dot_of_random_kernels_renders(seed: int):
    dot_text = divergence_dot(parse(random_kernel(seed)))
    assert DOT is not None
    done = subprocess.run(
        [DOT, "-Tsvg"], input=dot_text, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr


@needs_dot
def test_simd_opt_pipes_into_dot(tmp_path: Path):
    """The command of the README: simd-opt's whole output is the DOT text."""
    simd_opt = Path(sys.executable).parent / "simd-opt"
    kernel = ROOT / "examples/kernels/prefix_sum_divergent_loop.mlir"
    svg = tmp_path / "k.svg"
    done = subprocess.run(
        f"'{simd_opt}' '{kernel}' -p 'print-divergence{{format=dot}}' | '{DOT}' -Tsvg > '{svg}'",
        shell=True,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "scf.while (divergent exit)" in svg.read_text()


_NAME = re.compile(r"^%[A-Za-z0-9_$.\-]+$")


def check_explanations(text: str) -> int:
    """Every divergent value and branch has a chain; every bare value in it is
    divergent; the chain ends in a source.  Returns the number of chains."""
    module = parse(text)
    named = _Named(module)
    checked = 0
    # A chain may cross into a caller (an argument of a called function), so names are
    # looked up module-wide; a name several functions use is fine if one is divergent.
    by_name: dict[str, list[SSAValue]] = {}
    for g in _functions(module):
        for v in _values_in_order(g):
            if v in named.names:
                by_name.setdefault(named.names[v], []).append(v)
    for f in _functions(module):
        chains: list[str] = []
        for v in _values_in_order(f):
            if named.div.is_divergent(v):
                chains.append(named.explainer.explain_value(v))
        for op in f.walk():
            for region in op.regions:
                for b in region.blocks:
                    if named.div.has_divergent_branch(b):
                        chains.append(named.explainer.explain_branch(b))
        for chain in chains:
            assert UNEXPLAINED not in chain, chain
            steps = chain.split(" <- ")
            for step in steps[1:-1]:
                if _NAME.match(step):
                    assert any(named.div.is_divergent(w) for w in by_name[step[1:]]), (step, chain)
            assert not _NAME.match(steps[-1]), chain  # a source, not a value
            checked += 1
    return checked


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
def test_explanations_of_examples_and_analysis_tests(path: Path):
    check_explanations(path.read_text())


@pytest.mark.parametrize("seed", range(20))
def test_explanations_of_random_kernels(seed: int):
    """Random cf kernels (if/else, early exits, switches, nested loops with divergent
    breaks, irreducible cycles): nothing the analysis calls divergent is left
    unexplained."""
    assert check_explanations(random_kernel(seed)) > 0


def test_joins_of_if_else():
    module = parse(
        """
func.func @k(%n : i32) -> i32 {
  %t = simd.thread_id : i32
  %c = arith.cmpi slt, %t, %n : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  cf.br ^bb4
^bb3:
  cf.br ^bb4
^bb4:
  func.return %n : i32
}
"""
    )
    named = _Named(module)
    f = _functions(module)[0]
    blocks = list(f.regions[0].blocks)
    assert named.explainer.joins(blocks[0]) == {blocks[4]}
    assert named.explainer.joins(blocks[1]) == {blocks[4]}


STAGES = [
    "spmd-vectorize{width=4 mode=naive}",
    "spmd-vectorize{width=4 mode=uniform}",
    "spmd-vectorize{width=4 mode=uniform},divergence-scalarize",
    "convert-scf-to-cf",
    "convert-scf-to-cf,lift-cf-to-scf",
]


@needs_dot
@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize(
    "kernel", sorted(ROOT.glob("examples/kernels/*.mlir")), ids=lambda p: p.name
)
def test_every_stage_renders(kernel: Path, stage: str, tools: Any):
    """Kernels after each stage of the pipeline (SIMD program, scalarized, cf form,
    structured back) draw as one valid picture through simd-opt (conftest's `tools`:
    the installed command, without its start-up)."""
    simd_opt = Path(sys.executable).parent / "simd-opt"
    run = tools.run([str(simd_opt), str(kernel), "-p", f"{stage},print-divergence{{format=dot}}"])
    run.check_returncode()
    dot_text = run.stdout
    assert dot_text.startswith("digraph divergence {")
    assert DOT is not None
    done = subprocess.run(
        [DOT, "-Tsvg"], input=dot_text, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
