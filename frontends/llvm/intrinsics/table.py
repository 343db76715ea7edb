"""The shape of a target's intrinsic table (see `intrinsics`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from llvmlite.binding import ValueRef
from xdsl.ir import SSAValue

from simdopt.frontends.llvm.layout import LType

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions


@dataclass
class Call:
    """A call to a declared function: its result is `inst` (named `name`, of type `rt`)."""

    inst: ValueRef
    callee: str
    args: list[ValueRef]
    rt: LType
    name: str | None


Handler = Callable[["Instructions", Call], "bool | None"]
ValueFn = Callable[["Instructions", list[SSAValue], "str | None"], SSAValue]
"""A call's result from its argument values (one lane's, for a vector call)."""


def lanewise(fn: ValueFn) -> Handler:
    """The handler that computes `fn` on a scalar call, or on each lane of a vector call
    (`llvm.umin.v4i16`: one scalar per lane, as vector instructions are; a scalar
    argument, such as `llvm.abs`'s i1 flag, is passed to every lane)."""

    def handler(fi: Instructions, c: Call) -> None:
        if c.rt.kind != "vector":
            fi.bind(c.inst, fn(fi, [fi.value(a) for a in c.args], c.name))
            return
        per = [fi.lanes(a) if fi.ltype(a.type).kind == "vector" else None for a in c.args]
        scalars = [fi.value(a) if p is None else None for a, p in zip(c.args, per, strict=True)]
        out: list[SSAValue] = []
        for i in range(c.rt.count):
            vals = [p[i] if p is not None else s for p, s in zip(per, scalars, strict=True)]
            out.append(fn(fi, vals, f"{c.name}.l{i}" if c.name else None))  # pyright: ignore[reportArgumentType]
        fi.env[c.inst] = out

    return handler


@dataclass
class Table:
    """One target's calls.  `key` maps a callee name to the name its table is keyed by
    (None: not this target's call); `intrinsics` marks `llvm.*` tables, whose unknown
    entries are unsupported intrinsics; `scalar_only` refuses vector results first."""

    key: Callable[[str], str | None]
    handlers: dict[str, Handler]
    intrinsics: bool = True
    scalar_only: bool = False
    prefixes: list[tuple[str, Handler]] = field(init=False)

    def __post_init__(self) -> None:
        found = [(k[:-1], h) for k, h in self.handlers.items() if k.endswith("*")]
        self.prefixes = sorted(found, key=lambda kh: -len(kh[0]))

    def lookup(self, key: str) -> Handler | None:
        got = self.handlers.get(key)
        if got is not None:
            return got
        return next((h for p, h in self.prefixes if key.startswith(p)), None)


def family(name: str, handler: Handler) -> dict[str, Handler]:
    """`name` and its overloads `name.<types>`."""
    return {name: handler, name + ".*": handler}
