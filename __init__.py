"""simd-opt: SIMD/SPMD divergence analysis and scalarization on xDSL."""
