"""The `lockstep` machine's target: `TargetDesc` (its timing and energy parameters) and
`#lockstep.target<...>` (`TargetAttr`), the module attribute `TARGET_ATTR` that
`convert-simd-to-lockstep` writes and the cost model (`interpreters/cost.py`) reads.
Part of the `lockstep` dialect (`lockstep.py` registers the attribute and re-exports
these names)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from xdsl.dialects.builtin import FloatData, IntAttr
from xdsl.ir import Attribute, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class TargetDesc:
    """The machine's parameters: timing and energy (arbitrary but fixed units).

    The single declaration of the target: `#lockstep.target<...>` has one parameter
    per field, `convert-simd-to-lockstep` one option per field, and
    `interpreters/cost.py` reads them; a new machine cost is one field here (its type,
    default and lower bound in `metadata`) plus its use in the cost model.

    W is not a parameter: the program's vector types are its single source (the
    pass refuses a program of two widths), so the target cannot disagree with them.

    Defaults (seed 000/001): an in-order pipeline issues one instruction per cycle on
    every unit (`cycles_<unit>` issue cycles per instruction); a taken branch costs
    `taken_branch_penalty` more cycles (pipeline refill, seed 001's "hit of pipeline
    flush").  Energy follows seed 000: a scalar op takes the same time as a vector op
    but a fraction of its energy — each instruction pays `e_issue`, each ALU lane
    that computes pays `e_lane`, each register read/write pays per lane of the
    register (`e_reg_vector` per vector lane, `e_reg_scalar` per scalar,
    `e_reg_mask` per mask register), and each element moved to or from memory pays
    `e_mem`.
    """

    taken_branch_penalty: int = field(default=3, metadata={"min": 0})
    cycles_vector: int = field(default=1, metadata={"min": 1})
    cycles_scalar: int = field(default=1, metadata={"min": 1})
    cycles_mask: int = field(default=1, metadata={"min": 1})
    cycles_branch: int = field(default=1, metadata={"min": 1})
    e_issue: float = field(default=1.0, metadata={"min": 0.0})
    e_lane: float = field(default=1.0, metadata={"min": 0.0})
    e_reg_scalar: float = field(default=0.25, metadata={"min": 0.0})
    e_reg_vector: float = field(default=0.25, metadata={"min": 0.0})
    e_reg_mask: float = field(default=0.1, metadata={"min": 0.0})
    e_mem: float = field(default=4.0, metadata={"min": 0.0})
    permute_latency: int = field(default=2, metadata={"min": 0})
    """Cycles a cross-lane permute (`vshuffle`, `vpermute`; each of the log2 W steps of
    a `vscan`) stalls after its issue: lanes cross the register file (AMD: a DPP
    instruction's wait states; `ds_bpermute` goes through the LDS crossbar)."""

    def to_attr(self) -> TargetAttr:
        return TargetAttr.from_desc(self)

    @staticmethod
    def from_attr(attr: Attribute | None) -> TargetDesc:
        """The target of `lockstep.target` (the defaults when there is none)."""
        if attr is None:
            return TargetDesc()
        if not isinstance(attr, TargetAttr):
            raise VerifyException(
                f"{TARGET_ATTR}: expected a #lockstep.target<...> attribute, found {attr}"
            )
        return attr.desc


TARGET_ATTR = "lockstep.target"
"""The module attribute holding the machine's `#lockstep.target<...>`."""

TARGET_FIELDS = fields(TargetDesc)
_TARGET_INT = {f.name for f in TARGET_FIELDS if f.type in (int, "int")}


def check_target_value(name: str, value: int | float) -> str | None:
    """Why `value` is not a valid `name` of the target, "expected ..., found ..."
    (None when it is)."""
    bound = next(f.metadata["min"] for f in TARGET_FIELDS if f.name == name)
    if name in _TARGET_INT:
        if not isinstance(value, int) or isinstance(value, bool) or value < bound:
            return f"expected an integer >= {bound}, found {value}"
    elif not math.isfinite(value) or value < bound:
        return f"expected a finite number >= {bound}, found {value}"
    return None


_A = TypeVar("_A", bound=ParametrizedAttribute)


def _target_parameters(cls: type[_A]) -> type[_A]:
    """One parameter per `TargetDesc` field (an int or a float; `verify` checks which)."""
    for f in TARGET_FIELDS:
        cls.__annotations__[f.name] = "IntAttr | FloatData"
    return cls


@irdl_attr_definition
@_target_parameters
class TargetAttr(ParametrizedAttribute):
    """The machine target, one parameter per `TargetDesc` field (missing ones take
    their defaults when parsed, all are printed):
    `#lockstep.target<taken_branch_penalty = 3, cycles_vector = 1, ..., e_mem = 4.0>`."""

    name = "lockstep.target"

    @staticmethod
    def from_desc(desc: TargetDesc) -> TargetAttr:
        values = [getattr(desc, f.name) for f in TARGET_FIELDS]
        return TargetAttr(*(_number_attr(f.name, v) for f, v in zip(TARGET_FIELDS, values, strict=True)))

    def value(self, name: str) -> int | float:
        attr = getattr(self, name)
        assert isinstance(attr, IntAttr | FloatData)
        return attr.data

    @property
    def desc(self) -> TargetDesc:
        values: dict[str, Any] = {f.name: self.value(f.name) for f in TARGET_FIELDS}
        return TargetDesc(**values)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        values: dict[str, Attribute] = {}

        def parse_entry() -> None:
            pos = parser.pos
            key = parser.parse_identifier(" a target parameter name")
            if key not in {f.name for f in TARGET_FIELDS}:
                known = ", ".join(f.name for f in TARGET_FIELDS)
                parser.raise_error(f"unknown target parameter '{key}'; expected one of {known}", pos, parser.pos)
            if key in values:
                parser.raise_error(f"target parameter '{key}' given twice", pos, parser.pos)
            parser.parse_punctuation("=")
            values[key] = _number_attr(key, parser.parse_number())

        parser.parse_comma_separated_list(parser.Delimiter.ANGLE, parse_entry)
        return [values[f.name] if f.name in values else _number_attr(f.name, f.default) for f in TARGET_FIELDS]

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_list(
                TARGET_FIELDS, lambda f: printer.print_string(f"{f.name} = {self.value(f.name)!r}")
            )

    def verify(self) -> None:
        for f in TARGET_FIELDS:
            problem = check_target_value(f.name, self.value(f.name))
            if problem is not None:
                raise VerifyException(f"#{self.name}: {f.name}: {problem}")


def _number_attr(name: str, value: object) -> IntAttr | FloatData:
    """A target value as its parameter: a float field keeps an integer as a float, an
    integer field keeps a float as it is (for `verify` to name it)."""
    assert isinstance(value, int | float)
    if name not in _TARGET_INT:
        return FloatData(float(value))
    return IntAttr(value) if isinstance(value, int) else FloatData(value)
