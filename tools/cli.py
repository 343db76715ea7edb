"""What both command-line tools share: exit codes, a closed pipe, pass options.

* `run_cli(tool, body)`: a user error is one line on stderr and exit 1; an unexpected
  exception is one "internal error" line and exit 2 (`SIMDOPT_DEBUG=1` re-raises it); a
  closed output pipe (`simd-run ... | head -1`) ends the tool quietly with the status
  of a process killed by SIGPIPE (141), as `seq 1 100000 | head -1` does; an output
  that cannot be written (`-o` on a full disk or a directory, `> /dev/full`, a closed
  stdout) is "cannot write FILE: reason" and exit 1 (`ir/output.py` writes files
  atomically, so the old file survives); Ctrl-C is one "interrupted" line and 130.
* `cli_main(tool)`: the same for a `main` that reports its own errors (`simd-run`);
  what it did not foresee is the same "internal error" line and exit 2.
* `check_pass_options(cls, spec)`: the options of `-p name{...}` checked against the
  pass class' typed fields before xDSL builds the pass, so a mistake names the option
  and the accepted values (`mode: expected naive or uniform, got 'fast'`) instead of
  Python type names.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import sys
import types
import typing
from collections.abc import Callable
from typing import Any, Literal, NoReturn, ParamSpec

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec

from simdopt.ir.diagnostics import Diagnostic
from simdopt.ir.output import GuardedStream, WriteError

SIGPIPE_STATUS = 128 + 13
INTERRUPTED_STATUS = 128 + 2
P = ParamSpec("P")


class UserError(Diagnostic):
    """A command-line mistake: message printed as is, exit code 1."""


def quiet_broken_pipe() -> NoReturn:
    """Stop writing to a reader that went away; the exit status says so (141)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except OSError:
        pass
    sys.exit(SIGPIPE_STATUS)


def _silence_stdout() -> None:
    """Point fd 1 at /dev/null: what is still buffered for a failed stdout must not
    fail again (and print an "Exception ignored" note) when Python exits."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


def _guarded(tool: str, body: Callable[[], int], errors: Callable[[Exception], int] | None) -> int:
    """Run `body` with stdout guarded; the failures every tool treats alike."""
    saved = sys.stdout
    sys.stdout = GuardedStream(saved)  # type: ignore[assignment]
    try:
        try:
            status = body()
            sys.stdout.flush()
            return status
        except BrokenPipeError:
            quiet_broken_pipe()
        except WriteError as e:
            print(f"{tool}: error: {e}", file=sys.stderr)
            _silence_stdout()
            return 1
        except KeyboardInterrupt:
            print(f"{tool}: interrupted", file=sys.stderr)
            _silence_stdout()
            return INTERRUPTED_STATUS
        except Exception as e:
            if errors is None:
                raise
            return errors(e)
    finally:
        sys.stdout = saved


def _internal_error(tool: str, e: Exception) -> int:
    """What a `main` that reports its own errors did not foresee (a bug): one line and
    exit 2, as `run_cli`'s; `SIMDOPT_DEBUG=1` re-raises it."""
    if os.environ.get("SIMDOPT_DEBUG"):
        raise e
    print(f"{tool}: internal error: {type(e).__name__}: {e} (set SIMDOPT_DEBUG=1 for a traceback)", file=sys.stderr)
    return 2


def cli_main(tool: str) -> Callable[[Callable[P, int]], Callable[P, int]]:
    """Decorate a `main` returning an exit status: a closed stdout ends it quietly
    (141), a failing stdout or output file is "cannot write FILE: reason" (1), Ctrl-C
    is one "interrupted" line (130)."""

    def decorate(main: Callable[P, int]) -> Callable[P, int]:
        @functools.wraps(main)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> int:
            return _guarded(tool, lambda: main(*args, **kwargs), functools.partial(_internal_error, tool))

        return wrapper

    return decorate


def run_cli(tool: str, body: Callable[[], None]) -> None:
    """Run a CLI body: user errors become one line on stderr and exit 1."""

    def errors(e: Exception) -> int:
        if isinstance(e, UserError | ValueError):
            print(f"{tool}: error: {e}", file=sys.stderr)
            return 1
        if isinstance(e, MemoryError):
            print(f"{tool}: error: out of memory", file=sys.stderr)
            return 1
        if isinstance(e, RecursionError):  # what tools/frontend.check_nesting did not foresee
            print(f"{tool}: error: the input is nested too deeply to process (Python's recursion limit)", file=sys.stderr)
            return 1
        if isinstance(e, FileNotFoundError):
            print(f"{tool}: error: cannot open '{e.filename}': {e.strerror}", file=sys.stderr)
            return 1
        if os.environ.get("SIMDOPT_DEBUG"):
            raise e
        print(
            f"{tool}: internal error: {type(e).__name__}: {e} (set SIMDOPT_DEBUG=1 for a traceback)",
            file=sys.stderr,
        )
        return 2

    def run() -> int:
        body()
        return 0

    status = _guarded(tool, run, errors)
    if status:
        sys.exit(status)


# --------------------------------------------------------------------------- pass options


def _describe(tp: Any) -> tuple[str, Callable[[Any], bool]]:
    """What an option of type `tp` accepts, in words, and a test for one value."""
    origin = typing.get_origin(tp)
    if origin is Literal:
        choices = typing.get_args(tp)
        words = " or ".join(", ".join(str(c) for c in choices).rsplit(", ", 1))
        return words, lambda v: v in choices
    if origin in (typing.Union, types.UnionType):
        parts = [_describe(a) for a in typing.get_args(tp) if a is not type(None)]
        words = " or ".join(w for w, _ in parts)
        return words, lambda v: v is None or any(ok(v) for _, ok in parts)
    if tp is bool:
        return "true or false", lambda v: isinstance(v, bool)
    if tp is int:
        return "an integer", lambda v: isinstance(v, int) and not isinstance(v, bool)
    if tp is float:
        return "a number", lambda v: isinstance(v, int | float) and not isinstance(v, bool)
    if tp is str:
        return "a string", lambda v: isinstance(v, str)
    return getattr(tp, "__name__", str(tp)), lambda v: True


def check_pass_options(cls: type[ModulePass], spec: ArgSpec) -> None:
    """Raise UserError naming the option when `spec` does not fit the pass `cls`."""
    hints = typing.get_type_hints(cls)
    fields = {f.name.replace("_", "-"): f for f in dataclasses.fields(cls) if f.init}
    for raw_name, values in spec.parameters.items():
        name = raw_name.replace("_", "-")
        field = fields.get(name)
        if field is None:
            known = ", ".join(fields) or "none"
            raise UserError(f"{spec.name}: unknown option '{raw_name}' (options: {known})")
        tp = hints.get(field.name, Any)
        is_tuple = typing.get_origin(tp) is tuple
        elem = typing.get_args(tp)[0] if is_tuple and typing.get_args(tp) else tp
        if not is_tuple and len(values) != 1:
            raise UserError(f"{spec.name}: option {name} takes one value, got {len(values)}")
        words, ok = _describe(elem)
        for v in values:
            if not ok(v):
                shown = "true" if v is True else "false" if v is False else v
                raise UserError(f"{spec.name}: {name}: expected {words}, got '{shown}'")
