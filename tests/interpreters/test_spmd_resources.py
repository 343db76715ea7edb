"""The SPMD executor's resources: memory does not grow with the ops a run executes
(branch instances are tallied as soon as no lane can reach them, not kept per loop
iteration) and the counts it reports stay those of every converged instance; a big
launch's memory (SPMD kernel or vectorized program) does not grow with its threads,
`--time-limit` stops it, and a buffer too small for its threads faults at the first
thread past its end."""

from __future__ import annotations

import gc
import json
import os
import resource
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from simdopt.interpreters import spmd
from simdopt.interpreters.spmd import run_spmd
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

# Thread t loops n * (t mod 3 + 1) times through an scf.while, and through a cf loop
# whose body branches on the iteration: branches without any sync point in the loops.
LOOPS = """
func.func @main(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %m = arith.remui %t, %c3 : i32
  %m1 = arith.addi %m, %c1 : i32
  %trip = arith.muli %n, %m1 : i32
  %r:2 = scf.while (%i = %c0, %acc = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %trip : i32
    scf.condition(%go) %i, %acc : i32, i32
  } do {
  ^bb0(%i2: i32, %acc2: i32):
    %acc3 = arith.addi %acc2, %t : i32
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %acc3 : i32, i32
  }
  cf.br ^head(%c0, %r#1 : i32, i32)
^head(%j: i32, %s: i32):
  %more = arith.cmpi slt, %j, %trip : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %odd = arith.andi %j, %c1 : i32
  %isodd = arith.cmpi ne, %odd, %c0 : i32
  cf.cond_br %isodd, ^add, ^next(%s : i32)
^add:
  %s2 = arith.addi %s, %c1 : i32
  cf.br ^next(%s2 : i32)
^next(%s3: i32):
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^head(%j2, %s3 : i32, i32)
^exit:
  %ti = arith.index_cast %t : i32 to index
  memref.store %s, %out[%ti] : memref<?xi32>
  func.return
}
"""


def _run(n: int, threads: int, width: int) -> dict[str, Any]:
    module = parse_module(make_context(), SourceMap("loops.mlir", LOOPS))
    fn = next(op for op in module.walk() if op.name == "func.func")
    return run_spmd(module, fn, [n, [0] * threads], threads=threads, width=width, max_steps=10**8)  # pyright: ignore[reportArgumentType]


def _peak(n: int, threads: int, width: int) -> int:
    gc.collect()
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    _run(n, threads, width)
    return tracemalloc.get_traced_memory()[1] - base


def test_loop_memory_does_not_grow_with_iterations(monkeypatch: pytest.MonkeyPatch) -> None:
    # A small open-instance budget, so a short run shows what a long one would do.
    monkeypatch.setattr(spmd, "_OPEN_BRANCHES", 64)
    _run(10, 2, 2)  # (first-run caches)
    tracemalloc.start()
    try:
        small, large = _peak(100, 2, 2), _peak(400, 2, 2)
    finally:
        tracemalloc.stop()
    # 3x more iterations (~4 branch instances each) used to cost ~0.5 kB per instance
    # (~0.8 MB here); a flat executor differs by noise.
    assert large - small < 250_000, (small, large)


@pytest.mark.parametrize("budget", [4096, 16, 1])
def test_branch_counts_do_not_depend_on_the_open_instance_budget(monkeypatch: pytest.MonkeyPatch, budget: int) -> None:
    monkeypatch.setattr(spmd, "_OPEN_BRANCHES", budget)
    n, threads = 40, 4
    out = _run(n, threads, 4)
    trips = [n * (t % 3 + 1) for t in range(threads)]
    assert out["memrefs"][0] == [t * k + k // 2 for t, k in enumerate(trips)]
    longest = max(trips)
    # Converged instances: the while's condition and the cf header's branch at every
    # iteration up to the longest (+1 exit test each), the body's branch per iteration.
    stats = out["stats"]
    assert stats["branch_instances"] == 2 * (longest + 1) + longest
    # Divergent: the exit tests where some lanes leave (after n and 2n iterations, in
    # both loops); the odd test is the same in every lane.
    assert stats["divergent_branch_instances"] == 4


# --------------------------------------------------------------------------- big launches
# A launch's memory is its buffers: results grow as threads finish, a block's groups are
# made as they run (kernels without barriers), nothing is made per thread up front.  Run
# as `simd-run` in a child under an address-space cap, stopped by --time-limit.

STORE_MOD16 = """
func.func @main(%out: memref<16xi32>) {
  %t = simd.thread_id : i32
  %c15 = arith.constant 15 : i32
  %m = arith.andi %t, %c15 : i32
  %i = arith.index_cast %m : i32 to index
  memref.store %t, %out[%i] : memref<16xi32>
  func.return
}
"""

STORE_OWN = """
func.func @main(%out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  memref.store %t, %out[%i] : memref<?xi32>
  func.return
}
"""

_CAP = 2 << 30
"""RLIMIT_AS of the child: bytes of address space (the old executor needed far more
for a 10^7-thread block)."""


def _child_run(kernel: Path, *args: str) -> tuple[int, str, int, float]:
    """`simd-run kernel args` in a child under `_CAP`: exit status, stderr, peak RSS
    (kB), wall seconds."""
    cmd = [sys.executable, "-m", "simdopt.tools.simd_run", str(kernel), *args]

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (_CAP, _CAP))

    t0 = time.monotonic()
    with subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, preexec_fn=cap) as proc:  # noqa: PLW1509
        assert proc.stderr is not None
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    return proc.returncode, err, usage.ru_maxrss, time.monotonic() - t0


@pytest.fixture(scope="module")
def kernels(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    d = tmp_path_factory.mktemp("big")
    out: dict[str, Path] = {}
    for name, text in (("mod16", STORE_MOD16), ("own", STORE_OWN)):
        out[name] = d / f"{name}.mlir"
        out[name].write_text(text)
    vec = d / "mod16_vec.mlir"
    vec.write_text(str(apply(parse_module(make_context(), SourceMap("m.mlir", STORE_MOD16)), "spmd-vectorize{width=4 mode=uniform}")))
    out["mod16_vec"] = vec
    return out


@pytest.mark.parametrize(("kernel", "launch"), [
    ("mod16", ["--threads", "10000000"]),  # one block of 10^7 threads
    ("mod16", ["--grid", "100000", "--block", "100"]),
    ("mod16_vec", ["--grid", "10000", "--block", "1000"]),  # the vectorized program's launch
])  # fmt: skip
def test_big_launch_memory_is_its_buffers_and_the_time_limit_holds(kernels: dict[str, Path], kernel: str, launch: list[str]) -> None:
    zeros = json.dumps([[0] * 16])
    # the small launch (10^6 threads: the vectorized program's launch runs 10^5 in under
    # 2 s since it keeps one interpreter per launch) must also stop at the limit
    rc0, err0, small, _ = _child_run(kernels[kernel], "--threads", "1000000", "--args", zeros, "--time-limit", "2")
    rc, err, big, wall = _child_run(kernels[kernel], *launch, "--args", zeros, "--time-limit", "2")
    assert (rc0, rc) == (1, 1), (err0, err)
    assert "stopped after 2 s" in err0 and "stopped after 2 s" in err, err
    assert big - small < 20_000, (small, big)  # kB: the two runs differ by noise only
    assert wall < 30, wall


def test_too_small_buffer_fails_at_the_first_out_of_bounds_thread(kernels: dict[str, Path]) -> None:
    rc, err, _, wall = _child_run(kernels["own"], "--threads", "10000000", "--args", "[[0, 0, 0, 0, 0, 0]]")
    assert rc == 1
    assert "'memref.store' out-of-bounds access at index [6] (shape [6]) (thread 6," in err
    assert wall < 30, wall
