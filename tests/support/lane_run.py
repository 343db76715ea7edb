"""`run(body, sig, args)`: one `func.func @f{sig}` of `body` run by xDSL's interpreter with
the lane functions (`simdopt.interpreters.lane_functions`: arith, math, simd, ...), its
first result returned; what the interpreter tests of single ops share.

Not a test module (pytest collects `test_*.py` only); `tests/conftest.py` puts this
folder on `sys.path`, since `--import-mode=importlib` does not and the tests are no
package (they never import `simdopt.tests.*`: CI installs the package non-editable)."""

from __future__ import annotations

from typing import Any

from xdsl.dialects import func
from xdsl.interpreter import Interpreter

from simdopt.interpreters import lane_functions
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def run(body: str, sig: str, args: list[Any]) -> Any:
    """The first result of `func.func @f{sig} { body }` called on `args`."""
    text = f"func.func @f{sig} {{\n{body}\n}}"
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    interp = Interpreter(module)
    for f in lane_functions():
        interp.register_implementations(f)
    return interp.call_op(fn, tuple(args))[0]
