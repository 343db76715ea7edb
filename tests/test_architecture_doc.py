"""docs/ARCHITECTURE.md's "Modules, one line each" names every module of the package:
each folder's paragraph (`**interpreters/**` ...) names each of its modules and of its
subfolders' (in backticks, `name.py` or `name`), so the map cannot fall behind the tree
unnoticed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ARCHITECTURE.md"
FOLDERS = ["dialects", "ir", "frontends", "transforms", "interpreters", "passes", "tools", "benchmarks"]


def paragraphs() -> dict[str, str]:
    """The modules section's paragraphs by the folder they start with."""
    text = DOC.read_text().split("## Modules, one line each", 1)[1]
    out: dict[str, str] = {}
    for para in re.split(r"\n(?=\*\*)", text):
        m = re.match(r"\*\*([\w/]+?)/?\*\*", para.strip())
        if m:
            out[m.group(1).split("/")[0]] = para
    return out


def named(stem: str, text: str) -> bool:
    return re.search(rf"`[^`\n]*\b{re.escape(stem)}(\.py)?\b[^`\n]*`", text) is not None


@pytest.mark.parametrize("folder", [f for f in FOLDERS if f != "benchmarks"])
def test_every_module_is_named_in_its_folder_paragraph(folder: str) -> None:
    text = paragraphs()[folder]
    modules = sorted(p for p in (ROOT / folder).rglob("*.py") if p.name != "__init__.py" and "__pycache__" not in p.parts)
    assert modules
    missing = [str(p.relative_to(ROOT)) for p in modules if not named(p.stem, text)]
    assert not missing, f"docs/ARCHITECTURE.md, **{folder}/**: not named: {missing}"


def test_the_doc_has_a_paragraph_per_folder() -> None:
    assert set(FOLDERS) <= set(paragraphs())
