// RUN: simd-run %s --threads 8 --width 4 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform speculate=true},divergence-scalarize,canonicalize,cse,dce' -o %t.vec.mlir
// RUN: simd-opt %t.vec.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir
// RUN: filecheck %s --check-prefix=PEROP < %t.perop.mlir
// RUN: simd-run %t.perop.mlir --threads 8 --width 4 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
//
// Per-op masks: an op whose users all run under its mask is a temporary and runs
// unmasked (Nyuzi's `mul_f` before `sub_f_mask`, convert-simd-to-lockstep-fn0.mlir) -
// but not when its mask is made in a loop: a divergent loop's mask loses the lanes that
// finish, and an unmasked op would pay a lane's energy for each of them every iteration.
// Collatz' speculated arms (`spmd-vectorize{speculate=true}`) run under the loop's
// active mask and keep it; the broadcast of the loop counter stays unmasked (one lane's
// work).
//
// OUT: "memrefs": {{\[}}[27, 1, 6, 7, 2, 3, 9, 16], [111, 0, 8, 16, 1, 7, 19, 4]]
// PEROP:      scf.while
// PEROP:        lockstep.vbcast %{{.*}} : vector<4xi32>
// PEROP:      ^bb0({{.*}}%[[A:active_[0-9]+]]: vector<4xi1>
// PEROP-NEXT:   lockstep.valu and {{.*}} mask(%[[A]])
// PEROP-NEXT:   %[[C:.*]] = lockstep.vcmp eq, {{.*}} mask(%[[A]])
// PEROP-NEXT:   %[[H:.*]] = lockstep.valu shru {{.*}} mask(%[[A]])
// PEROP-NEXT:   %[[M:.*]] = lockstep.valu mul {{.*}} mask(%[[A]])
// PEROP-NEXT:   %[[S:.*]] = lockstep.valu add %[[M]], {{.*}} mask(%[[A]])
// PEROP-NEXT:   lockstep.vsel %[[C]], %[[H]], %[[S]] mask(%[[A]])
func.func @collatz(%start: memref<?xi32>, %steps: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %v0 = memref.load %start[%i] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%v = %v0, %k = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %v, %c1 : i32
    scf.condition(%go) %v, %k : i32, i32
  } do {
  ^bb0(%v: i32, %k: i32):
    %bit = arith.andi %v, %c1 : i32
    %even = arith.cmpi eq, %bit, %c0 : i32
    %next = scf.if %even -> (i32) {
      %h = arith.shrui %v, %c1 : i32
      scf.yield %h : i32
    } else {
      %m = arith.muli %v, %c3 : i32
      %a = arith.addi %m, %c1 : i32
      scf.yield %a : i32
    }
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %next, %k1 : i32, i32
  }
  memref.store %r#1, %steps[%i] : memref<?xi32>
  func.return
}
