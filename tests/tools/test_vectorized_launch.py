"""`simd-run VEC.mlir --threads N`: a vectorized program run over the launch gives the
SPMD executor's results and memory, for every example kernel, both vectorizer modes,
before and after lowering to the lockstep machine."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.passes import PassPipeline

from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.simd_run import run_vectorized_launch

KERNELS = sorted((Path(__file__).parents[2] / "examples" / "kernels").glob("*.mlir"))


def _pipeline(ctx: Context, text: str) -> PassPipeline:
    from xdsl.utils.arg_spec import parse_pipeline

    passes = get_all_passes()
    out = []
    for spec in parse_pipeline(text):
        if spec.name in passes:
            out.append(passes[spec.name]().from_pass_spec(spec))
        else:
            from xdsl.transforms import get_all_passes as xdsl_passes

            out.append(xdsl_passes()[spec.name]().from_pass_spec(spec))
    return PassPipeline(tuple(out))


def _main(module: builtin.ModuleOp) -> func.FuncOp:
    return next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == "main")


@pytest.mark.parametrize("path", KERNELS, ids=[p.stem for p in KERNELS])
@pytest.mark.parametrize(
    "pipeline",
    [
        "spmd-vectorize{width=W mode=naive}",
        "spmd-vectorize{width=W mode=uniform},divergence-scalarize,canonicalize,cse,dce",
        "spmd-vectorize{width=W mode=uniform},divergence-scalarize,convert-simd-to-lockstep",
    ],
)
def test_vectorized_program_over_the_launch_matches_the_spmd_executor(path: Path, pipeline: str) -> None:
    text = path.read_text()
    m = re.search(r"simd-run: --threads (\d+) --width (\d+) --args '(.*)'", text)
    assert m is not None, path
    threads, width, args = int(m.group(1)), int(m.group(2)), json.loads(m.group(3))
    ctx = make_context()
    kernel = parse_module(ctx, SourceMap(str(path), text))
    ref = run_spmd(kernel, _main(kernel), copy.deepcopy(args), threads=threads, width=width)
    vec = parse_module(ctx, SourceMap(str(path), text))
    _pipeline(ctx, pipeline.replace("W", str(width))).apply(ctx, vec)
    out = run_vectorized_launch(vec, _main(vec), copy.deepcopy(args), threads=threads, grid=None, block=None, width=None)
    assert out["results"] == ref["results"]
    assert out["memrefs"] == ref["memrefs"]
    assert (out["stats"]["threads"], out["stats"]["width"]) == (threads, width)
