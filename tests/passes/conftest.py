"""pytest configuration of `tests/passes`: its shared helper module
(`kernel_helpers.py`) importable by the tests of this folder.  With
`--import-mode=importlib` pytest puts no test folder on `sys.path`, and the tests are
no package, so the folder is added here, once, before its tests are collected."""

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
