// RUN: simd-run %s --threads 8 --width 4 --args '[4294967297, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir
// RUN: simd-run %t.u.mlir --threads 8 --width 4 --args '[4294967297, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.u.mlir -p 'divergence-scalarize,convert-simd-to-lockstep' -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 8 --width 4 --args '[4294967297, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s --check-prefix=IR < %t.u.mlir
//
// A compare of a thread id (extended to i64) with an i64 bound that is no 32-bit value
// (here 2^32 + 1, a function left with i64 lanes by the `divsi`) stays a vector compare
// in `mode=uniform`: the first-lanes count of `ranges.py` is an i32, which this bound does
// not fit (it was built as an i64 `arith.maxsi` of the bound and the i32 group base:
// invalid IR; found by the generated i64 kernels of `tools/kernel_gen.py`).  Bit 0: t < n,
// true for every thread.
//
// OUT: "memrefs": {{\[}}[1, 1, 1, 1, 1, 1, 1, 1]]
// IR-NOT: arith.maxsi
// IR:     simd.vcmp slt, {{.*}} : vector<4xi64>
func.func @wide_bound(%n: i64, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i64
  %t64 = arith.extui %t : i32 to i64
  %d = arith.divsi %n, %c1 : i64
  %lt = arith.cmpi slt, %t64, %d : i64
  %b = arith.extui %lt : i1 to i32
  %ti = arith.index_cast %t : i32 to index
  memref.store %b, %out[%ti] : memref<?xi32>
  func.return
}
