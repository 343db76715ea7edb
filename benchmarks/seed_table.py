"""Print seed 000's table: static ALU ops per benchmark (W=4) next to SPEC §9's figures.

For each benchmark example the baseline count is measured with `simd-run --json`
(`stats.static_alu_ops`, the one cost model in `interpreters/cost.py`), run with the
arguments documented in the example's `// simd-run: --args '...'` line.  When the
`divergence-scalarize` pass is registered, the script also measures the program after
`-p divergence-scalarize` and after `-p divergence-scalarize,canonicalize,cse,dce`;
otherwise those columns print "n/a".

    python benchmarks/seed_table.py [--plot FILE.png]
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from simdopt.benchmarks import plotting
from simdopt.ir.output import write_file
from simdopt.tools.checkout import checkout

ROOT = checkout()
EXAMPLES = ROOT / "examples"

# name, example file, SPEC §9 baseline, SPEC §9 seed-optimized
SEED_TABLE = [
    ("FIR", "fir.mlir", 60, 53),
    ("FIR-pred", "fir_pred.mlir", 87, 81),
    ("Synthetic", "synthetic.mlir", 53, 39),
]

PIPELINES = ["divergence-scalarize", "divergence-scalarize,canonicalize,cse,dce"]


def documented_args(path: Path) -> str:
    """The `--args` JSON documented in the example's header comment."""
    match = re.search(r"^// simd-run: --args '(.*)'$", path.read_text(), re.MULTILINE)
    return match.group(1) if match else "[]"


def tool(name: str) -> str | None:
    """The console script next to this interpreter, else on PATH."""
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else shutil.which(name)


def have_cost_model() -> bool:
    try:
        import simdopt.interpreters.cost  # noqa: F401
    except ImportError:
        return False
    return True


def temporary_count(mlir_path: Path) -> str:
    """TEMPORARY (remove once `interpreters/cost.py` and `simd-run` exist): SPEC §8
    counted over @main's ops, so the examples can be checked against SPEC §9 now."""
    from xdsl.dialects.builtin import VectorType

    from simdopt.dialects import simd
    from simdopt.tools.frontend import SourceMap, make_context, parse_module

    module = parse_module(
        make_context(), SourceMap(str(mlir_path), mlir_path.read_text())
    )
    total = 0
    for op in module.walk():
        name = op.name
        if isinstance(op, simd.S2VBOp) or name in (
            "simd.pnot",
            "simd.pand",
            "simd.por",
            "simd.any",
            "simd.all",
        ):
            total += 1
        elif isinstance(op, (simd.VStoreOp, simd.ScatterOp)) or (
            name.startswith("simd.")
            and any(isinstance(r.type, VectorType) for r in op.results)
        ):
            total += 4
        elif (
            name.startswith(("arith.", "memref.", "simd."))
            and name != "arith.index_cast"
        ):
            total += 1
    return f"{total}*"


def static_alu_ops(mlir_path: Path, args: str) -> str:
    simd_run = tool("simd-run")
    if simd_run is None or not have_cost_model():
        return temporary_count(mlir_path)
    proc = subprocess.run(
        [simd_run, str(mlir_path), "--args", args, "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        return "error"
    return str(json.loads(proc.stdout)["stats"]["static_alu_ops"])


def optimized(mlir_path: Path, args: str, pipeline: str) -> str:
    simd_opt = tool("simd-opt")
    assert simd_opt is not None, "simd-opt is not installed"
    proc = subprocess.run(
        [simd_opt, str(mlir_path), "-p", pipeline],
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        return "error"
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / mlir_path.name
        write_file(out, proc.stdout)
        return static_alu_ops(out, args)


def scalarize_registered() -> bool:
    from simdopt.passes import get_all_passes

    return "divergence-scalarize" in get_all_passes()


def main() -> None:
    plot = plotting.plot_option(__doc__)
    rows: list[tuple[object, ...]] = []
    have_pass = scalarize_registered()
    header = (
        f"{'benchmark':<10} {'seed base':>9} {'ours base':>9} "
        f"{'seed opt':>8} {'scalarize':>9} {'+cleanup':>8}"
    )
    print(header)
    print("-" * len(header))
    for name, file, seed_base, seed_opt in SEED_TABLE:
        path = EXAMPLES / file
        args = documented_args(path)
        base = static_alu_ops(path, args)
        if have_pass:
            scal, clean = (optimized(path, args, p) for p in PIPELINES)
        else:
            scal = clean = "n/a"
        print(f"{name:<10} {seed_base:>9} {base:>9} {seed_opt:>8} {scal:>9} {clean:>8}")
        rows.append((name, seed_base, base, seed_opt, scal, clean))
    if plot:
        plotting.seed_table(plot, rows)

    if not have_cost_model():
        print(
            "* temporary count in this script: interpreters/cost.py does not exist yet"
        )


if __name__ == "__main__":
    main()
