// RUN: simd-opt %s -p 'spmd-vectorize{width=4}' | filecheck %s
// RUN: simd-run %s --threads 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 8]' --json | filecheck %s --check-prefix=EXEC
// RUN: simd-opt %s -p 'spmd-vectorize{width=4}' -o %t.simd.mlir
// RUN: simd-run %t.simd.mlir --threads 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 8]' --json | filecheck %s --check-prefix=EXEC
// RUN: simd-opt %s -p 'spmd-vectorize{width=4},convert-simd-to-lockstep' -o %t.lockstep.mlir
// RUN: simd-run %t.lockstep.mlir --threads 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 8]' --json | filecheck %s --check-prefix=EXEC
// A kernel that exits through `ub.unreachable` (what `opt -O1` makes of a body with
// undefined behaviour) vectorizes: the unreachable exit becomes a return of poison (a
// lane reaching it has UB, so any result is right), merged with the real return by
// lift-cf-to-scf.  Runs without UB compute the same on every stage (it was refused, or
// an AssertionError).
// CHECK-NOT: ub.unreachable
// CHECK: func.func @k
// EXEC: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 6, 7]]
func.func @k(%p: memref<?xi32>, %n: i32) {
  %t = simd.thread_id : i32
  %c = arith.cmpi slt, %t, %n : i32
  cf.cond_br %c, ^ok, ^bad
^ok:
  %i = arith.index_cast %t : i32 to index
  memref.store %t, %p[%i] : memref<?xi32>
  func.return
^bad:
  ub.unreachable
}
