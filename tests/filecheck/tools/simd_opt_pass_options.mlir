// RUN: not simd-opt %s -p 'spmd-vectorize{mode=fast}' 2>&1 | filecheck %s --check-prefix=CHOICE
// RUN: not simd-opt %s -p 'spmd-vectorize{widht=8}' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not simd-opt %s -p 'spmd-vectorize{width=eight}' 2>&1 | filecheck %s --check-prefix=INT
// RUN: not simd-opt %s -p 'divergence-scalarize{strides=3}' 2>&1 | filecheck %s --check-prefix=BOOL
// A bad pass option names the pass, the option and what it accepts.

// CHOICE: simd-opt: error: spmd-vectorize: mode: expected naive or uniform, got 'fast'
// UNKNOWN: simd-opt: error: spmd-vectorize: unknown option 'widht' (options: width, mode, block-size, rows-version, speculate, mask-style)
// INT: simd-opt: error: spmd-vectorize: width: expected an integer, got 'eight'
// BOOL: simd-opt: error: divergence-scalarize: strides: expected true or false, got '3'

func.func @k() {
  func.return
}
