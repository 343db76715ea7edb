"""Compare our divergence verdicts with LLVM's on the same kernels (`X.mlir` / `X.ll`).

Values carry the same names in both forms.  Uses `opt-22 -passes='print<uniformity>'`
when installed, else an older `opt` with `print<divergence>` (LLVM's GPU
DivergenceAnalysis, same sync-dependence algorithm).  Prints one row per compared value.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def llvm_verdicts(ll: Path) -> dict[str, bool] | None:
    if shutil.which("opt-22"):
        cmd = ["opt-22", "-mtriple=amdgcn--", "-passes=print<uniformity>"]
    elif shutil.which("opt"):
        cmd = ["opt", "-mtriple=amdgcn--", "-passes=print<divergence>"]
    else:
        return None
    proc = subprocess.run(
        [*cmd, "-disable-output", str(ll)], capture_output=True, text=True, check=True
    )
    out: dict[str, bool] = {}
    for line in proc.stderr.splitlines():
        m = re.match(r"\s*(DIVERGENT:)?\s*%([\w.]+) = ", line)
        if m:
            out[m.group(2)] = m.group(1) is not None
    return out


def our_verdicts(mlir: Path) -> dict[str, bool]:
    proc = subprocess.run(
        ["simd-opt", str(mlir), "-p", "print-divergence"],
        capture_output=True,
        text=True,
        check=True,
    )
    out: dict[str, bool] = {}
    for line in proc.stdout.splitlines():
        m = re.match(r"  (uniform|divergent) %([\w.]+)", line)
        if m:
            out[m.group(2)] = m.group(1) == "divergent"
    return out


def main() -> int:
    agree = disagree = 0
    for mlir in sorted(HERE.glob("*.mlir")):
        theirs = llvm_verdicts(mlir.with_suffix(".ll"))
        if theirs is None:
            print("no LLVM opt available: comparison skipped")
            return 0
        ours = our_verdicts(mlir)
        for name in sorted(set(ours) & set(theirs)):
            same = ours[name] == theirs[name]
            agree += same
            disagree += not same
            word = {True: "divergent", False: "uniform"}
            print(
                f"{mlir.stem:14} %{name:8} ours={word[ours[name]]:9} "
                f"llvm={word[theirs[name]]:9} {'ok' if same else 'DIFFERENT'}"
            )
    print(f"agree {agree}, disagree {disagree}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
