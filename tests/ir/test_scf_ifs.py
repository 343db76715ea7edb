"""`ir/scf_ifs.py`: `combine_ifs` folds consecutive `scf.if`s on one condition into one
(ops between hoisted or sunk into the arm that reads them) and `conditions_in_arms`
reads the condition for an `i1` constant inside an arm.  Each kernel runs on the SPMD
executor before and after, with the condition true and false (same memory), and the
count of ifs left says what was combined - and what must not be (a store between, a
sunk value read after the second if, different conditions)."""

from __future__ import annotations

import copy

import pytest
from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.spmd import run_spmd
from simdopt.ir.scf_ifs import combine_ifs, conditions_in_arms
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

HEAD = "func.func @k(%m: memref<8xi32>, %n: i32) {\n  %c0 = arith.constant 0 : i32\n  %c = arith.cmpi sgt, %n, %c0 : i32\n"
KERNELS = {
    # results read between (sunk into the then arm) and after (kept as results)
    "sink": ("""
  %a = scf.if %c -> (i32) { %l = memref.load %m[%i0] : memref<8xi32>
    scf.yield %l : i32 } else { scf.yield %c0 : i32 }
  %t = arith.muli %a, %n : i32
  %b = scf.if %c -> (i32) { memref.store %t, %m[%i1] : memref<8xi32>
    scf.yield %a : i32 } else { scf.yield %a : i32 }
  memref.store %b, %m[%i2] : memref<8xi32>
""", 1),
    # two `arith.cmpi`s of the same operands are one condition; the op between that
    # does not read the first if moves before it
    "same_op": ("""
  %d = arith.cmpi sgt, %n, %c0 : i32
  scf.if %c { memref.store %n, %m[%i0] : memref<8xi32> }
  %u = arith.addi %n, %n : i32
  scf.if %d { memref.store %u, %m[%i1] : memref<8xi32> }
""", 1),
    # the first if cannot absorb the second (%t is read after it) until the second has
    # absorbed the third: then it tries again
    "chain": ("""
  %a = scf.if %c -> (i32) { %l = memref.load %m[%i0] : memref<8xi32>
    scf.yield %l : i32 } else { scf.yield %c0 : i32 }
  %t = arith.muli %a, %n : i32
  %b = scf.if %c -> (i32) { %l = memref.load %m[%i1] : memref<8xi32>
    scf.yield %l : i32 } else { scf.yield %c0 : i32 }
  %u = arith.subi %b, %t : i32
  scf.if %c { memref.store %u, %m[%i2] : memref<8xi32> }
""", 1),
    # a store between: no combine
    "store_between": ("""
  scf.if %c { memref.store %n, %m[%i0] : memref<8xi32> }
  memref.store %c0, %m[%i1] : memref<8xi32>
  scf.if %c { %l = memref.load %m[%i1] : memref<8xi32>
    memref.store %l, %m[%i2] : memref<8xi32> }
""", 2),
    # a value computed from the first if read after the second: no combine
    "read_after": ("""
  %a = scf.if %c -> (i32) { scf.yield %n : i32 } else { scf.yield %c0 : i32 }
  %t = arith.addi %a, %n : i32
  scf.if %c { memref.store %n, %m[%i0] : memref<8xi32> }
  memref.store %t, %m[%i1] : memref<8xi32>
""", 2),
    # the else arm reads the first if's result; three ifs become one
    "else_arms": ("""
  %a = scf.if %c -> (i32) { scf.yield %n : i32 } else { scf.yield %c0 : i32 }
  %b = scf.if %c -> (i32) { scf.yield %c0 : i32 } else { %e = arith.subi %a, %n : i32
    scf.yield %e : i32 }
  scf.if %c { memref.store %b, %m[%i0] : memref<8xi32> } else { memref.store %a, %m[%i1] : memref<8xi32> }
  memref.store %b, %m[%i2] : memref<8xi32>
""", 1),
    # different conditions: no combine; the constants become the condition
    "constants": ("""
  %z = arith.cmpi slt, %n, %c0 : i32
  scf.if %c { %t = arith.constant true
    %v = arith.extui %t : i1 to i32
    memref.store %v, %m[%i0] : memref<8xi32> } else { %f = arith.constant false
    %v = arith.extui %f : i1 to i32
    memref.store %v, %m[%i1] : memref<8xi32> }
  scf.if %z { memref.store %n, %m[%i2] : memref<8xi32> }
""", 2),
}


def _module(body: str) -> ModuleOp:
    ids = "".join(f"  %i{k} = arith.constant {k} : index\n" for k in range(3))
    return parse_module(make_context(), SourceMap("k.mlir", HEAD + ids + body + "  func.return\n}\n"))


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_combined_ifs_compute_the_same(name: str) -> None:
    body, ifs = KERNELS[name]
    before = _module(body)
    after = _module(body)
    combine_ifs(after)
    n = conditions_in_arms(after)
    verify_module(after)
    assert sum(isinstance(op, scf.IfOp) for op in after.walk()) == ifs, after
    if name == "constants":
        assert n == 2 and "arith.constant true" not in str(after) and "arith.constant false" not in str(after)
    for value in (5, -3, 0):
        raw = [[1, 2, 3, 4, 5, 6, 7, 8], value]
        outs = [
            run_spmd(m, next(iter(m.ops)), copy.deepcopy(raw), width=4, threads=4)  # pyright: ignore[reportArgumentType]
            for m in (before, after)
        ]
        assert outs[0]["memrefs"] == outs[1]["memrefs"], (name, value, str(after))
