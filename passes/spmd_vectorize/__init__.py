"""`spmd-vectorize{width=W mode=naive|uniform}`: SPMD kernel -> SIMD program (SPEC §1, §5).

    %t = simd.thread_id : i32; %x = arith.addi %t, %n : i32
      ->  %tid = simd.vadd (simd.s2vb %group_base), (simd.s2v 0..W-1); %x = simd.vadd %tid, (simd.s2vb %n)

Input: every `func.func` with a body and every `gpu.func ... kernel` (its workgroup and
private attributions stay after the arguments) is a kernel (SPEC §4): per-thread scalar code with
`arith`, `memref.load`/`store`, `scf.if`, `scf.for`, `scf.while`,
`simd.thread_id`/`lane_id` and the `gpu` launch ops (`launch.py`).  First, clang's i64
address arithmetic (`size_t` ids, `sext`, `shl`/`ashr`, ...) is narrowed to i32 value by
value where that provably gives the same results; the other i64 values stay i64 lanes
(`narrow.py`; also the pass `spmd-narrow-i64` on its own, which fails at the op saying
why unless `per-value=true`).  A body that is a `cf` CFG (several blocks: `cf.br`,
`cf.cond_br`, `cf.switch`, loops with several exits, early returns, irreducible cycles)
is first structured by `lift-cf-to-scf` (see `transforms/lift_cf_to_scf.py`): its divergent
branches then become masks and its uniform ones stay branches like any `scf.if`.  Scalar arguments are uniform kernel parameters; an
argument marked `{simd.divergent}` carries one value per thread.

Output: the same function computing ONE group of W threads at once:

* The program is that of ONE subgroup of W consecutive threads of a block.  The
  function gains a trailing `%group_base : i32` argument, the global linear id of the
  subgroup's first thread.  `simd.lane_id` becomes `simd.s2v` of the constants 0..W-1 and
  `simd.thread_id` becomes `simd.vadd` of `simd.s2vb %group_base` and those lanes (both
  built once, at the function's entry, when used).
* `gpu` ops (`launch.py`): the uniform queries (`gpu.block_id/block_dim/grid_dim`,
  `gpu.subgroup_id/num_subgroups/subgroup_size`) stay scalar `gpu` ops, answered per
  subgroup by the runtime (broadcast where a vector op reads them);
  `gpu.global_id d = block_id d * block_dim d + thread_id d`, `gpu.lane_id` the lanes.
  Thread ids: the row form, `gpu.thread_id x` = `(sg*W mod block_dim x) + lane` and
  `y/z` scalars (uniform in the subgroup), when the declared block size puts each
  subgroup in one x-row (x size a multiple of W, or one row) or when the kernel reads
  no y/z id (then the function is marked `simd.subgroups_in_rows` and `simd-run`
  checks the launch); otherwise the lane form, every id a vector computed from lane
  i's linear id `sg*W + i` (x fastest, SPEC section 4: a 16x16 block at W=32 has two
  rows per subgroup), and y/z divergent.  Fewer than 2^31 threads.
* Tail mask (`launch.py`): the last subgroup of a block is partial when the block size
  is not a multiple of W, so the body runs under the entry mask `%live` (lane < block
  size - sg*W), unless `known_block_size` (gpu.func) / `gpu.known_block_size`
  (func.func) declares a block size that is a multiple of W.  `%live` is never empty:
  uniform loads, stores and divisions under it need no `simd.any` guard.
* `gpu.barrier` stays a `gpu.barrier`.  In mode=uniform one under divergent control
  (a linearized arm, an active-mask loop) is an error at the barrier.  In mode=naive
  every branch is linearized, barriers included: in a valid kernel every thread of a
  block reaches the same barriers (OpenCL/CUDA), so a branch or loop holding one is
  uniform over the block; every subgroup then runs the same linearized code and the
  same number of iterations of an active-mask loop (it runs while some lane is active,
  and the lanes agree), hence the same sequence of barriers - a barrier in an arm no
  lane takes only synchronizes, with nothing to order.
* A divergent scalar argument becomes `vector<W x T>` (lane i = thread
  group_base+i's value); uniform arguments and memrefs are unchanged.
* Every result becomes a vector, in both modes (lane i = thread group_base+i's result):
  a result that is scalar in `uniform` mode is broadcast (`simd.s2vb`) at the
  `func.return`, so both modes have the same signature.
* Types: `i32` and `index` -> `vector<W x i32>` (an index vector holds i32 element
  indices, the address form of `gather`/`scatter`); `f32` -> `vector<W x f32>`; `i1` ->
  the mask `vector<W x i1>`.

`mode=naive` (the seed's front end, the baseline): every value is a vector — constants
and kernel parameters by `simd.s2vb`, arithmetic by the `simd` elementwise ops, compares
by `simd.vcmp`, `arith.select` by `simd.vphi` (on masks: `por(pand(c, a), pand(pnot c,
b))`), loads by `simd.gather`, stores by `simd.scatter` — and every `scf.if` is
linearized: the then-arm runs under `mask(%c)`, the else-arm under `mask(not %c)`, and
each result merges with `simd.vphi %c` (itself under the enclosing mask).  Inside a
linearized arm the mask of a nested if is `simd.pand` of the enclosing mask and the
(negated) condition.  Every vector op translated from a kernel op carries the current
mask; the only scalars are the values control flow needs: the bounds of `scf.for` and
the condition of `scf.while` (with the ops computing them), and the induction
variable, which is broadcast at the top of the body.

`mode=uniform` (partial linearization) runs `analyze_divergence` first.  A uniform value
stays scalar (its op is copied), and gets one `simd.s2vb`, right after its definition,
when a vector op reads it.  An `scf.if` on a uniform condition stays an `scf.if` (its
arms vectorized inside, under the current mask); a divergent one is linearized as
above.  An `scf.if` (or a `cf.cond_br`, lifted to one) marked `simd.non_divergent`
(seed 002's hint) stays a branch too, even on a vector condition: it branches on
`simd.any(pand(mask, c))` - whether some active lane takes it, which is what every
active lane says when the hint holds - and its arms run under the unchanged mask.  If
the hint lies (the SPMD executor reports it), the lanes that wanted the other arm run
this one: their results are wrong, silently.  A load from a uniform address is one `memref.load`, a store of a uniform value
to a uniform address one `memref.store`.  Under a divergent mask (inside a linearized
arm) a uniform op that can fault — `memref.load`, a division whose divisor is not a
non-zero constant — must not run when the mask is all off: from W = 4 it runs scalar
under `scf.if (simd.any %mask)` (the skipped arm yields 0, which no active lane reads;
stores likewise, without a result), as `divergence-scalarize` guards; at W = 2 it
becomes its masked vector form (gather, vdiv, scatter), and what is computed from it
is a vector too, whatever the analysis says.  A loop on scalar control under such a mask
that holds faulting uniform ops runs whole inside one `scf.if (simd.any %mask)`, with the
mask known non-empty inside: no guard per op and iteration.

Also in mode=uniform: a compare of an x id with a uniform bound (`x < n`, `x >= n`, `n >
x`) is `simd.pfirst` of a scalar count (`ranges.py`), not a vector compare; the result of
a linearized `scf.if` whose other arm yields `ub.poison` (`lift-cf-to-scf`'s not-taken
arms) is the defined arm's value, a scalar when that is uniform (the analysis'
`joins_agree`), not a `vphi`.

Loops: `scf.for` with scalar (uniform) bounds stays a loop, iter_args vectorized where
divergent (in naive mode, always); `scf.while` with a scalar (uniform) condition stays a
loop likewise.  Under a divergent mask a loop runs its body under that mask.

Divergent loops (seeds 001, 004: threads leave in different iterations, temporal
divergence) - an `scf.while` whose condition is a vector, or an `scf.for` with a
vector bound - become *active-mask loops*: an `scf.while` that carries, after the
state, the active mask and one exit vector per result::

    %st..., %act, %res... = scf.while (%s = init, %act = mask0, %e = init|0) {
      <before region under mask(%act)>;  %c = <condition, a vector>
      %still = simd.pand %act, %c
      %e' = simd.vphi %act, <cond arg>, %e          (under the enclosing mask)
      scf.condition(simd.any %still) <cond args>, %still, %e'
    } do { <after region under mask(%still)>; scf.yield <state>, %still, %e }

The initial mask is the enclosing mask (all lanes at the top level): a loop in a
linearized arm runs only its lanes.  The loop runs while any lane is active; a lane
leaves when its own condition fails, and its exit value is what it had in its last
check (lanes active in a check overwrite their exit lane, the others keep it), so the
results are the exit vectors - each lane's value when it left.  The after region runs
under the still-active mask (masked loads, divisions and stores of lanes that left do
nothing); some lane is active there, so uniform faulting ops need no `simd.any` guard
(the before region, whose first check may run with no lane active, keeps it).  An
`scf.for` with a vector bound is the same loop over (iv, iter_args): `iv < ub` per lane
(`simd.vcmp slt`), the iv a vector when lb or step is one, the exit vectors starting
from the inits (lanes that never enter keep them).  In uniform mode, values uniform
inside the loop stay scalar there - in every iteration the active lanes agree on them
- and only the exit vectors, i.e. the loop's results and what is computed from them,
are per lane (the analysis marks the results of a divergent loop divergent).  Naive
mode makes a loop an active-mask loop when its control's backward slice holds a
divergent value, a result of an active-mask loop, or an op that could fault under a
divergent mask; otherwise the slice stays scalar, as before.

Which values become vectors is decided first, per function, as a fixed point over the
old IR (`_plan_*`), so types of loop-carried values and `scf.if` results are known
before their regions are translated; then each function body is rebuilt op by op.

`math` ops, the i32/f32 casts (`sitofp`, `uitofp`, `fptosi`, `fptoui`, `bitcast`),
`memref.atomic_rmw`, `simd.readfirstlane` and `simd.group_reduce` become `simd.vmath`,
`simd.vcast`, `simd.vatomic`, `simd.vreadfirstlane` and `simd.vreduce` under the
current mask (a divergent `arith.negf` a `simd.vmul` by -1.0) (`lanewise.py`: an atomic runs once per active lane even when its
address and value are uniform; readfirstlane and group_reduce read exactly the lanes
that run them and give a scalar).  The cross-lane ops (shuffles, votes, ballots, the
active mask, lanes_below, scans) become `simd.vshuffle`/`vpermute`/`v2s`, mask algebra,
`simd.vballot`, a `ctpop` and `simd.vscan` under the current mask (`cross_lane.py`).

Lane types: i1 (masks), i8, i16, i32, i64, f16, f32, f64 (`vector<W x T>`), index as i32
lanes.  clang's i64 address arithmetic is narrowed to i32 first where that is provably
exact (`narrow.py`, per value); an i64 value where it is not stays i64, vectorized as
`vector<W x i64>` lanes (with `simd.vcast` at the boundary with the narrowed ones).  Memory is addressed by i32 element indices (SPEC §2): an
`index_cast` from i64 lanes to index truncates to the low word - exact for every
in-bounds index, since a memref holds fewer than 2^31 elements (an out-of-bounds 64-bit
index is undefined behaviour in OpenCL and LLVM).  Casts between integer widths
(`extsi`, `extui`, `trunci`) and float widths (`extf`, `truncf`) are `simd.vcast`.

Not supported (the pass fails at the op, saying what and how to fix): calls, and ops
with no vector form when they are divergent (element types other than the above).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.dialects.builtin import DenseArrayBase
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from simdopt.dialects import simd
from simdopt.ir.collection import paused_collection
from simdopt.ir.diagnostics import fail_at
from simdopt.ir.scf_ifs import combine_ifs, conditions_in_arms
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.spmd_vectorize.lane_zero import LaneZero
from simdopt.passes.spmd_vectorize.launch import (
    KNOWN_BLOCK_SIZE,
    kernels,
    known_block_size,
)
from simdopt.passes.spmd_vectorize.narrow import narrow_function
from simdopt.passes.spmd_vectorize.plan import (
    MIN_GUARD_WIDTH,
    PASS,
    check_structure,
    plan_naive,
    plan_uniform,
)
from simdopt.passes.spmd_vectorize.row_version import clone_for_rows, mark_rows, merge
from simdopt.passes.spmd_vectorize.structured import StructuredVectorizer
from simdopt.passes.spmd_vectorize.unreachable import unreachable_to_return
from simdopt.transforms.lift_cf_to_scf import lift_function

__all__ = ["PASS", "SpmdVectorizePass"]


def declare_block_size(module: Operation, fns: Sequence[Operation], sizes: Sequence[int]) -> None:
    """Declare block `sizes` (1 to 3 positive sizes, missing ones 1) on every kernel of
    `fns` that declares none; a kernel declaring another size fails the pass."""
    if not 1 <= len(sizes) <= 3 or min(sizes) < 1:
        fail_at(module, f"{PASS}: block-size must be 1 to 3 positive sizes X[,Y[,Z]], got {','.join(map(str, sizes))}")
    full = (*sizes, 1, 1)[:3]
    for fn in fns:
        declared = known_block_size(fn)
        if declared is not None and declared != full:
            fail_at(fn, f"{PASS}: the kernel declares block size {declared}, block-size says {full}")
        fn.attributes[KNOWN_BLOCK_SIZE] = DenseArrayBase.from_list(builtin.i32, full)


@dataclass(frozen=True)
class SpmdVectorizePass(ModulePass):
    """Vectorize every SPMD kernel (`func.func`) of the module into the program of one
    subgroup of W threads (trailing `%group_base`; i64 narrowed to i32 first; gpu ids
    from the subgroup's launch queries, for any block shape; tail mask unless
    gpu.known_block_size is a multiple of W; mode=naive|uniform, see the module
    docstring)."""

    name = "spmd-vectorize"

    width: int = 4
    mode: Literal["naive", "uniform"] = "naive"
    block_size: tuple[int, ...] = ()
    """`block-size=X,Y,Z`: the launch's block size, declared on every kernel as
    `gpu.known_block_size` (as if the source had): with X a multiple of W, y and z ids
    are uniform in a subgroup (scalars) and no tail mask is needed; `simd-run` refuses
    another block.  A kernel declaring a different size is an error."""

    rows_version: bool = False
    """mode=uniform: a kernel reading y/z ids with no declared block size runs the row
    form when block_dim x is a multiple of W, else the lane form: both are built, under
    one `scf.if` on block_dim x (`row_version.py`).  Off by default: it scalarizes what
    the lane form leaves a vector and saves energy, but costs cycles on the default
    machine (the README's kernel table)."""

    speculate: bool = True
    """mode=uniform: an arm of a linearized `scf.if` of at most two pure,
    non-faulting `arith` vector ops, yielding some non-mask value, runs under the
    enclosing mask, not its own (`speculate.py`): no arm mask and, on an exec machine,
    no exec switch.  With per-op masks (`mask-style`) only an arm whose saved mask ops'
    energy covers its lanes of the other arm.  On by default: on the kernel table it
    costs no kernel a cycle or energy against naive or naive+ds in either machine
    configuration (the README's kernel table); `speculate=false` keeps every arm
    under its own mask."""

    mask_style: Literal["exec", "per-op"] = "exec"
    """`mask-style=exec|per-op`: the mask style of the machine the program is for (as
    `convert-simd-to-lockstep{mask-style}`, whose default it shares), which decides
    what a speculated arm saves: with per-op masks no exec switch, so an arm's ops
    computing the other arm's lanes may cost more energy than its mask ops
    (`speculate.py`).  Only `speculate=true` reads it."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        with paused_collection():  # linear at 100k ops (ir/collection.py)
            self._vectorize(op)

    def _vectorize(self, op: builtin.ModuleOp) -> None:
        w = self.width
        if not simd.is_valid_width(w):
            fail_at(op, f"{PASS}: width must be {simd.WIDTH_RULE}, got {w}")
        fns = kernels(op)
        if self.block_size:
            declare_block_size(op, fns, self.block_size)
        for fn in fns:
            unreachable_to_return(fn)  # UB exits: returns of poison, which lift like any return
            narrow_function(fn, strict=False)  # clang's i64 address math -> i32 where exact
            lift_function(fn)  # pyright: ignore[reportArgumentType]  # a cf CFG (LLVM import, break/continue, ...) -> scf
            check_structure(fn)
        # y/z ids are scalars only in the row form of a declared block whose x size
        # is a multiple of W (launch.py), exactly where rule 7 calls them uniform.
        naive = self.mode == "naive"
        rows = clone_for_rows(fns, w) if self.rows_version and not naive else {}
        fns = [*fns, *rows.values()]
        for fn in fns:
            mark_rows(fn, w)  # before the analysis: its rule 8 reads the mark
        div = analyze_divergence(op, subgroup_width=w)
        guard = w >= MIN_GUARD_WIDTH
        plans = [
            plan_naive(fn, div) if naive else plan_uniform(fn, div, guard, LaneZero(fn, w, div).scalar)
            for fn in fns
        ]
        for fn, plan in zip(fns, plans, strict=True):
            StructuredVectorizer(fn, w, naive, plan, self.speculate and not naive, self.mask_style).run()
        for fn, clone in rows.items():
            merge(fn, clone, w)
        if not naive:
            for fn in kernels(op):
                combine_ifs(fn)  # one `simd.any` guard per run of guarded uniform ops
                conditions_in_arms(fn)
