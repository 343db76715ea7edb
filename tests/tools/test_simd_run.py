"""`simd-run` error paths: every failure is one message (located when it has a place),
exit status 1, never a Python traceback; --help documents the JSON shape."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from simdopt.interpreters import runner, simd_program
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.simd_run import json_text, main

SIMD_RUN = str(Path(sys.executable).parent / "simd-run")

KERNEL = """func.func @main(%n : i32, %m : memref<?xi32>) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%i] : memref<?xi32>
  %q = arith.divsi %n, %v : i32
  func.return %q : i32
}
"""


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, *argv: str) -> tuple[int, str, str]:
    f = tmp_path / "k.mlir"
    f.write_text(text)
    code = main([str(f), *argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_kernel_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(tmp_path, capsys, KERNEL, "--threads", "3", "--width", "2", "--args", "[12, [1, 2, 3]]", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["results"] == [[12], [6], [4]]
    assert data["memrefs"] == [[1, 2, 3]]
    assert data["stats"]["groups"] == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--threads", "3", "--args", "[12, [1, 0, 3]]"], "k.mlir:5:3: error: 'arith.divsi' division by zero (thread 1"),
        (["--threads", "4", "--args", "[12, [1, 2, 3]]"], "k.mlir:4:3: error: 'memref.load' out-of-bounds access at index [3]"),
        (["--threads", "3", "--args", "[12, [1, true, 3]]"], "expected an integer for i32, got True"),
        (["--threads", "3", "--args", "[12, [1, [2], 3]]"], "argument #1 (memref<?xi32>)[1]: expected an integer"),
        (["--threads", "3", "--args", "[12.5, [1, 2, 3]]"], "argument #0 (i32): expected an integer"),
        (["--threads", "3", "--args", "[12]"], "'main' takes 2 arguments, 1 given"),
        (["--threads", "3", "--args", "{\"a\": 1}"], "--args must be a JSON array"),
        (["--threads", "3", "--args", "[12, "], "--args is not valid JSON"),
        (["--threads", "0", "--args", "[12, [1]]"], "--threads must be at least 1, got 0"),
        (["--threads", "-2", "--args", "[12, [1]]"], "--threads must be at least 1, got -2"),
        (["--threads", "4", "--width", "0", "--args", "[12, [1, 2, 3, 4]]"], "--width must be a power of two from 1 to 64, got 0"),
        (["--threads", "4", "--width", "6", "--args", "[12, [1, 2, 3, 4]]"], "got 6"),
        (["--threads", "4", "--width", "128", "--args", "[12, [1, 2, 3, 4]]"], "got 128"),
        (["--threads", "4", "--entry", "nope"], "unknown entry function 'nope'"),
    ],
)
def test_errors_are_one_message_and_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, out, err = run(tmp_path, capsys, KERNEL, *argv)
    assert code == 1
    assert message in err
    assert out == ""


def test_malformed_ir_and_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(tmp_path, capsys, "func.func @main() {\n  %x = arith.addi\n}\n", "--threads", "2")
    assert code == 1 and "k.mlir:" in err and "error" in err
    assert main([str(tmp_path / "missing.mlir")]) == 1
    assert "simd-run: error:" in capsys.readouterr().err


def test_unknown_op_is_a_located_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = """func.func @main(%x : i32) -> i32 {
  %y:2 = arith.mului_extended %x, %x : i32
  func.return %y#0 : i32
}
"""
    for argv in (["--threads", "2", "--args", "[3]"], ["--args", "[3]"]):
        code, _, err = run(tmp_path, capsys, text, *argv)
        assert code == 1
        assert err.startswith(f"{tmp_path / 'k.mlir'}:2:3: error: 'arith.mului_extended' failed")


def test_unexpected_exception_is_reported_without_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise ZeroDivisionError("something deep")

    monkeypatch.setattr(runner, "run_spmd", boom)
    code, _, err = run(tmp_path, capsys, KERNEL, "--threads", "2", "--args", "[1, [1, 2]]")
    assert code == 1
    assert "error: internal error: ZeroDivisionError: something deep" in err


def test_exception_outside_the_run_is_one_internal_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An exception `main` does not foresee after the run (printing, here) is still
    one line and exit 2, not a traceback."""
    import simdopt.tools.simd_run as simd_run

    def boom(*args: Any, **kwargs: Any) -> Any:
        raise TypeError("cannot print")

    monkeypatch.setattr(simd_run, "_print", boom)
    monkeypatch.delenv("SIMDOPT_DEBUG", raising=False)
    code, _, err = run(tmp_path, capsys, KERNEL, "--threads", "2", "--args", "[1, [1, 2]]")
    assert code == 2
    assert err == "simd-run: internal error: TypeError: cannot print (set SIMDOPT_DEBUG=1 for a traceback)\n"


def test_violations_exit_1_with_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = """func.func @main(%n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %c = arith.cmpi slt, %tid, %n : i32
  %x = arith.select %c, %n, %tid : i32
  scf.if %c {
    scf.yield
  } {simd.non_divergent}
  func.return %x : i32
}
"""
    code, out, err = run(tmp_path, capsys, text, "--threads", "4", "--args", "[2]", "--json")
    assert code == 1
    data = json.loads(out)
    assert [v["kind"] for v in data["divergence_violations"]] == ["non-divergent-branch"]
    assert ":5:3: error: 'scf.if' is marked simd.non_divergent" in err
    code, out, err = run(tmp_path, capsys, text, "--threads", "2", "--args", "[2]", "--check-divergence", "--json")
    assert code == 0 and json.loads(out)["divergence_violations"] == []


def test_help_documents_the_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    text = capsys.readouterr().out
    assert '"divergence_violations"' in text and "[[thread 0 results]" in text
    assert "power of two from 1 to 64" in text


def test_console_script_prints_no_traceback(tmp_path: Path) -> None:
    f = tmp_path / "k.mlir"
    f.write_text(KERNEL)
    p = subprocess.run(
        [SIMD_RUN, str(f), "--threads", "3", "--args", "[12, [1, 0, 3]]"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert p.returncode == 1
    assert "Traceback" not in p.stderr
    assert "division by zero" in p.stderr


def test_run_simd_calls_extra_listeners_for_every_op() -> None:
    """`run_simd(..., listeners=...)`: benchmarks see each executed op (per-op stats)."""
    from xdsl.dialects import func as func_dialect
    from xdsl.interpreter import Interpreter

    from simdopt.tools.frontend import SourceMap, make_context, parse_module

    text = (
        "func.func @main(%x: i32) -> vector<4xi32> {\n"
        "  %v = simd.s2vb %x : vector<4xi32>\n"
        "  %w = simd.vadd %v, %v : vector<4xi32>\n"
        "  func.return %w : vector<4xi32>\n"
        "}\n"
    )
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(op for op in module.walk() if isinstance(op, func_dialect.FuncOp))
    seen: list[str] = []

    class Names(Interpreter.Listener):
        def did_interpret_op(self, op: Any, results: tuple[Any, ...]) -> None:
            seen.append(op.name)

    out = simd_program.run_simd(module, fn, [3], listeners=(Names(),))
    assert out["results"] == [[6, 6, 6, 6]]
    assert seen == ["simd.s2vb", "simd.vadd", "func.return"]


def test_json_is_strict_with_non_finite_floats_as_strings() -> None:
    """`--json`'s one writer: `json.dumps`'s text to the byte for finite output, and a
    float that is not finite the string "Infinity", "-Infinity" or "NaN" (strict JSON has
    no such numbers) wherever it stands; strings that spell them are left alone."""
    finite = {"results": [[1.5, -0.0, 3], (2, None)], "memrefs": [[1e300, -2.5e-308, True]],
              "stats": {"cycles": 12, "note": "NaN Infinity"}, "printf": ["x = inf\n"]}  # fmt: skip
    assert json_text(finite) == json.dumps(finite)
    out = {"results": [[math.inf], (-math.inf, 0.5)], "memrefs": [[math.nan, -math.nan, 1.0]],
           "stats": {"ratio": math.inf, "note": "NaN"}}  # fmt: skip

    def refuse(token: str) -> Any:
        raise AssertionError(f"not strict JSON: {token}")

    data = json.loads(json_text(out), parse_constant=refuse)
    assert data == {
        "results": [["Infinity"], ["-Infinity", 0.5]],
        "memrefs": [["NaN", "NaN", 1.0]],
        "stats": {"ratio": "Infinity", "note": "NaN"},
    }
    # the finite part as json.dumps writes it
    assert json_text([0.1, -0.0, math.inf]) == '[0.1, -0.0, "Infinity"]'


ALIGNED = """func.func @main(%out : memref<?xi32>) attributes {gpu.known_block_size = array<i32: 16, 1, 1>} {
  %x = gpu.thread_id x
  %c8 = arith.constant 8 : index
  %row = arith.divui %x, %c8 : index
  %v = arith.index_cast %row : index to i32
  memref.store %v, %out[%x] : memref<?xi32>
  func.return
}
"""


@pytest.mark.parametrize(("width", "uniform"), [(4, True), (8, True), (16, False)])
def test_check_divergence_analyses_at_the_run_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, width: int, uniform: bool
) -> None:
    """`--check-divergence` holds the run to the analysis at the run's W: x / 8 in a
    declared 16-wide block is uniform by the alignment rule (8) at W = 4 and 8, not at
    16 (a subgroup holds x = 0..15) - an analysis without W would call it divergent and
    the checker would never check the claim.  The run agrees with the claim."""
    from simdopt.tools import simd_run

    infos: list[Any] = []

    def analysis(module: Any, **kwargs: Any) -> Any:
        info = analyze_divergence(module, **kwargs)
        infos.append((module, info))
        return info

    monkeypatch.setattr(simd_run, "analyze_divergence", analysis)
    code, out, _ = run(tmp_path, capsys, ALIGNED, "--threads", "16", "--width", str(width), "--args", json.dumps([[0] * 16]), "--check-divergence", "--json")
    assert code == 0 and json.loads(out)["divergence_violations"] == []
    assert json.loads(out)["memrefs"] == [[i // 8 for i in range(16)]]
    ((module, info),) = infos
    row = next(op.results[0] for op in module.walk() if op.results and op.results[0].name_hint == "row")
    assert info.is_uniform(row) is uniform


def test_args_read_the_non_finite_strings_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """What `--json` prints for a non-finite float is accepted in `--args`: a run's memory
    can be the next run's input; any other string is still refused."""
    text = """func.func @main(%m : memref<?xf32>) -> f32 {
  %z = arith.constant 0 : index
  %o = arith.constant 1 : index
  %a = memref.load %m[%z] : memref<?xf32>
  %b = memref.load %m[%o] : memref<?xf32>
  %s = arith.addf %a, %b : f32
  func.return %s : f32
}
"""
    code, out, _ = run(tmp_path, capsys, text, "--args", '[["Infinity", "-Infinity", "NaN"]]', "--json")
    assert code == 0
    assert json.loads(out)["results"] == ["NaN"] and json.loads(out)["memrefs"] == [["Infinity", "-Infinity", "NaN"]]
    code, out, _ = run(tmp_path, capsys, text, "--args", json.dumps([json.loads(out)["memrefs"][0][:1] + [2.5]]), "--json")
    assert code == 0 and json.loads(out)["results"] == ["Infinity"]
    code, _, err = run(tmp_path, capsys, text, "--args", '[["inf", 1.0]]')
    assert code == 1 and "expected a number for f32, got 'inf'" in err
