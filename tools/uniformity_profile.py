"""Record the training profile `uniformity-versioning{profile=FILE}` reads: a vectorized
SIMD program run over a launch, with per op the runs whose lanes were all equal and
those where they differed (`interpreters/cost.py`'s `UniformityTally`, the counts
behind `simd-run`'s `dynamically_uniform_vector_ops`).

    python -m simdopt.tools.uniformity_profile PROG.mlir (--threads N | --grid G --block B)
        --width W --args JSON|@FILE -o PROFILE.json

The profile names each op by its position in the module's walk (`profile_json`): give
the pass the same program text the training run ran.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from xdsl.dialects import func

from simdopt.dialects import gpu
from simdopt.interpreters.arguments import c_typed_args, with_workgroup_zeros
from simdopt.interpreters.cost import UniformityTally
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.ir.output import write_file
from simdopt.passes.runtime_versioning import profile_json
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def _dims(text: str) -> tuple[int, int, int]:
    parts = [int(x) for x in text.split(",")]
    if not 1 <= len(parts) <= 3 or min(parts) < 1:
        raise argparse.ArgumentTypeError(f"expected X[,Y[,Z]] (positive integers), got '{text}'")
    return (parts + [1, 1])[0], (parts + [1, 1])[1], (parts + [1, 1])[2]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="uniformity_profile", description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("file")
    p.add_argument("--threads", type=int)
    p.add_argument("--grid", type=_dims)
    p.add_argument("--block", type=_dims)
    p.add_argument("--width", type=int, required=True)
    p.add_argument("--args", required=True, help="JSON array, or @FILE")
    p.add_argument("-o", "--output", required=True)
    ns = p.parse_args(argv)
    if (ns.threads is None) == (ns.block is None):
        p.error("give either --threads or --grid/--block")
    module = parse_module(make_context(), SourceMap(ns.file, Path(ns.file).read_text()))
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp | gpu.FuncOp) and o.body.blocks)
    text = Path(ns.args[1:]).read_text() if ns.args.startswith("@") else ns.args
    raw = with_workgroup_zeros(json.loads(text), list(fn.function_type.inputs.data))
    tally = UniformityTally()
    grid = ns.grid or ((1, 1, 1) if ns.block else None)
    run_vectorized_launch(
        module, fn, c_typed_args(fn, raw), width=ns.width, threads=ns.threads, grid=grid, block=ns.block, tally=tally
    )
    write_file(ns.output, json.dumps(profile_json(module, tally.uniform, tally.varied), indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
