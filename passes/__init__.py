"""The project's passes, registered by name for `simd-opt`.

Each pass lives in its own module; `get_all_passes` maps kebab-case names to lazy
factories, like xDSL's own registry, so `simd-opt --help` stays fast.
"""

from collections.abc import Callable

from xdsl.passes import ModulePass

# One line per pass for `simd-opt --help` (kept here so help needs no pass imports).
PASS_SUMMARIES: dict[str, str] = {
    "divergence-scalarize": "swap uniform vector ops for scalar ops, regenerate "
    "broadcasts, remove predicates (seed 000)"
    "{remove-predicates=true strides=true remarks=false}",
    "print-divergence": "print the divergence report (uniform/divergent values, "
    "branches, shapes) before the IR; explain=true: why each value diverges; "
    "format=dot: Graphviz DOT instead{format=text|dot explain=false}",
    "insert-uniformity-checks": "skip masked runs when no lane is active "
    "(branch-if-none, seed 002){threshold=N all-fast-path=true}",
    "convert-simd-to-lockstep": "lower SIMD programs to the lockstep machine "
    "{mask-style=exec|per-op}",
    "spmd-vectorize": "SPMD kernel -> SIMD program for one group of W threads "
    "{width=W mode=naive|uniform}",
    "convert-scf-to-cf": "xDSL's scf -> cf lowering with scf.while added (xDSL 0.74 "
    "lacks it)",
    "uniform-unswitch": "loop unswitching on uniform branches only (seed 002)"
    "{divergent=false threshold=100 remarks=false}",
    "uniform-jump-threading": "jump threading on uniform branches only (seed 002)"
    "{divergent=false threshold=40 remarks=false}",
    "lift-cf-to-scf": "structure a reducible cf CFG into scf.if/scf.while (guards, "
    "selects for block arguments), so spmd-vectorize takes it",
    "fix-irreducible": "make every cycle single-entry with a dispatch block (LLVM's "
    "FixIrreducible)",
    "inline": "inline calls of the module's functions (bottom-up); erase dead private "
    "callees",
}


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Pass name -> factory returning the pass class (imported on first use)."""
    passes: dict[str, Callable[[], type[ModulePass]]] = {}

    def divergence_scalarize() -> type[ModulePass]:
        from simdopt.passes.divergence_scalarize import DivergenceScalarizePass

        return DivergenceScalarizePass

    passes["divergence-scalarize"] = divergence_scalarize

    def print_divergence() -> type[ModulePass]:
        from simdopt.passes.print_divergence import PrintDivergencePass

        return PrintDivergencePass

    passes["print-divergence"] = print_divergence

    def convert_simd_to_lockstep() -> type[ModulePass]:
        from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass

        return ConvertSimdToLockstepPass

    passes["convert-simd-to-lockstep"] = convert_simd_to_lockstep

    def insert_uniformity_checks() -> type[ModulePass]:
        from simdopt.passes.insert_uniformity_checks import InsertUniformityChecksPass

        return InsertUniformityChecksPass

    passes["insert-uniformity-checks"] = insert_uniformity_checks

    def spmd_vectorize() -> type[ModulePass]:
        from simdopt.passes.spmd_vectorize import SpmdVectorizePass

        return SpmdVectorizePass

    passes["spmd-vectorize"] = spmd_vectorize

    def convert_scf_to_cf() -> type[ModulePass]:
        from simdopt.passes.convert_scf_to_cf import ConvertScfToCfPass

        return ConvertScfToCfPass

    passes["convert-scf-to-cf"] = convert_scf_to_cf

    def inline() -> type[ModulePass]:
        from simdopt.passes.inline import InlinePass

        return InlinePass

    passes["inline"] = inline

    def lift_cf_to_scf() -> type[ModulePass]:
        from simdopt.passes.lift_cf_to_scf import LiftCfToScfPass

        return LiftCfToScfPass

    passes["lift-cf-to-scf"] = lift_cf_to_scf

    def fix_irreducible() -> type[ModulePass]:
        from simdopt.passes.fix_irreducible import FixIrreduciblePass

        return FixIrreduciblePass

    passes["fix-irreducible"] = fix_irreducible

    def uniform_unswitch() -> type[ModulePass]:
        from simdopt.passes.uniform_unswitch import UniformUnswitchPass

        return UniformUnswitchPass

    passes["uniform-unswitch"] = uniform_unswitch

    def uniform_jump_threading() -> type[ModulePass]:
        from simdopt.passes.uniform_jump_threading import UniformJumpThreadingPass

        return UniformJumpThreadingPass

    passes["uniform-jump-threading"] = uniform_jump_threading
    return passes
