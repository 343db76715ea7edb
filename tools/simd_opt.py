"""`simd-opt`: `xdsl-opt` with the project's dialects and passes.

Every xDSL dialect and pass still works.  Unlike `xdsl-opt`, every error is one
diagnostic naming file, line and column (parse errors, verifier errors, uses not
dominated by their definition, pass failures at an op) with exit code 1 and no
Python traceback; `--verify-diagnostics`/`--parsing-diagnostics` print the
diagnostic and exit 0, for `invalid.mlir` tests.

    simd-opt examples/fir.mlir -p divergence-scalarize,canonicalize,cse
"""

from __future__ import annotations

import argparse
import difflib
import sys
import time
from collections.abc import Callable, Sequence
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException
from xdsl.xdsl_opt_main import xDSLOptMain

from simdopt.passes import PASS_SUMMARIES, get_all_passes
from simdopt.passes.errors import PassFailedAtOp
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    format_error,
    parse_module,
    register_project_dialects,
    verify_module,
)

DESCRIPTION = """\
simd-opt: the xDSL modular optimizer with the simd and lockstep dialects and the
divergence passes (divergence-scalarize, print-divergence, ...).  Reads MLIR from
FILE (or stdin), runs the comma-separated pass pipeline given with -p (options in
braces, separated by spaces: -p 'spmd-vectorize{width=8 mode=naive}'), verifies
after every pass and prints the result.  Errors are reported as file:line:col."""


class UserError(Exception):
    """A command-line mistake: message printed as is, exit code 1."""


class SimdOptMain(xDSLOptMain):
    def __init__(self, args: Sequence[str] | None = None):
        self.source: SourceMap | None = None
        super().__init__(description=DESCRIPTION, args=args)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.formatter_class = argparse.RawDescriptionHelpFormatter
        lines = [
            f"  {name:<26} {PASS_SUMMARIES.get(name, '')}" for name in get_all_passes()
        ]
        arg_parser.epilog = (
            "simd-opt passes (besides every xDSL pass above):\n" + "\n".join(lines)
        )

    def register_all_dialects(self) -> None:
        super().register_all_dialects()
        register_project_dialects(self.ctx)

    def register_all_frontends(self) -> None:
        super().register_all_frontends()
        # LLVM IR (`.ll`): frontends/llvm.py; parse_chunk below reads it with locations.
        self.available_frontends["ll"] = lambda io: parse_module(
            self.ctx, SourceMap(self.get_input_name(), io.read().decode()), "ll"
        )

    def register_all_passes(self) -> None:
        super().register_all_passes()
        for name, factory in get_all_passes().items():
            self.register_pass(name, factory)

    def setup_pipeline(self) -> None:
        try:
            specs = tuple(parse_pipeline(self.args.passes))
        except ArgSpecParseError as e:
            raise UserError(str(e)) from None
        for spec in specs:
            if spec.name not in self.available_passes:
                close = difflib.get_close_matches(spec.name, self.available_passes, n=4)
                hint = f"; did you mean {', '.join(close)}?" if close else ""
                raise UserError(f"unknown pass '{spec.name}'{hint}")
        start = time.perf_counter()

        def callback(
            previous: ModulePass | None, module: ModuleOp, following: ModulePass | None
        ) -> None:
            nonlocal start
            if self.args.time_passes and previous is not None:
                print(f"Pass {previous.name} took {time.perf_counter() - start} seconds")
            if not self.args.disable_verify and previous is not None:
                verify_module(module)
            if previous and following and self.args.print_between_passes:
                print(f"IR after {previous.name}:")
                Printer(stream=sys.stdout).print_op(module)
                print("\n\n\n")
            if self.args.time_passes:
                start = time.perf_counter()

        try:
            passes = tuple(
                self.available_passes[p.name]().from_pass_spec(p) for p in specs
            )
        except (ValueError, TypeError) as e:
            raise UserError(f"invalid pass options: {e}") from None
        self.pipeline = PassPipeline(passes, callback)

    def parse_chunk(
        self, chunk: IO[bytes], file_extension: str, start_offset: int = 0
    ) -> ModuleOp | None:
        if file_extension not in ("mlir", "ll"):
            return super().parse_chunk(chunk, file_extension, start_offset)
        text = chunk.read().decode()
        self.source = SourceMap(self.get_input_name(), text, start_offset)
        return parse_module(self.ctx, self.source, file_extension)

    def run(self) -> None:
        chunks, file_extension = self.prepare_input()
        out = self.prepare_output()
        diagnostics_mode = self.args.verify_diagnostics or self.args.parsing_diagnostics
        failed = False
        try:
            for i, (chunk, offset) in enumerate(chunks):
                if i > 0:
                    out.write("// -----\n")
                self.source = None
                try:
                    module = self.parse_chunk(chunk, file_extension, offset)
                    if module is not None:
                        self.apply_passes(module)
                        out.write(self.output_resulting_program(module))
                    out.flush()
                except (SourceError, PassFailedAtOp, DiagnosticException) as e:
                    message = self.describe(e)
                    if diagnostics_mode:
                        out.write(message + "\n")
                    else:
                        print(message, file=sys.stderr)
                        failed = True
                        break
                finally:
                    chunk.close()
        finally:
            if out is not sys.stdout:
                out.close()
        if failed:
            sys.exit(1)

    def describe(self, e: Exception) -> str:
        if isinstance(e, SourceError):
            return format_error(e, self.source)
        if isinstance(e, PassFailedAtOp):
            return format_error(SourceError(e.message, e.op), self.source)
        # Some other xDSL diagnostic: keep its first line (the message), drop the
        # full-module dump xDSL attaches as a note.
        text = str(e.args[0]) if e.args else type(e).__name__
        return f"{self.get_input_name()}: error: {text}"


def main(argv: Sequence[str] | None = None) -> None:
    _run_cli("simd-opt", lambda: SimdOptMain(argv).run())


def _run_cli(tool: str, body: Callable[[], None]) -> None:
    """Run a CLI body: user errors become one line on stderr and exit 1."""
    import os

    try:
        body()
    except UserError as e:
        print(f"{tool}: error: {e}", file=sys.stderr)
        sys.exit(1)
    except FileNotFoundError as e:
        print(f"{tool}: error: cannot open '{e.filename}': {e.strerror}", file=sys.stderr)
        sys.exit(1)
    except ValueError as e:
        print(f"{tool}: error: {e}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as e:
        if os.environ.get("SIMDOPT_DEBUG"):
            raise
        print(
            f"{tool}: internal error: {type(e).__name__}: {e} "
            "(set SIMDOPT_DEBUG=1 for a traceback)",
            file=sys.stderr,
        )
        sys.exit(2)


if __name__ == "__main__":
    main()
