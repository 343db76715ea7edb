"""Ctrl-C anywhere in a tool: one "interrupted" line on stderr, exit status 130, no
traceback - while the tool is still importing, and during a long SPMD run whose lanes
run in threads (the signal may reach a lane's thread, not the scheduler's)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

LOOP = """\
func.func @main(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %a = arith.addi %acc, %i : i32
    scf.yield %a : i32
  }
  func.return %r : i32
}
"""


def _interrupt(tool: str, args: list[str], after: float) -> subprocess.CompletedProcess[str]:
    entry = tool.replace("-", "_")
    # "go" once the console script's module is loaded (Ctrl-C in Python's own start-up,
    # or in those ~10 ms, is Python's): the tool's imports take ~0.6 s after it.
    # SIGINT as a terminal's Ctrl-C finds it: when pytest itself runs in the background
    # (`pytest &`), the shell made its children ignore SIGINT, and Python then installs no
    # KeyboardInterrupt handler of its own.
    code = (
        "import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
        f"from simdopt.tools.entry import {entry}; print('go', file=sys.stderr, flush=True); {entry}()"
    )
    cmd = [sys.executable, "-c", code, *args]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stderr is not None and proc.stderr.readline() == "go\n"
    # at least 20 ms: a signal between the "go" line and the call of the entry point (a
    # few microseconds of the test's own `-c` code) would be Python's traceback, not the
    # tool's; the tool's imports still take ~0.6 s after that
    time.sleep(max(after, 0.02))
    proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail(f"{tool} did not stop within 20 s of Ctrl-C")
    return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


@pytest.mark.parametrize("after", [0.0, 0.3, 3.0])
@pytest.mark.parametrize("launch", [[], ["--threads", "4"]])
def test_ctrl_c_in_simd_run(tmp_path: Path, after: float, launch: list[str]) -> None:
    src = tmp_path / "loop.mlir"
    src.write_text(LOOP)
    limits = ["--time-limit", "0", "--max-steps", "2000000000"]
    done = _interrupt("simd-run", [str(src), "--args", "[100000000]", *launch, *limits], after)
    assert (done.returncode, done.stderr) == (130, "simd-run: interrupted\n"), done.stderr


def test_ctrl_c_while_simd_opt_starts(tmp_path: Path) -> None:
    src = tmp_path / "loop.mlir"
    src.write_text(LOOP)
    done = _interrupt("simd-opt", [str(src)], 0.0)
    assert (done.returncode, done.stderr) == (130, "simd-opt: interrupted\n"), done.stderr
