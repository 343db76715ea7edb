"""Every registered dialect and pass loads, and simd-opt offers them next to xDSL's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from xdsl.passes import ModulePass

from simdopt.dialects import get_all_dialects
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import make_context

SIMD_OPT = str(Path(sys.executable).parent / "simd-opt")


def test_every_dialect_loads_with_its_registered_name() -> None:
    for name, factory in get_all_dialects().items():
        dialect = factory()
        assert dialect.name == name
        assert list(dialect.operations), f"dialect {name} has no operations"


def test_every_pass_loads_with_its_registered_name() -> None:
    for name, factory in get_all_passes().items():
        cls = factory()
        assert issubclass(cls, ModulePass)
        assert cls.name == name


def test_the_context_knows_our_dialects_and_xdsl_ones() -> None:
    ctx = make_context()
    for name in [*get_all_dialects(), "arith", "func", "cf", "scf", "memref"]:
        assert ctx.get_optional_dialect(name) is not None, name


def test_simd_opt_lists_our_passes_and_xdsl_passes() -> None:
    out = subprocess.run(
        [SIMD_OPT, "--help"], capture_output=True, text=True, check=True
    ).stdout
    for name in [*get_all_passes(), "canonicalize", "cse", "dce"]:
        assert name in out, name
