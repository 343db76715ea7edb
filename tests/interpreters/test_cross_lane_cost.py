"""Cost entries of the cross-lane vector forms: a permutation is a vector-unit op of W
lanes plus one permute step, a scan log2 W steps, each stalling the target's
`permute_latency` cycles; a ballot is one mask-unit op reading exec (AMD `s_and_b64`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.ir import Operation

from simdopt.dialects.lockstep import TargetDesc
from simdopt.interpreters.cost import (
    IssueCost,
    alu_cost,
    issue_cost,
    machine_cycles,
    op_class,
)
from simdopt.tools.frontend import SourceMap, make_context, parse_module

SIMD_OPT = str(Path(sys.executable).parent / "simd-opt")
SIMD_RUN = str(Path(sys.executable).parent / "simd-run")


def first_op(line: str, signature: str) -> Operation:
    text = f"func.func @f{signature} {{\n{line}\nfunc.return\n}}\n"
    fn = next(o for o in parse_module(make_context(), SourceMap("t.mlir", text)).walk() if isinstance(o, func.FuncOp))
    return next(o for o in fn.walk() if o is not fn)


SIG = "(%v: vector<32xi32>, %i: vector<32xi32>, %q: vector<32xi1>)"
PERM = list(range(31, -1, -1))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (f"%r = lockstep.vshuffle %v {PERM} : vector<32xi32>", IssueCost("vector", 32, mask_reads=1, permutes=1)),
        ("%r = lockstep.vpermute %v, %i : vector<32xi32>", IssueCost("vector", 32, mask_reads=1, permutes=1)),
        ("%r = lockstep.vscan inclusive add, %v : vector<32xi32>", IssueCost("vector", 32, mask_reads=1, permutes=5)),
        ("%r = lockstep.vballot %q : vector<32xi1> to i32", IssueCost("mask", 1, mask_reads=1)),
    ],
)
def test_machine_cost_of_cross_lane_instructions(line: str, expected: IssueCost) -> None:
    assert issue_cost(first_op(line, SIG)) == expected


@pytest.mark.parametrize(
    ("line", "cls", "alu"),
    [
        (f"%r = simd.vshuffle %v {PERM} : vector<32xi32>", "vector", 32),
        ("%r = simd.vpermute %v, %i : vector<32xi32>", "vector", 32),
        ("%r = simd.vscan exclusive max, %v : vector<32xi32>", "vector", 32),
        ("%r = simd.vballot %q : vector<32xi1> to i64", "mask", 1),
    ],
)
def test_seed_metric_of_cross_lane_vector_forms(line: str, cls: str, alu: int) -> None:
    op = first_op(line, SIG)
    assert (op_class(op), alu_cost(op, 32)) == (cls, alu)


def test_machine_cycles_add_the_permute_stalls() -> None:
    issued = {"vector": 3, "scalar": 0, "mask": 0, "branch": 0}
    assert machine_cycles(issued, 0, TargetDesc(permute_latency=4), permutes=2) == 3 + 8
    assert machine_cycles(issued, 0, TargetDesc(), permutes=2) == 3 + 2 * 2


PROGRAM = """
func.func @main() -> vector<8xi32> {
  %c1 = arith.constant 1 : i32
  %v = simd.s2vb %c1 : vector<8xi32>
  %a = simd.vshuffle %v [1, 0, 3, 2, 5, 4, 7, 6] : vector<8xi32>
  %s = simd.vscan inclusive add, %a : vector<8xi32>
  func.return %s : vector<8xi32>
}
"""


@pytest.mark.parametrize("latency", [0, 3])
def test_permute_latency_is_a_pass_option_the_simulator_counts(latency: int, tmp_path: Path, tools: Any) -> None:
    src = tmp_path / "p.mlir"
    src.write_text(PROGRAM)
    done = tools.run([SIMD_OPT, str(src), "-p", f"convert-simd-to-lockstep{{permute-latency={latency}}}"])
    assert done.returncode == 0, done.stderr
    lowered = done.stdout
    assert f"permute_latency = {latency}" in lowered
    out = tmp_path / "l.mlir"
    out.write_text(lowered)
    run = tools.run([SIMD_RUN, str(out), "--json"])
    assert run.returncode == 0, run.stderr
    stats = json.loads(run.stdout)["stats"]
    assert stats["permutes"] == 1 + 3  # one shuffle, a scan of log2 8 steps
    assert stats["cycles"] == stats["instructions"] + 4 * latency
    assert json.loads(run.stdout)["results"][0] == [1, 2, 3, 4, 5, 6, 7, 8]
