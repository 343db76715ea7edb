"""The layering of the floor, checked on the import statements of every module:
`ir/` imports only xDSL, `simdopt.dialects` and itself; `transforms/` adds `ir/`;
`passes/analysis/` imports no pass and no tool; no pass module imports another pass
module (sub-modules of one pass package may import each other)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _imports(path: Path) -> set[str]:
    """The `simdopt.*` modules `path` imports, at any depth (lazy imports included)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return {m for m in out if m == "simdopt" or m.startswith("simdopt.")}


def _modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("folder, allowed", [
    ("ir", ("simdopt.ir", "simdopt.dialects")),
    ("transforms", ("simdopt.ir", "simdopt.dialects", "simdopt.transforms")),
    ("passes/analysis", ("simdopt.ir", "simdopt.dialects", "simdopt.passes.analysis")),
])  # fmt: skip
def test_floor_imports_only_what_is_below(folder: str, allowed: tuple[str, ...]) -> None:
    bad = {
        f"{p.relative_to(ROOT)}: {m}"
        for p in _modules(folder)
        for m in _imports(p)
        if not any(m == a or m.startswith(a + ".") for a in allowed)
    }
    assert not bad


def _pass_of(module: str) -> str | None:
    """The pass (module or package) of `simdopt.passes.X...`; None for the analysis
    and the passes' utilities, which every pass may import."""
    parts = module.split(".")
    if len(parts) < 3 or parts[1] != "passes" or parts[2] in ("analysis", "utils"):
        return None
    return parts[2]


def test_no_pass_imports_another_pass() -> None:
    bad: set[str] = set()
    for p in _modules("passes"):
        rel = p.relative_to(ROOT).with_suffix("")
        own = _pass_of("simdopt." + ".".join(rel.parts))
        for m in _imports(p):
            other = _pass_of(m)
            if other is not None and other != own:
                bad.add(f"{rel}: {m}")
    assert not bad


def test_passes_utils_import_no_pass() -> None:
    bad = {
        f"{p.relative_to(ROOT)}: {m}"
        for p in _modules("passes/utils")
        for m in _imports(p)
        if _pass_of(m) is not None or m.startswith("simdopt.tools")
    }
    assert not bad


def test_the_layering_test_sees_a_violation(tmp_path: Path) -> None:
    f = tmp_path / "m.py"
    f.write_text("def f():\n    from simdopt.passes.fix_irreducible import x\n")
    assert _imports(f) == {"simdopt.passes.fix_irreducible"}
    assert _pass_of("simdopt.passes.fix_irreducible") == "fix_irreducible"
    assert _pass_of("simdopt.passes.utils.uniform_branches") is None
