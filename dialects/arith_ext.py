"""`arith` as MLIR has it, for the ops xDSL 0.74 lacks: `arith.remf` (LLVM's `frem`,
C's `fmod`: the remainder of truncating division, with the dividend's sign; a zero
divisor or an infinite dividend gives NaN, never a fault).  `ARITH` is xDSL's `arith`
dialect plus these ops; the project's contexts register it in place of xDSL's
(`tools/frontend.py`), as they do with `gpu`."""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.ir import Dialect
from xdsl.irdl import irdl_op_definition, traits_def
from xdsl.traits import Pure


@irdl_op_definition
class RemFOp(arith.FloatingPointLikeBinaryOperation):
    """`%r = arith.remf %a, %b : f32`: IEEE `fmod` (MLIR's `arith.remf`)."""

    name = "arith.remf"

    traits = traits_def(Pure())


ARITH = Dialect("arith", [*arith.Arith.operations, RemFOp], list(arith.Arith.attributes))
"""xDSL's `arith` with `arith.remf`."""
