"""An assertion inside llvmlite's LLVM is a located error of the tool, not a dead
process (frontends/llvm/isolate.py: the module is read in a forked child first)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

INPUT = Path(__file__).parents[1] / "filecheck" / "tools" / "Inputs" / "select_of_labels.ll.txt"


def test_llvm_assertion_in_simd_run_is_a_located_error(tmp_path: Path) -> None:
    src = tmp_path / "select.ll"  # outside tests/: the op-coverage test imports every .ll there
    src.write_text(INPUT.read_text())
    proc = subprocess.run([sys.executable, "-m", "simdopt.tools.simd_run", str(src)], capture_output=True, text=True, check=False)
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.startswith(f"{src}:4:3: error: LLVM aborted (SIGABRT) while reading this module: BasicBlock used in non-terminator"), proc.stderr
