"""The `simd` entries of the divergence behaviour table are derived from the op classes
(`dialects/traits.py`'s `simd_behaviour`): every op gets the class it always had, and a
new op class gets its entry from what it is, without a table edit."""

from __future__ import annotations

import re
from pathlib import Path
from typing import ClassVar

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import VectorType, i32
from xdsl.irdl import irdl_op_definition, result_def, traits_def
from xdsl.traits import MemoryWriteEffect, Pure

from simdopt.dialects import simd
from simdopt.dialects.traits import Behaviour, behaviour, simd_behaviour
from simdopt.dialects.vector_unit import LaneFacts

B = Behaviour
EXPECTED = {
    **{op.name: B.FOLLOWS for op in simd.ELEMENTWISE_OPS},
    "simd.vcmp": B.FOLLOWS, "simd.pnot": B.FOLLOWS, "simd.pand": B.FOLLOWS,
    "simd.por": B.FOLLOWS, "simd.gather": B.FOLLOWS,
    "simd.s2vb": B.UNIFORM, "simd.v2s": B.UNIFORM, "simd.any": B.UNIFORM,
    "simd.all": B.UNIFORM, "simd.readfirstlane": B.UNIFORM, "simd.group_reduce": B.UNIFORM,
    "simd.thread_id": B.SOURCE, "simd.lane_id": B.SOURCE, "simd.vload": B.SOURCE,
    "simd.s2v": B.RULE, "simd.vphi": B.RULE,
    "simd.scatter": B.NO_RESULTS, "simd.vstore": B.NO_RESULTS,
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_simd_op_is_derived(name: str) -> None:
    (op,) = [op for op in simd.SIMD.operations if op.name == name]
    assert simd_behaviour(op) is EXPECTED[name]


def test_no_simd_op_is_written_in_the_table() -> None:
    from simdopt.dialects import traits

    assert not re.search(r'"simd\.\w+":', Path(traits.__file__).read_text())


@irdl_op_definition
class _VAbsDiffOp(simd.VBinaryOp):
    """A new elementwise op: lane-wise, so it follows its operands."""

    name = "simd.vabsdiff_test"
    traits = traits_def(Pure())
    FACTS: ClassVar[LaneFacts] = LaneFacts("absdiff", arith.SubiOp)


@irdl_op_definition
class _LaneCounterOp(simd.IRDLOperation):
    """A new op without operands that is no constant: a per-thread source."""

    name = "simd.lane_counter_test"
    result = result_def(i32)
    traits = traits_def(Pure())


@irdl_op_definition
class _AtomicIncOp(simd.IRDLOperation):
    """A new op that writes memory and returns a value (an atomic's old value)."""

    name = "simd.atomic_inc_test"
    result = result_def(i32)
    traits = traits_def(MemoryWriteEffect())


@irdl_op_definition
class _ExplicitOp(simd.IRDLOperation):
    name = "simd.explicit_test"
    result = result_def(i32)
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.UNIFORM


@pytest.mark.parametrize(
    ("op", "expected"),
    [(_VAbsDiffOp, B.FOLLOWS), (_LaneCounterOp, B.SOURCE), (_AtomicIncOp, B.SOURCE),
     (_ExplicitOp, B.UNIFORM)],  # fmt: skip
)
def test_new_op_class_gets_its_entry(op: type[simd.IRDLOperation], expected: Behaviour) -> None:
    assert simd_behaviour(op) is expected


def test_behaviour_of_an_op_instance() -> None:
    x = arith.ConstantOp.from_int_and_width(1, 32)
    assert behaviour(simd.S2VBOp(x.result, VectorType(i32, [4]))) is B.UNIFORM
    assert behaviour(simd.ThreadIdOp(), strict=True) is B.SOURCE
