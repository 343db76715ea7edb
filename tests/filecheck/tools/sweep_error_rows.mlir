// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/errors.toml --out %t.csv --jobs 0 2>&1 | filecheck %s --check-prefix=SUMMARY
// RUN: filecheck %s < %t.csv
// A point that fails is a row with its phase and its located error, and the sweep goes
// on: a fault of the reference run, a kernel that does not parse, a kernel without a
// launch.  The sweep itself succeeds (exit 0).

// SUMMARY: simd-sweep: 3 of 3 points (0 from {{.*}}), 3 with an error, 0 mismatching the reference
// CHECK: divide_by_zero,{{.*}},reference,"{{.*}}divide_by_zero.mlir:5:3: error: 'arith.divsi' division by zero (thread 0, lane 0 of group 0)",,,
// CHECK: malformed,{{.*}},kernel,{{.*}}malformed.mlir:5:16: error: use of undefined value %nope,,,
// CHECK: no_launch,{{.*}},kernel,{{.*}}no_launch.mlir: no launch: give threads (or grid and block) and args,,,
