"""Every engine cross-checked: `--engine interp` against `--engine jit`, byte for byte.

Every corpus kernel (`examples/opencl[/suite]`, the CUDA/HIP spellings; their
`launches.json`) at the SPMD stage, the scalarized vectorized stage and the lockstep
stage in each mask style; a sample of generated CFG kernels (`tools/kernel_gen.py`) and
of random SIMD programs (`tools/random_simd.py`) at every stage of
`benchmarks/engine_campaign.py` (which runs the same checker on 1000 programs).  The two
`--json` outputs (results, memory, every stat) must be the same text, or both runs the
same located fault.  The jit's hand-over to the interpreter is watched: a launch it runs
again on the interpreter without a fault is a `fallback`, visible like a refusal.

What the jit does not do (yet) is listed in EXPECTED with the reason, strictly: a
listed program that starts agreeing fails too, so that the list only shrinks.
"""

from __future__ import annotations

import pytest

from simdopt.benchmarks.engine_campaign import check_program, corpus

CORPUS_STAGES = ("spmd", "scalarized", "lockstep-exec", "lockstep-per-op")
KERNEL_GEN_SEEDS = range(8)
RANDOM_SIMD_SEEDS = range(12)

_LOWERED = ("lockstep-exec", "lockstep-per-op")
EXPECTED: dict[tuple[str, str], str] = {
    # the jit's launch runs again on the interpreter: every lane compare-and-swaps one
    # address in a loop, so the lanes' lockstep order matters
    ("cas_float_add", "spmd"): "fallback: conflict",
    ("cas_float_add", "scalarized"): "refused: 'simd.vcmpxchg'",
    **{("cas_float_add", s): "refused: 'lockstep.vcmpxchg'" for s in _LOWERED},
    ("printf_debug", "spmd"): "refused: 'gpu.printf'",
    ("printf_debug", "scalarized"): "refused: 'simd.vprintf'",
    **{("printf_debug", s): "refused: 'lockstep.vprintf'" for s in _LOWERED},
    **{("half_math", s): "refused: vectors of f16" for s in ("scalarized", *_LOWERED)},
    # cross-lane ops and arith.remf in SPMD kernels (their vector forms run natively)
    ("kernel_gen:0", "spmd"): "refused: 'simd.group_reduce'",
    ("kernel_gen:2", "spmd"): "refused: 'simd.group_reduce'",
    ("kernel_gen:3", "spmd"): "refused: 'arith.remf'",
    ("kernel_gen:4", "spmd"): "refused: 'simd.readfirstlane'",
    ("kernel_gen:6", "spmd"): "refused: 'simd.readfirstlane'",
}
"""(program, stage) -> the class of its outcome when it is not `agree`: refusals (the
jit's "cannot compile ... X is not supported" names the op), fallbacks (why the jit ran
the launch again on the interpreter) and known disagreements (the first differing
field)."""


def _check(key: str, stages: tuple[str, ...] | None = None) -> None:
    outcome = check_program(key, stages)
    # agree-fault: the same located fault on both engines
    got = {stage: "agree" if cls == "agree-fault" else cls for stage, (cls, _) in outcome.items()}
    want = {stage: EXPECTED.get((key, stage), "agree") for stage in got}
    details = {stage: detail for stage, (_, detail) in outcome.items() if detail}
    assert got == want, f"{key}: {details}"


@pytest.mark.parametrize("name", sorted(corpus()))
def test_corpus_kernel_same_on_both_engines(name: str):
    _check(name, CORPUS_STAGES)


@pytest.mark.parametrize("seed", KERNEL_GEN_SEEDS)
def test_generated_cfg_kernel_same_on_both_engines(seed: int):
    _check(f"kernel_gen:{seed}")


@pytest.mark.parametrize("seed", RANDOM_SIMD_SEEDS)
def test_random_simd_program_same_on_both_engines(seed: int):
    _check(f"random_simd:{seed}")


def test_expected_outcomes_name_programs_of_the_test():
    """Every EXPECTED entry is a program and stage the tests above run (a stale entry
    would go unchecked)."""
    keys = {*corpus(), *(f"kernel_gen:{s}" for s in KERNEL_GEN_SEEDS), *(f"random_simd:{s}" for s in RANDOM_SIMD_SEEDS)}
    for key, stage in EXPECTED:
        assert key in keys
        assert stage in (CORPUS_STAGES if ":" not in key else ("spmd", "naive", "uniform", "simd", *CORPUS_STAGES[1:]))
