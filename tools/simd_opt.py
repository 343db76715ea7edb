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
import contextlib
import difflib
import io
import sys
import time
from collections.abc import Sequence
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer
from xdsl.utils.arg_spec import parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException
from xdsl.xdsl_opt_main import xDSLOptMain

from simdopt.ir.diagnostics import Diagnostic, PassFailedAtOp
from simdopt.ir.diagnostics import set_locator as set_remark_locator
from simdopt.ir.output import write_file
from simdopt.passes import PASS_SUMMARIES, get_all_passes
from simdopt.tools.cli import UserError, check_pass_options, run_cli
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    decode_source,
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


class SimdOptMain(xDSLOptMain):
    def __init__(self, args: Sequence[str] | None = None):
        self.source: SourceMap | None = None
        super().__init__(description=DESCRIPTION, args=args)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.formatter_class = argparse.RawDescriptionHelpFormatter
        arg_parser.add_argument(
            "--print-ir-after-failure",
            action="store_true",
            help="when a pass fails or produces invalid IR, print the module as that pass "
            "left it (on stderr), like MLIR's -mlir-print-ir-after-failure",
        )
        arg_parser.add_argument(
            "--assume-external",
            choices=("divergent",),
            help="LLVM IR input: import a call to a function declared only (no body in the "
            "module) as the opaque simd.external_call, whose result the divergence analysis "
            "takes as divergent (as LLVM does) instead of failing; such a call cannot run: "
            "simd-run and spmd-vectorize stop at it with a located error",
        )
        format_help = arg_parser.format_help

        def help_with_passes() -> str:  # the summaries import every pass: --help only
            lines = [f"  {name:<26} {PASS_SUMMARIES.get(name, '')}" for name in get_all_passes()]
            arg_parser.epilog = "simd-opt passes (besides every xDSL pass above):\n" + "\n".join(lines)
            return format_help()

        arg_parser.format_help = help_with_passes

    def register_all_dialects(self) -> None:
        super().register_all_dialects()
        register_project_dialects(self.ctx)

    def register_all_frontends(self) -> None:
        super().register_all_frontends()
        # LLVM IR (`.ll`): frontends/llvm.py; parse_chunk below reads it with locations.
        self.available_frontends["ll"] = lambda io: parse_module(
            self.ctx,
            SourceMap(self.get_input_name(), decode_source(self.get_input_name(), io.read())),
            "ll",
            self.args.assume_external,
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
        self.timings: list[tuple[str, float]] = []
        self.current_pass = ""  # the pass running now, for a failure without a location
        start = time.perf_counter()

        def callback(
            previous: ModulePass | None, module: ModuleOp, following: ModulePass | None
        ) -> None:
            nonlocal start
            if previous is not None:
                self.timings.append((previous.name, time.perf_counter() - start))
                if not self.args.disable_verify:
                    began = time.perf_counter()
                    try:
                        verify_module(module)
                    except SourceError as e:
                        e.message = f"pass '{previous.name}' produced invalid IR: {e.message}"
                        self.failed_module = module
                        raise
                    finally:
                        self.timings.append(("(verifier)", time.perf_counter() - began))
            if previous and following and self.args.print_between_passes:
                print(f"IR after {previous.name}:")
                Printer(stream=sys.stdout).print_op(module)
                print("\n\n\n")
            self.current_pass = following.name if following is not None else ""
            start = time.perf_counter()

        passes: list[ModulePass] = []
        for p in specs:
            cls = self.available_passes[p.name]()
            check_pass_options(cls, p)
            try:
                passes.append(cls.from_pass_spec(p))
            except (ValueError, TypeError) as e:
                raise UserError(f"{p.name}: invalid options: {e}") from None
        self.pipeline = PassPipeline(tuple(passes), callback)

    def apply_passes(self, prog: ModuleOp) -> None:
        try:
            self.pipeline.apply(self.ctx, prog)
        except (SourceError, PassFailedAtOp):
            raise
        except DiagnosticException as e:
            text = str(e.args[0]).splitlines()[0] if e.args else type(e).__name__
            raise SourceError(f"pass '{self.current_pass}' failed: {text}") from None

    def parse_chunk(
        self, chunk: IO[bytes], file_extension: str, start_offset: int = 0
    ) -> ModuleOp | None:
        if file_extension not in ("mlir", "ll"):
            return super().parse_chunk(chunk, file_extension, start_offset)
        text = decode_source(self.get_input_name(), chunk.read())
        self.source = SourceMap(self.get_input_name(), text, start_offset)
        set_remark_locator(self.source.locate)
        return parse_module(self.ctx, self.source, file_extension, self.args.assume_external)

    def run(self) -> None:
        began = time.perf_counter()
        chunks, file_extension = self.prepare_input()
        # The output file is written only when everything succeeded: a failed run must
        # not leave an empty or partial file for the next tool to trip over.
        out: IO[str] = io.StringIO() if self.args.output_file else sys.stdout
        diagnostics_mode = self.args.verify_diagnostics or self.args.parsing_diagnostics
        failed = False
        self.failed_module: ModuleOp | None = None
        phases: list[tuple[str, float]] = []
        for i, (chunk, offset) in enumerate(chunks):
            if i > 0:
                out.write("// -----\n")
            self.source = None
            try:
                t = time.perf_counter()
                module = self.parse_chunk(chunk, file_extension, offset)
                phases.append(("Parser (with verifier)", time.perf_counter() - t))
                if module is not None:
                    # A pass whose output is the whole output (DOT) replaces the IR, and
                    # goes where the IR would (`-o FILE`).
                    replacing = any(
                        getattr(p, "replaces_output", False) for p in self.pipeline.passes
                    )
                    with contextlib.redirect_stdout(out) if replacing else contextlib.nullcontext():
                        self.apply_passes(module)
                    t = time.perf_counter()
                    if not replacing:
                        out.write(self.output_resulting_program(module))
                    phases.append(("Output", time.perf_counter() - t))
                out.flush()
            except (SourceError, PassFailedAtOp, DiagnosticException) as e:
                message = self.describe(e)
                if diagnostics_mode:
                    out.write(message + "\n")
                else:
                    print(message, file=sys.stderr)
                    if self.failed_module is not None and self.args.print_ir_after_failure:
                        print("// -----// IR Dump After Failure //----- //", file=sys.stderr)
                        Printer(stream=sys.stderr).print_op(self.failed_module)
                        print(file=sys.stderr)
                    failed = True
                    break
            finally:
                chunk.close()
        if self.args.time_passes:
            self.print_timing(phases, time.perf_counter() - began)
        if failed:
            sys.exit(1)
        if isinstance(out, io.StringIO):
            write_file(self.args.output_file, out.getvalue())

    def print_timing(self, phases: list[tuple[str, float]], total: float) -> None:
        """MLIR's `-mlir-timing` report, on stderr: every phase and pass in order."""
        rows = phases[:1] + getattr(self, "timings", []) + phases[1:]
        merged: dict[str, float] = {}
        for name, t in rows:
            merged[name] = merged.get(name, 0.0) + t
        line = "===" + "-" * 73 + "==="
        err = sys.stderr
        print(line, file=err)
        print(" " * 26 + "... Execution time report ...", file=err)
        print(line, file=err)
        print(f"  Total Execution Time: {total:.4f} seconds\n", file=err)
        print("  ----Wall Time----  ----Name----", file=err)
        for name, t in merged.items():
            share = 100.0 * t / total if total > 0 else 0.0
            print(f"    {t:.4f} ({share:5.1f}%)  {name}", file=err)
        rest = total - sum(merged.values())
        if rest > 0:
            print(f"    {rest:.4f} ({100.0 * rest / total:5.1f}%)  Rest", file=err)
        print(f"    {total:.4f} (100.0%)  Total", file=err)

    def describe(self, e: Exception) -> str:
        if isinstance(e, Diagnostic):  # SourceError, PassFailedAtOp
            return format_error(e, self.source)
        # Some other xDSL diagnostic: keep its first line (the message), drop the
        # full-module dump xDSL attaches as a note.
        text = str(e.args[0]) if e.args else type(e).__name__
        return f"{self.get_input_name()}: error: {text}"


def main(argv: Sequence[str] | None = None) -> None:
    run_cli("simd-opt", lambda: SimdOptMain(argv).run())


if __name__ == "__main__":
    main()
