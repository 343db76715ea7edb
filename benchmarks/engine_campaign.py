"""Engine differential campaign: `--engine interp` against `--engine jit`, byte for byte.

    python benchmarks/engine_campaign.py [--programs 1000] [--start 0] [--jobs N]
        [--log engine_campaign.jsonl] [--corpus] [--recheck OLD.jsonl]

Each program is run on both engines at every stage it has, and the two `--json` outputs
(results, memory, every stat) must be the same text:

* a generated CFG kernel (`tools/kernel_gen.py`, 8 threads, W = 4; odd seeds with every
  typed feature): `spmd` (the kernel), `naive`/`uniform` (`spmd-vectorize`),
  `scalarized` (uniform, then divergence-scalarize and the clean-ups) and
  `lockstep-exec`/`lockstep-per-op` (scalarized, lowered in each mask style);
* a random SIMD program (`tools/random_simd.py`), given a trailing `%group_base : i32`
  so that it is a vectorized program over a launch (two subgroups of W = 4):
  `simd`, `scalarized` and the two lockstep stages;
* with `--corpus`, the corpus kernels (`examples/opencl[/suite]`, the CUDA/HIP
  spellings; their `launches.json`) at the kernel generator's stages.

Program i of the campaign is kernel_gen seed `start + i // 2` for even i, random_simd
seed `start + i // 2` for odd i.  The jit's run is watched, not trusted: a launch it
hands back to the interpreter (`jit/spmd.py`'s FALLBACK, the vectorized stages'
`run_vectorized_launch`) is a `fallback` unless the run ends in a fault (then the
interpreter locates it by design).  Each stage's outcome is one class:

* `agree` / `agree-fault` (the same located fault: message, op and its place) /
  `agree-conflict: thread order differs|agrees` (the SPMD launch's conflict check fired
  and the jit ran it again natively in lockstep-memory mode; whether thread order, the
  check off, would have given another output);
* `disagree: <first differing field>` (`results[3][0]`, `memrefs[1][7]`, `stats.cycles`,
  `fault`: one engine faulted);
* `refused: <what>` (the jit's "cannot compile ... X is not supported" message);
* `fallback: <why>` (run again on the interpreter without a fault; a memory-order
  conflict handed to the interpreter - the lockstep-memory rerun's own hand-back - is
  run once more natively in thread order, and says whether that output `differs` from
  the interpreter's - a real order dependence - or `agrees`);
* `pipeline: <pass>` (the program did not get through the passes: no engine ran).

Every finished program is one JSON line of `--log` (resumable: programs already in it
are not run again); the tallies over the log's programs print at the end, with the
first three examples of every class other than agree.  `--jobs N` runs programs on N
worker processes (concurrent.futures).  `--recheck OLD.jsonl` runs instead only the stages
the jit refused in an older log (a jit that has learnt an op since then is checked
where it was refused).  `tests/interpreters/test_engine_differential.py`
runs the same checker on the corpus and a sample of seeds.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from simdopt.dialects import gpu
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.launch import group_base_index
from simdopt.interpreters.runner import run_program
from simdopt.tools import kernel_gen, random_simd
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, import_ll, make_context, parse_module
from simdopt.tools.kernel_gen_types import FEATURES
from simdopt.tools.kernel_runs import apply

ROOT = checkout() / "examples"
WIDTH = 4
THREADS = 8
MAX_STEPS = 1_000_000
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWER = {"lockstep-exec": "exec", "lockstep-per-op": "per-op"}
KERNEL_STAGES: dict[str, tuple[str | None, str | None]] = {
    "spmd": (None, None),
    "naive": (None, f"spmd-vectorize{{width={WIDTH} mode=naive}}"),
    "uniform": (None, f"spmd-vectorize{{width={WIDTH} mode=uniform}}"),
    "scalarized": ("uniform", SCALARIZE),
    **{s: ("scalarized", f"convert-simd-to-lockstep{{mask-style={m}}}") for s, m in LOWER.items()},
}
"""Stage -> (the stage it continues, the pipeline it adds); None: the program itself."""
SIMD_STAGES: dict[str, tuple[str | None, str | None]] = {
    "simd": (None, None),
    "scalarized": ("simd", "divergence-scalarize,canonicalize"),
    **{s: ("scalarized", f"convert-simd-to-lockstep{{mask-style={m}}}") for s, m in LOWER.items()},
}


@dataclass
class Program:
    """One program: its source module, its launch and its stages."""

    name: str
    module: Callable[[], ModuleOp]
    args: list[Any]
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    stages: dict[str, tuple[str | None, str | None]]


def _dims(text: Any) -> tuple[int, int, int]:
    parts = [int(x) for x in str(text).split(",")] + [1, 1]
    return parts[0], parts[1], parts[2]


def kernel_gen_program(seed: int) -> Program:
    features = FEATURES if seed % 2 else ()
    text = kernel_gen.random_kernel(seed, features=features)
    args = kernel_gen.kernel_args(seed, THREADS, features)
    return Program(f"kernel_gen:{seed}", lambda: parse_module(make_context(), SourceMap(f"kernel_gen_{seed}", text)),
                   args, (1, 1, 1), (THREADS, 1, 1), KERNEL_STAGES)  # fmt: skip


def random_simd_program(seed: int) -> Program:
    text, args = random_simd.random_program(seed, WIDTH)
    head = "%z: i32)"
    assert head in text
    text = text.replace(head, "%z: i32, %group_base: i32)", 1)  # one subgroup of a launch
    return Program(f"random_simd:{seed}", lambda: parse_module(make_context(), SourceMap(f"random_simd_{seed}", text)),
                   args, (1, 1, 1), (2 * WIDTH, 1, 1), SIMD_STAGES)  # fmt: skip


def corpus() -> dict[str, tuple[Path, dict[str, Any]]]:
    """Every corpus kernel with a launch: OpenCL (examples/opencl[/suite]), then the
    CUDA and HIP spellings (examples/cuda|hip, the OpenCL kernel's launch)."""
    out: dict[str, tuple[Path, dict[str, Any]]] = {}
    opencl = ROOT / "opencl"
    for folder in (opencl, opencl / "suite"):
        for name, launch in json.loads((folder / "launches.json").read_text()).items():
            out[name] = (folder / f"{name}.ll", launch)
    for lang in ("cuda", "hip"):
        for path in sorted((ROOT / lang).glob("*.ll")):
            if path.stem in out:
                out[f"{lang}/{path.stem}"] = (path, out[path.stem][1])
    return out


def corpus_program(name: str) -> Program:
    path, launch = corpus()[name]
    return Program(name, lambda: import_ll(SourceMap(name, path.read_text()), None), launch["args"],
                   _dims(launch["grid"]), _dims(launch["block"]), KERNEL_STAGES)  # fmt: skip


def program_of(key: str) -> Program:
    """`kernel_gen:SEED`, `random_simd:SEED` or a corpus kernel's name."""
    kind, _, seed = key.partition(":")
    if kind == "kernel_gen":
        return kernel_gen_program(int(seed))
    if kind == "random_simd":
        return random_simd_program(int(seed))
    return corpus_program(key)


def campaign_keys(programs: int, start: int) -> list[str]:
    return [f"{'kernel_gen' if i % 2 == 0 else 'random_simd'}:{start + i // 2}" for i in range(programs)]


# ------------------------------------------------------------------ one run, two engines


@contextlib.contextmanager
def watched_fallbacks() -> Iterator[list[str]]:
    """The reasons the jit handed its launch to the interpreter, while in the block."""
    import simdopt.interpreters.jit.launcher as jit_launcher
    import simdopt.interpreters.jit.spmd as jit_spmd
    import simdopt.interpreters.jit.vectorized as jit_vectorized

    seen: list[str] = []
    spmd_run, vec_run = jit_spmd.run_spmd, jit_vectorized.run_vectorized_launch

    def spmd(*args: Any, **kwargs: Any) -> Any:
        seen.append(jit_spmd.FALLBACK["why"] or "spmd")
        return spmd_run(*args, **kwargs)

    def vectorized(*args: Any, **kwargs: Any) -> Any:
        seen.append(f"native run stopped: {jit_launcher.STOPPED['why']}")
        return vec_run(*args, **kwargs)

    jit_spmd.run_spmd, jit_vectorized.run_vectorized_launch = spmd, vectorized
    try:
        yield seen
    finally:
        jit_spmd.run_spmd, jit_vectorized.run_vectorized_launch = spmd_run, vec_run


def _place(module: ModuleOp, op: Operation | None) -> str:
    if op is None:
        return "-"
    walk = list(module.walk())
    return f"{op.name}#{walk.index(op)}" if op in walk else op.name


def _engine_run(module: ModuleOp, fn: func.FuncOp | gpu.FuncOp, prog: Program, engine: str) -> tuple[str, Any]:
    """('ok', json text) | ('fault', (message, place)) | ('error', message)."""
    try:
        out = run_program(module, fn, copy.deepcopy(prog.args), grid=prog.grid, block=prog.block, width=WIDTH,
                          max_steps=MAX_STEPS, time_limit=None, engine=engine)  # fmt: skip
    except RuntimeFault as e:
        return "fault", (e.message, _place(module, e.op))
    except ArgumentError as e:
        return "error", e.message
    return "ok", json.dumps(out)


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """The first field where the JSON values `a` and `b` differ (`results[3][0]`,
    `stats.cycles`), or '' when equal."""
    if isinstance(a, dict) and isinstance(b, dict):
        da: dict[str, Any] = a  # pyright: ignore[reportUnknownVariableType]
        db: dict[str, Any] = b  # pyright: ignore[reportUnknownVariableType]
        for k in [*da, *(k for k in db if k not in da)]:
            if k not in da or k not in db:
                return f"{path}.{k}".lstrip(".") + " (missing)"
            d = first_difference(da[k], db[k], f"{path}.{k}")
            if d:
                return d
        return "" if list(da) == list(db) else f"{path} (key order)"
    if isinstance(a, list) and isinstance(b, list):
        la: list[Any] = a  # pyright: ignore[reportUnknownVariableType]
        lb: list[Any] = b  # pyright: ignore[reportUnknownVariableType]
        for i, (x, y) in enumerate(zip(la, lb, strict=False)):
            d = first_difference(x, y, f"{path}[{i}]")
            if d:
                return d
        return "" if len(la) == len(lb) else f"{path} (length)"
    return "" if json.dumps(a) == json.dumps(b) else path.lstrip(".") or "value"


def entry(module: ModuleOp) -> func.FuncOp | gpu.FuncOp:
    """The function a stage runs: the vectorized program (it takes %group_base), else
    the first function with a body (an imported kernel's helpers come after it)."""
    fns = [op for op in module.walk() if isinstance(op, func.FuncOp | gpu.FuncOp) and op.body.blocks]
    return next((f for f in fns if group_base_index(f) is not None), fns[0])


def check_stage(module: ModuleOp, prog: Program) -> tuple[str, str]:
    """(class, detail) of one stage: both engines on `module` over `prog`'s launch."""
    fn = entry(module)
    interp = _engine_run(module, fn, prog, "interp")
    import simdopt.interpreters.jit.spmd as jit_spmd

    jit_spmd.FALLBACK.update(why="", by="")  # (a vectorized stage leaves it alone)
    with watched_fallbacks() as fallbacks:
        jit = _engine_run(module, fn, prog, "jit")
    rerun = jit_spmd.FALLBACK["by"] == "jit"
    if jit[0] == "error" and interp[0] != "error":
        what = jit[1]
        marker = "': "
        if "--engine jit" in what and marker in what:
            what = what.split(marker, 1)[1].removesuffix("; use --engine interp").removesuffix(" is not supported")
        return f"refused: {what}", jit[1]
    if interp == jit:
        if fallbacks and jit[0] != "fault":
            if fallbacks[0] == "conflict":
                return f"fallback: conflict, {_thread_order(module, fn, prog, interp)}", ""
            return f"fallback: {fallbacks[0]}", ""
        if rerun:
            return f"agree-conflict: {_thread_order(module, fn, prog, interp)}", ""
        return ("agree-fault" if jit[0] == "fault" else "agree"), ""
    if interp[0] != jit[0]:
        return f"disagree: {interp[0]} vs {jit[0]}", f"interp {interp[1]!s:.300} / jit {jit[1]!s:.300}"
    if interp[0] == "ok":
        field = first_difference(json.loads(interp[1]), json.loads(jit[1]))
        a, b = _at(json.loads(interp[1]), field), _at(json.loads(jit[1]), field)
        return f"disagree: {_field_class(field)}", f"{field}: interp {a!s:.200} jit {b!s:.200}"
    return f"disagree: {interp[0]}", f"interp {interp[1]!s:.300} / jit {jit[1]!s:.300}"


def _thread_order(module: ModuleOp, fn: func.FuncOp | gpu.FuncOp, prog: Program, interp: tuple[str, Any]) -> str:
    """Whether a launch the jit handed back for a conflict (two lanes of a subgroup on one
    address, one writing) comes out the same when its lanes keep thread order: "thread
    order differs" (a real order dependence), else "thread order agrees" (the check was
    cautious for this input)."""
    from simdopt.interpreters.jit import engine as jit_engine

    jit_engine.CHECK_CONFLICTS["on"] = False
    try:
        native = _engine_run(module, fn, prog, "jit")
    finally:
        jit_engine.CHECK_CONFLICTS["on"] = True
    return "thread order agrees" if native == interp else "thread order differs"


def _field_class(field: str) -> str:
    """`results[3][0]` -> results, `stats.cycles` -> stats.cycles."""
    return field.split("[", 1)[0].split(" ", 1)[0]


def _at(value: Any, field: str) -> Any:
    """The value at `field` (as `first_difference` spells it), best effort."""
    import re

    for part in re.findall(r"\.?([A-Za-z_][A-Za-z_0-9]*)|\[(\d+)\]", field.split(" ", 1)[0]):
        try:
            value = value[part[0]] if part[0] else value[int(part[1])]
        except (KeyError, IndexError, TypeError):
            return None
    return value


def check_program(key: str, stages: tuple[str, ...] | None = None) -> dict[str, list[str]]:
    """stage -> [class, detail] for every stage of program `key` (or those in `stages`)."""
    prog = program_of(key)
    modules: dict[str, ModuleOp | str] = {}
    out: dict[str, list[str]] = {}

    def module_of(stage: str) -> ModuleOp | str:
        if stage not in modules:
            base, pipeline = prog.stages[stage]
            try:
                src = prog.module() if base is None else module_of(base)
                if isinstance(src, str):
                    modules[stage] = src
                else:
                    modules[stage] = apply(src, pipeline) if pipeline else src
            except Exception as e:  # a pass failed: no engine runs this stage
                first = (pipeline or "parse").split("{", 1)[0].split(",", 1)[0]
                modules[stage] = f"pipeline: {first}|{' '.join(str(e).split())[:300]}"
        return modules[stage]

    for stage in prog.stages:
        if stages is not None and stage not in stages:
            continue
        module = module_of(stage)
        if isinstance(module, str):
            cls, _, detail = module.partition("|")
            out[stage] = [cls, detail]
            continue
        try:
            out[stage] = list(check_stage(module, prog))
        except Exception as e:  # an engine crashed (not a located fault): a disagreement
            out[stage] = [f"disagree: crash {type(e).__name__}", " ".join(str(e).split())[:300]]
    return out


# ------------------------------------------------------------------ the campaign


def _worker(key: str, stages: tuple[str, ...] | None = None) -> tuple[str, dict[str, list[str]], float]:
    start = time.process_time()
    return key, check_program(key, stages), time.process_time() - start


def refused_stages(rows: dict[str, dict[str, list[str]]]) -> dict[str, tuple[str, ...]]:
    """program -> its stages the jit refused, for the programs with any."""
    out: dict[str, tuple[str, ...]] = {}
    for key, stages in rows.items():
        todo = tuple(s for s, (cls, _) in stages.items() if cls.startswith("refused"))
        if todo:
            out[key] = todo
    return out


def read_log(path: Path) -> dict[str, dict[str, list[str]]]:
    done: dict[str, dict[str, list[str]]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            with contextlib.suppress(json.JSONDecodeError):  # a line cut by an interruption
                row = json.loads(line)
                done[row["program"]] = row["stages"]
    return done


def tallies(rows: dict[str, dict[str, list[str]]]) -> tuple[Counter[str], dict[str, list[str]]]:
    """Class -> stage runs, and up to three examples of every class but agree."""
    count: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    for key, stages in rows.items():
        for stage, (cls, detail) in stages.items():
            count[cls] += 1
            if cls not in ("agree", "agree-fault") and len(examples.setdefault(cls, [])) < 3:
                examples[cls].append(f"{key} {stage}: {detail}")
    return count, examples


def report(rows: dict[str, dict[str, list[str]]]) -> str:
    count, examples = tallies(rows)
    runs = sum(count.values())
    lines = [f"{len(rows)} programs, {runs} stage runs on both engines"]
    for group in ("agree", "disagree", "refused", "fallback", "pipeline"):
        cls_in = sorted((c for c in count if c.split(":")[0].split("-")[0] == group), key=lambda c: -count[c])
        lines.append(f"  {group:<9} {sum(count[c] for c in cls_in):6d}")
        for c in cls_in:
            if c in ("agree",):
                continue
            lines.append(f"    {count[c]:6d}  {c}")
            lines.extend(f"              e.g. {e}" for e in examples.get(c, []))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--programs", type=int, default=1000)
    p.add_argument("--start", type=int, default=0, help="first seed")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--log", default="engine_campaign.jsonl", help="JSON lines, one per finished program (resumable)")
    p.add_argument("--corpus", action="store_true", help="also every corpus kernel")
    p.add_argument("--recheck", metavar="OLD", help="run only the stages the jit refused in log OLD")
    ns = p.parse_args(argv)
    log = Path(ns.log)
    only: dict[str, tuple[str, ...]] = {}
    if ns.recheck:
        only = refused_stages(read_log(Path(ns.recheck)))
        keys = list(only)
    else:
        keys = campaign_keys(ns.programs, ns.start) + (sorted(corpus()) if ns.corpus else [])
    done = read_log(log)
    todo = [k for k in keys if k not in done]
    print(f"{len(keys)} programs, {len(keys) - len(todo)} already in {log}, {len(todo)} to run on {ns.jobs} jobs",
          file=sys.stderr, flush=True)  # fmt: skip
    start = time.monotonic()
    with log.open("a") as out:

        def record(key: str, stages: dict[str, list[str]], cpu: float) -> None:
            done[key] = stages
            out.write(json.dumps({"program": key, "stages": stages, "cpu_s": round(cpu, 2)}) + "\n")
            out.flush()
            bad = {s: c for s, (c, _) in stages.items() if c.split(":")[0] not in ("agree", "agree-fault", "agree-conflict")}
            if bad:
                print(f"{key}: {bad}", file=sys.stderr, flush=True)

        if ns.jobs <= 1:
            for key in todo:
                record(*_worker(key, only.get(key)))
        else:
            with ProcessPoolExecutor(ns.jobs) as pool:
                futures = {pool.submit(_worker, k, only.get(k)): k for k in todo}
                for fut in as_completed(futures):
                    try:
                        record(*fut.result())
                    except Exception as e:  # the worker died (a crash in native code)
                        record(futures[fut], {"worker": [f"disagree: worker {type(e).__name__}", str(e)[:300]]}, 0.0)
    print(report({k: done[k] for k in keys}))
    print(f"time {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
