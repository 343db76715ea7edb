"""Folds of the `index_cast`s the vectorizer leaves around uniform offsets and counters.

`divergence-scalarize{placement=true}` runs them after `carry_as_vectors`: an `index`
add, sub or mul cast to i32 becomes the i32 op (`fold_narrowing_casts`), a cast of a
constant the constant (`fold_constant_casts`), `iN -> index -> iN` the value
(`fold_cast_round_trips`); each saves scalar instructions per run and `cse` merges the
constants with their twins.
"""

from __future__ import annotations

from xdsl.dialects import arith, func
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter


def fold_narrowing_casts(root: Operation) -> int:
    """`index_cast (addi/subi/muli %a, %b : index) : index to iN` -> the op on
    `index_cast %a` and `index_cast %b` in iN, when the cast is the op's only reader
    (the truncation to N bits commutes with a wrapping add, sub and mul): uniform mode
    computes a block offset such as `block_id * 16` in `index` and casts it to i32,
    with an `index` constant beside the i32 one naive mode uses; the casts of the
    operands are free and a constant one folds (`fold_constant_casts`, run after).
    Only when a constant operand has an iN twin in the function's entry block, which
    `cse` merges it with: otherwise the narrowing saves nothing and adds casts.  How
    many folded."""
    folded = 0
    work = [op for op in root.walk() if isinstance(op, arith.IndexCastOp)]
    while work:
        op = work.pop()
        if op.parent is None:
            continue
        inner = op.input.owner
        t = op.result.type
        if (
            isinstance(inner, arith.AddiOp | arith.SubiOp | arith.MuliOp)
            and isinstance(op.input.type, IndexType)
            and isinstance(t, IntegerType)
            and op.input.has_one_use()
            and _has_twin(inner, t)
        ):
            lhs, rhs = (arith.IndexCastOp(v, t) for v in (inner.lhs, inner.rhs))
            narrow = type(inner)(lhs.result, rhs.result)
            Rewriter.insert_op([lhs, rhs], InsertPoint.before(op))
            Rewriter.replace_op(op, narrow)
            Rewriter.erase_op(inner)
            work += (lhs, rhs)  # a chain narrows op by op
            folded += 1
    return folded


def _has_twin(op: Operation, t: IntegerType) -> bool:
    """An integer constant operand of `op`, or of the single-reader index adds, subs
    and muls it reads (the chain that narrows with it), whose value as a `t` constant
    is defined in the entry block of `op`'s function."""
    values: set[int] = set()
    chain = [op]
    while chain:
        for o in chain.pop().operands:
            if isinstance(o.owner, arith.ConstantOp) and isinstance(o.owner.value, IntegerAttr):
                values.add(o.owner.value.value.data)
            elif isinstance(o.owner, arith.AddiOp | arith.SubiOp | arith.MuliOp) and o.has_one_use():
                chain.append(o.owner)
    fn = op.parent_op()
    while fn is not None and not isinstance(fn, func.FuncOp):
        fn = fn.parent_op()
    if not values or fn is None:
        return False
    return any(
        isinstance(c, arith.ConstantOp)
        and c.result.type == t
        and isinstance(c.value, IntegerAttr)
        and c.value.value.data in values
        for c in fn.body.block.ops
    )


def fold_constant_casts(root: Operation) -> int:
    """`arith.index_cast` of an integer constant -> the constant of the cast's type:
    the vectorizer builds index constants and casts them to i32 next to the same i32
    constant; a constant costs a scalar instruction per run, a cast of one is still
    one, and as an i32 constant `cse` merges it with its twin.  How many folded."""
    folded = 0
    for op in list(root.walk()):
        if not isinstance(op, arith.IndexCastOp):
            continue
        src = op.input.owner
        t = op.result.type
        if isinstance(src, arith.ConstantOp) and isinstance(src.value, IntegerAttr) and isinstance(t, IntegerType | IndexType):
            value = src.value.value.data
            if isinstance(t, IntegerType) and not -(2 ** (t.width.data - 1)) <= value < 2**t.width.data:
                continue
            Rewriter.replace_op(op, arith.ConstantOp(IntegerAttr(value, t)))
            folded += 1
    return folded


def fold_cast_round_trips(root: Operation) -> int:
    """`index_cast (index_cast %x : iN to index) : index to iN` -> `%x` (N <= 64: the
    sign extension to index and the truncation back give `%x` again): the vectorizer
    casts a loop counter to index for an address and back for arithmetic, two scalar
    instructions per iteration.  How many folded."""
    folded = 0
    for op in list(root.walk()):
        if not isinstance(op, arith.IndexCastOp) or op.parent is None:
            continue
        inner = op.input.owner
        t = op.result.type
        if (
            isinstance(inner, arith.IndexCastOp)
            and isinstance(op.input.type, IndexType)
            and isinstance(t, IntegerType)
            and t.width.data <= 64
            and inner.input.type == t
        ):
            op.result.replace_all_uses_with(inner.input)
            Rewriter.erase_op(op)
            if not inner.result.uses:
                Rewriter.erase_op(inner)
            folded += 1
    return folded
