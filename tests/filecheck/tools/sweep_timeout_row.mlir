// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/timeout.toml --out %t.csv 2>&1 | filecheck %s --check-prefix=SUMMARY
// RUN: filecheck %s < %t.csv
// A point that runs past the file's `timeout` (1 s; the kernel spins 10^8 times) is a
// row with phase `timeout`, on a worker process (the default --jobs 1).

// SUMMARY: 1 of 1 points (0 from {{.*}}), 1 with an error
// CHECK: spins,4,uniform,vectorize,,,interp,spmd-vectorize{width=4 mode=uniform},timeout,{{.*}}1 s
