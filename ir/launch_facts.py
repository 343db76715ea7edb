"""Launch facts: what a kernel specialized for its launch (`passes/specialize_launch.py`)
assumes of its scalar arguments, and the host's check that a launch satisfies them.

A GPU runtime compiles a kernel per launch configuration (CUDA's launch bounds,
OpenCL's `reqd_work_group_size`); Triton also specializes on each integer argument
being divisible by 16 or equal to 1 and picks the compiled variant at launch.  Here
the facts are attributes of the kernel's arguments, printed with them and so
round-tripped by the parser:

    func.func @k(%in: memref<?xf32>, %w: i32 {simd.divisible_by = 4 : i64},
                 %one: i32 {simd.equal_to = 1 : i64})

* `simd.divisible_by = N` (N a power of two, >= 2): the argument's value is a multiple
  of N (in two's complement a multiple of a power of two is one signed and unsigned);
* `simd.equal_to = C`: the argument's value is C (wrapped to the argument's width).

Only scalar integer (and index) arguments carry facts, and not a `{simd.divergent}`
one (one value per thread).  The block size is the existing `gpu.known_block_size`,
which the launch checks already (`interpreters/arguments.check_known_sizes`).

Soundness: the divergence analysis (rule 8, `passes/analysis/alignment.py`) and the
passes after it trust the facts, so a launch whose arguments break them would compute
wrong results; `launch_violation` is the host's check (`simd-run`, the SPMD executor,
the vectorized launch and the jit refuse such a launch before running anything).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
)
from xdsl.ir import Attribute, BlockArgument, Operation

DIVISIBLE_BY = "simd.divisible_by"
EQUAL_TO = "simd.equal_to"
_DIVERGENT = "simd.divergent"


@dataclass(frozen=True)
class ArgFact:
    """What a specialized kernel assumes of one scalar argument."""

    divisible_by: int = 1
    equal_to: int | None = None


def int_width(t: Attribute) -> int | None:
    """The bit width of a scalar integer type (index: 64); None for any other type."""
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, IntegerType):
        return t.width.data
    return None


def _arg_dicts(fn: Operation) -> list[DictionaryAttr] | None:
    attrs = getattr(fn, "arg_attrs", None)
    return list(attrs.data) if isinstance(attrs, ArrayAttr) else None  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]


def _int_attr(d: DictionaryAttr, key: str) -> int | None:
    a = d.data.get(key)
    return a.value.data if isinstance(a, IntegerAttr) else None  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]


def arg_facts(fn: Operation) -> dict[int, ArgFact]:
    """The facts of `fn`'s arguments, by position (only arguments that have some)."""
    out: dict[int, ArgFact] = {}
    for i, d in enumerate(_arg_dicts(fn) or ()):
        n, c = _int_attr(d, DIVISIBLE_BY), _int_attr(d, EQUAL_TO)
        if n is not None or c is not None:
            out[i] = ArgFact(n or 1, c)
    return out


def fact_of(v: BlockArgument) -> ArgFact | None:
    """The fact of a function's entry-block argument (None: none, or not one)."""
    fn = v.block.parent_op()
    region = v.block.parent
    if fn is None or region is None or region.blocks.first is not v.block or _arg_dicts(fn) is None:
        return None
    return arg_facts(fn).get(v.index)


def problems(fn: Operation, types: Sequence[Attribute]) -> list[str]:
    """Why the facts on `fn` (argument types `types`) are malformed (empty: well formed)."""
    out: list[str] = []
    dicts = _arg_dicts(fn) or []
    for i, d in enumerate(dicts):
        keys = [k for k in (DIVISIBLE_BY, EQUAL_TO) if k in d.data]
        if not keys:
            continue
        t = types[i] if i < len(types) else None
        bits = int_width(t) if t is not None else None
        if bits is None or bits == 1:
            out.append(f"argument #{i} ({t}) has {keys[0]}, but launch facts are for scalar integer arguments")
        if _DIVERGENT in d.data:
            out.append(f"argument #{i} is {_DIVERGENT} (one value per thread) and cannot carry {keys[0]}")
        for k in keys:
            if _int_attr(d, k) is None:
                out.append(f"argument #{i}: {k} must be an integer attribute, got {d.data[k]}")
        n = _int_attr(d, DIVISIBLE_BY)
        if n is not None and (n < 2 or n & (n - 1)):
            out.append(f"argument #{i}: {DIVISIBLE_BY} must be a power of two >= 2, got {n}")
        c = _int_attr(d, EQUAL_TO)
        if n is not None and c is not None and c % n:
            out.append(f"argument #{i}: {EQUAL_TO} = {c} is not a multiple of {DIVISIBLE_BY} = {n}")
    return out


def wrapped(value: int, bits: int) -> int:
    """`value` as the argument's two's-complement bit pattern (unsigned)."""
    return value % (1 << bits)


def launch_violation(fn: Operation, types: Sequence[Attribute], raw: Sequence[Any]) -> str | None:
    """Why the launch arguments `raw` (JSON values, the kernel's arguments in order)
    break a fact of `fn`, or None when they satisfy all (or `fn` has none)."""
    facts = arg_facts(fn)
    if not facts:
        return None
    name = getattr(getattr(fn, "sym_name", None), "data", "?")
    bad = problems(fn, types)
    if bad:
        return f"'{name}' has malformed launch facts: {bad[0]}"
    for i, f in sorted(facts.items()):
        if i >= len(raw):
            continue  # the argument count is checked with the arguments themselves
        v, bits = raw[i], int_width(types[i])
        if isinstance(v, bool):
            v = int(v)
        if not isinstance(v, int) or bits is None:
            return f"'{name}' was specialized on argument #{i} ({types[i]}), which is given {v!r}"
        if f.equal_to is not None and wrapped(v, bits) != wrapped(f.equal_to, bits):
            return (
                f"'{name}' was specialized for argument #{i} {EQUAL_TO} {f.equal_to}, but the "
                f"launch passes {v}: compile a variant for this launch (specialize-launch)"
            )
        if wrapped(v, bits) % f.divisible_by:
            return (
                f"'{name}' was specialized for argument #{i} {DIVISIBLE_BY} {f.divisible_by}, "
                f"but the launch passes {v}: compile a variant for this launch (specialize-launch)"
            )
    return None


def triton_facts(types: Sequence[Attribute], raw: Sequence[Any], cap: int = 64) -> dict[int, ArgFact]:
    """The facts a host would key a launch's variant on (Triton's rule, widened): per
    scalar integer argument, equal to 1 when it is 1, else divisible by the largest power
    of two up to `cap` that divides it (none when that is 1)."""
    out: dict[int, ArgFact] = {}
    for i, (t, v) in enumerate(zip(types, raw, strict=False)):
        bits = int_width(t)
        if bits is None or bits == 1 or isinstance(v, bool) or not isinstance(v, int):
            continue
        if v == 1:
            out[i] = ArgFact(1, 1)
            continue
        u = wrapped(v, bits)
        n = min(u & -u, cap) if u else cap
        if n >= 2:
            out[i] = ArgFact(n)
    return out
