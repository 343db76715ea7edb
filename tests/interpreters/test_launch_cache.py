"""What a launch works out of its module (plans, constants, checks: `threaded.known`) is
kept for the next launch of the same module only while the module is unchanged.

Each test runs a launch, changes the module in place the way a pass does (an
attribute, an operand, an op moved to another block, an op erased), runs it again and
compares with a launch of a fresh parse of the changed module's text: the second run
must not use what the first worked out of the old IR.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.ir import Operation

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.threaded import known
from simdopt.tools.frontend import SourceMap, make_context, parse_module

PROGRAM = """
func.func @k(%a: memref<?xi32>, %b: memref<?xi32>, %n: i32, %group_base: i32) {
  %four = arith.constant 4 : i32
  %two = arith.constant 2 : i32
  %x = simd.vload %a[%group_base] : memref<?xi32>, vector<4xi32>
  %s = simd.s2vb %four : vector<4xi32>
  %t = simd.s2vb %two : vector<4xi32>
  %y = simd.vadd %x, %s : vector<4xi32>
  %z = simd.vmul %y, %t : vector<4xi32>
  %c = arith.cmpi slt, %group_base, %n : i32
  cf.cond_br %c, ^store, ^done
^store:
  simd.vstore %z, %b[%group_base] : memref<?xi32>, vector<4xi32>
  cf.br ^done
^done:
  func.return
}
"""
ARGS = [list(range(16)), [0] * 16, 8]


def _parse(text: str) -> ModuleOp:
    return parse_module(make_context(), SourceMap("<test>", text), "mlir")


def _lowered(text: str) -> ModuleOp:
    from simdopt.tools.kernel_runs import apply

    return apply(_parse(text), "convert-simd-to-lockstep")


def _run(module: ModuleOp) -> str:
    fn = next(op for op in module.ops if isinstance(op, Operation) and op.name == "func.func")
    out = run_vectorized_launch(module, fn, copy.deepcopy(ARGS), threads=16, grid=None, block=None, width=4)  # pyright: ignore[reportArgumentType]
    return json.dumps(out, sort_keys=True)


def _first(module: ModuleOp, *names: str) -> Any:
    return next(op for op in module.walk() if op.name in names)


def _set_constant(module: ModuleOp) -> None:
    _first(module, "arith.constant").properties["value"] = IntegerAttr(7, i32)


def _swap_operand(module: ModuleOp) -> None:
    """`%z = %y * %t` becomes `%y * %s` (an operand set in place, as a RAUW does)."""
    add, mul = [op for op in module.walk() if op.name in ("simd.vadd", "simd.vmul", "lockstep.valu")][:2]
    mul.operands[1] = add.operands[1]


def _erase_store(module: ModuleOp) -> None:
    store = _first(module, "simd.vstore", "lockstep.vstore")
    store.detach()
    store.erase()


def _move_store(module: ModuleOp) -> None:
    """The store moves into the entry block (it then runs for every subgroup)."""
    store = _first(module, "simd.vstore", "lockstep.vstore")
    cmp = _first(module, "arith.cmpi")
    store.detach()
    cmp.parent.insert_op_after(store, cmp)


CHANGES: dict[str, Callable[[ModuleOp], None]] = {
    "constant": _set_constant,
    "operand": _swap_operand,
    "erased op": _erase_store,
    "moved op": _move_store,
}


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("stage", ["simd", "lockstep"])
def test_a_changed_module_runs_as_its_fresh_parse(change: str, stage: str) -> None:
    module = _lowered(PROGRAM) if stage == "lockstep" else _parse(PROGRAM)
    before = _run(module)
    assert _run(module) == before  # (the second run used the kept plans)
    CHANGES[change](module)
    after = _run(module)
    assert after == _run(_parse(str(module)))
    assert after != before


def test_an_unchanged_module_keeps_its_store() -> None:
    module = _parse(PROGRAM)
    first = known(module)
    assert known(module) is first
    _first(module, "arith.cmpi").attributes["note"] = IntegerAttr(1, i32)
    assert known(module) is not first
