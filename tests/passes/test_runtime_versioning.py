"""uniformity-versioning, differentially: the same results as before the pass, on inputs
where the versioned operand is uniform at run time (the scalarized clone runs) and where
it is not (the original code runs), at W = 4 and 32."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import builtin, func

from simdopt.benchmarks.kernel_pipeline_table import apply, entry, load
from simdopt.benchmarks.versioning_table import versioned_ifs
from simdopt.interpreters.cost import UniformityTally
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.simd_program import run_simd
from simdopt.passes.runtime_versioning import profile_json
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.random_masked import random_program

MANDELBROT = checkout() / "examples" / "opencl" / "mandelbrot.ll"
BASE = "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
CLEANUP = "divergence-scalarize,canonicalize,cse,dce"


def _launch(prog: builtin.ModuleOp, w: int, block: tuple[int, int, int], tally: UniformityTally | None = None) -> dict[str, Any]:
    width = block[0] * 2  # two blocks side by side: the image's width
    args: list[Any] = [[0] * (width * block[1]), width, -2.0, -1.0, 0.375, 0.5, 20]
    return run_vectorized_launch(
        prog, entry(prog), copy.deepcopy(args), width=w, threads=None, grid=(2, 1, 1), block=block, tally=tally
    )


def _clone_ran(prog: builtin.ModuleOp, tally: UniformityTally) -> bool:
    """Some vector op of a versioned region's clone (the `then` arm) ran."""
    ran = set(tally.uniform) | set(tally.varied)
    return any(op in ran for if_op in versioned_ifs(prog) for op in if_op.true_region.walk())


@pytest.mark.parametrize(
    ("w", "block", "uniform"),
    [
        (4, (4, 4, 1), True),  # a subgroup is one row: the row index is uniform
        (4, (2, 8, 1), False),  # a subgroup spans two rows
        (32, (32, 2, 1), True),
        (32, (16, 4, 1), False),
    ],
)
def test_versioned_mandelbrot_computes_the_same_on_both_paths(w: int, block: tuple[int, int, int], uniform: bool) -> None:
    base = load(MANDELBROT, BASE.format(w=w))
    versioned = apply(base, f"uniformity-versioning,{CLEANUP}")
    assert versioned_ifs(versioned), "the row index of the 2-D launch is versioned"
    before = _launch(base, w, block)
    tally = UniformityTally()
    after = _launch(versioned, w, block, tally)
    assert after["memrefs"] == before["memrefs"]
    assert after["results"] == before["results"]
    assert _clone_ran(versioned, tally) == uniform
    if uniform:
        assert after["stats"]["dynamically_uniform_vector_ops"] < before["stats"]["dynamically_uniform_vector_ops"]


def test_a_training_profile_selects_what_ran_uniform(tmp_path: Path) -> None:
    """Trained where subgroups span rows (the row index varied): nothing is versioned;
    trained where each subgroup is one row: the row index is."""
    base = load(MANDELBROT, BASE.format(w=4))
    for block, expect in (((2, 8, 1), False), ((4, 4, 1), True)):
        tally = UniformityTally()
        _launch(base, 4, block, tally)
        path = tmp_path / f"profile{block[0]}.json"
        path.write_text(json.dumps(profile_json(base, tally.uniform, tally.varied)))
        out = apply(base, f'uniformity-versioning{{profile="{path}"}}')
        assert bool(versioned_ifs(out)) == expect


def _simd(text: str, pipeline: str, args: list[Any]) -> dict[str, Any]:
    module = parse_module(make_context(), SourceMap("program.mlir", text))
    if pipeline:
        module = apply(module, pipeline)
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp))
    try:
        out = run_simd(module, fn, copy.deepcopy(args))
    except RuntimeFault as fault:
        return {"fault": fault.message}
    return {"results": out["results"], "memrefs": out["memrefs"]}


@pytest.mark.parametrize("seed", range(24))
def test_random_masked_programs_compute_the_same_versioned(seed: int) -> None:
    """Random masked programs (tools/random_masked.py: diamonds under masks, vphi
    merges, poison lanes) versioned as eagerly as the pass allows, then scalarized: the
    same results and memory as before, on their own data (the loaded vectors' lanes
    differ: the original code runs) and with every loaded lane equal (the clone runs)."""
    text, args, _ = random_program(seed)
    versioned = apply(parse_module(make_context(), SourceMap("p", text)), "uniformity-versioning{threshold=1}")
    assert versioned_ifs(versioned), "a loaded vector is tested"
    uniform = [[a[0]] * len(a) for a in args[:2]] + args[2:]
    for data in (args, uniform):
        before = _simd(text, "", data)
        after = _simd(text, f"uniformity-versioning{{threshold=1}},{CLEANUP}", data)
        assert after == before, (text, data)
