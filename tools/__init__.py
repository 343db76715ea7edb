"""Command-line tools: `simd-opt` and `simd-run`.

Start-up cost matters here: the lit suite starts a tool ~300 times.  xDSL 0.74's
`xdsl/interpreters/__init__.py` eagerly imports every interpreter it ships (riscv,
snitch, pdl, linalg, ...), about 0.6 s per process, although our tools use four of them.
`_lazy_xdsl_interpreters` installs the package `xdsl.interpreters` as a plain namespace
so that `from xdsl.interpreters.arith import ...` loads only that submodule; the first
access to a package-level name (e.g. `register_implementations`) runs the real
`__init__` into it, so nothing that relies on it breaks.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path


def _lazy_xdsl_interpreters() -> None:
    if "xdsl.interpreters" in sys.modules:
        return
    spec = importlib.util.find_spec("xdsl")
    if spec is None or spec.origin is None:
        return
    init = Path(spec.origin).parent / "interpreters" / "__init__.py"
    if not init.is_file():
        return
    module = types.ModuleType("xdsl.interpreters")
    module.__file__ = str(init)
    module.__path__ = [str(init.parent)]
    module.__package__ = "xdsl.interpreters"

    def load_real_init(name: str) -> object:
        # Runs once: afterwards the names are ordinary module attributes.
        del module.__dict__["__getattr__"]
        exec(compile(init.read_text(), str(init), "exec"), module.__dict__)
        return getattr(module, name)

    module.__dict__["__getattr__"] = load_real_init
    sys.modules["xdsl.interpreters"] = module


_lazy_xdsl_interpreters()
