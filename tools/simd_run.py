"""`simd-run FILE [--entry NAME] [--args JSON] [--threads N | --grid X[,Y[,Z]] --block X[,Y[,Z]]] [--width W] [--json]`.

Runs a function of any stage and prints results, memrefs and stats.  Without a launch
it runs the function once with the simd interpreter (a SIMD or lockstep-stage program:
vectors are lanes); an SPMD kernel (it uses thread ids, barriers, or is a `gpu.func
... kernel`) is refused there: a kernel needs a launch.  With `--threads N`, or `--grid
X[,Y[,Z]] --block X[,Y[,Z]]` (SPEC section 4; `--threads N` is `--grid 1 --block N`),
or `--check-divergence`, it runs an SPMD kernel over the launch in subgroups of W lanes
with `simdopt.interpreters.spmd`.  The entry is `--entry`, else `main`, else the first
`gpu.func ... kernel` (inside its `gpu.module`), else the first function.  A vectorized
program (`spmd-vectorize`'s output: one subgroup of W lanes, with its trailing
`%group_base`; SIMD or lowered to the lockstep machine) given a launch runs once per
subgroup (`simdopt.interpreters.launch`): its gpu launch queries answered for the
subgroup, the last subgroup of a block partial when W does not divide the block size,
workgroup memory one copy per block, subgroups switching at gpu.barrier; it prints the
same JSON as the SPMD executor, so the two compare directly.

`--engine jit` compiles an SPMD kernel's launch with llvmlite and runs it natively
(`simdopt.interpreters.jit`): the same results, memory, stats and printf text, thousands
of times faster. It does not check poison (the interpreter is the checker) and has no
`--check-divergence`; an SPMD kernel's gpu.barrier runs natively (workgroup memory one
copy per block), inside scf loops too. It runs vectorized programs
(`%group_base`) over a launch too, SIMD and lowered (lockstep) ones, their poison
tracked lane by lane and every fault rerun on the interpreter, subgroups switching at
gpu.barrier, cross-lane ops (vshuffle, vpermute, vballot, vscan), vprintf, vcmpxchg and
f16 lanes included; it refuses there the SPMD ops left unvectorized (gpu.printf,
simd.cmpxchg, readfirstlane, group_reduce) and scans of i1 lanes
(`interpreters/jit/simd.py`'s `REFUSED`). Threads of a subgroup run
one after the other; when two of them accessed one address, one writing, the launch
runs again natively in lockstep-memory mode: every lane stops at each access to a
shared memref the kernel may write and an instance's lanes perform it in lane order,
the SPMD interpreter's lockstep memory order.

`--args` is a JSON array: numbers for scalars, arrays for memrefs and vectors; for an
SPMD kernel, a scalar argument marked `{simd.divergent}` takes one number per thread.
Memrefs are shared by all threads and printed with their final contents (a memref in
the workgroup address space: one array per block).

Exit status: 0 on success; 1 on any error (malformed input, bad arguments, a runtime
fault such as reading poison, dividing by zero or a barrier reached by only some
threads (subgroups) of a block, reported as `file:line:col: error:`; a run longer than
`--max-steps` ops in a thread (a subgroup, for a vectorized program) or `--time-limit`
seconds), and 1 when divergence
violations were found: a `simd.non_divergent` branch whose condition differed across
converged lanes (always checked), or, with `--check-divergence`, a value/use/branch the
divergence analysis calls uniform that differed.  Violations are printed one per line on
stderr; the output is still printed.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import sys
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import gpu
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.lane_interpreter import DEFAULT_MAX_STEPS, DEFAULT_TIME_LIMIT
from simdopt.interpreters.progress import Progress
from simdopt.interpreters.runner import DEFAULT_WIDTH, run_program
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.cli import cli_main
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    decode_source,
    format_error,
    import_ll,
    make_context,
    parse_module,
)


class _Usage(Exception):
    pass


_JSON_HELP = """output (--json): one JSON object
  SIMD program: {"results": [r, ...], "memrefs": [[...], ...], "stats": {...}}
  SPMD kernel:  {"results": [[thread 0 results], [thread 1 results], ...],
                 "memrefs": [[...], ...], "stats": {"static_alu_ops", "dynamic_alu_ops"
                 (summed over threads), "threads", "width", "groups", "blocks",
                 "convergent_instances", "barrier_instances", "shared_memory_accesses",
                 "shared_memory_instances", "branch_instances",
                 "divergent_branch_instances", ...},
                 "divergence_violations": [{"kind", "name", "op", "loc", "group",
                 "values": [[thread, value], ...], "instances", "message"}, ...]}
  vectorized program over a launch: the SPMD kernel's shape, "stats" those of the
                 stage (SIMD or lockstep) summed over subgroups, plus "threads",
                 "width", "groups", "blocks", "barrier_instances", "subgroups"
  vectors are arrays, memrefs are in argument order with their final contents, poison
  is null, a float that is not finite the string "Infinity", "-Infinity" or "NaN"
  (strict JSON has no such numbers; --args reads them back too).  "divergence_violations" appears with --check-divergence or when a
  simd.non_divergent branch diverged; a non-empty list means exit status 1.
  "printf" (when the kernel printed): the text of each gpu.printf, in thread order and
  each thread's in program order, the same at every stage; without --json it is
  printed after the results.

SPMD execution: threads of a block are linearized x fastest; subgroup k of a block is
its threads k*W .. k*W+W-1 (the last one partially active); subgroups of a block switch
at gpu.barrier; readfirstlane/group_reduce see the active lanes of a converged dynamic
instance (same op, same iteration of every enclosing loop).  See
simdopt.interpreters.spmd for the scheduling rule and the treatment of irreducible
cycles."""


def _located(message: str, op: Any, source: SourceMap) -> str:
    if op is not None:
        return format_error(SourceError(message, op), source)
    return f"{source.name}: error: {message}"


def _locate_fn(source: SourceMap):  # type: ignore[no-untyped-def]
    def locate(op: Any) -> str:
        loc = source.locate(op)
        return f"{loc[0]}:{loc[1]}:{loc[2]}" if loc is not None else source.name

    return locate


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="simd-run",
        description=__doc__,
        epilog=_JSON_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file")
    p.add_argument("--entry", help="function to run (default: main, else the first)")
    p.add_argument(
        "--args", default="[]",
        help="JSON array: numbers, arrays for memrefs/vectors; @FILE reads it from FILE, - from stdin",
    )  # fmt: skip
    p.add_argument(
        "--assume-external", choices=("divergent",),
        help="LLVM IR input: import calls to functions declared only as opaque calls "
        "(simd-opt's option); a run that reaches one stops with a located error",
    )  # fmt: skip
    p.add_argument("--threads", type=int, help="run as an SPMD kernel with N threads (N >= 1): --grid 1 --block N")
    p.add_argument("--grid", type=_dims, help="SPMD launch: X[,Y[,Z]] blocks (default 1)")
    p.add_argument("--block", type=_dims, help="SPMD launch: X[,Y[,Z]] threads per block")
    p.add_argument(
        "--width", type=int,
        help="SPMD group width: a power of two from 1 to 64 (default 4; for a vectorized "
        "program, the width it was vectorized for)",
    )  # fmt: skip
    p.add_argument(
        "--check-divergence",
        action="store_true",
        help="run as an SPMD kernel and report every value, use or branch the divergence "
        "analysis (at the run's subgroup width W, so its W-dependent rules are checked too) "
        "calls uniform that differs across converged lanes (exit 1 if any)",
    )
    p.add_argument(
        "--max-steps", type=_max_steps, default=DEFAULT_MAX_STEPS,
        help=f"ops one lane (a subgroup, for a vectorized program) may run before the run stops with an error (default {DEFAULT_MAX_STEPS})",
    )  # fmt: skip
    p.add_argument(
        "--time-limit", type=_seconds, default=DEFAULT_TIME_LIMIT, metavar="SECONDS",
        help=f"seconds the whole run may take before it stops with an error (default {DEFAULT_TIME_LIMIT:g}; 0: none)",
    )  # fmt: skip
    p.add_argument(
        "--engine", choices=("interp", "jit"), default="interp",
        help="interp (default): the reference interpreters, which check poison and divergence; "
        "jit: compile the launch with llvmlite and run it natively, same results, memory and "
        "stats - it does NOT check poison, has no --check-divergence, runs the threads of a "
        "subgroup one after the other (in lockstep order at shared accesses when they conflict); it runs SPMD kernels (gpu.barrier too) and "
        "vectorized SIMD and lockstep programs over a launch (barriers, cross-lane ops, "
        "vprintf, vcmpxchg, gpu.func attributions included), except scans of i1 lanes",
    )  # fmt: skip
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--quiet", action="store_true",
        help="no progress line (by default a launch running longer than 2 s shows blocks done and ops/s on stderr, when it is a terminal)",
    )  # fmt: skip
    return p


def _run_reporting(ns: argparse.Namespace, source: SourceMap) -> dict[str, Any] | None:
    """`_run`, every error printed (located when possible) and None returned."""
    try:
        return _run(ns, source)
    except SourceError as e:
        print(format_error(e, source), file=sys.stderr)
    except RuntimeFault as e:
        print(_located(e.message, e.op, source), file=sys.stderr)
    except json.JSONDecodeError as e:
        print(f"simd-run: error: --args is not valid JSON: {e}", file=sys.stderr)
    except (_Usage, ArgumentError) as e:
        print(f"simd-run: error: {e}", file=sys.stderr)
    except MemoryError:
        print(f"{ns.file}: error: out of memory while running the program", file=sys.stderr)
    except RecursionError:
        print(f"{ns.file}: error: recursion too deep while running the program", file=sys.stderr)
    except Exception as e:  # never a traceback: report what failed, located when possible
        print(f"{ns.file}: error: internal error: {type(e).__name__}: {e}", file=sys.stderr)
    return None


def json_text(out: Any) -> str:
    """`out` as `--json` prints it, the one writer of simd-run's JSON (every engine prints
    through it): `json.dumps`'s text, except that a float that is not finite is the string
    "Infinity", "-Infinity" or "NaN".  Strict JSON (RFC 8259) has no such numbers:
    `json.dumps` would print bare tokens that `jq`, Go or Rust refuse; the strings are the
    names protobuf's JSON mapping and JavaScript's `Number()` read."""
    try:
        return json.dumps(out, allow_nan=False)
    except ValueError:  # a non-finite float somewhere (rare): only then the walk
        return json.dumps(_strict(out), allow_nan=False)


_NON_FINITE = {"Infinity": math.inf, "-Infinity": -math.inf, "NaN": math.nan}


def _read_non_finite(v: Any) -> Any:
    """`--args` with `json_text`'s strings read back as the floats they stand for (so an
    output's memory can be the next run's input); Python's bare tokens parse anyway."""
    if isinstance(v, str):
        return _NON_FINITE.get(v, v)
    if isinstance(v, list):
        return [_read_non_finite(x) for x in v]
    return v


def _strict(v: Any) -> Any:
    if isinstance(v, float):
        if math.isfinite(v):
            return v
        return "NaN" if math.isnan(v) else "Infinity" if v > 0 else "-Infinity"
    if isinstance(v, dict):
        return {k: _strict(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_strict(x) for x in v]
    return v


def _print(out: dict[str, Any], as_json: bool) -> int:
    """Print a run's output; exit status 1 when divergence violations were found."""
    violations = out.get("divergence_violations") or []
    if as_json:
        print(json_text(out))
    else:
        for r in out["results"]:
            print(r)
        for m in out["memrefs"]:
            print(m)
        for k, v in out["stats"].items():
            print(f"{k}: {v}")
        # what the kernel printed, as a GPU's printf buffer comes out after the run
        sys.stdout.write("".join(out.get("printf", ())))
    for v in violations:
        print(f"{v['loc']}: error: {v['message']}", file=sys.stderr)
    if violations:
        print(f"simd-run: {len(violations)} divergence violation(s)", file=sys.stderr)
        return 1
    return 0


@cli_main("simd-run")
def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ns = _parser().parse_args(argv)
    try:
        with open(ns.file, "rb") as fh:
            text = decode_source(ns.file, fh.read())
    except OSError as e:
        print(f"simd-run: error: cannot open '{ns.file}': {e.strerror}", file=sys.stderr)
        return 1
    except SourceError as e:
        print(format_error(e, None), file=sys.stderr)
        return 1
    out = _run_reporting(ns, SourceMap(ns.file, text))
    return 1 if out is None else _print(out, ns.json)


def _max_steps(text: str) -> int:
    """`--max-steps`: a positive integer."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got '{text}'")
    return n


def _seconds(text: str) -> float:
    """`--time-limit`: a finite number of seconds, 0 or more (0: no limit)."""
    try:
        t = float(text)
    except ValueError:
        t = math.nan
    if not math.isfinite(t) or t < 0:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, 0 (no limit) or more, got '{text}'")
    return t


def _dims(text: str) -> tuple[int, int, int]:
    """`X[,Y[,Z]]` -> (X, Y, Z), missing sizes 1."""
    try:
        parts = [int(x) for x in text.split(",")]
    except ValueError:
        parts = []  # not integers
    if not 1 <= len(parts) <= 3 or any(x < 1 for x in parts):
        raise argparse.ArgumentTypeError(f"expected X[,Y[,Z]] (positive integers), got '{text}'")
    return (parts + [1, 1])[0], (parts + [1, 1])[1], (parts + [1, 1])[2]


def _entry(module: ModuleOp, entry: str | None) -> func.FuncOp | gpu.FuncOp:
    """`--entry`, else `main`, else the first gpu.func kernel, else the first function."""
    funcs = [o for o in module.walk() if isinstance(o, (func.FuncOp, gpu.FuncOp))]
    if entry:
        fns = [f for f in funcs if f.sym_name.data == entry]
        if not fns:
            raise _Usage(f"unknown entry function '{entry}'")
        fn = fns[0]
    else:
        if not funcs:
            raise _Usage("no function to run")
        kernels = [f for f in funcs if isinstance(f, gpu.FuncOp) and f.kernel is not None]
        fn = next((f for f in funcs if f.sym_name.data == "main"), kernels[0] if kernels else funcs[0])
    if not fn.body.blocks:
        raise _Usage(f"'{fn.sym_name.data}' is a declaration without a body")
    return fn


def _args_text(spec: str) -> str:
    """The JSON of `--args`: the text itself, `@FILE`'s content, or stdin for `-` (a large
    launch's arguments exceed the command-line limit)."""
    if spec == "-":
        return sys.stdin.read()
    if spec.startswith("@"):
        try:
            with open(spec[1:], encoding="utf-8") as f:
                return f.read()
        except OSError as e:
            raise _Usage(f"--args {spec}: cannot read {spec[1:]}: {e.strerror}") from None
    return spec


def _run(ns: argparse.Namespace, source: SourceMap) -> dict[str, Any]:
    if ns.file.endswith(".ll"):  # LLVM IR: --entry may name a non-kernel function
        module = import_ll(source, ns.entry, ns.assume_external)
    else:
        module = parse_module(make_context(), source)
    raw = json.loads(_args_text(ns.args))
    if not isinstance(raw, list):
        raise _Usage("--args must be a JSON array")
    raw = _read_non_finite(raw)
    if ns.entry is None and not any(isinstance(o, (func.FuncOp, gpu.FuncOp)) for o in module.walk()):
        # nothing in the file to run: a fault of the input (an empty file, a body deleted)
        raise SourceError("no function to run: the input defines none", pos=f"{source.name}:1:1")
    fn = _entry(module, ns.entry)
    if ns.threads is not None and (ns.grid is not None or ns.block is not None):
        raise _Usage("give either --threads or --grid/--block, not both")
    if ns.grid is not None and ns.block is None:
        raise _Usage("--grid needs --block (threads per block)")
    time_limit = ns.time_limit if ns.time_limit > 0 else None
    # The analysis the checker holds the run to knows the run's W: rules 7 (thread_id
    # y/z) and 8 (alignment) call values uniform only for a known subgroup width.
    width = DEFAULT_WIDTH if ns.width is None else ns.width
    analyze = functools.partial(analyze_divergence, subgroup_width=width)
    return run_program(
        module, fn, raw,  # pyright: ignore[reportUnknownArgumentType]
        threads=ns.threads, grid=ns.grid, block=ns.block, width=ns.width,
        check_divergence=ns.check_divergence, analyze=analyze,
        locate=_locate_fn(source), max_steps=ns.max_steps, time_limit=time_limit,
        progress=Progress.for_terminal(ns.quiet), engine=ns.engine,
    )  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
