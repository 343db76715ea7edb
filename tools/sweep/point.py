"""One point of a sweep, run in a worker: one row.

The kernel is parsed (an `.ll` imported, an `.cl` taken as the `.ll` beside it or
compiled by clang-22, a `gen:SEED` kernel generated), its launch found (`spec`), the
reference run by the SPMD executor over the launch at the point's width, the stage's
pipeline applied (timed: `compile_time`), and the result run over the same launch by
the point's engine (`interp`: the interpreters, in this process; any other: `simd-run
--engine E --json`).  The row holds the axis values, the stats of `simd-run --json`
under their names (nested ones dotted: `issued.vector`), `same` (results and final
memory equal the reference's, floats within 1e-5) and `mismatch` (the first
difference), or, when something failed, `phase` (`kernel`, `reference`, `pipeline`,
`run`, `timeout`) and `error` (the located message).  Points are deterministic: the
same point gives the same row on any worker, timing and `worker` columns aside.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import shlex
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.dialects import gpu, simd
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lane_interpreter import DEFAULT_MAX_STEPS
from simdopt.interpreters.runner import run_program
from simdopt.ir.diagnostics import Diagnostic
from simdopt.passes import get_all_passes
from simdopt.tools import kernel_gen as gen
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    format_error,
    make_context,
    parse_module,
    verify_module,
)
from simdopt.tools.kernel_runs import close
from simdopt.tools.sweep.spec import Kernel, Point, frozen

VOLATILE = ("compile_time", "run_time", "worker")
"""Columns that differ from run to run (timing, where it ran); every other is determined
by the point."""
CLFLAGS = ["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", "-O2", "-ffp-contract=off"]


class PointFailed(Exception):
    """A phase of a point failed: `phase` and the located message."""

    def __init__(self, phase: str, message: str):
        super().__init__(message)
        self.phase = phase
        self.message = message


class _Timeout(BaseException):
    """The point's time is up (a BaseException: no `except Exception` in a pass eats it)."""


@dataclass
class Launch:
    args: list[Any]
    threads: int | None = None
    grid: tuple[int, int, int] | None = None
    block: tuple[int, int, int] | None = None

    def geometry(self) -> dict[str, Any]:
        return {"threads": self.threads, "grid": self.grid, "block": self.block}


@dataclass
class Loaded:
    source: SourceMap
    module: ModuleOp
    launch: Launch


def _dims(v: Any) -> tuple[int, int, int]:
    parts = [int(x) for x in str(v).split(",")] if not isinstance(v, list | tuple) else [int(x) for x in v]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    if not 1 <= len(parts) <= 3 or min(parts) < 1:
        raise ValueError(f"bad launch dimensions {v!r}: expected X[,Y[,Z]] of positive integers")
    return (parts + [1, 1])[0], (parts + [1, 1])[1], (parts + [1, 1])[2]


def _thaw(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_thaw(x) for x in v]  # pyright: ignore[reportUnknownVariableType]
    return v


def _launch(spec: dict[str, Any], where: str) -> Launch:
    if "args" not in spec or not ("threads" in spec or "block" in spec):
        raise PointFailed("kernel", f"{where}: no launch: give threads (or grid and block) and args")
    if "threads" in spec:
        return Launch(list(_thaw(spec["args"])), threads=int(spec["threads"]))
    return Launch(list(_thaw(spec["args"])), grid=_dims(spec.get("grid", 1)), block=_dims(spec["block"]))


def _header_launch(path: Path, text: str) -> dict[str, Any] | None:
    """The launch of an `.mlir` file's `// simd-run: ...` header line."""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("// simd-run:"):
            words = shlex.split(line.removeprefix("// simd-run:"))
            out: dict[str, Any] = {}
            for flag, value in zip(words, words[1:], strict=False):
                if flag in ("--threads", "--grid", "--block", "--args"):
                    out[flag[2:]] = json.loads(value) if flag == "--args" else value
            return out
    return None


def _ll_text(path: Path) -> tuple[str, str]:
    """An `.cl`'s LLVM IR: the `.ll` beside it, else clang-22's (name, text)."""
    ll = path.with_suffix(".ll")
    if ll.exists():
        return str(ll), ll.read_text()
    try:
        done = subprocess.run(["clang-22", *CLFLAGS, "-S", "-emit-llvm", str(path), "-o", "-"],
                              capture_output=True, text=True, timeout=120)  # fmt: skip
    except (OSError, subprocess.TimeoutExpired) as e:
        raise PointFailed("kernel", f"{path}: no .ll beside it and clang-22 failed: {e}") from None
    if done.returncode != 0:
        raise PointFailed("kernel", f"{path}: clang-22: {(done.stderr.strip().splitlines() or ['failed'])[0]}")
    return str(ll), done.stdout


def with_text(kernel: Kernel) -> Kernel:
    """`kernel` with what a worker would read from files: its text (`.cl`: the `.ll`
    beside it, else clang-22's) and, when not inline, its launch (the `.mlir` header,
    else `launches.json` beside it).  The driver calls it, so that the points carry
    their kernels: a Dask worker on another machine sees none of these files."""
    if kernel.path is None or kernel.text is not None or kernel.error is not None:
        return kernel
    path = Path(kernel.path)
    try:
        if path.suffix == ".cl":
            name, text = _ll_text(path)
        else:
            name, text = str(path), path.read_text()
        launch = kernel.launch
        if not launch:
            found = _header_launch(path, text) if path.suffix == ".mlir" else None
            launches = path.parent / "launches.json"
            if found is None and launches.exists():
                found = json.loads(launches.read_text()).get(path.stem)
            launch = tuple(sorted((found or {}).items()))
    except OSError as e:
        return replace(kernel, error=f"{path}: cannot read: {e.strerror}")
    except (PointFailed, ValueError) as e:  # clang failed; launches.json not JSON
        return replace(kernel, error=str(e))
    return replace(kernel, text=text, source=name, launch=frozen(launch))


@lru_cache(maxsize=64)
def load_kernel(kernel: Kernel) -> Loaded:
    """The kernel parsed and its launch (cached per worker process: points share it)."""
    kernel = with_text(kernel)
    if kernel.error is not None:
        raise PointFailed("kernel", kernel.error)
    inline = dict(kernel.launch)
    if kernel.seed is not None:
        text = gen.random_kernel(kernel.seed, budget=kernel.budget, convergent=hasattr(simd, "VReduceOp"), race_free=True)
        threads = int(inline.get("threads", 8))
        inline = {"threads": threads, "args": gen.kernel_args(kernel.seed, threads)}
        source = SourceMap(f"{kernel.name}.mlir", text)
    else:
        assert kernel.text is not None and kernel.source is not None
        source = SourceMap(kernel.source, kernel.text)
    try:
        module = parse_module(make_context(), source)
    except SourceError as e:
        raise PointFailed("kernel", format_error(e, source).splitlines()[0]) from None
    try:
        launch = _launch(inline, source.name)
    except ValueError as e:
        raise PointFailed("kernel", f"{source.name}: {e}") from None
    launch.args = _with_workgroup(entry(module), launch.args)
    return Loaded(source, module, launch)


def entry(module: ModuleOp, name: str | None = None) -> func.FuncOp | gpu.FuncOp:
    """`name`, else `main`, else the first gpu.func kernel, else the first function
    with a body (simd-run's rule)."""
    funcs = [o for o in module.walk() if isinstance(o, func.FuncOp | gpu.FuncOp) and o.body.blocks]
    if not funcs:
        raise PointFailed("kernel", "no function to run")
    named = [f for f in funcs if f.sym_name.data == (name or "main")]
    kernels = [f for f in funcs if isinstance(f, gpu.FuncOp) and f.kernel is not None]
    return named[0] if named else kernels[0] if kernels else funcs[0]


def _with_workgroup(fn: func.FuncOp | gpu.FuncOp, args: list[Any]) -> list[Any]:
    """`args` and zero-filled workgroup memory for trailing workgroup arguments left out."""
    out = copy.deepcopy(args)
    for t in list(fn.function_type.inputs.data)[len(args) :]:
        if not gpu.is_workgroup_memref(t):
            break
        size = 1
        for d in t.get_shape():  # pyright: ignore[reportAttributeAccessIssue, reportUnknownVariableType]
            size *= d  # pyright: ignore[reportUnknownVariableType]
        out.append([0] * size)  # pyright: ignore[reportUnknownArgumentType]
    return out


@lru_cache(maxsize=64)
def reference(kernel: Kernel, width: int, time_limit: float) -> dict[str, Any]:
    """The SPMD executor's run of the kernel over its launch at `width` (cached)."""
    k = load_kernel(kernel)
    try:  # run_program: the SPMD executor, results shown as simd-run shows them (C types)
        return run_program(k.module, entry(k.module), copy.deepcopy(k.launch.args), width=width,
                           max_steps=DEFAULT_MAX_STEPS, time_limit=time_limit, **k.launch.geometry())  # fmt: skip
    except Diagnostic as e:
        raise PointFailed("reference", _located(e, k.source)) from None


def _located(e: Diagnostic, source: SourceMap) -> str:
    return format_error(e, source).splitlines()[0]


def apply(module: ModuleOp, pipeline: str, source: SourceMap) -> ModuleOp:
    """A copy of `module` after `pipeline`, verified after every pass."""
    out = module.clone()
    if not pipeline:
        return out
    registry = {**xdsl_passes(), **get_all_passes()}
    ctx = make_context()
    try:
        specs = parse_pipeline(pipeline)
        for spec in specs:
            if spec.name not in registry:
                raise PointFailed("pipeline", f"unknown pass '{spec.name}' in '{pipeline}'")
            registry[spec.name]().from_pass_spec(spec).apply(ctx, out)
            verify_module(out)
    except Diagnostic as e:
        raise PointFailed("pipeline", _located(e, source)) from None
    except PointFailed:
        raise
    except Exception as e:  # xDSL's own pass failures, bad options
        raise PointFailed("pipeline", f"{source.name}: error: {type(e).__name__}: {_first(e)}") from None
    return out


def _first(e: BaseException) -> str:
    return (str(e).strip().splitlines() or [""])[0]


def run(module: ModuleOp, name: str, launch: Launch, width: int, engine: str, source: SourceMap,
        time_limit: float) -> dict[str, Any]:  # fmt: skip
    """The staged program over the launch: `simd-run --json`'s object."""
    fn = entry(module, name)
    if engine == "interp":
        try:
            return run_program(module, fn, copy.deepcopy(launch.args), width=width, max_steps=DEFAULT_MAX_STEPS,
                               time_limit=time_limit, **launch.geometry())  # fmt: skip
        except Diagnostic as e:
            raise PointFailed("run", _located(e, source)) from None
    return _run_cli(module, fn.sym_name.data, launch, width, engine, time_limit)


def _run_cli(module: ModuleOp, name: str, launch: Launch, width: int, engine: str, time_limit: float) -> dict[str, Any]:
    """`simd-run --engine ENGINE --json` on the staged program (in this process)."""
    from simdopt.tools import simd_run

    with tempfile.TemporaryDirectory() as tmp:
        prog, args = Path(tmp) / "stage.mlir", Path(tmp) / "args.json"
        text = io.StringIO()
        Printer(stream=text).print_op(module)
        prog.write_text(text.getvalue())
        args.write_text(json.dumps(launch.args))
        argv = [str(prog), "--entry", name, "--args", f"@{args}", "--width", str(width), "--json",
                "--engine", engine, "--time-limit", str(time_limit)]  # fmt: skip
        if launch.threads is not None:
            argv += ["--threads", str(launch.threads)]
        if launch.grid is not None and launch.block is not None:
            argv += ["--grid", ",".join(map(str, launch.grid)), "--block", ",".join(map(str, launch.block))]
        out, err = io.StringIO(), io.StringIO()
        # SystemExit: argparse refusing an engine this simd-run does not know
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), contextlib.suppress(SystemExit):
            simd_run.main(argv)
    if not out.getvalue().strip():
        message = (err.getvalue().strip().splitlines() or ["no output"])[-1]
        raise PointFailed("run", f"simd-run --engine {engine}: {message}")
    return json.loads(out.getvalue())


def flatten(stats: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """Nested stats as dotted columns (`issued.vector`); lists as JSON text."""
    out: dict[str, Any] = {}
    for k, v in stats.items():
        if isinstance(v, dict):
            out.update(flatten(v, f"{prefix}{k}."))  # pyright: ignore[reportUnknownArgumentType]
        elif isinstance(v, list):
            out[prefix + k] = json.dumps(v)
        else:
            out[prefix + k] = v
    return out


def difference(expected: dict[str, Any], got: dict[str, Any]) -> str:
    """The first difference of two runs ("" when they agree)."""
    if len(expected["results"]) != len(got["results"]):
        return f"{len(got['results'])} results, the reference {len(expected['results'])}"
    for t, (a, b) in enumerate(zip(expected["results"], got["results"], strict=True)):
        if not close(a, b):
            return f"thread {t} returns {b}, the reference {a}"
    for k, (a, b) in enumerate(zip(expected["memrefs"], got["memrefs"], strict=False)):
        if not close(a, b):
            i = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if not close(x, y)), min(len(a), len(b)))
            return f"memref #{k}[{i}] is {b[i] if i < len(b) else 'missing'}, the reference wrote {a[i] if i < len(a) else 'nothing'}"
    return ""


@contextlib.contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Raise `_Timeout` after `seconds` (SIGALRM: only in a process' main thread; in a
    thread, the interpreters' own time limit and the executor's watchdog are left)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGALRM"):
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        raise _Timeout

    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def run_point(point: Point) -> dict[str, Any]:
    """The row of `point` (never raises for a failure of the point itself)."""
    axes = dict(point.axes)
    row: dict[str, Any] = {"point": point.key, "kernel": point.kernel.name, **axes, "pipeline": point.pipeline,
                           "phase": "", "error": "", "same": "", "mismatch": ""}  # fmt: skip
    width = int(axes["width"])
    compile_time = run_time = 0.0
    try:
        with deadline(point.timeout):
            k = load_kernel(point.kernel)
            ref = reference(point.kernel, width, point.timeout)
            t0 = time.perf_counter()
            staged = apply(k.module, point.pipeline, k.source)
            compile_time = time.perf_counter() - t0
            t0 = time.perf_counter()
            out = run(staged, entry(k.module).sym_name.data, k.launch, width, str(axes["engine"]), k.source, point.timeout)
            run_time = time.perf_counter() - t0
        mismatch = difference(ref, out)
        stats = {k: v for k, v in flatten(out["stats"]).items() if k not in row}  # width: the axis
        row.update(same=not mismatch, mismatch=mismatch, **stats)
    except PointFailed as e:
        row.update(phase=e.phase, error=e.message)
    except _Timeout:
        row.update(phase="timeout", error=f"timed out after {point.timeout:g} s")
    except RecursionError:
        row.update(phase="run", error="recursion too deep")
    except (RuntimeFault, SourceError) as e:  # pragma: no cover - located above
        row.update(phase="run", error=e.message)
    except Exception as e:  # an internal error is the point's row, not the sweep's end
        row.update(phase="internal", error=f"{type(e).__name__}: {_first(e)}")
    if row["phase"] in ("run", "reference") and "--time-limit" in row["error"]:
        row["phase"] = "timeout"
    row.update(compile_time=round(compile_time, 4), run_time=round(run_time, 4), worker=worker_name())
    return row


def failed_row(point: Point, phase: str, message: str) -> dict[str, Any]:
    """The row of a point whose worker died or hung (the executor's, not the worker's)."""
    return {"point": point.key, "kernel": point.kernel.name, **dict(point.axes), "pipeline": point.pipeline, "phase": phase,
            "error": message, "same": "", "mismatch": "", "compile_time": 0.0, "run_time": 0.0, "worker": ""}  # fmt: skip
