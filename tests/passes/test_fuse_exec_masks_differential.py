"""Differential tests of `fuse-exec-masks`: a lockstep program with exec masks computes
the same results and memory with the fused exec ops as without, on the simulator and
on the native engine, and only the mask unit's cycles change (fewer).

Programs: the random masked SIMD programs of `tools/random_masked.py` (with and without
`insert-uniformity-checks`, whose skips put region ops between exec groups), random
SPMD kernels of `tools/kernel_gen.py` vectorized naive and uniform (+ scalarization)
and run over a launch of 8 threads at W = 4 and 8, and the kernels of
`examples/kernels/`.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import lockstep as ls
from simdopt.interpreters.lockstep import run_lockstep
from simdopt.interpreters.runner import run_program
from simdopt.tools import kernel_gen
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply
from simdopt.tools.random_masked import random_program

ROOT = Path(__file__).resolve().parents[2]
KERNELS = sorted((ROOT / "examples" / "kernels").glob("*.mlir"))
LOWER = "convert-simd-to-lockstep{mask-style=exec fuse-exec=false}"  # the unfused form, fused by the pass below
OTHER_UNITS = ("vector", "scalar", "branches")


def _fn(module: ModuleOp) -> func.FuncOp:
    funcs = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    return next((f for f in funcs if f.sym_name.data == "main"), funcs[0])


def _exec_ops(module: ModuleOp) -> int:
    return sum(isinstance(op, ls.ExecOp) for op in module.walk())


def _check_fused(
    before: dict[str, Any], after: dict[str, Any], fused: ModuleOp, unfused: ModuleOp, what: str, widened: bool = False
) -> None:
    """Same results and memory; the vector, scalar and branch units' cycles unchanged; the
    mask unit's (and transfers') no more, and all the same when nothing was fused; without
    widening (the default) no more energy either."""
    assert after["results"] == before["results"], what
    assert after["memrefs"] == before["memrefs"], what
    if not widened:
        assert after["stats"]["energy"] <= before["stats"]["energy"], what
        assert after["stats"]["active_lane_ops"] <= before["stats"]["active_lane_ops"], what
    b, a = before["stats"]["cycles_by_unit"], after["stats"]["cycles_by_unit"]
    for unit in OTHER_UNITS:
        assert a[unit] == b[unit], f"{what}: {unit}"
    if _exec_ops(fused) < _exec_ops(unfused):
        assert a["mask"] <= b["mask"], what
        assert a["transfers"] <= b["transfers"], what  # an `mbcast` only mask algebra read dies with it
    else:
        assert a == b, what
    assert not any(isinstance(op, ls.ExecSaveOp) and isinstance(op.next_op, ls.ExecAndOp) for op in fused.walk()), what


# --------------------------------------------------------------------------- random SIMD programs


@pytest.mark.parametrize("checks", [False, True], ids=["plain", "checks"])
@pytest.mark.parametrize("seed", range(30))
def test_random_masked_program_same_with_fused_exec(seed: int, checks: bool) -> None:
    text, args, expected = random_program(seed, max_run=12 if seed % 3 == 0 else 4)
    module = parse_module(make_context(), SourceMap("p.mlir", text))
    unfused = apply(module, ("insert-uniformity-checks{threshold=0}," if checks else "") + LOWER)
    widen = seed % 2 == 1  # half the batch with WidenExec (`widen=true`)
    fused = apply(unfused, "fuse-exec-masks{widen=true}" if widen else "fuse-exec-masks")
    before = run_lockstep(unfused, _fn(unfused), json.loads(json.dumps(args)))
    after = run_lockstep(fused, _fn(fused), json.loads(json.dumps(args)))
    assert before["results"] == expected["results"] and before["memrefs"] == expected["memrefs"]
    _check_fused(before, after, fused, unfused, f"seed {seed}\n{text}", widened=widen)


def test_random_masked_programs_are_fused() -> None:
    """Not vacuous: the batch has exec groups the pass fuses, elses among them."""
    saved = elses = 0
    for seed in range(30):
        text, _, _ = random_program(seed)
        unfused = apply(parse_module(make_context(), SourceMap("p.mlir", text)), LOWER)
        fused = apply(unfused, "fuse-exec-masks")
        saved += _exec_ops(unfused) - _exec_ops(fused)
        elses += sum(isinstance(op, ls.ExecSetOp) and op.negated is not None for op in fused.walk())
    assert saved > 30 and elses > 0


# --------------------------------------------------------------------------- vectorized kernels


STAGES = {
    "naive": "spmd-vectorize{{width={w} mode=naive}}",
    "uniform+ds": "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize{{scalar-operands=true}},canonicalize,cse,dce",
}


def _launch_run(module: ModuleOp, args: list[Any], width: int, threads: int, engine: str) -> dict[str, Any]:
    return run_program(module, _fn(module), copy.deepcopy(args), threads=threads, width=width, max_steps=10**6,
                       time_limit=None, engine=engine)  # fmt: skip


@pytest.mark.parametrize("width", [4, 8])
@pytest.mark.parametrize("stage", list(STAGES))
@pytest.mark.parametrize("seed", range(12))
def test_random_kernel_same_with_fused_exec(seed: int, stage: str, width: int) -> None:
    text = kernel_gen.random_kernel(seed, switches=False, race_free=True)
    args = kernel_gen.kernel_args(seed, 8)
    simd = apply(parse_module(make_context(), SourceMap("k.mlir", text)), STAGES[stage].format(w=width))
    unfused = apply(simd, LOWER)
    fused = apply(unfused, "fuse-exec-masks")
    before = _launch_run(unfused, args, width, 8, "interp")
    after = _launch_run(fused, args, width, 8, "interp")
    _check_fused(before, after, fused, unfused, f"seed {seed} {stage} W={width}")
    if seed < 4:  # the native engine on a sample (each program compiles)
        assert _launch_run(fused, args, width, 8, "jit") == after


def _header(path: Path) -> tuple[int, int, list[Any]]:
    m = re.search(r"simd-run: --threads (\d+) --width (\d+) --args '(.*)'", path.read_text())
    assert m, path
    return int(m.group(1)), int(m.group(2)), json.loads(m.group(3))


@pytest.mark.parametrize("live_exec", [False, True], ids=["live-exec=false", "live-exec"])
@pytest.mark.parametrize("path", KERNELS, ids=[p.stem for p in KERNELS])
def test_kernel_same_with_fused_exec_on_both_engines(path: Path, live_exec: bool) -> None:
    """Interpreter and native engine agree on the fused program, stats included (the
    jit counts the fused ops with the same cost entries).  With the tail mask computed
    (`live-exec=false`) every kernel has exec ops to fuse; read from exec, a kernel may
    have none left (histogram_reduce: its groups are `exec_and` ... `exec_restore %live`)."""
    threads, width, args = _header(path)
    simd = apply(parse_module(make_context(), SourceMap(path.name, path.read_text())),
                 STAGES["uniform+ds"].format(w=width).replace("{scalar-operands=true}", ""))  # fmt: skip
    unfused = apply(simd, LOWER if live_exec else LOWER.replace("}", " live-exec=false}"))
    fused = apply(unfused, "fuse-exec-masks")
    before = _launch_run(unfused, args, width, threads, "interp")
    after = _launch_run(fused, args, width, threads, "interp")
    _check_fused(before, after, fused, unfused, path.stem)
    if live_exec:
        assert _exec_ops(fused) <= _exec_ops(unfused)
        assert after["stats"]["cycles"] <= before["stats"]["cycles"]
    else:
        assert _exec_ops(fused) < _exec_ops(unfused)
        assert after["stats"]["cycles"] < before["stats"]["cycles"]
    native = _launch_run(fused, args, width, threads, "jit")
    assert native == after
