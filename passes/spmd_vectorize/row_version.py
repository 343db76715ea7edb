"""Row versioning (`spmd-vectorize{mode=uniform}`): a kernel that reads a y/z id, with no
declared block size, is vectorized twice - in the row form and in the lane form of
`launch.py` - and the program picks one per subgroup at run time:

    %rows = block_dim x mod W == 0
    %r... = scf.if %rows { <row-form body> } else { <lane-form body> }
    func.return %r...

Why: in the lane form every id is a vector computed from lane i's linear id
`sg*W + i` (`linear div block_dim x`, `linear mod block_dim x`, ...), so the y/z ids
and all that follows from them are vectors even on the usual launches (a 16 x 16 block
at W = 4 or 8), where every subgroup lies in one x-row and they are the same on every
lane.  The row form makes them scalars, as it does for a declared block size.

Soundness.  The row form's precondition holds under the run-time test `%rows`: a
subgroup is W consecutive linear ids starting at a multiple of W (SPEC §4), so it lies
in one x-row when the row length block_dim x is a multiple of W (`interpreters/
launch.py`'s `check_rows` accepts the same launches, and also one-row blocks, for
programs marked `simd.subgroups_in_rows`).  Then the block size is a multiple of W
too, so the row clone has no tail mask (every subgroup is full), and each subgroup's
first x id, `sg*W mod block_dim x`, is a multiple of W.  The test reads only the block's
x size, which is the same for every subgroup of a block: all subgroups of a block run
the same version, hence the same sequence of `gpu.barrier`s.  The lane form is the
unchanged program, for every other launch (one-row blocks included: the test is two
scalar ops per subgroup, and one-row launches of a kernel reading y are rare).

Cost (why it is off by default; `kernel_pipeline_table.py --rows-version`, measured on
the corpus with scalar operands): the test costs every subgroup 3 scalar ops and a
branch (7 cycles when the lane arm, the taken one, runs), which the lane-form launches
(2-D blocks whose x size is not a multiple of W: every corpus launch at W = 32) pay
for nothing: 50 of the 70 (kernel, width, style) cases that cost more cycles than
naive+ds.  The other 20 run the row arm, which on the default machine is no cheaper
than the lane form (a scalar op costs the cycle of the vector op it replaces) and
dearer where the scalars meet masks: a uniform `i1` feeding mask algebra is a compare
and an `mbcast` where the lane form has one `vcmps`, and a uniform load or store under
a divergent mask runs under an `if_any` guard (a branch and its refill) where the lane
form has one masked vector op (block_sum16: 3 guards per reduction step).  A
`gpu.known_block_size` (no test) gives the same row form: `--declare-block` shows the
row arm's own cost.  Paying would take the test off the device (the launch choosing
the variant, as it checks `simd.subgroups_in_rows`) and a placement that weighs those
`mbcast`s and guards.

How: before the divergence analysis, the kernel is cloned into the module and the
clone is marked `simd.subgroups_in_rows` (the analysis' rule 7 then calls its y/z
thread ids uniform; `launch.in_rows` picks the row form) and `launch.WHOLE_ROWS` (no
tail mask); both are planned and
vectorized as usual, then `merge` moves both bodies into the arms of one `scf.if` in
the original function (their `func.return` becomes `scf.yield`) and erases the clone.
"""

from __future__ import annotations

from xdsl.dialects import arith, func, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, StringAttr, UnitAttr
from xdsl.ir import Block, Operation, Region, SSAValue

from simdopt.dialects import gpu
from simdopt.passes.spmd_vectorize.launch import (
    PER_LANE,
    ROWS_ATTR,
    WHOLE_ROWS,
    Kernel,
    in_rows,
    known_block_size,
    reads_rows,
)


def wants_rows_version(fn: Kernel, width: int) -> bool:
    """The lane form would be built for `fn` only because its block size is unknown."""
    return width > 1 and known_block_size(fn) is None and reads_rows(fn) and not in_rows(fn, width)


def rows_clone(fn: Kernel) -> Kernel:
    """A copy of `fn`, next to it in the module, marked for the row form."""
    clone = fn.clone()
    clone.attributes[ROWS_ATTR] = UnitAttr()
    clone.attributes[WHOLE_ROWS] = UnitAttr()
    clone.sym_name = StringAttr(f"{fn.sym_name.data}__rows")
    parent = fn.parent_block()
    assert parent is not None
    parent.insert_op_after(clone, fn)
    return clone


def _rows_test(width: int) -> tuple[list[Operation], SSAValue]:
    """`block_dim x mod W == 0` (index, scalar)."""
    idx = IndexType()
    bx = gpu.BlockDimOp("x")
    w = arith.ConstantOp(IntegerAttr(width, idx))
    zero = arith.ConstantOp(IntegerAttr(0, idx))
    rem = arith.RemUIOp(bx.results[0], w.result)
    rows = arith.CmpiOp(rem.result, zero.result, "eq")
    rows.result.name_hint = "rows"
    return [bx, w, zero, rem, rows], rows.result


def _arm(fn: Kernel, args: tuple[SSAValue, ...]) -> Region:
    """`fn`'s vectorized body as an `scf.if` arm: its arguments are `args`, its return
    a yield."""
    body = fn.body.block
    fn.body.detach_block(body)
    for old, new in zip(body.args, args, strict=True):
        old.replace_all_uses_with(new)
    ret = body.last_op
    assert isinstance(ret, func.ReturnOp | gpu.ReturnOp)
    body.insert_op_before(scf.YieldOp(*ret.operands), ret)
    ret.detach()
    ret.erase()
    while body.args:
        body.erase_arg(body.args[-1])
    return Region(body)


def merge(fn: Kernel, rows: Kernel, width: int) -> None:
    """Put the vectorized `rows` clone and `fn` (lane form) under one test of the
    launch; `rows` leaves the module."""
    block = fn.body.block
    entry = Block(arg_types=block.arg_types)
    result_types = list(fn.function_type.outputs.data)
    test, cond = _rows_test(width)
    entry.add_ops(test)
    then = _arm(rows, entry.args)
    other = _arm(fn, entry.args)
    branch = scf.IfOp(cond, result_types, then, other)
    entry.add_op(branch)
    ret = func.ReturnOp(*branch.results) if isinstance(fn, func.FuncOp) else gpu.ReturnOp(list(branch.results))
    entry.add_op(ret)
    fn.body.add_block(entry)
    rows.detach()
    rows.erase()


def clone_for_rows(fns: list[Kernel], width: int) -> dict[Kernel, Kernel]:
    """The row clone of every kernel of `fns` that wants one (`wants_rows_version`)."""
    return {fn: rows_clone(fn) for fn in fns if wants_rows_version(fn, width)}


def mark_rows(fn: Kernel, width: int) -> None:
    """Mark `simd.subgroups_in_rows` where the row form will (`StructuredVectorizer.
    launch_ids`, which `simd-run` then checks): block size unknown, the kernel reads no
    y/z id but some per-lane id.  Done before the analysis, whose rule 8 then knows each
    subgroup's first x id is a multiple of W."""
    ids = any(isinstance(op, PER_LANE) and not isinstance(op, gpu.LaneIdOp) for op in fn.body.walk())
    if ids and known_block_size(fn) is None and in_rows(fn, width):
        fn.attributes[ROWS_ATTR] = UnitAttr()
