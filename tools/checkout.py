"""Where the repository checkout is, for the tools and benchmarks that read its
examples: the package's own directory when it holds them (an editable install, or a
script run from the checkout), else the current directory (a normal install, run from
the checkout, as CI does)."""

from __future__ import annotations

from pathlib import Path


def checkout() -> Path:
    here = Path(__file__).resolve().parents[1]
    return here if (here / "examples").is_dir() else Path.cwd()
