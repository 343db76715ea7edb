// DEFINE: %{run} = simd-run --threads 4 --width 4 --check-divergence --json
// RUN: %{run} %s --args '[3, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=EQ
// RUN: %{run} %s --args '[2, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=LT
// RUN: %{run} %s --args '[4, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=GT
// RUN: simd-opt %s -p uniform-jump-threading -o %t.scf.mlir
// RUN: %{run} %t.scf.mlir --args '[3, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=EQ
// RUN: %{run} %t.scf.mlir --args '[2, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=LT
// RUN: %{run} %t.scf.mlir --args '[4, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=GT
// RUN: simd-opt %s -p convert-scf-to-cf,uniform-jump-threading -o %t.cf.mlir
// RUN: %{run} %t.cf.mlir --args '[3, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=EQ
// RUN: %{run} %t.cf.mlir --args '[2, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=LT
// RUN: %{run} %t.cf.mlir --args '[4, 3, [1, 2, 3, 4]]' | filecheck %s --check-prefix=GT
// RUN: simd-opt %s -p 'convert-scf-to-cf,uniform-jump-threading{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// Seed 002's shape threaded in scf form and in cf form computes the same memory as the
// original kernel for foo == bar, foo < bar and foo > bar (SPMD executor, checked
// against the analysis).
// EQ: "memrefs": {{\[}}[5, 11, 19, 29]]
// LT: "memrefs": {{\[}}[2, 6, 12, 20]]
// GT: "memrefs": {{\[}}[0, 4, 10, 18]]
// REMARK: threaded the edge into the block branching on %le (true there) (uniform, 3 ops copied)
func.func @k(%foo: i32, %bar: i32, %m: memref<?xi32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %c1 = arith.constant 1 : i32
  %v = memref.load %m[%ti] : memref<?xi32>
  %eq = arith.cmpi eq, %foo, %bar : i32
  %r = scf.if %eq -> (i32) {
    %a = arith.addi %v, %c1 : i32
    scf.yield %a : i32
  } else {
    scf.yield %v : i32
  }
  %baz = arith.muli %r, %r : i32
  %baz2 = arith.addi %baz, %t : i32
  %le = arith.cmpi sle, %foo, %bar : i32
  %w = scf.if %le -> (i32) {
    %b = arith.addi %baz2, %c1 : i32
    scf.yield %b : i32
  } else {
    %b = arith.subi %baz2, %c1 : i32
    scf.yield %b : i32
  }
  memref.store %w, %m[%ti] : memref<?xi32>
  func.return
}
