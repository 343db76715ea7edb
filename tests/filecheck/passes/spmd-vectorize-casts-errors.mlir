// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s
// A divergent cast from or to i1 has no vector form: a located error naming it.

func.func @cast_from_i1(%a: memref<16xf32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %c3 = arith.constant 3 : i32
  %p = arith.cmpi sgt, %t, %c3 : i32
  // CHECK: spmd-vectorize-casts-errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: 'arith.uitofp' from i1 to f32 has no vector form (casts between i8, i16, i32, i64, f16, f32 and f64 lanes only); compute it from uniform values
  %f = arith.uitofp %p : i1 to f32
  memref.store %f, %a[%ti] : memref<16xf32>
  func.return
}
