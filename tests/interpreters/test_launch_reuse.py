"""A launch runs on the interpreter the last launch of the same module left
(`launch._Run.park`/`unpark`): everything per launch is set afresh.

Each test runs several launches in a row on ONE parsed module, with different
arguments, launch sizes and step limits, and compares each with what `simd-run --json`
prints for that launch alone in a fresh process (the `tools` fixture's: a fresh fork of a
server that imported the tools and never ran a launch): results, memory, every stat and
the printf text must be the same, on the SIMD and the lockstep stage.  A launch that
faults leaves the next one clean.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lane_interpreter import DEFAULT_MAX_STEPS
from simdopt.interpreters.runner import run_program
from simdopt.interpreters.threaded import known
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, import_ll, make_context, parse_module
from simdopt.tools.kernel_runs import apply
from simdopt.tools.simd_run import _entry  # pyright: ignore[reportPrivateUsage]

SIMD_RUN = str(Path(sys.executable).parent / "simd-run")
SIMD = "spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize"
STAGES = {"simd": SIMD, "lockstep": SIMD + ",convert-simd-to-lockstep"}

PRINTS = """
func.func @k(%m: memref<?xi32>, %n: i32) -> i32 {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %v = memref.load %m[%ti] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %first = arith.cmpi eq, %t, %c0 : i32
  cf.cond_br %first, ^p, ^q
^p:
  gpu.printf "first: n=%d\\n", %n : i32
  cf.br ^q
^q:
  gpu.printf "t%d: %d %x %u\\n", %t, %v, %v, %v : i32, i32, i32, i32
  %w = arith.muli %v, %n : i32
  memref.store %w, %m[%ti] : memref<?xi32>
  %r = arith.addi %w, %t : i32
  func.return %r : i32
}
"""
"""Results, memory, printf in a divergent branch; thread 3 and on read past a short buffer."""

Launch = tuple[str, str, list[Any], int]
"""(--grid, --block, --args, --max-steps)."""
PRINTS_LAUNCHES: list[Launch] = [
    ("1", "6", [[5, -1, 3, 4, 10, 11], 3], DEFAULT_MAX_STEPS),
    ("2", "5", [[5, -1, 3, 4, 10, 11, 1, 2, 3, 4], 7], DEFAULT_MAX_STEPS),  # partial subgroups
]
MANDELBROT_LAUNCHES: list[Launch] = [
    ("2,1", "4,4", [[0] * 32, 8, -2.0, -1.0, 0.375, 0.5, 20], DEFAULT_MAX_STEPS),
    ("1,2", "4,2", [[0] * 16, 4, -1.5, -0.75, 0.5, 0.375, 30], DEFAULT_MAX_STEPS),  # loops, branches
]


def _stage(program: str, stage: str) -> str:
    """The text of `program` (PRINTS, or an `examples/opencl` kernel) at `stage`."""
    if program == "prints":
        module = parse_module(make_context(), SourceMap("<prints>", PRINTS), "mlir")
    else:
        path = checkout() / "examples/opencl" / f"{program}.ll"
        module = import_ll(SourceMap(str(path), path.read_text()))
    return str(apply(module, STAGES[stage]))


def _fresh(path: Path, launch: Launch, tools: Any) -> dict[str, Any] | str:
    """`simd-run --json` of one launch in a fresh process: its output, or its error text."""
    grid, block, args, max_steps = launch
    cmd = [SIMD_RUN, str(path), "--grid", grid, "--block", block, "--args", json.dumps(args),
           "--max-steps", str(max_steps), "--json", "--quiet"]  # fmt: skip
    done = tools.run(cmd)
    return json.loads(done.stdout) if done.returncode == 0 else done.stderr


def _dims(s: str) -> tuple[int, int, int]:
    xs = [int(x) for x in s.split(",")] + [1, 1]
    return xs[0], xs[1], xs[2]


def _here(module: ModuleOp, launch: Launch) -> dict[str, Any] | RuntimeFault:
    """The same launch in this process, on `module` (parsed once for all launches)."""
    grid, block, args, max_steps = launch
    try:
        out = run_program(module, _entry(module, None), copy.deepcopy(args), grid=_dims(grid), block=_dims(block),
                          width=None, max_steps=max_steps, time_limit=None)  # fmt: skip
    except RuntimeFault as e:
        return e
    return json.loads(json.dumps(out))


def _same(here: dict[str, Any] | RuntimeFault, fresh: dict[str, Any] | str) -> None:
    if isinstance(here, RuntimeFault):
        assert isinstance(fresh, str), fresh
        assert f"error: {here.message}" in fresh
    else:
        assert here == fresh


def _launches(program: str, stage: str, launches: list[Launch], tmp_path: Path, tools: Any) -> None:
    """Run `launches` one after the other on one module; each as in a fresh process."""
    text = _stage(program, stage)
    path = tmp_path / f"{program}.{stage}.mlir"
    path.write_text(text)
    module = parse_module(make_context(), SourceMap(str(path), text), "mlir")
    store = known(module)
    previous, fresh = None, dict[str, Any]()
    for launch in launches:
        here = _here(module, launch)
        key = json.dumps(launch)
        if key not in fresh:
            fresh[key] = _fresh(path, launch, tools)
        _same(here, fresh[key])
        idle = [v for k, v in store.items() if isinstance(k, tuple) and k and k[0] == "idle interpreter"]
        if isinstance(here, RuntimeFault):
            assert not idle  # (a faulting launch parks nothing)
            previous = None
        else:
            assert len(idle) == 1
            if previous is not None:  # (the launch ran on the one the last launch left)
                assert idle[0][0] is previous
            previous = idle[0][0]


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize(("program", "launches"), [("prints", PRINTS_LAUNCHES), ("mandelbrot", MANDELBROT_LAUNCHES)])
def test_launches_in_a_row_equal_fresh_processes(program: str, launches: list[Launch], stage: str, tmp_path: Path, tools: Any) -> None:
    _launches(program, stage, [*launches, launches[0]], tmp_path, tools)


@pytest.mark.parametrize("stage", STAGES)
def test_a_fault_leaves_the_next_launch_clean(stage: str, tmp_path: Path, tools: Any) -> None:
    ok, other = PRINTS_LAUNCHES
    short = ("1", "6", [[5, -1, 3], 3], DEFAULT_MAX_STEPS)
    """Threads 3-5 read past the buffer: the second subgroup faults after the first ran
    (its printf text, stats and memory written)."""
    steps = (*other[:3], 9)
    """A step limit the first subgroup runs past, on the interpreter the launch before
    left: this launch's limit, not that launch's."""
    _launches("prints", stage, [short, ok, steps, other, ok], tmp_path, tools)
