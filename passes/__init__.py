"""The project's passes, registered by name for `simd-opt`.

Each pass lives in its own module; `get_all_passes` maps kebab-case names to lazy
factories, like xDSL's own registry.  `PASS_SUMMARIES[name]` is the pass's help line,
made from its class: the docstring's first sentence, then every option with its
default (`{threshold=12 all-fast-path=false}`); reading it imports that pass only.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Iterator, Mapping

from xdsl.passes import ModulePass

_MODULES: dict[str, tuple[str, str]] = {
    "divergence-scalarize": ("divergence_scalarize", "DivergenceScalarizePass"),
    "print-divergence": ("print_divergence", "PrintDivergencePass"),
    "insert-uniformity-checks": ("insert_uniformity_checks", "InsertUniformityChecksPass"),
    "uniformity-versioning": ("runtime_versioning", "UniformityVersioningPass"),
    "convert-simd-to-lockstep": ("convert_simd_to_lockstep", "ConvertSimdToLockstepPass"),
    "fuse-exec-masks": ("fuse_exec_masks", "FuseExecMasksPass"),
    "optimize-exec": ("optimize_exec", "OptimizeExecPass"),
    "spmd-vectorize": ("spmd_vectorize", "SpmdVectorizePass"),
    "spmd-narrow-i64": ("spmd_vectorize.narrow", "SpmdNarrowI64Pass"),
    "convert-scf-to-cf": ("convert_scf_to_cf", "ConvertScfToCfPass"),
    "lift-cf-to-scf": ("lift_cf_to_scf", "LiftCfToScfPass"),
    "fix-irreducible": ("fix_irreducible", "FixIrreduciblePass"),
    "inline": ("inline", "InlinePass"),
    "loop-invariant-code-motion": ("loop_invariant_code_motion", "LoopInvariantCodeMotionPass"),
    "uniform-unswitch": ("uniform_unswitch", "UniformUnswitchPass"),
    "uniform-jump-threading": ("uniform_jump_threading", "UniformJumpThreadingPass"),
    "specialize-launch": ("specialize_launch", "SpecializeLaunchPass"),
}


def _load(name: str) -> Callable[[], type[ModulePass]]:
    module, cls = _MODULES[name]

    def factory() -> type[ModulePass]:
        pass_cls = getattr(importlib.import_module(f"simdopt.passes.{module}"), cls)
        assert issubclass(pass_cls, ModulePass)
        return pass_cls

    return factory


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Pass name -> factory returning the pass class (imported on first use)."""
    return {name: _load(name) for name in _MODULES}


def _option(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def pass_summary(pass_cls: type[ModulePass]) -> str:
    """The help line of a pass: its docstring's first sentence and its options."""
    doc = (pass_cls.__doc__ or "").strip().split("\n\n")[0]
    text = " ".join(doc.split()).removesuffix(" (see the module docstring).")
    options = " ".join(
        f"{f.name.replace('_', '-')}={_option(f.default)}"
        for f in dataclasses.fields(pass_cls)  # pyright: ignore[reportArgumentType]
        if f.default is not dataclasses.MISSING
    )
    return f"{text.rstrip('.')} {{{options}}}" if options else text.rstrip(".")


class _Summaries(Mapping[str, str]):
    """`PASS_SUMMARIES`: name -> help line, computed from the pass class on use."""

    def __getitem__(self, name: str) -> str:
        return pass_summary(_load(name)())

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)


PASS_SUMMARIES: Mapping[str, str] = _Summaries()
