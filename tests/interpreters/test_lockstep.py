"""The lockstep simulator against hand-computed lanes and statistics: exec and mask
operands (all-on, all-off, mixed), poison, faults, branches, cycles and energy."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func

from simdopt.dialects.lockstep import TargetDesc
from simdopt.interpreters.lockstep import RuntimeFault, run_lockstep
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def run(
    body: str, signature: str, args: list[Any], target: TargetDesc | None = None
) -> dict[str, Any]:
    text = f"func.func @main{signature} {{\n{body}\n}}\n"
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    entry = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    return run_lockstep(module, entry, args, target=target)


SIG = "(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32>"


def test_valu_against_python() -> None:
    a, b = [7, -7, 2**31 - 1, 9], [2, 2, 1, -4]
    ops = {
        "add": [9, -5, -(2**31), 5],
        "sub": [5, -9, 2**31 - 2, 13],
        "mul": [14, -14, 2**31 - 1, -36],
        "div": [3, -3, 2**31 - 1, -2],
        "rem": [1, -1, 0, 1],
        "shl": [28, -28, -2, 9 * 2**28 - 2**32],
        "shr": [1, -2, 2**30 - 1, 0],
        "min": [2, -7, 1, -4],
        "max": [7, 2, 2**31 - 1, 9],
    }
    for kind, expected in ops.items():
        out = run(
            f"  %c = lockstep.valu {kind} %a, %b : vector<4xi32>\n"
            "  func.return %c : vector<4xi32>",
            SIG,
            [a, b],
        )
        assert out["results"] == [expected], kind


def test_float_lanes() -> None:
    out = run(
        "  %c = lockstep.valu mul %a, %b : vector<2xf32>\n"
        "  %d = lockstep.valu div %c, %b : vector<2xf32>\n"
        "  func.return %d : vector<2xf32>",
        "(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<2xf32>",
        [[1.5, -2.0], [4.0, 0.5]],
    )
    assert out["results"] == [[1.5, -2.0]]


EXEC_BODY = """
  %p = lockstep.vcmp sgt, %a, %b : vector<4xi32>
  %s = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and %p : vector<4xi1>
  %t = lockstep.valu sub %a, %b : vector<4xi32>
  lockstep.exec_not : vector<4xi1>
  lockstep.exec_and %s : vector<4xi1>
  %e = lockstep.valu sub %b, %a : vector<4xi32>
  lockstep.exec_restore %s : vector<4xi1>
  %r = lockstep.vsel %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>"""


@pytest.mark.parametrize(
    "a, b",
    [
        ([5, 1, 3, -2], [2, 4, 3, 1]),  # mixed
        ([5, 6, 7, 8], [1, 1, 1, 1]),  # all lanes take the then side
        ([0, 0, 0, 0], [1, 2, 3, 4]),  # none does
    ],
)
def test_exec_if_else_is_absolute_difference(a: list[int], b: list[int]) -> None:
    out = run(EXEC_BODY, SIG, [a, b])
    assert out["results"] == [[abs(x - y) for x, y in zip(a, b, strict=True)]]
    # 9 issued: vcmp, 2 subs, vsel (vector) + save, 2 and, not, restore (mask)
    assert out["stats"]["issued"] == {"vector": 4, "scalar": 0, "mask": 5, "branch": 0}
    assert out["stats"]["alu_lane_ops"] == 4 * 4 + 5
    active = sum(x > y for x, y in zip(a, b, strict=True))
    assert out["stats"]["active_lane_ops"] == 4 + active + (4 - active) + 4 + 5


def test_inactive_lanes_are_poison() -> None:
    body = (
        "  %p = lockstep.vcmp sgt, %a, %b : vector<4xi32>\n"
        "  %t = lockstep.valu add %a, %b mask(%p) : vector<4xi32>\n"
        "  func.return %t : vector<4xi32>"
    )
    assert run(body, SIG, [[1, 1, 1, 1], [0, 0, 0, 0]])["results"] == [[1, 1, 1, 1]]
    with pytest.raises(RuntimeFault, match="poison lane"):
        run(body, SIG, [[1, 0, 1, 1], [0, 0, 0, 0]])


def test_masked_division_skips_inactive_zero_divisors() -> None:
    body = (
        "  %z = arith.constant 0 : i32\n"
        "  %zv = lockstep.vbcast %z : vector<4xi32>\n"
        "  %p = lockstep.vcmp ne, %b, %zv : vector<4xi32>\n"
        "  %q = lockstep.valu div %a, %b mask(%p) : vector<4xi32>\n"
        "  %r = lockstep.vsel %p, %q, %zv : vector<4xi32>\n"
        "  func.return %r : vector<4xi32>"
    )
    out = run(body, SIG, [[8, 8, -8, 8], [2, 0, 3, 0]])
    assert out["results"] == [[4, 0, -2, 0]]
    unmasked = body.replace(" mask(%p)", "")
    with pytest.raises(RuntimeFault, match="lane 1 divides by zero"):
        run(unmasked, SIG, [[8, 8, -8, 8], [2, 0, 3, 0]])


MEM_SIG = "(%m: memref<?xi32>, %b: vector<4xi32>, %i: i32) -> vector<4xi32>"


def test_masked_memory_touches_active_lanes_only() -> None:
    body = (
        "  %z = arith.constant 0 : i32\n"
        "  %zv = lockstep.vbcast %z : vector<4xi32>\n"
        "  %p = lockstep.vcmp sgt, %b, %zv : vector<4xi32>\n"
        "  %v = lockstep.vgather %m[%b] mask(%p) : memref<?xi32>, vector<4xi32>\n"
        "  %w = lockstep.valu add %v, %v mask(%p) : vector<4xi32>\n"
        "  lockstep.vstore %w, %m[%i] mask(%p) : memref<?xi32>, vector<4xi32>\n"
        "  %r = lockstep.vsel %p, %w, %zv : vector<4xi32>\n"
        "  func.return %r : vector<4xi32>"
    )
    # lanes 1 and 3 are inactive: their addresses (-5, 99) are out of bounds
    out = run(body, MEM_SIG, [[10, 20, 30, 40, 50], [2, -5, 4, 0], 1])
    assert out["results"] == [[60, 0, 100, 0]]
    assert out["memrefs"] == [[10, 60, 30, 100, 50]]
    assert out["stats"]["mem_accesses"] == 4  # 2 gathered + 2 stored
    unmasked = body.replace("%m[%b] mask(%p)", "%m[%b]")
    with pytest.raises(RuntimeFault, match="lane 1 address -5 is out of bounds"):
        run(unmasked, MEM_SIG, [[10, 20, 30, 40, 50], [2, -5, 4, 0], 1])


SKIP_BODY = """
  %p = lockstep.vcmp sgt, %a, %b : vector<4xi32>
  %s = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and %p : vector<4xi1>
  %t = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
    %x = lockstep.valu mul %a, %a : vector<4xi32>
    %y = lockstep.valu sub %x, %b : vector<4xi32>
    lockstep.yield %y : vector<4xi32>
  }
  lockstep.exec_restore %s : vector<4xi1>
  %r = lockstep.vsel %p, %t, %b : vector<4xi32>
  func.return %r : vector<4xi32>"""


def test_execz_skip_taken_when_no_lane_is_active() -> None:
    target = TargetDesc(taken_branch_penalty=5)
    out = run(SKIP_BODY, SIG, [[0, 0, 0, 0], [1, 2, 3, 4]], target)
    assert out["results"] == [[1, 2, 3, 4]]
    s = out["stats"]
    assert (s["branches_taken"], s["branches_not_taken"], s["regions_skipped"]) == (
        1,
        0,
        1,
    )
    assert s["issued"] == {"vector": 2, "scalar": 0, "mask": 3, "branch": 1}
    assert s["cycles"] == 6 + 5


def test_execz_skip_falls_through_when_a_lane_is_active() -> None:
    out = run(SKIP_BODY, SIG, [[3, 0, 0, 0], [1, 2, 3, 4]])
    assert out["results"] == [[8, 2, 3, 4]]
    s = out["stats"]
    assert (s["branches_taken"], s["branches_not_taken"], s["regions_skipped"]) == (
        0,
        1,
        0,
    )
    assert s["cycles"] == 8


@pytest.mark.parametrize(
    "kind, lanes, taken",
    [
        ("if_any", [0, 0, 0, 0], True),
        ("if_any", [0, 9, 0, 0], False),
        ("if_all", [9, 9, 9, 9], False),
        ("if_all", [9, 9, 0, 9], True),
    ],
)
def test_mask_branches(kind: str, lanes: list[int], taken: bool) -> None:
    body = (
        "  %p = lockstep.vcmp sgt, %a, %b : vector<4xi32>\n"
        f"  %r = lockstep.{kind} %p : vector<4xi1> -> (vector<4xi32>) {{\n"
        "    lockstep.yield %a : vector<4xi32>\n"
        "  } else {\n"
        "    lockstep.yield %b : vector<4xi32>\n"
        "  }\n"
        "  func.return %r : vector<4xi32>"
    )
    b = [1, 1, 1, 1]
    out = run(body, SIG, [lanes, b])
    assert out["results"] == [b if taken else lanes]
    assert out["stats"]["branches_taken"] == int(taken)


def test_mask_algebra_all_on_and_all_off() -> None:
    body = (
        "  %p = lockstep.vcmp sgt, %a, %b : vector<4xi32>\n"
        "  %n = lockstep.mnot %p : vector<4xi1>\n"
        "  %o = lockstep.mor %p, %n : vector<4xi1>\n"
        "  %z = lockstep.mand %p, %n : vector<4xi1>\n"
        "  %all = lockstep.mall %o : vector<4xi1>\n"
        "  %none = lockstep.many %z : vector<4xi1>\n"
        "  %r = arith.xori %all, %none : i1\n"
        "  func.return %r : i1"
    )
    out = run(
        body,
        "(%a: vector<4xi32>, %b: vector<4xi32>) -> i1",
        [[1, 5, 0, 2], [0, 9, 0, 1]],
    )
    assert out["results"] == [1]
    assert out["stats"]["issued"]["mask"] == 5


def test_energy_follows_the_target_table() -> None:
    body = "  %c = lockstep.valu add %a, %b : vector<4xi32>\n  func.return %c : vector<4xi32>"
    t = TargetDesc()
    out = run(body, SIG, [[1, 2, 3, 4], [1, 1, 1, 1]], t)
    # one instruction, 4 lanes, reads 2 vectors + exec, writes 1 vector
    expected = t.e_issue + 4 * t.e_lane + 3 * 4 * t.e_reg_vector + t.e_reg_mask
    assert out["stats"]["energy"] == pytest.approx(expected)


def test_merge_keeps_the_inactive_lanes() -> None:
    """Nyuzi's `sub_f_mask v2, s1, v1, v0`: the else arm writes into the then result."""
    body = (
        "  %p = lockstep.vcmp sgt, %a, %b : vector<4xi32>\n"
        "  %t = lockstep.valu sub %a, %b mask(%p) : vector<4xi32>\n"
        "  %r = lockstep.valu sub %b, %a mask(not %p) merge(%t) : vector<4xi32>\n"
        "  func.return %r : vector<4xi32>"
    )
    out = run(body, SIG, [[5, 1, 3, -2], [2, 4, 3, 1]])
    assert out["results"] == [[3, 3, 0, 3]]
    assert out["stats"]["active_lane_ops"] == 4 + 1 + 3


def test_scalar_operand_is_read_by_every_lane_in_one_issue() -> None:
    """`valus`: one vector-unit issue reading a vector and a scalar register, the same
    lanes as a `valu` on the broadcast (which costs a second issue); a zero scalar
    divisor traps in the active lanes only."""
    sig = "(%a: vector<4xi32>, %x: i32, %p: vector<4xi1>) -> vector<4xi32>"
    fused = run("  %r = lockstep.valus sub %a, %x mask(%p) merge(%a) : vector<4xi32>\n  func.return %r : vector<4xi32>",
                sig, [[5, 1, 3, -2], 3, [1, 1, 0, 1]])  # fmt: skip
    split = run(
        "  %b = lockstep.vbcast %x : vector<4xi32>\n"
        "  %r = lockstep.valu sub %a, %b mask(%p) merge(%a) : vector<4xi32>\n  func.return %r : vector<4xi32>",
        sig, [[5, 1, 3, -2], 3, [1, 1, 0, 1]],
    )  # fmt: skip
    assert fused["results"] == split["results"] == [[2, -2, 3, -5]]
    assert (fused["stats"]["issued"]["vector"], split["stats"]["issued"]["vector"]) == (1, 2)
    assert fused["stats"]["reg_reads"]["scalar"] == 1
    div = "  %r = lockstep.valus div %a, %x mask(%p) merge(%a) : vector<4xi32>\n  func.return %r : vector<4xi32>"
    assert run(div, sig, [[5, 1, 3, -2], 0, [0, 0, 0, 0]])["results"] == [[5, 1, 3, -2]]
    with pytest.raises(RuntimeFault, match="divides by zero"):
        run(div, sig, [[5, 1, 3, -2], 0, [0, 1, 0, 0]])


def test_a_simd_op_on_the_machine_asks_for_lowering() -> None:
    """The machine runs lowered programs only (was the second CLI's check)."""
    text = (Path(__file__).resolve().parents[2] / "examples" / "fn0.mlir").read_text()
    module = parse_module(make_context(), SourceMap("fn0.mlir", text))
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    with pytest.raises(RuntimeFault, match="'simd.vload' is a SIMD op: lower the program first"):
        run_lockstep(module, fn, [[5, 1, 3, -2], [2, 4, 3, 1]])


def test_module_target_sets_the_cycles_per_unit_and_the_energy() -> None:
    """The simulator reads the module's `#lockstep.target`: three cycles per vector
    issue, two per mask issue, no per-lane energy."""
    text = (
        "builtin.module attributes {lockstep.target = #lockstep.target<cycles_vector = 3,"
        " cycles_mask = 2, e_lane = 0>} {\n"
        f"func.func @main{SIG} {{\n"
        "  %s = lockstep.exec_save : vector<4xi1>\n"
        "  %c = lockstep.valu add %a, %b : vector<4xi32>\n"
        "  func.return %c : vector<4xi32>\n}\n}\n"
    )
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    entry = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    s = run_lockstep(module, entry, [[1, 2, 3, 4], [1, 1, 1, 1]])["stats"]
    assert s["cycles"] == 3 + 2
    t = TargetDesc()
    # exec_save: reads exec, writes a mask; valu: 2 vectors read + exec, 1 written
    expected = 2 * t.e_issue + 3 * 4 * t.e_reg_vector + 3 * t.e_reg_mask
    assert s["energy"] == pytest.approx(expected)


def test_vector_register_energy_takes_w_from_the_types() -> None:
    """No target width: an 8-lane register costs 8 lanes of `e_reg_vector`."""
    sig8 = "(%a: vector<8xi32>, %b: vector<8xi32>) -> vector<8xi32>"
    body = "  %c = lockstep.valu add %a, %b : vector<8xi32>\n  func.return %c : vector<8xi32>"
    out = run(body, sig8, [[1] * 8, [2] * 8])
    t = TargetDesc()
    expected = t.e_issue + 8 * t.e_lane + 3 * 8 * t.e_reg_vector + t.e_reg_mask
    assert out["stats"]["energy"] == pytest.approx(expected)


def test_old_dictionary_target_is_a_located_fault() -> None:
    text = (
        "builtin.module attributes {lockstep.target = {taken_branch_penalty = 3 : i64}} {\n"
        f"func.func @main{SIG} {{\n  func.return %a : vector<4xi32>\n}}\n}}\n"
    )
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    entry = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    with pytest.raises(RuntimeFault, match="expected a #lockstep.target"):
        run_lockstep(module, entry, [[1, 2, 3, 4], [1, 1, 1, 1]])
