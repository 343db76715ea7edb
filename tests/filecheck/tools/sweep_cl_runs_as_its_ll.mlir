// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/cl.toml --out %t.csv --jobs 0
// RUN: filecheck %s < %t.csv
// An OpenCL C kernel runs as the .ll clang-22 made of it, committed beside it (no
// compiler needed), with its launch from launches.json.

// CHECK: vector_add,4,uniform,vectorize,,,interp,spmd-vectorize{width=4 mode=uniform},,,true,,
