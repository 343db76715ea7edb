// RUN: simd-run %s --threads 6 --width 4 --args '[5, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.mlir
// RUN: simd-run %t.mlir --threads 6 --width 4 --args '[5, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s < %t.mlir
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize{scalar-operands=true},canonicalize,cse,dce' | filecheck %s --check-prefix=SCALAR
//
// The bounds check `t < n` of a kernel that builds the thread-id vector anyway (the
// scatter's addresses 3t): `divergence-scalarize` compares that vector with the bound's
// broadcast (two ops, as naive+ds) instead of spmd-vectorize's count `pfirst (max(n, x0)
// - x0)` (three), under the tail mask its one reader `pand %live` keeps.  With scalar
// operands the count stays: the lowering turns it into `vcmps slt %tids, %n` itself.
//
// OUT: "memrefs": {{\[}}[0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0]]
// CHECK:       %tids = simd.vadd
// CHECK-NOT:   arith.maxsi
// CHECK:       %[[N:.*]] = simd.s2vb %n : vector<4xi32>
// CHECK-NEXT:  %lt = simd.vcmp slt, %tids, %[[N]] mask(%live) : vector<4xi32>
// CHECK-NEXT:  simd.pand %live, %lt
// SCALAR:      arith.maxsi %n, %group_base
// SCALAR:      %lt = simd.pfirst
func.func @bound(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c3 = arith.constant 3 : i32
  %lt = arith.cmpi slt, %t, %n : i32
  scf.if %lt {
    %a = arith.muli %t, %c3 : i32
    %i = arith.index_cast %a : i32 to index
    memref.store %t, %out[%i] : memref<?xi32>
  }
  func.return
}
