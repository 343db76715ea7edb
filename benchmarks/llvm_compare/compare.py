"""Compare our divergence verdicts with LLVM's uniformity analysis, value by value.

    python benchmarks/llvm_compare/compare.py [--random N] [--quiet]

Kernels: every `X.mlir` here (with its hand-written `X.ll` when there is one), every
kernel of `tests/filecheck/analysis/` and, with `--random N`, N random kernels of
`tools/kernel_gen.py`.  The LLVM form of a kernel without a `.ll` is
produced by `to_llvm.py` (after `convert-scf-to-cf`), keeping value names.  LLVM:
`opt-22 -mtriple=amdgcn-- -passes='print<uniformity>'` (else an older `opt` with
`print<divergence>`).  Prints one row per value named in both (only the differing rows
with `--quiet`), then totals: agree, "ours divergent / LLVM uniform" (we are less
precise - or LLVM is unsound: see README.md), "ours uniform / LLVM divergent" (we are
more precise).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

from to_llvm import translate  # noqa: E402

from simdopt.tools import kernel_gen as gen  # noqa: E402

Verdicts = dict[str, dict[str, bool]]  # function -> value name -> divergent


def opt_command() -> list[str] | None:
    if shutil.which("opt-22"):
        return ["opt-22", "-mtriple=amdgcn--", "-passes=print<uniformity>"]
    if shutil.which("opt"):
        return ["opt", "-mtriple=amdgcn--", "-passes=print<divergence>"]
    return None


def llvm_verdicts(cmd: list[str], ll_text: str) -> Verdicts:
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(ll_text)
    proc = subprocess.run(
        [*cmd, "-disable-output", f.name], capture_output=True, text=True, check=True
    )
    Path(f.name).unlink()
    out: Verdicts = {}
    cur: dict[str, bool] = {}
    for line in proc.stderr.splitlines():
        m = re.match(r"\w+Info for function '([\w.]+)'", line)
        if m:
            cur = out.setdefault(m.group(1), {})
            continue
        m = re.match(r"\s*(DIVERGENT:)?\s*%([\w.]+) = ", line)
        if m and not m.group(2).startswith("tmp."):
            name = m.group(2)
            if re.fullmatch(r"v\d+", name):
                name = name[1:]
            cur[name] = m.group(1) is not None
    return out


def our_verdicts(mlir_text: str) -> Verdicts:
    proc = subprocess.run(
        ["simd-opt", "-p", "print-divergence"],
        input=mlir_text, capture_output=True, text=True, check=True,
    )  # fmt: skip
    out: Verdicts = {}
    cur: dict[str, bool] = {}
    for line in proc.stdout.splitlines():
        m = re.match(r"divergence @([\w.]+)", line)
        if m:
            cur = out.setdefault(m.group(1), {})
            continue
        m = re.match(r"  (uniform|divergent) %([\w.]+)", line)
        if m:
            cur[m.group(2)] = m.group(1) == "divergent"
    return out


def lowered(mlir_text: str) -> str:
    proc = subprocess.run(
        ["simd-opt", "-p", "convert-scf-to-cf"],
        input=mlir_text, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return proc.stdout


def kernels(random_count: int) -> list[tuple[str, str, str | None]]:
    """(label, mlir text, hand-written .ll text or None)."""
    out: list[tuple[str, str, str | None]] = []
    for mlir in sorted(HERE.glob("*.mlir")):
        ll = mlir.with_suffix(".ll")
        out.append(
            (mlir.stem, mlir.read_text(), ll.read_text() if ll.exists() else None)
        )
    for mlir in sorted((ROOT / "tests" / "filecheck" / "analysis").glob("*.mlir")):
        out.append((mlir.stem, mlir.read_text(), None))
    if random_count:
        for seed in range(random_count):
            out.append((f"random{seed}", gen.random_kernel(seed), None))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--random", type=int, default=0, help="also N random kernels")
    p.add_argument("--quiet", action="store_true", help="print only differing values")
    ns = p.parse_args()
    cmd = opt_command()
    if cmd is None:
        print("no LLVM opt available: comparison skipped")
        return 0
    word = {True: "divergent", False: "uniform"}
    n_kernels = agree = less_precise = more_precise = 0
    for label, text, ll in kernels(ns.random):
        ours = our_verdicts(text)
        theirs = llvm_verdicts(cmd, ll if ll is not None else translate(lowered(text)))
        for fn, their_values in theirs.items():
            our_values = ours.get(fn, {})
            common = sorted(set(our_values) & set(their_values))
            if not common:
                continue
            n_kernels += 1
            for name in common:
                o, t = our_values[name], their_values[name]
                if o == t:
                    agree += 1
                elif o:
                    less_precise += 1
                else:
                    more_precise += 1
                if o != t or not ns.quiet:
                    verdict = "ok" if o == t else "DIFFERENT"
                    print(
                        f"{label + '@' + fn:48} %{name:12} ours={word[o]:9} "
                        f"llvm={word[t]:9} {verdict}"
                    )
    total = agree + less_precise + more_precise
    print(
        f"{n_kernels} kernels, {total} values: agree {agree}, "
        f"ours divergent/LLVM uniform {less_precise}, "
        f"ours uniform/LLVM divergent {more_precise}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
