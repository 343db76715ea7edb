"""Every change the project makes to xDSL 0.74 itself, in one place.

Each works around one pitfall (see STYLE.md's list) and is applied once per process
(calling it again does nothing); nothing else in the project assigns to xDSL's modules,
classes or private state.

1. `lazy_xdsl_interpreters()` - xDSL's `xdsl/interpreters/__init__.py` eagerly imports
   every interpreter it ships (riscv, snitch, pdl, linalg, ...), about 0.6 s per
   process, although our tools use four of them; the lit suite starts a tool ~300
   times.  It installs the package `xdsl.interpreters` as a plain namespace so that
   `from xdsl.interpreters.arith import ...` loads only that submodule; the first
   access to a package-level name (e.g. `register_implementations`) runs the real
   `__init__` into it, so nothing that relies on it breaks.  `simdopt.tools` applies it
   on import, before anything imports an interpreter.
2. `add_loop_canonicalization()` - xDSL's `scf.for`/`scf.while` have no way to take
   canonicalization patterns from another package but their class-wide trait set: the
   project's `RemoveDeadLoopCarriedValue` (`dialects/simd_canonicalization.py`,
   imported on first use) is added to it with xDSL's `add_trait`, process-wide.
3. `replace_dialect(ctx, name, factory)` - xDSL's `Context` has no public way to
   replace a registered dialect; our `gpu` (xDSL's ops plus MLIR's syntax) replaces
   xDSL's through its private table.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported lazily: patch 1 must run before xDSL loads much
    from xdsl.context import Context
    from xdsl.ir import Dialect
    from xdsl.pattern_rewriter import RewritePattern


def lazy_xdsl_interpreters() -> None:
    """Patch 1: `xdsl.interpreters` without its eager `__init__` (see the module
    docstring)."""
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


_loop_canonicalization_added = False


def add_loop_canonicalization() -> None:
    """Patch 2: the project's canonicalization patterns on xDSL's `scf.for` and
    `scf.while`."""
    global _loop_canonicalization_added
    if _loop_canonicalization_added:
        return
    from xdsl.dialects import scf
    from xdsl.traits import HasCanonicalizationPatternsTrait

    class LoopCanonicalization(HasCanonicalizationPatternsTrait):
        """The project's `canonicalize` patterns for xDSL's `scf.for` and `scf.while`
        (`dialects/simd_canonicalization.py`, imported on first use)."""

        @classmethod
        def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
            from simdopt.dialects.simd_canonicalization import (
                RemoveDeadLoopCarriedValue,
            )

            return (RemoveDeadLoopCarriedValue(),)

    for loop in (scf.ForOp, scf.WhileOp):
        loop.traits.add_trait(LoopCanonicalization())
    _loop_canonicalization_added = True


def replace_dialect(ctx: Context, name: str, factory: Callable[[], Dialect]) -> None:
    """Patch 3: make `factory` the dialect `name` of `ctx`, registered or not."""
    if name not in ctx.registered_dialect_names:
        ctx.register_dialect(name, factory)
    else:
        ctx._registered_dialects[name] = factory  # pyright: ignore[reportPrivateUsage]
