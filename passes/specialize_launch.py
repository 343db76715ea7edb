"""`specialize-launch`: compile a kernel for its launch, as GPU runtimes and Triton do.

    specialize-launch{block=16,16 divisible="2:4,3:4" equal="4:1" kernel=""}

* `block=X[,Y[,Z]]`: the launch's block size, declared as `gpu.known_block_size`
  (a `gpu.func`'s `known_block_size` property), as OpenCL's `reqd_work_group_size` or
  CUDA's launch bounds would: `spmd-vectorize` then builds the row form (y/z ids
  scalars) when X is a multiple of W and the lane form otherwise, with no run-time test
  (the host chose the variant: `rows-version`'s per-subgroup `block_dim x mod W` test is
  gone), and rule 8 of the divergence analysis reads the sizes as constants.
* `divisible="I:N,..."`: argument #I is a multiple of N (a power of two >= 2), the
  argument attribute `simd.divisible_by = N` (`ir/launch_facts.py`); rule 8
  (`passes/analysis/alignment.py`) gives the argument alignment N, so `x < w` with x a
  subgroup's run of W consecutive ids from a multiple of W and w a multiple of W is
  uniform (tile_transpose16's bounds test with w = 20 at W = 4).
* `equal="I:C,..."`: argument #I is C (Triton's `== 1`), the attribute
  `simd.equal_to = C`; its uses read an `arith.constant C` instead, so folding and
  every analysis see the value.

`kernel`: the function to specialize (default: the module's first function with a
body, the one `simd-run` launches).  Facts are only for scalar integer arguments that
are not `{simd.divergent}`; a fact that contradicts one already recorded fails the pass.

Soundness: the facts are visible in the IR (printed and parsed back with the
arguments), and every launch checks them before it runs (`ir/launch_facts.
launch_violation`, through `interpreters/arguments.check_launch_facts`; the block
through `check_known_sizes`): a launch that breaks one is refused with the fact and the
value named, never run with a wrong assumption.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DictionaryAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass

from simdopt.dialects import gpu
from simdopt.ir.diagnostics import fail_at
from simdopt.ir.launch_facts import (
    DIVISIBLE_BY,
    EQUAL_TO,
    arg_facts,
    problems,
    triton_facts,
)

PASS = "specialize-launch"
Kernel = func.FuncOp | gpu.FuncOp


def _pairs(op: Operation, what: str, text: str) -> list[tuple[int, int]]:
    """`"I:V,I:V"` as pairs of integers."""
    out: list[tuple[int, int]] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        i, sep, v = part.partition(":")
        try:
            if not sep:
                raise ValueError
            out.append((int(i), int(v)))
        except ValueError:
            fail_at(op, f"{PASS}: {what} must be \"ARG:VALUE,...\", got {text!r}")
    return out


def _entry(module: builtin.ModuleOp, name: str) -> Kernel:
    for op in module.walk():
        if isinstance(op, Kernel) and op.body.blocks and (not name or op.sym_name.data == name):
            return op
    fail_at(module, f"{PASS}: no function {name!r} with a body" if name else f"{PASS}: no function with a body")


def _declare_block(fn: Kernel, sizes: tuple[int, ...]) -> None:
    if not 1 <= len(sizes) <= 3 or min(sizes) < 1:
        fail_at(fn, f"{PASS}: block must be 1 to 3 positive sizes X[,Y[,Z]], got {','.join(map(str, sizes))}")
    full = DenseArrayBase.from_list(i32, (*sizes, 1, 1)[:3])
    if isinstance(fn, gpu.FuncOp):
        old = fn.properties.get("known_block_size")
        key = "known_block_size"
    else:
        old = fn.attributes.get("gpu.known_block_size")
        key = "gpu.known_block_size"
    if old is not None and old != full:
        fail_at(fn, f"{PASS}: the kernel declares block size {old}, block says {full}")
    if isinstance(fn, gpu.FuncOp):
        fn.properties[key] = full
    else:
        fn.attributes[key] = full


def _set(fn: Kernel, i: int, key: str, value: int) -> None:
    n = len(fn.function_type.inputs.data)
    if not 0 <= i < n:
        fail_at(fn, f"{PASS}: argument #{i} out of range ('{fn.sym_name.data}' takes {n})")
    dicts = list(fn.arg_attrs.data) if fn.arg_attrs is not None else [DictionaryAttr({}) for _ in range(n)]
    d: dict[str, Attribute] = dict(dicts[i].data)
    old = d.get(key)
    if isinstance(old, IntegerAttr):
        prev = old.value.data
        if key == EQUAL_TO and prev != value:
            fail_at(fn, f"{PASS}: argument #{i} is already specialized {EQUAL_TO} {prev}, not {value}")
        value = max(value, prev)  # two powers of two: the larger implies both
    d[key] = IntegerAttr(value, i64)
    dicts[i] = DictionaryAttr(d)
    fn.arg_attrs = builtin.ArrayAttr(dicts)


def _fold_equal(fn: Kernel) -> None:
    """Uses of an argument known equal to C read `arith.constant C` instead."""
    block = fn.body.blocks.first
    assert block is not None
    for i, fact in sorted(arg_facts(fn).items()):
        arg = block.args[i]
        if fact.equal_to is None or not arg.uses:
            continue
        t = arg.type
        assert isinstance(t, IntegerType | IndexType)  # `problems` allows no other
        c = arith.ConstantOp(IntegerAttr(fact.equal_to, t))
        c.result.name_hint = arg.name_hint
        block.insert_op_before(c, block.first_op) if block.first_op else block.add_op(c)
        arg.replace_all_uses_with(c.result)


@dataclass(frozen=True)
class SpecializeLaunchPass(ModulePass):
    """Specialize a kernel for its launch: a known block size and facts about its
    scalar arguments (divisible by a power of two, equal to a constant), recorded in
    the IR and checked by the host at every launch."""

    name = "specialize-launch"

    block: tuple[int, ...] = ()
    """`block=X[,Y[,Z]]`: the block size every launch of the variant has."""
    divisible: str = ""
    """`divisible="I:N,..."`: argument #I is a multiple of N (a power of two >= 2)."""
    equal: str = ""
    """`equal="I:C,..."`: argument #I is C."""
    kernel: str = ""
    """The function to specialize (default: the first one with a body)."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        fn = _entry(op, self.kernel)
        if self.block:
            _declare_block(fn, self.block)
        for i, n in _pairs(fn, "divisible", self.divisible):
            if n < 2 or n & (n - 1):
                fail_at(fn, f"{PASS}: divisible: argument #{i}'s divisor must be a power of two >= 2, got {n}")
            _set(fn, i, DIVISIBLE_BY, n)
        for i, c in _pairs(fn, "equal", self.equal):
            _set(fn, i, EQUAL_TO, c)
        bad = problems(fn, list(fn.function_type.inputs.data))
        if bad:
            fail_at(fn, f"{PASS}: {bad[0]}")
        _fold_equal(fn)


def launch_pipeline(fn: Kernel, args: list[object], block: tuple[int, ...] | None, cap: int = 64) -> str:
    """The `specialize-launch{...}` of one launch, as a host keying its variants would
    ask for it (`launch_facts.triton_facts`: an argument equal to 1, or divisible by the
    largest power of two up to `cap` dividing it) with the launch's block."""
    facts = triton_facts(list(fn.function_type.inputs.data), args, cap)
    opts = [f"block={','.join(map(str, block))}"] if block else []
    div = ",".join(f"{i}:{f.divisible_by}" for i, f in sorted(facts.items()) if f.equal_to is None)
    eq = ",".join(f"{i}:{f.equal_to}" for i, f in sorted(facts.items()) if f.equal_to is not None)
    opts += [f'divisible="{div}"'] if div else []
    opts += [f'equal="{eq}"'] if eq else []
    return f"{PASS}{{{' '.join(opts)}}}"
