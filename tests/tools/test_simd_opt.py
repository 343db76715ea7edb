"""simd-opt as a user sees it: located diagnostics, exit code 1, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run(
    args: list[str], tmp_path: Path, text: str | None = None
) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "simdopt.tools.simd_opt"]
    if text is not None:
        src = tmp_path / "input.mlir"
        src.write_text(text)
        cmd.append(str(src))
    return subprocess.run(cmd + args, capture_output=True, text=True, check=False)


def assert_located_failure(proc: subprocess.CompletedProcess[str], line: int) -> None:
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "Traceback" not in out
    assert f"input.mlir:{line}:" in out, out


def test_parse_error(tmp_path: Path) -> None:
    proc = run(
        [],
        tmp_path,
        "func.func @f() {\n  %x = arith.constant : i32\n  func.return\n}\n",
    )
    assert_located_failure(proc, 2)


def test_verifier_error(tmp_path: Path) -> None:
    text = (
        "func.func @f(%a: vector<4xi32>, %b: vector<8xi32>) {\n"
        "  %c = simd.vadd %a, %b : vector<4xi32>\n"
        "  func.return\n}\n"
    )
    assert_located_failure(run([], tmp_path, text), 2)


def test_dominance_error(tmp_path: Path) -> None:
    text = (
        "func.func @f() -> i32 {\n"
        "  %y = arith.addi %x, %x : i32\n"
        "  %x = arith.constant 1 : i32\n"
        "  func.return %y : i32\n}\n"
    )
    assert_located_failure(run([], tmp_path, text), 2)


def test_unknown_pass_suggests_close_match(tmp_path: Path) -> None:
    proc = run(["-p", "canonicalise"], tmp_path, "func.func @f() {\n  func.return\n}\n")
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "Traceback" not in out
    assert "canonicalize" in out


def test_bad_pass_option(tmp_path: Path) -> None:
    proc = run(
        ["-p", "canonicalize{nonsense=3}"],
        tmp_path,
        "func.func @f() {\n  func.return\n}\n",
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "Traceback" not in out


def test_missing_file(tmp_path: Path) -> None:
    proc = run([str(tmp_path / "nope.mlir")], tmp_path)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "Traceback" not in out
    assert "nope.mlir" in out


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.mlir")), ids=lambda p: p.stem)
def test_xdsl_passes_run_on_examples(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """In process (the console script's start-up is tested above): a failure exits."""
    from simdopt.tools.simd_opt import main

    main([str(example), "-p", "canonicalize,cse,dce"])
    assert "func.func @main" in capsys.readouterr().out


def test_pass_that_breaks_ir_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A pass that leaves invalid IR is blamed (not the user's input), and
    --print-ir-after-failure shows the module as the pass left it."""
    from dataclasses import dataclass

    from xdsl.context import Context
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.passes import ModulePass

    from simdopt.tools.simd_opt import SimdOptMain

    @dataclass(frozen=True)
    class BreakIrPass(ModulePass):
        """Moves a constant after its user: a use its definition does not dominate."""

        name = "break-ir"

        def apply(self, ctx: Context, op: ModuleOp) -> None:
            const = next(o for o in op.walk() if isinstance(o, arith.ConstantOp))
            user = next(iter(const.result.uses)).operation
            const.detach()
            user.parent_block().insert_op_after(const, user)  # type: ignore[union-attr]

    class Main(SimdOptMain):
        def register_all_passes(self) -> None:
            super().register_all_passes()
            self.register_pass("break-ir", lambda: BreakIrPass)

    src = tmp_path / "input.mlir"
    src.write_text(
        "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32\n"
        "  %s = arith.addi %a, %c : i32\n  func.return %s : i32\n}\n"
    )
    with pytest.raises(SystemExit) as exit_info:
        Main([str(src), "-p", "break-ir", "--print-ir-after-failure"]).run()
    assert exit_info.value.code == 1
    err = capsys.readouterr().err
    assert "pass 'break-ir' produced invalid IR: operand %c of 'arith.addi' does not dominate" in err
    assert "// -----// IR Dump After Failure //----- //" in err
    assert err.index("%s = arith.addi %a, %c") < err.index("%c = arith.constant 1")
