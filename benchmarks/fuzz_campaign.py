"""A reliability campaign: every tool on thousands of careless inputs, each run in a
forked child with a time and a memory cap, every outcome classified.

    python benchmarks/fuzz_campaign.py [--inputs N] [--seed S] [--timeout SECONDS]
                                       [--memory MB] [--keep DIR] [--only KIND]
                                       [--log FILE [--resume]] [--json FILE]

Inputs (N in all, in turn from each source):

* `llvm-stress` modules (`llvm-stress-22 -seed k`, when installed): raw, and after
  `opt-22 -O1` (what a compiler hands on: `unreachable` exits, odd constant folds);
* mutants of the corpus: every `.ll` and `.mlir` under `examples/`, with a few random
  edits each (a line deleted, duplicated, swapped or cut; a token replaced by another
  of the file; a character flipped; the text truncated);
* the nasty inputs: empty, binary, not UTF-8, huge/deep/wide constructs, unicode and
  digit-leading names, an LLVM assertion (`select ... label`), `unreachable`, ...

Each input runs through `simd-opt FILE`, `simd-opt FILE -p spmd-vectorize` and
`simd-run FILE` (arguments made up from the entry's signature; a kernel over 8
threads).  The tools' `main` runs in a child forked from this process (which imported
them once: ~10 ms a run instead of ~0.7 s of start-up), stdout and stderr to files,
`RLIMIT_AS` capping memory, `RLIMIT_CPU` its CPU time (`--timeout`: CPU seconds, so a
loaded machine does not turn slow runs into hangs); the parent kills a child still
running after 10x the timeout in wall seconds.  Before the first fork the parent runs
every tool once on a few corpus files: the first run in a process fills xDSL's and the
frontends' lazy caches, which each child would otherwise fill again (on 40 corpus
mutants, 2 busy cores: 1.96 inputs/s without, 7.0 with).  The same `--seed` gives the
same inputs; `--log FILE` records every input's outcomes and `--resume` continues a
campaign where it stopped.  Outcomes:

    ok                 exit 0
    located error      exit 1 (or 2 for a usage error), first line `file:line:col: error:`
    unlocated error    exit 1 (or 2), an error line without a position
    internal error     "internal error" on stderr (an exception the tool did not expect)
    traceback          a Python traceback on stderr
    crash              killed by a signal (SIGABRT from LLVM, SIGSEGV, out of memory)
    hang               past the CPU-time cap, or still running at 10x it in wall time

It prints the counts per tool and the first examples of every unclear class (all but
ok and located error; the input is kept under --keep DIR, default a temporary folder,
and `--json`/`--log` hold the full command to reproduce it).  Not a test: a table,
like the other benchmarks.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gc
import io
import json
import math
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

from simdopt.ir.output import write_file
from simdopt.tools.checkout import checkout

ROOT = checkout()
CLASSES = ("ok", "located error", "unlocated error", "internal error", "traceback", "crash", "hang")
BAD = ("internal error", "traceback", "crash", "hang")
LOCATED = re.compile(r"^\S+:\d+:\d+: error:", re.M)


# --------------------------------------------------------------------------- inputs


Input = tuple[str, str, Callable[[], bytes]]  # name, source, its bytes (made when asked)


def _stress(stress: str, seed: int, size: int) -> bytes:
    return subprocess.run([stress, f"-seed={seed}", f"-size={size}"], capture_output=True, check=False).stdout


def _o1(opt: str, raw: bytes) -> bytes:
    return subprocess.run([opt, "-O1", "-S", "-"], input=raw, capture_output=True, check=False).stdout


def stress_modules(rng: random.Random) -> Iterator[Input]:
    """llvm-stress modules, raw and after opt -O1 (nothing when not installed)."""
    stress, opt = shutil.which("llvm-stress-22"), shutil.which("opt-22")
    if stress is None:
        return
    seed = rng.randrange(1 << 30)
    while True:
        seed += 1
        size = rng.choice((10, 20, 40, 80))
        yield f"stress-{seed}-{size}.ll", "stress", functools.partial(_stress, stress, seed, size)
        if opt is not None:
            make = functools.partial(lambda s, z: _o1(opt, _stress(stress, s, z)), seed, size)
            yield f"stress-{seed}-{size}-O1.ll", "stress -O1", make


def _mutate(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        if not lines:
            break
        i = rng.randrange(len(lines))
        kind = rng.randrange(7)
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[i])
        elif kind == 2:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 3:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
        elif kind == 4:  # a token replaced by another token of the file
            tokens = re.findall(r"[%@^]?[\w.$-]+|\S", text)
            words = re.findall(r"[%@^]?[\w.$-]+|\S", lines[i])
            if words and tokens:
                old = rng.choice(words)
                lines[i] = lines[i].replace(old, rng.choice(tokens), 1)
        elif kind == 5 and lines[i]:
            k = rng.randrange(len(lines[i]))
            lines[i] = lines[i][:k] + rng.choice("{}()[]<>%@^:,=0x-\"'\\ \t") + lines[i][k + 1 :]
        else:
            return "\n".join(lines)[: rng.randrange(len(text) + 1)]
    return "\n".join(lines)


def corpus_mutants(rng: random.Random) -> Iterator[Input]:
    files = sorted(p for ext in ("*.ll", "*.mlir") for p in (ROOT / "examples").rglob(ext))
    files = [p for p in files if p.stat().st_size < 400_000]
    n = 0
    while True:
        src = rng.choice(files)
        n += 1
        kind = "mutant .ll" if src.suffix == ".ll" else "mutant .mlir"
        data = _mutate(src.read_text(), rng).encode()  # the rng's draws are the same when skipped
        yield f"mut-{n}-{src.stem}{src.suffix}", kind, functools.partial(bytes, data)


def _nested_mlir(depth: int) -> str:
    return "func.func @main(%c: i1) {\n" + "scf.if %c {\n" * depth + "}\n" * depth + "  func.return\n}\n"


def _blocks_ll(n: int) -> str:
    body = "".join(f"b{i}:\n  br label %b{i + 1}\n" for i in range(n))
    return f"define void @f() {{\nentry:\n  br label %b0\n{body}b{n}:\n  ret void\n}}\n"


def _struct_ll(depth: int) -> str:
    t = "i32"
    for _ in range(depth):
        t = "{ " + t + " }"
    return f"define void @f(ptr %p) {{\n  %v = load {t}, ptr %p\n  store {t} %v, ptr %p\n  ret void\n}}\n"


def _constexpr_ll(depth: int) -> str:
    e = "@g"
    for _ in range(depth):
        e = f"getelementptr (i8, ptr addrspace(1) {e}, i64 4)"
    return (
        "@g = addrspace(1) global [4096 x i32] zeroinitializer\n"
        f"define amdgpu_kernel void @k(ptr addrspace(1) %p) {{\n  %v = load i32, ptr addrspace(1) {e}\n"
        "  store i32 %v, ptr addrspace(1) %p\n  ret void\n}\n"
    )


def _kernel_ll(body: str, params: str = "ptr addrspace(1) %p") -> str:
    return (
        f"define amdgpu_kernel void @k({params}) {{\nentry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n{body}}}\n"
        "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    )


NASTY: list[tuple[str, Callable[[], bytes]]] = [
    ("empty.mlir", lambda: b""),
    ("empty.ll", lambda: b""),
    ("binary.mlir", lambda: bytes(range(256)) * 64),
    ("binary.ll", lambda: bytes(range(256)) * 64),
    ("not-utf8.mlir", lambda: b"func.func @f() {\n  // \xff\xfe\n  func.return\n}\n"),
    ("nul.ll", lambda: b"define void @f() {\n  ret void\0\n}\n"),
    ("deep-regions-99.mlir", lambda: _nested_mlir(99).encode()),
    ("deep-regions-500.mlir", lambda: _nested_mlir(500).encode()),
    ("deep-struct-250.ll", lambda: _struct_ll(250).encode()),
    ("deep-struct-500.ll", lambda: _struct_ll(500).encode()),
    ("deep-constexpr-250.ll", lambda: _constexpr_ll(250).encode()),
    ("deep-constexpr-2000.ll", lambda: _constexpr_ll(2000).encode()),
    ("blocks-10k.ll", lambda: _blocks_ll(10_000).encode()),
    ("wide-vector.ll", lambda: _kernel_ll("  %v = load <65536 x i32>, ptr addrspace(1) %p\n  store <65536 x i32> %v, ptr addrspace(1) %p\n  ret void\n").encode()),
    ("huge-array.ll", lambda: b"@g = addrspace(1) global [1073741824 x i32] zeroinitializer\n" + _kernel_ll("  %a = getelementptr [1073741824 x i32], ptr addrspace(1) @g, i32 0, i32 %t\n  %v = load i32, ptr addrspace(1) %a\n  store i32 %v, ptr addrspace(1) %p\n  ret void\n").encode()),
    ("select-label.ll", lambda: b"define i32 @f(i1 %c) {\n  br label %1\n1:\n  %2 = select i1 %c, label %3, label %4\n  ret i32 0\n3:\n  ret i32 1\n4:\n  ret i32 2\n}\n"),
    ("unreachable.ll", lambda: _kernel_ll("  %c = icmp slt i32 %t, 4\n  br i1 %c, label %ok, label %bad\nok:\n  %g = getelementptr i32, ptr addrspace(1) %p, i32 %t\n  store i32 %t, ptr addrspace(1) %g\n  ret void\nbad:\n  unreachable\n").encode()),
    ("names.ll", lambda: 'define void @f(ptr %p) {\n  %"%5" = load i32, ptr %p\n  %"5x" = add i32 %"%5", 1\n  br label %"éntrée"\n"éntrée":\n  store i32 %"5x", ptr %p\n  ret void\n}\n'.encode()),
    ("private-array.ll", lambda: _kernel_ll("  %buf = alloca [64 x i32], align 4, addrspace(5)\n  %e = getelementptr [64 x i32], ptr addrspace(5) %buf, i32 0, i32 %t\n  store i32 %t, ptr addrspace(5) %e\n  %x = load i32, ptr addrspace(5) %e\n  %g = getelementptr i32, ptr addrspace(1) %p, i32 %t\n  store i32 %x, ptr addrspace(1) %g\n  ret void\n").encode()),
    ("endless-loop.mlir", lambda: b"func.func @main() {\n  cf.br ^l\n^l:\n  cf.br ^l\n}\n"),
    ("if-without-yield.mlir", lambda: b"func.func @main(%c: i1) -> i32 {\n  %r = scf.if %c -> (i32) {\n  } else {\n    %b = arith.constant 2 : i32\n    scf.yield %b : i32\n  }\n  func.return %r : i32\n}\n"),
    ("br-missing-operand.mlir", lambda: b"func.func @main(%x: i32) -> i32 {\n  cf.br ^bb1\n^bb1(%b: i32):\n  func.return %b : i32\n}\n"),
    ("value-in-own-region.mlir", lambda: b"func.func @main() -> i32 {\n  %c0 = arith.constant 0 : i32\n  %c1 = arith.constant 1 : i32\n  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %c0) -> (i32) : i32 {\n    %ub = arith.constant 4 : i32\n    scf.yield %a : i32\n  }\n  func.return %r : i32\n}\n"),
    ("ub-unreachable.mlir", lambda: b"func.func @main() {\n  ub.unreachable\n}\n"),
    ("long-line.mlir", lambda: b"func.func @f() {\n  %x = arith.constant " + b"9" * 100_000 + b" : i32\n  func.return\n}\n"),
]


def inputs(n: int, seed: int, only: str | None) -> Iterator[Input]:
    """The nasty inputs once, then llvm-stress modules and corpus mutants in turn: the
    same `seed` gives the same inputs in the same order (each source has its own random
    stream), and an input's bytes are made only when asked (a resumed campaign skips
    the ones it has run without running llvm-stress for them)."""
    made = 0
    if only in (None, "nasty"):
        for name, make in NASTY[:n]:
            made += 1
            yield name, "nasty", make
    streams = (("stress", stress_modules(random.Random(f"{seed}-stress"))), ("mutant", corpus_mutants(random.Random(f"{seed}-mutant"))))
    sources = [it for key, it in streams if only in (None, key)]
    while made < n and sources:
        for it in list(sources):
            item = next(it, None)
            if item is None:
                sources.remove(it)
                continue
            made += 1
            yield item
            if made >= n:
                return


# --------------------------------------------------------------------------- runs


def _made_up_args(path: str) -> list[str]:
    """`--args` (and a launch) for the entry of `path`: ones by type, a launch of 8
    threads for what simd-run runs as a kernel (`launch_reason`) or what takes
    per-thread (`simd.divergent`) arguments."""
    from xdsl.dialects.builtin import IntegerType, MemRefType, VectorType

    from simdopt.dialects.simd import DIVERGENT_ARG
    from simdopt.interpreters.runner import launch_reason
    from simdopt.tools import simd_run
    from simdopt.tools.frontend import SourceMap, import_ll, make_context, parse_module

    try:
        text = Path(path).read_text()
        source = SourceMap(path, text)
        module = import_ll(source) if path.endswith(".ll") else parse_module(make_context(), source)
        fn = simd_run._entry(module, None)  # pyright: ignore[reportPrivateUsage]
    except Exception:
        return []
    threads = 8
    attrs = fn.arg_attrs.data if fn.arg_attrs is not None else [None] * len(fn.function_type.inputs.data)
    divergent = [a is not None and DIVERGENT_ARG in a.data for a in attrs]
    kernel = launch_reason(fn) is not None or any(divergent)
    args: list[object] = []
    for t, per_thread in zip(fn.function_type.inputs.data, divergent, strict=False):
        one: object
        if isinstance(t, MemRefType):
            shape = t.get_shape()
            one = [1] * (shape[0] if shape and shape[0] > 0 else 64)
        elif isinstance(t, VectorType):
            one = [1] * t.get_shape()[0]
        else:
            one = 1 if isinstance(t, IntegerType) else 1.0
            if per_thread:
                one = [one] * threads
        args.append(one)
    launch = ["--threads", str(threads), "--width", "4"] if kernel else []
    return ["--args", json.dumps(args), *launch, "--time-limit", "2", "--max-steps", "20000"]


def _child(tool: str, argv: list[str], out: str, memory_mb: int, cpu_seconds: float) -> None:
    fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    limit = memory_mb << 20
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    # The time cap counts CPU seconds (SIGXCPU), so a campaign on a loaded machine does
    # not call slow runs hangs; the parent's wall-clock deadline catches a child asleep.
    cpu = max(1, math.ceil(cpu_seconds))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    status = 0
    try:
        if tool == "simd-run":
            from simdopt.tools.simd_run import main as run_main

            argv = [*argv, *_made_up_args(argv[0])]
            with open(out + ".argv", "w") as f:  # the command to reproduce a bad outcome
                json.dump(argv, f)
            status = run_main(argv)
        else:
            from simdopt.tools.simd_opt import main as opt_main

            opt_main(argv)
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException:
        import traceback

        traceback.print_exc()
        status = 3
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
        os._exit(status)


WALL_FACTOR = 10  # wall seconds per CPU second of the cap before a child is a hang


def run_one(tool: str, argv: list[str], out: str, timeout: float, memory_mb: int) -> tuple[str, str]:
    """Run a tool's main in a forked child; (outcome class, its output)."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(out + ".argv")
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        _child(tool, argv, out, memory_mb, timeout)
    deadline = time.monotonic() + WALL_FACTOR * timeout
    status = None
    while time.monotonic() < deadline:
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            status = st
            break
        time.sleep(0.005)
    text = ""
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return "hang", text
    with open(out, errors="replace") as f:
        text = f.read()
    return classify(status, text), text


def classify(status: int, text: str) -> str:
    if os.WIFSIGNALED(status):
        return "hang" if os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL) else "crash"
    code = os.WEXITSTATUS(status)
    if "Traceback (most recent call last)" in text:
        return "traceback"
    if "internal error" in text or code == 3:
        return "internal error"
    if code == 0:
        return "ok"
    if code in (1, 2, 130):
        return "located error" if LOCATED.search(text) else "unlocated error"
    return "crash"


TOOLS: list[tuple[str, list[str]]] = [
    ("simd-opt", []),
    ("simd-opt -p spmd-vectorize", ["-p", "spmd-vectorize"]),
    ("simd-run", []),
]


UNCLEAR = ("unlocated error", *BAD)  # what the campaign chases


def warm_up(folder: Path) -> float:
    """Run every tool once in this process on a few corpus files (seconds taken): the
    first run of a tool in a process fills xDSL's and the frontends' lazy caches (op
    formats, LLVM's initialisation), ~70 ms a run that every forked child would pay."""
    began = time.monotonic()
    picks = [*sorted((ROOT / "examples" / "opencl").glob("*.ll"))[:2], *sorted((ROOT / "examples").glob("*.mlir"))[:3]]
    stress = shutil.which("llvm-stress-22")
    if stress is not None:
        (folder / "warm-stress.ll").write_bytes(_stress(stress, 1, 40))
        picks.append(folder / "warm-stress.ll")
    from simdopt.tools.simd_opt import main as opt_main
    from simdopt.tools.simd_run import main as run_main

    for path in picks:
        for tool, extra in TOOLS:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                try:
                    if tool == "simd-run":
                        run_main([str(path), *_made_up_args(str(path))])
                    else:
                        opt_main([str(path), *extra])
                except (SystemExit, Exception):  # noqa: S110  (only the caches matter here)
                    pass
    return time.monotonic() - began


def _resume(log: Path) -> tuple[int, list[dict[str, object]]]:
    """Inputs already run by a campaign logging to `log`, and their records."""
    if not log.exists():
        return 0, []
    records = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    return len(records), records


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--inputs", type=int, default=300, help="number of inputs (default 300)")
    p.add_argument("--seed", type=int, default=1, help="the same seed gives the same inputs (default 1)")
    p.add_argument(
        "--timeout", type=float, default=30.0,
        help=f"CPU seconds per run before it is a hang (default 30; or {WALL_FACTOR}x that in wall seconds)",
    )  # fmt: skip
    p.add_argument("--memory", type=int, default=3072, help="MB of address space per run (default 3072)")
    p.add_argument("--keep", help="folder for the inputs and outputs (default: a temporary one)")
    p.add_argument("--only", choices=("stress", "mutant", "nasty"), help="one source of inputs")
    p.add_argument("--json", help="also write the counts and the bad cases as JSON to this file")
    p.add_argument(
        "--log", help="append one JSON line per input (outcome per tool, seconds) to this file; "
        "with --resume, skip the inputs it already holds and count them in the table",
    )  # fmt: skip
    p.add_argument("--resume", action="store_true", help="continue the campaign of --log (same --seed and --only)")
    p.add_argument("--no-warm-up", action="store_true", help="do not fill the tools' caches before forking (to measure it)")
    ns = p.parse_args(argv)
    if ns.resume and not ns.log:
        p.error("--resume needs --log")

    from simdopt.passes import get_all_passes
    from simdopt.tools import simd_opt, simd_run  # noqa: F401  (imported once, before the forks)

    for factory in get_all_passes().values():
        factory()
    folder = Path(ns.keep or tempfile.mkdtemp(prefix="simdopt-fuzz-"))
    folder.mkdir(parents=True, exist_ok=True)
    warm = 0.0 if ns.no_warm_up else warm_up(folder)
    # The children only read the parent's objects: frozen, the collector in a child does
    # not touch (and so copy) the pages they live on.
    gc.collect()
    gc.freeze()
    counts: dict[str, Counter[str]] = {name: Counter() for name, _ in TOOLS}
    by_source: dict[str, Counter[str]] = {}
    bad: list[dict[str, str]] = []
    done, records = _resume(Path(ns.log)) if ns.resume else (0, [])
    for rec in records:
        for tool, outcome in rec["outcomes"].items():  # type: ignore[union-attr]
            counts[tool][outcome] += 1
            by_source.setdefault(str(rec["source"]), Counter())[outcome] += 1
        bad.extend(rec.get("unclear", []))  # type: ignore[arg-type]
    log = open(ns.log, "a") if ns.log else None  # noqa: SIM115  (open for the whole campaign)
    began = time.monotonic()
    n = 0
    runs = 0

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    # Ctrl-C or SIGTERM ends the campaign early (a background job ignores SIGINT): the
    # table of what ran is still printed.
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        for name, source, make in inputs(ns.inputs, ns.seed, ns.only):
            n += 1
            if n <= done:
                continue
            path = folder / f"{n:05d}-{name}"
            path.write_bytes(make())
            rec: dict[str, object] = {"n": n, "input": str(path), "source": source, "outcomes": {}, "seconds": {}}
            unclear: list[dict[str, str]] = []
            for tool, extra in TOOLS:
                t0 = time.monotonic()
                out = str(folder / "out.txt")
                outcome, text = run_one(tool.split()[0], [str(path), *extra], out, ns.timeout, ns.memory)
                rec["outcomes"][tool] = outcome  # type: ignore[index]
                rec["seconds"][tool] = round(time.monotonic() - t0, 3)  # type: ignore[index]
                runs += 1
                counts[tool][outcome] += 1
                by_source.setdefault(source, Counter())[outcome] += 1
                if outcome in UNCLEAR:
                    try:
                        command = json.loads(Path(out + ".argv").read_text())
                    except (OSError, ValueError):
                        command = [str(path), *extra]
                    case = {"input": str(path), "tool": tool, "outcome": outcome, "argv": command, "output": text[-400:]}
                    unclear.append(case)
                    bad.append(case)
            if unclear:
                rec["unclear"] = unclear
            if log is not None:
                log.write(json.dumps(rec) + "\n")
                log.flush()
            if n % 50 == 0:
                print(f"  {n} inputs, {time.monotonic() - began:.0f} s, {len(bad)} unclear runs", file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        print(f"interrupted after {n} inputs", file=sys.stderr)
    elapsed = time.monotonic() - began
    total = sum(counts["simd-opt"].values())
    print(f"{total} inputs, {total * len(TOOLS)} runs; this session: {n - done} inputs in {elapsed:.0f} s "
          f"({(n - done) / max(elapsed, 1e-9):.2f} inputs/s; warm-up {warm:.1f} s; inputs in {folder})")  # fmt: skip
    print(f"{'':28}" + "".join(f"{c:>17}" for c in CLASSES))
    for tool, c in counts.items():
        print(f"{tool:28}" + "".join(f"{c[k]:>17}" for k in CLASSES))
    for source, c in sorted(by_source.items()):
        print(f"{'  from ' + source:28}" + "".join(f"{c[k]:>17}" for k in CLASSES))
    for case in bad[:20]:
        first = case["output"].strip().splitlines()[-1:] or [""]
        print(f"{case['outcome']}: {case['tool']} {case['input']}: {first[0][:160]}")
    if log is not None:
        log.close()
    if ns.json:
        write_file(ns.json, json.dumps({"counts": {t: dict(c) for t, c in counts.items()}, "unclear": bad}, indent=1))
    return 1 if any(c["outcome"] in BAD for c in bad) else 0


if __name__ == "__main__":
    sys.exit(main())
