// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/uchar.toml --out %t.csv --jobs 0
// RUN: filecheck %s < %t.csv
// A corpus kernel writing a `uchar` buffer (launch from launches.json beside the .ll):
// the reference is read as simd-run shows it (unsigned: 253, not -3), so the stage
// agrees with it.

// CHECK: box_blur_uchar,4,uniform,vectorize,,,interp,spmd-vectorize{width=4 mode=uniform},,,true,,
