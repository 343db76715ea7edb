"""Command-line tools: `simd-opt` and `simd-run`."""
