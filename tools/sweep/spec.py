"""The sweep file: what to run (SPEC section 7).

    kernels = ["../kernels/*.mlir", "../opencl/*.ll",          # paths or globs, relative
               {path = "k.mlir", threads = 8, args = [...]},  # to the file; a launch inline
               {generate = [0, 100], budget = 20, threads = 8}]  # tools/kernel_gen seeds
    timeout = 120                 # seconds per point (default 300)

    [axes]                        # each a list of values; one point per combination
    width = [4, 8, 32]
    mode = ["naive", "uniform"]
    stage = ["vectorize", "scalarize", "lockstep"]
    mask_style = ["exec", "per-op"]
    scalar_operands = [false, true]
    engine = ["interp"]
    taken_branch_penalty = [2, 8]   # any TargetDesc field: a convert-simd-to-lockstep option

    [stages]                      # optional: more stages, or other pipelines for these;
    mine = "spmd-vectorize{width=$width mode=$mode},cse"   # $axis substituted

A kernel's launch (threads or grid/block, arguments) comes from its entry's inline
table, else from its `// simd-run: --threads N --width W --args '[...]'` header (an
`.mlir`), else from `launches.json` beside it (the OpenCL corpus).  An `.cl` runs as
the `.ll` clang made of it, committed beside it.

An axis that a stage's pipeline does not mention (mask_style for `vectorize`) does not
multiply that stage's points: its column is empty there.  Every error in the file is
reported `file:line: error: message` (`SweepError`).
"""

from __future__ import annotations

import glob
import itertools
import os
import re
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from string import Template
from typing import Any

from simdopt.dialects.lockstep import TARGET_FIELDS

SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
VECTORIZE = "spmd-vectorize{width=$width mode=$mode}"
LOWER = "convert-simd-to-lockstep{mask-style=$mask_style scalar-operands=$scalar_operands$target}"
STAGES: dict[str, str] = {
    "spmd": "",  # the kernel itself, on the SPMD executor: the reference's own stats
    "vectorize": VECTORIZE,
    "scalarize": f"{VECTORIZE},{SCALARIZE}",
    "lockstep": f"{VECTORIZE},{SCALARIZE},{LOWER}",
    "lockstep-noscalarize": f"{VECTORIZE},{LOWER}",
}
DEFAULTS: dict[str, list[Any]] = {
    "width": [4],
    "mode": ["uniform"],
    "stage": ["lockstep"],
    "mask_style": ["exec"],
    "scalar_operands": [False],
    "engine": ["interp"],
}
"""The standard axes (a column each, in this order) and their values when not given."""
ALWAYS = ("width", "stage", "engine")
"""Axes every point has, whatever its pipeline mentions (width: the launch's too)."""
TARGET = {f.name for f in TARGET_FIELDS}
DEFAULT_TIMEOUT = 300.0


class SweepError(Exception):
    """A malformed sweep file: `file:line: error: message`."""


@dataclass(frozen=True)
class Kernel:
    """One kernel of the sweep: a file, or a generated kernel (`gen:SEED`)."""

    name: str
    path: str | None = None
    launch: tuple[tuple[str, Any], ...] = ()
    """An inline launch: `threads`, `grid`, `block`, `args`, `width` (JSON-like values)."""
    seed: int | None = None
    budget: int = 20
    text: str | None = None
    """The file's text (`.cl`: its `.ll`'s), read by the driver (`point.with_text`) so
    that a worker need not see the file; None: the worker reads `path`."""
    source: str | None = None
    """The name of the file `text` came from, for the messages."""
    error: str | None = None
    """Why the driver could not read the kernel (the point's row says it)."""


@dataclass(frozen=True)
class Point:
    """One kernel at one axis point: what a worker needs, picklable."""

    kernel: Kernel
    axes: tuple[tuple[str, Any], ...]
    """Column -> value, "" for an axis the stage's pipeline does not mention."""
    pipeline: str
    timeout: float

    @property
    def key(self) -> str:
        """The point's identity in the output (a rerun skips the keys it finds)."""
        return self.kernel.name + "|" + ",".join(f"{k}={_text(v)}" for k, v in self.axes)


@dataclass
class Sweep:
    kernels: list[Kernel]
    axes: dict[str, list[Any]]
    stages: dict[str, str]
    timeout: float = DEFAULT_TIMEOUT
    columns: list[str] = field(default_factory=list[str])
    """The axis columns, in order."""

    def points(self) -> list[Point]:
        """Every point, kernels outermost, in a fixed order (rows come out in it)."""
        names = list(self.axes)
        out: list[Point] = []
        seen: set[str] = set()
        for kernel in self.kernels:
            for values in itertools.product(*(self.axes[n] for n in names)):
                chosen = dict(zip(names, values, strict=True))
                template = Template(self.stages[chosen["stage"]])
                used = set(template.get_identifiers())
                if "target" in used:
                    used |= TARGET
                axes = tuple((n, v if n in used or n in ALWAYS else "") for n, v in chosen.items())
                p = Point(kernel, axes, _pipeline(template, chosen), self.timeout)
                if p.key not in seen:
                    seen.add(p.key)
                    out.append(p)
        return out


def _text(v: Any) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def _pipeline(template: Template, chosen: dict[str, Any]) -> str:
    target = "".join(f" {n.replace('_', '-')}={_text(v)}" for n, v in chosen.items() if n in TARGET)
    return template.substitute({**{n: _text(v) for n, v in chosen.items()}, "target": target})


def line_of(text: str, key: str, section: str | None = None) -> int:
    """The line of `key = ...` (in `[section]`, or at the top level); 1 if not found."""
    current: str | None = None
    for n, line in enumerate(text.splitlines(), 1):
        head = re.match(r"\s*\[([^\]]+)\]", line)
        if head:
            current = head.group(1).strip()
        elif current == section and re.match(rf"\s*\"?{re.escape(key)}\"?\s*=", line):
            return n
    return 1


def load(path: Path | str) -> Sweep:
    """Read and check the sweep file `path`; `SweepError` when malformed."""
    path = Path(path)
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as e:
        raise SweepError(f"{path}: error: cannot read: {e}") from None
    return parse(text, path)


def parse(text: str, path: Path) -> Sweep:
    def error(message: str, key: str, section: str | None = None, value: Any = None) -> SweepError:
        line = line_of(text, key, section)
        if isinstance(value, str):  # the line of the value itself (a list over lines)
            lines = text.splitlines()
            line = next((n for n in range(line, len(lines) + 1) if f'"{value}"' in lines[n - 1]), line)
        return SweepError(f"{path}:{line}: error: {message}")

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(e))
        where = f"{m.group(1)}:{m.group(2)}" if m else "1"
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(e)) or str(e)
        raise SweepError(f"{path}:{where}: error: {message}") from None
    for key in data:
        if key not in ("kernels", "axes", "stages", "timeout"):
            raise error(f"unknown key '{key}' (expected kernels, axes, stages, timeout)", key)
    stages = dict(STAGES)
    raw_stages = data.get("stages", {})
    if not isinstance(raw_stages, dict):
        raise error("'stages' must be a table of stage = \"pipeline\"", "stages")
    for name, pipeline in raw_stages.items():
        if not isinstance(pipeline, str):
            raise error(f"stage '{name}': expected a pipeline string", name, "stages")
        stages[name] = pipeline
    axes = _axes(data.get("axes", {}), stages, error)
    timeout = data.get("timeout", DEFAULT_TIMEOUT)
    if isinstance(timeout, bool) or not isinstance(timeout, int | float) or timeout <= 0:
        raise error(f"timeout: expected a positive number of seconds, found {timeout!r}", "timeout")
    if "kernels" not in data:
        raise SweepError(f"{path}:1: error: no 'kernels = [...]' (paths or globs of .mlir/.ll/.cl)")
    kernels = _kernels(data["kernels"], path.parent, error)
    return Sweep(kernels, axes, stages, float(timeout), list(axes))


def _axes(raw: Any, stages: dict[str, str], error: Any) -> dict[str, list[Any]]:
    if not isinstance(raw, dict):
        raise error("'axes' must be a table of name = [values]", "axes")
    axes = {k: list(v) for k, v in DEFAULTS.items()}
    target: dict[str, list[Any]] = {}
    for key, values in raw.items():
        name = key.replace("-", "_")
        if name not in DEFAULTS and name not in TARGET:
            known = ", ".join([*DEFAULTS, *sorted(TARGET)])
            raise error(f"unknown axis '{key}' (known: {known})", key, "axes")
        if not isinstance(values, list):
            values = [values]
        if not values:
            raise error(f"axis '{key}' has no values", key, "axes")
        for v in values:
            if isinstance(v, dict | list):
                raise error(f"axis '{key}': a value must be a number, string or boolean, found {v!r}", key, "axes")
        if name == "stage":
            for v in values:
                if v not in stages:
                    raise error(f"unknown stage '{v}' (known: {', '.join(stages)}; add it under [stages])", key, "axes", v)
        if name == "width" and any(isinstance(v, bool) or not isinstance(v, int) for v in values):
            raise error(f"width: expected integers, found {values!r}", key, "axes")
        (target if name in TARGET else axes)[name] = values  # pyright: ignore[reportUnknownArgumentType]
    return {**axes, **dict(sorted(target.items()))}


def _kernels(raw: Any, base: Path, error: Any) -> list[Kernel]:
    if not isinstance(raw, list):
        raise error("'kernels' must be a list of paths, globs or tables", "kernels")
    out: list[Kernel] = []
    for entry in raw:  # pyright: ignore[reportUnknownVariableType]
        if isinstance(entry, str):
            out += [Kernel(_name(p, base), str(p)) for p in _glob(entry, base, error)]
        elif isinstance(entry, dict) and "generate" in entry:
            seeds = entry["generate"]  # pyright: ignore[reportUnknownVariableType]
            if not (isinstance(seeds, list) and len(seeds) == 2 and all(isinstance(s, int) for s in seeds)):  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
                raise error("generate: expected [first seed, number of kernels]", "kernels")
            launch = (("threads", entry.get("threads", 8)),)  # pyright: ignore[reportUnknownMemberType]
            budget = entry.get("budget", 20)  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
            out += [Kernel(f"gen:{s}", None, launch, s, int(budget)) for s in range(seeds[0], seeds[0] + seeds[1])]  # pyright: ignore[reportUnknownArgumentType]
        elif isinstance(entry, dict) and isinstance(entry.get("path"), str):  # pyright: ignore[reportUnknownMemberType]
            extra = set(entry) - {"path", "threads", "grid", "block", "args", "width"}  # pyright: ignore[reportUnknownArgumentType]
            if extra:
                raise error(f"kernel {entry['path']}: unknown launch key(s) {sorted(extra)}", "kernels")
            launch = tuple(sorted((k, v) for k, v in entry.items() if k != "path"))  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
            for p in _glob(entry["path"], base, error):  # pyright: ignore[reportUnknownArgumentType]
                out.append(Kernel(_name(p, base), str(p), frozen(launch)))
        else:
            raise error(f"kernels: expected a path, a glob or a table with 'path' or 'generate', found {entry!r}", "kernels")
    paths = [k.path for k in out if k.path is not None]
    if len(set(paths)) != len(paths):
        dup = next(p for p in paths if paths.count(p) > 1)
        raise error(f"kernel '{dup}' is listed twice", "kernels")
    stems = [k.name for k in out]
    if len(set(stems)) != len(stems):  # same file names in two folders: their paths
        out = [replace(k, name=_relative(Path(k.path), base)) if k.path else k for k in out]
    return out


def frozen(v: Any) -> Any:
    """Lists as tuples all the way down (a Point is hashable)."""
    if isinstance(v, list | tuple):
        return tuple(frozen(x) for x in v)  # pyright: ignore[reportUnknownVariableType]
    return v


def _glob(pattern: str, base: Path, error: Any) -> list[Path]:
    full = pattern if Path(pattern).is_absolute() else str(base / pattern)
    paths = sorted(Path(os.path.normpath(p)) for p in glob.glob(full, recursive=True))
    paths = [p for p in paths if p.suffix in (".mlir", ".ll", ".cl")]
    # an .cl runs as the .ll beside it: listed once when a glob takes both
    listed = {p.with_suffix("") for p in paths if p.suffix == ".ll"}
    paths = [p for p in paths if not (p.suffix == ".cl" and p.with_suffix("") in listed)]
    if not paths:
        raise error(f"kernels: '{pattern}' matches no .mlir, .ll or .cl file", "kernels")
    return paths


def _name(path: Path, base: Path) -> str:
    """The kernel's name in the rows: its file name without the suffix."""
    return path.stem


def _relative(path: Path, base: Path) -> str:
    """The path relative to the sweep file, without the suffix."""
    return os.path.relpath(path.with_suffix(""), base)
