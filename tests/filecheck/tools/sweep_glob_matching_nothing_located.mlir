// RUN: not simd-sweep %S/Inputs/sweep/bad_glob.toml --out %t.csv 2>&1 | filecheck %s
// A kernels entry that matches no file is an error at its line, not an empty sweep.

// CHECK: bad_glob.toml:2: error: kernels: 'nothing_here/*.mlir' matches no .mlir, .ll or .cl file
