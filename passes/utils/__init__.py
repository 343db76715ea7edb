"""Helpers that passes share and that are not passes themselves.

The layering rule: `ir/` (xDSL + dialects only) <- `transforms/` (whole-function CFG
rewrites several passes run) <- `passes/analysis/` (divergence, strides) <-
`passes/utils/` (helpers that need the analysis: uniform-branch tests and remarks) <-
`passes/placement/` (scalar or vector unit, by the machine's costs) <- the pass
modules.  A module imports only from its own level or below; no pass module imports
another pass module (sub-modules of one pass package may import each other).
"""
