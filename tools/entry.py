"""The console scripts `simd-opt`, `simd-run` and `simd-sweep`.

Importing a tool takes ~0.6 s (xDSL, the dialects, the passes); Ctrl-C in that time is
the same one "interrupted" line and exit status 130 as Ctrl-C during the run
(`tools/cli.py`), not a traceback of whatever module was being imported.  This module
imports nothing heavy itself.
"""

from __future__ import annotations

import importlib
import sys
from typing import NoReturn

INTERRUPTED_STATUS = 128 + 2  # as tools/cli.py (not imported: it loads xDSL)


def _launch(tool: str, module: str) -> NoReturn:
    try:
        main = importlib.import_module(module).main
    except KeyboardInterrupt:
        print(f"{tool}: interrupted", file=sys.stderr)
        sys.exit(INTERRUPTED_STATUS)
    sys.exit(main())


def simd_opt() -> NoReturn:
    _launch("simd-opt", "simdopt.tools.simd_opt")


def simd_run() -> NoReturn:
    _launch("simd-run", "simdopt.tools.simd_run")


def simd_sweep() -> NoReturn:
    _launch("simd-sweep", "simdopt.tools.simd_sweep")
