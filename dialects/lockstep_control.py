"""The `lockstep` dialect's control ops (part of `lockstep.py`, which re-exports them):
the `exec` register's ops (`exec_save`, `exec_and`, `exec_not`, `exec_restore`: AMD's
`s_mov_b64`/`s_and_b64`/`s_not_b64` on exec; fused, `exec_and_save` and `exec_set`:
`s_and_saveexec_b64`, `s_and_b64 exec, s, m`), `skip_execz` (jump over a region when exec
is empty, `s_cbranch_execz`), the mask branches `if_any`/`if_all` (`s_cbranch_vccz`,
branch-if-all) and their `yield`."""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IntegerAttr, UnitAttr, VectorType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator, MemoryReadEffect, MemoryWriteEffect, Pure
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects import vector_unit as vu


@irdl_custom_directive
class ExecWidth(CustomDirective):
    """The `width` property printed as the exec register's type, `vector<4xi1>`."""

    width: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        pos = parser.pos
        width = vu.vector_width(parser.parse_type())
        if width is None:
            parser.raise_error("expected a vector type", pos, parser.pos)
        self.width.set(state, IntegerAttr(width, 32))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        attr = self.width.get(op)
        assert isinstance(attr, IntegerAttr)
        printer.print_attribute(vu.mask_type(attr.value.data))


# --------------------------------------------------------------------------- exec


class ExecOp(IRDLOperation, abc.ABC):
    """Scalar-unit op on the exec register; the type names W."""

    def exec_type(self) -> Attribute:
        """The mask type of the exec register this op reads or writes (names W): the
        type of its one operand or result."""
        return (self.operands or self.results)[0].type

    def verify_(self) -> None:
        vu.check_vector(self.exec_type(), "exec", mask=True)


@irdl_op_definition
class ExecSaveOp(ExecOp):
    """Copy exec into a mask register (AMD `s_mov_b64 s0, exec`):
    `%s = lockstep.exec_save : vector<4xi1>`."""

    name = "lockstep.exec_save"
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, width: int):
        super().__init__(result_types=[vu.mask_type(width)])


@irdl_op_definition
class ExecAndOp(ExecOp):
    """exec = exec & m, or exec & ~m with `not` (AMD `s_and_b64 exec, vcc, exec`,
    `s_andn2_b64`): `lockstep.exec_and %m : vector<4xi1>`."""

    name = "lockstep.exec_and"
    mask = operand_def(VectorType)
    negated = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "(`not` $negated^)? $mask attr-dict `:` type($mask)"

    def __init__(self, mask: SSAValue | Operation, negated: bool = False):
        super().__init__(operands=[mask], properties=vu.mask_props(negated))


@irdl_op_definition
class ExecNotOp(ExecOp):
    """exec = ~exec (AMD `s_not_b64 exec, exec`, the else of an if):
    `lockstep.exec_not : vector<4xi1>`."""

    name = "lockstep.exec_not"
    width = prop_def(IntegerAttr)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = (ExecWidth,)
    assembly_format = "attr-dict `:` custom<ExecWidth>($width)"

    def __init__(self, width: int):
        super().__init__(properties={"width": IntegerAttr(width, 32)})

    def exec_type(self) -> Attribute:
        return vu.mask_type(self.width.value.data)


@irdl_op_definition
class ExecRestoreOp(ExecOp):
    """exec = a saved mask (AMD `s_mov_b64 exec, s0`):
    `lockstep.exec_restore %s : vector<4xi1>`."""

    name = "lockstep.exec_restore"
    saved = operand_def(VectorType)
    traits = traits_def(MemoryWriteEffect())
    assembly_format = "$saved attr-dict `:` type($saved)"

    def __init__(self, saved: SSAValue | Operation):
        super().__init__(operands=[saved])


@irdl_op_definition
class ExecAndSaveOp(ExecOp):
    """Save exec into a mask register and and a mask into it, one scalar-unit
    instruction (AMD `s_and_saveexec_b64 s, m`; with `not`, exec & ~m,
    `s_andn1_saveexec_b64`): `%s = lockstep.exec_and_save %m : vector<4xi1>` is
    `%s = lockstep.exec_save` then `lockstep.exec_and %m`."""

    name = "lockstep.exec_and_save"
    # one mask type for operand and result (ExecOp checks it is one)
    T: ClassVar = vu.vector_var()
    mask = operand_def(T)
    negated = opt_prop_def(UnitAttr)
    result = result_def(T)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "(`not` $negated^)? $mask attr-dict `:` type($mask)"

    def __init__(self, mask: SSAValue | Operation, negated: bool = False):
        mask = SSAValue.get(mask)
        super().__init__(operands=[mask], result_types=[mask.type], properties=vu.mask_props(negated))


@irdl_op_definition
class ExecSetOp(ExecOp):
    """exec = s & m, or s & ~m with `not`, from two mask registers without reading
    exec, one scalar-unit instruction (AMD `s_and_b64 exec, s, m`, `s_andn2_b64 exec,
    s, m`): a restore fused with the next group's save and and, and the else of an if
    (`exec_not` then `exec_and %s`, when exec was s & p) as s & ~p.
    `lockstep.exec_set %s and not %p : vector<4xi1>`."""

    name = "lockstep.exec_set"
    T: ClassVar = vu.vector_var()
    saved = operand_def(T)
    mask = operand_def(T)
    negated = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryWriteEffect())
    assembly_format = "$saved `and` (`not` $negated^)? $mask attr-dict `:` type($mask)"

    def __init__(self, saved: SSAValue | Operation, mask: SSAValue | Operation, negated: bool = False):
        super().__init__(operands=[saved, mask], properties=vu.mask_props(negated))


# --------------------------------------------------------------------------- branches


@irdl_op_definition
class YieldOp(IRDLOperation):
    """Ends the region of a lockstep branch op and gives its results:
    `lockstep.yield %v : vector<4xi32>`."""

    name = "lockstep.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($values^ `:` type($values))?"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])


def _check_region_yield(op: Operation, region: Region, what: str) -> None:
    if len(region.blocks) != 1:
        raise VerifyException(f"{what}: expected one block, found {len(region.blocks)}")
    block = region.block
    if block.args:
        raise VerifyException(f"{what}: the block takes no arguments")
    last = block.last_op
    if not isinstance(last, YieldOp):
        raise VerifyException(f"{what}: expected a lockstep.yield terminator")
    found = [v.type for v in last.values]
    expected = [r.type for r in op.results]
    if found != expected:
        raise VerifyException(
            f"{what}: yields ({', '.join(map(str, found))}) but the op returns "
            f"({', '.join(map(str, expected))})"
        )


@irdl_op_definition
class SkipExeczOp(IRDLOperation):
    """Run the region unless exec is empty; when it is, branch over it (AMD
    `s_cbranch_execz`, a taken branch) and the results are poison:
    `%r = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) { ... lockstep.yield %t : vector<4xi32> }`."""

    name = "lockstep.skip_execz"
    width = prop_def(IntegerAttr)
    res = var_result_def()
    body = region_def("single_block")
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    custom_directives = (ExecWidth,)
    assembly_format = (
        "`:` custom<ExecWidth>($width) (`->` `(` type($res)^ `)`)? $body attr-dict-with-keyword"
    )

    def __init__(self, width: int, result_types: Sequence[Attribute], body: Region):
        super().__init__(
            result_types=[result_types],
            regions=[body],
            properties={"width": IntegerAttr(width, 32)},
        )

    def verify_(self) -> None:
        vu.check_vector(vu.mask_type(self.width.value.data), "exec", mask=True)
        _check_region_yield(self, self.body, "body")


class MaskBranchOp(IRDLOperation, abc.ABC):
    """`%r = lockstep.if_any %p : vector<4xi1> -> (T) { then } else { else }`."""

    pred = operand_def(VectorType)
    res = var_result_def()
    then_region = region_def("single_block")
    else_region = region_def("single_block")
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = (
        "$pred `:` type($pred) (`->` `(` type($res)^ `)`)? $then_region `else` $else_region "
        "attr-dict-with-keyword"
    )

    def __init__(
        self,
        pred: SSAValue | Operation,
        result_types: Sequence[Attribute],
        then_region: Region,
        else_region: Region,
    ):
        super().__init__(
            operands=[pred],
            result_types=[result_types],
            regions=[then_region, else_region],
        )

    def verify_(self) -> None:
        vu.check_vector(self.pred.type, "predicate", mask=True)
        _check_region_yield(self, self.then_region, "then region")
        _check_region_yield(self, self.else_region, "else region")


@irdl_op_definition
class IfAnyOp(MaskBranchOp):
    """Branch-if-none on a mask register (AMD `s_cbranch_vccz`, Nyuzi's
    short-circuit on an empty mask): the then region runs when some lane is set.
    `%r = lockstep.if_any %p : vector<4xi1> -> (vector<4xi32>) {...} else {...}`."""

    name = "lockstep.if_any"


@irdl_op_definition
class IfAllOp(MaskBranchOp):
    """Branch-if-all on a mask register: the then region runs when every lane is set
    (the all-active fast path).
    `%r = lockstep.if_all %p : vector<4xi1> -> (vector<4xi32>) {...} else {...}`."""

    name = "lockstep.if_all"


def new_region(ops: Sequence[Operation] = ()) -> Region:
    """A one-block region holding `ops`."""
    return Region(Block(ops))
