// RUN: simd-run %s --threads 8 --args '[[1e16, 1.0, -1e16, 0.5, 3.0, -3.0, 1e-300, 2.0]]' --json --engine jit | filecheck %s
// RUN: simd-run %s --threads 8 --args '[[1e16, 1.0, -1e16, 0.5, 3.0, -3.0, 1e-300, 2.0]]' --json | filecheck %s
//
// --engine jit runs an f64 add scan of a vectorized program natively with the
// interpreter's rule: each prefix is the exact sum (math.fsum) rounded once, so
// 1e16 + 1 - 1e16 is 1.0 (a left-to-right double sum gives 0.0).
// CHECK: "memrefs": {{\[}}[1e+16, 1e+16, 1.0, 1.5, 3.0, 0.0, 1e-300, 2.0]]

func.func @main(%m : memref<?xf64>, %group_base : i32) {
  %v = simd.vload %m[%group_base] : memref<?xf64>, vector<4xf64>
  %s = simd.vscan inclusive add, %v : vector<4xf64>
  simd.vstore %s, %m[%group_base] : memref<?xf64>, vector<4xf64>
  func.return
}
