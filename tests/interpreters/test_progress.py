"""The progress line of long launches (`interpreters/progress.py`)."""

from __future__ import annotations

import io
import time

from simdopt.interpreters import progress as progress_mod
from simdopt.interpreters.progress import Progress, ops_executed
from simdopt.interpreters.spmd import run_spmd
from simdopt.tools.frontend import SourceMap, make_context, parse_module

KERNEL = """
func.func @main(%out : memref<8xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  memref.store %t, %out[%i] : memref<8xi32>
  func.return
}
"""


class Recorder(Progress):
    def __init__(self) -> None:
        super().__init__(io.StringIO())
        self.calls: list[tuple[int, int, int]] = []

    def block(self, done: int, total: int, ops: int) -> None:
        self.calls.append((done, total, ops))


def test_launch_reports_every_block_with_the_ops_so_far() -> None:
    module = parse_module(make_context(), SourceMap("k.mlir", KERNEL))
    fn = next(op for op in module.walk() if op.name == "func.func")
    rec = Recorder()
    out = run_spmd(module, fn, [[0] * 8], grid=(4, 1, 1), block=(2, 1, 1), width=2, progress=rec)  # pyright: ignore[reportArgumentType]
    assert [c[:2] for c in rec.calls] == [(1, 4), (2, 4), (3, 4), (4, 4)]
    ops = [c[2] for c in rec.calls]
    assert ops == sorted(ops) and ops[0] > 0 and ops[-1] == ops_executed(out["stats"])
    assert out["memrefs"] == [list(range(8))]


def test_line_waits_for_the_delay_then_shows_blocks_and_rate_and_is_erased() -> None:
    stream = io.StringIO()
    p = Progress(stream)
    p.block(1, 10, 500)
    assert stream.getvalue() == ""  # a short run prints nothing
    p.start = time.monotonic() - progress_mod.DELAY - 1
    p.block(2, 10, 3000)
    text = stream.getvalue()
    assert text.startswith("\rsimd-run: 2/10 blocks, ") and " ops/s" in text
    p.close()
    assert stream.getvalue().endswith("\r\033[K")


def test_quiet_or_no_terminal_means_no_line() -> None:
    assert Progress.for_terminal(quiet=True) is None
    assert Progress.for_terminal(quiet=False) is None  # pytest's stderr is not a terminal


def test_ops_executed_counts_op_classes_not_alu_or_uniformity_tallies() -> None:
    stats = {"static_alu_ops": 9, "dynamic_alu_ops": 40, "scalar_ops": 3, "vector_ops": 5, "branches": 2,
             "dynamically_uniform_vector_ops": 4, "single_lane_vector_ops": 1, "threads": 8}  # fmt: skip
    assert ops_executed(stats) == 10
