"""The declarative syntax pieces of the vector unit's ops: `MASK_FORMAT`, the `Ident`
directive for bare predicate and kind names, `LanesOf`/`ElementOf` so the mask, index
and element types are inferred from the printed vector type and never printed."""


from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any

from xdsl.dialects.builtin import (
    StringAttr,
    VectorType,
)
from xdsl.ir import Attribute
from xdsl.irdl import (
    AttrConstraint,
    IRDLOperation,
    VarConstraint,
    base,
)
from xdsl.irdl.constraints import InferenceContext, VerificationContext
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from simdopt.dialects.vector_unit.vector_types import vector_of

# --------------------------------------------------------------------------- syntax


@dataclass(frozen=True)
class LanesOf(AttrConstraint):
    """Accepts any type (the op's `verify_` says what is wrong, with its own message);
    in the assembly format, inferred as the vector type bound to `var`, with its
    element replaced by `element` when given (a mask, an address vector)."""

    var: str
    element: Attribute | None = None

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        return

    def mapping_type_vars(self, type_var_mapping: Any) -> LanesOf:
        return self

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return self.var in var_constraint_names

    def infer(self, context: InferenceContext) -> Attribute:
        t = context.get_variable(self.var)
        assert isinstance(t, VectorType)
        return t if self.element is None else vector_of(self.element, t.get_shape())


@dataclass(frozen=True)
class ElementOf(LanesOf):
    """Inferred as the element type of the vector type bound to `var`."""

    def infer(self, context: InferenceContext) -> Attribute:
        t = context.get_variable(self.var)
        assert isinstance(t, VectorType)
        return t.get_element_type()


@irdl_custom_directive
class Ident(CustomDirective):
    """A string property printed as a bare identifier (`sgt`, `add`); the op's
    verifier checks the name, so the generic form keeps `<{predicate = "sgt"}>`."""

    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.value.set(state, StringAttr(parser.parse_identifier()))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        attr = self.value.get(op)
        assert isinstance(attr, StringAttr)
        printer.print_string(attr.data)


def vector_var() -> VarConstraint[VectorType]:
    """`T`, the op's vector type as printed after the colon."""
    return VarConstraint("T", base(VectorType))


MASK_FORMAT = "(`mask` `(` (`not` $negated^)? $mask^ `)`)?"
