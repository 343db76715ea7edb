"""The floors of docs/ARCHITECTURE.md, checked with the libraries made for it:
import-linter's contracts (pyproject.toml: the floors, and no pass importing another)
and grimp's import graph (no cycle between modules, type-only imports aside, except
xDSL's own shape: a dialect's canonicalization trait imports its patterns lazily)."""

from __future__ import annotations

import sys
from pathlib import Path

import grimp
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[2]

XDSL_CANONICALIZATION_SHAPE = {("simdopt.dialects.simd", "simdopt.dialects.simd_canonicalization")}
"""The one upward edge allowed: `HasCanonicalizationPatternsTrait.get_patterns` imports
the patterns module when `canonicalize` asks (xDSL's dialects do the same)."""


def import_cycles(graph: grimp.ImportGraph, allowed: set[tuple[str, str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.find_modules_directly_imported_by(v):
            if (v, w) in allowed:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = [stack.pop()]
            while component[-1] != v:
                component.append(stack.pop())
            on_stack.difference_update(component)
            if len(component) > 1:
                cycles.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return cycles


def test_import_contracts_are_kept() -> None:
    assert lint_imports(str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True) == 0


def test_no_import_cycle_between_modules() -> None:
    graph = grimp.build_graph("simdopt", exclude_type_checking_imports=True)
    assert import_cycles(graph, XDSL_CANONICALIZATION_SHAPE) == []


def test_the_cycle_check_sees_a_cycle() -> None:
    graph = grimp.ImportGraph()
    for m in ("p.a", "p.b", "p.c"):
        graph.add_module(m)
    graph.add_import(importer="p.a", imported="p.b")
    graph.add_import(importer="p.b", imported="p.a")
    graph.add_import(importer="p.b", imported="p.c")
    assert import_cycles(graph, set()) == [["p.a", "p.b"]]
    assert import_cycles(graph, {("p.b", "p.a")}) == []
