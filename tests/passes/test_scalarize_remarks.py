"""divergence-scalarize{remarks=true}: one remark per vector op, the same IR as without
remarks, and every remark one of the documented kinds."""

from __future__ import annotations

import re
import sys
from io import StringIO
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer

from simdopt.ir.diagnostics import set_locator
from simdopt.passes.divergence_scalarize import MIN_GUARD_WIDTH, DivergenceScalarizePass
from simdopt.passes.utils.scalarize_remarks import ScalarizeRemarks
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.random_simd import random_program

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(ROOT.glob("examples/*.mlir"))
KINDS = re.compile(
    r"remark: divergence-scalarize: \w+\.\w+ ("
    r"became [\w.]+ \((uniform|consecutive addresses)\)"
    r"|scalarized"
    r"|removed: nothing reads it after the rewrite"
    r"|mask removed"
    r"|kept vector: (divergent \(.* <- .*\)|its addresses %\S+ are \S+ \(.*\)"
    r"|uniform, but .*|it has no scalar form|a contiguous access .*"
    r"|its lanes are different scalars|a use of it is temporally divergent .*))"
)


def _print(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def _run(text: str, remarks: bool) -> tuple[str, str, int]:
    ctx = make_context()
    source = SourceMap("p.mlir", text)
    module = parse_module(ctx, source)
    vector_ops = len(ScalarizeRemarks(module, MIN_GUARD_WIDTH).entries)
    set_locator(source.locate)
    err = StringIO()
    saved, sys.stderr = sys.stderr, err
    try:
        DivergenceScalarizePass(remarks=remarks).apply(ctx, module)
    finally:
        sys.stderr = saved
        set_locator(None)
    return _print(module), err.getvalue(), vector_ops


def _check(text: str) -> None:
    plain, quiet, _ = _run(text, remarks=False)
    with_remarks, remarks, vector_ops = _run(text, remarks=True)
    assert quiet == ""
    assert with_remarks == plain
    lines = remarks.splitlines()
    assert len(lines) == vector_ops
    for line in lines:
        assert re.match(r"p\.mlir:\d+:\d+: ", line), line
        assert KINDS.search(line), line


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_remarks_on_examples(path: Path):
    _check(path.read_text())


@pytest.mark.parametrize("seed", range(15))
@pytest.mark.parametrize("width", [2, 4])
def test_remarks_on_random_programs(seed: int, width: int):
    text, _ = random_program(seed, width)
    _check(text)
