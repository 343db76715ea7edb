"""Divergence (uniformity) analysis for SIMD programs and SPMD kernels, on any CFG.

Definitions (LLVM's "Convergence And Uniformity", seed 003; Rosemann, Moll, Hack,
"An Abstract Interpretation for SPMD Divergence on Reducible Control Flow Graphs",
POPL 2021, seed 004):

* A value is *uniform* when every pair of converged dynamic instances (same static op,
  same iteration of every enclosing cycle, seed 003's maximal convergence) computes the
  same value; otherwise it is *divergent*.  For a vector value of a SIMD program, uniform
  means all lanes are equal (inactive, poison lanes are "don't care").
* A *divergent branch* is a `cf.cond_br`/`cf.switch` (or `scf.if`, `scf.while`
  condition, `scf.for` bound) whose condition is divergent, unless the branch carries the
  unit attribute `simd.non_divergent` (seed 002's hint, trusted).
* A *join block* of a divergent branch B is a block reachable from B along two disjoint
  paths: threads that went different ways meet again there, so its block arguments
  (phi => block argument) are divergent by *sync dependence* even when every incoming
  value is uniform - unless all incoming values are the same value (or equal constants).
* *Temporal divergence*: a *divergent exit* of a cycle C is an exit block that threads
  reach after different numbers of iterations of C (a diverged path from a branch inside
  C leaves C).  Then, for the outermost such C not containing the exit, every value
  defined in C is divergent at its uses outside C, and exit-block arguments fed by values
  of C are divergent - a value uniform inside the loop is divergent after it.
* *Irreducible cycles* (several entries): a cycle has a *diverged entry* when paths that
  diverged at B reach it by different entries (B outside), or when B and a join J are in
  the cycle and neither B nor the header of any enclosing cycle strictly dominates J
  (seed 003's simplified diverged-entry criterion).  Such a cycle is not m-converged and
  every value defined in it is divergent; every other node is m-converged and analyzed
  precisely.

Algorithm (LLVM's GenericUniformityAnalysis, our own code), in four modules:
`divergence_data.py` is the monotone worklist over SSA values and the per-op rules of
data dependence (the op table in `dialects/traits.py`); `divergence_sync.py` is what a
divergent branch does (sync dependence: join arguments, diverged-entry cycles, divergent
exits and temporal divergence); `divergence_joins.py` finds the join blocks and
divergent exits of one branch by label propagation (with a hand-walked example);
`divergence_edges.py` holds the CFG edge and value helpers.  This module is the entry
point and the query object, and re-exports the helpers other passes use.  The dynamic
checker (`simd-run --check-divergence`) uses the same cycle forest (`ir/cycles.py`).

Rules, each sound and tested (tests/filecheck/analysis/precision_*.mlir; `Rules` turns
the ones beyond LLVM 22 off for the comparison in benchmarks/llvm_compare/):

1. Always-uniform ops (`UNIFORM` in the table: readfirstlane, group_reduce) stay uniform
   in a cycle assumed divergent (LLVM's `isAlwaysUniform`); their users do not.
2. A divergent exit of a cycle C (threads leave C in different iterations) is not a join
   of disjoint paths: an argument of the exit block is divergent iff the values passed
   on the edges from inside C differ or one may differ between iterations (defined in
   C and not invariant).  LLVM 22 only checks the second (unsound: PR #216296 makes the
   exit a join, which is coarser).  Such an exit never makes an enclosing cycle
   diverged-entry.
3./4. LLVM's cycle forest and propagation order (`divergence_joins.py`).
5. Cycle-invariant values: a pure op of C (FOLLOWS, no memory read, no region) whose
   operands are constants, uniform values defined outside C, or other such ops of C,
   computes the same value in every iteration: uniform in a cycle assumed divergent, and
   not temporally divergent after a divergent exit.
6. Live-outs of uniform exits: a use outside C that no divergent exit of C reaches (a
   forward search from the divergent exits, outside C) sees the value of the one
   iteration in which all threads left together: not temporally divergent (LLVM's FIXME
   in `analyzeCycleExitDivergence`).
7. `gpu.thread_id y`/`z` (and `gpu.global_id y`/`z`, block_id * block_dim plus it) is
   uniform when the function's known block x size
   (`gpu.known_block_size`, or `known_block_size`) is a multiple of the subgroup width W
   (`analyze_divergence(..., subgroup_width=W)`): a subgroup is W consecutive linear ids,
   all in one row.  Also in a function marked `simd.subgroups_in_rows`, which runs only
   on launches that put every subgroup in one row (`simd-run` checks the launch;
   `spmd-vectorize`'s row version runs under that test, `spmd_vectorize/row_version.py`).
8. Alignment (`alignment.py`, W known): the lanes of an x id of aligned subgroups are
   x0 + i with x0 a multiple of W; a division, right shift, mask or compare by a
   constant that no lane crosses (`x / 16` at W = 4) is uniform, though LLVM 22 calls
   it divergent (`/work/shared/precision/a1_aligned_division`).

Functions: a kernel (a function no `func.call` of the module targets, or a `gpu.func`)
has uniform arguments; a called function's argument is divergent as soon as one call
site passes a divergent value.  Lockstep (machine) programs are refused with an error at
the first lockstep op.

Memory: `memref.load` from a uniform address is uniform, also inside a divergent region
and after stores on diverged paths.  SPEC semantics (and `simd-run --check-divergence`)
are lockstep: the lanes of one converged dynamic instance of a load read memory at the
same moment, so they read one location in one state; stores by other lanes, earlier
in the same or another batch, are all ordered before or all after that instance.  (A
machine that ran converged instances at different times - e.g. a SIMT stack that only
reconverges at immediate post-dominators, running each side of a divergent loop exit
separately - would break this; our vectorizer and lockstep machine execute a converged
instance once for all its lanes.)  Memory that is per thread is divergent at its source:
`memref.alloc`/`alloca` in a kernel and memrefs passed as `{simd.divergent}` arguments.
"""

from __future__ import annotations

from xdsl.ir import Block, Operation, SSAValue, Use

from simdopt.dialects.simd import DIVERGENT_ARG, NON_DIVERGENT
from simdopt.ir.collection import paused_collection
from simdopt.passes.analysis.divergence_data import DivergenceAnalysis
from simdopt.passes.analysis.divergence_edges import (
    RegionInfo,
    ancestor_block_in,
    branch_condition,
    def_block,
    def_block_in,
    incoming_values,
    is_poison,
    joins_agree,
    same_value,
    successor_operands,
)
from simdopt.passes.analysis.divergence_sync import SUMMARY_THRESHOLD, Rules

__all__ = [
    "DIVERGENT_ARG",
    "NON_DIVERGENT",
    "SUMMARY_THRESHOLD",
    "DivergenceInfo",
    "RegionInfo",
    "Rules",
    "analyze_divergence",
    "ancestor_block_in",
    "branch_condition",
    "def_block",
    "def_block_in",
    "incoming_values",
    "is_poison",
    "joins_agree",
    "same_value",
    "successor_operands",
]


class DivergenceInfo:
    """Query object over the analysis result.  Values the analysis never saw (created
    after it ran) are divergent: a stale analysis answers conservatively."""

    def __init__(
        self,
        divergent: set[SSAValue],
        seen: set[SSAValue],
        divergent_branches: set[Block],
        temporal_uses: set[tuple[Operation, int]],
    ):
        self._divergent = divergent
        self._seen = seen
        self._branches = divergent_branches
        self._temporal = temporal_uses

    def is_divergent(self, value: SSAValue) -> bool:
        return value not in self._seen or value in self._divergent

    def is_uniform(self, value: SSAValue) -> bool:
        return not self.is_divergent(value)

    def is_divergent_use(self, use: Use) -> bool:
        """The value as seen by this use: divergent if the value is, or if the use is
        outside a cycle the value is defined in and that cycle has a divergent exit."""
        return self.is_divergent(
            use.operation.operands[use.index]
        ) or self.is_temporally_divergent_use(use)

    def is_temporally_divergent_use(self, use: Use) -> bool:
        """The use reads a value of a cycle with a divergent exit from outside it."""
        return (use.operation, use.index) in self._temporal

    def has_divergent_branch(self, block: Block) -> bool:
        return block in self._branches


def analyze_divergence(
    root: Operation,
    *,
    strict: bool = False,
    rules: Rules | None = None,
    subgroup_width: int | None = None,
    subgroups_in_rows: bool = False,
) -> DivergenceInfo:
    """Analyze every value under `root` (a module or a function).  With `strict`, an op
    missing from the `dialects/traits.py` table raises `UnclassifiedOpError`.
    `subgroup_width` (W, lanes that run in lockstep) enables rule 7 of `Rules`;
    `subgroups_in_rows` says every subgroup lies in one x-row of its block whatever the
    block size (the launches `spmd-vectorize`'s programs accept), so rule 7 needs no
    known block size."""
    a = DivergenceAnalysis(strict, rules or Rules(), subgroup_width)
    a.subgroups_in_rows = subgroups_in_rows
    # The analysis allocates many small containers; Python's cyclic collections would
    # scan the whole IR again and again (~20% at 100k ops): see `ir/collection.py`.
    with paused_collection():
        a.run(root)
    return DivergenceInfo(a.div, a.seen, a.div_branches, a.temporal)
