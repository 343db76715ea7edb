"""Command-line tools: `simd-opt` and `simd-run`.

Start-up cost matters here: the lit suite starts a tool ~300 times.  Importing this
package first makes `xdsl.interpreters` lazy (`ir/xdsl_patches.py`, patch 1), so a
tool loads only the four xDSL interpreters it uses.
"""

from __future__ import annotations

from simdopt.ir.xdsl_patches import lazy_xdsl_interpreters

lazy_xdsl_interpreters()
