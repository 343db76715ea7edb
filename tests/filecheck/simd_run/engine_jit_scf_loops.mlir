// RUN: simd-run %s --threads 6 --width 4 --args '[[3, 0, 5, 2, 4, 1], [10, 20, 30, 40, 50, 60]]' --json > %t.interp.json
// RUN: simd-run %s --threads 6 --width 4 --args '[[3, 0, 5, 2, 4, 1], [10, 20, 30, 40, 50, 60]]' --json --engine jit > %t.jit.json
// RUN: diff %t.interp.json %t.jit.json
// RUN: filecheck %s < %t.jit.json
//
// --engine jit runs scf.for, scf.if and scf.while natively: a loop whose trip count
// differs per thread with an scf.if inside (a load on odd iterations), then a while
// loop carrying two values; the converged instances of the scf.if and of
// scf.condition (keyed by the loop iteration, as the interpreter's positions are) and
// every other stat are the interpreter's, byte for byte.
// CHECK: "results": {{\[}}[12, 6], [0, 0], [66, 15], [40, 3], [102, 10], [0, 1]], "memrefs": {{\[}}[6, 20, 15, 3, 10, 1]]
// CHECK-SAME: "shared_memory_instances": 13, "branch_instances": 20, "divergent_branch_instances": 4

func.func @main(%n : i32 {simd.divergent}, %m : memref<?xi32>) -> (i32, i32) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %nn = arith.index_cast %n : i32 to index
  %s = scf.for %k = %c0 to %nn step %c1 iter_args(%acc = %z) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %odd = arith.andi %kk, %one : i32
    %isodd = arith.cmpi ne, %odd, %z : i32
    %v = scf.if %isodd -> (i32) {
      %x = memref.load %m[%i] : memref<?xi32>
      scf.yield %x : i32
    } else {
      scf.yield %kk : i32
    }
    %a2 = arith.addi %acc, %v : i32
    scf.yield %a2 : i32
  }
  %w:2 = scf.while (%a = %n, %b = %z) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %a, %z : i32
    scf.condition(%go) %a, %b : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %a1 = arith.subi %a, %one : i32
    %b1 = arith.addi %b, %a : i32
    memref.store %b1, %m[%i] : memref<?xi32>
    scf.yield %a1, %b1 : i32, i32
  }
  func.return %s, %w#1 : i32, i32
}
