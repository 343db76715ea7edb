// RUN: simd-run %s --threads 8 --width 4 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform speculate=true}' -o %t.s.mlir
// RUN: simd-run %t.s.mlir --threads 8 --width 4 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.s.mlir -p 'divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{mask-style=exec}' -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 8 --width 4 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s --check-prefix=SPEC < %t.s.mlir
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform speculate=false}' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.d.mlir
// RUN: filecheck %s --check-prefix=SPEC < %t.d.mlir
// RUN: simd-run %t.d.mlir --threads 8 --width 4 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
//
// `speculate=true`: the arms of collatz' `v & 1 ? 3v + 1 : v >> 1` (pure, non-faulting
// arith, at most three vector ops each) run under the loop's active mask instead of
// `pand(active, c)` and `pand(active, pnot c)`: no arm mask in the loop, and the merge
// `vphi` picks each lane's arm as before (the default); `speculate=false` keeps their masks.
//
// OUT: "memrefs": {{\[}}[27, 1, 6, 7, 2, 3, 9, 16], [111, 0, 8, 16, 1, 7, 19, 4]]
// SPEC:      scf.condition
// SPEC:        ^bb0({{.*}}%[[A:active_[0-9]+]]: vector<4xi1>
// SPEC:        %[[C:.*]] = simd.vcmp eq, {{.*}} mask(%[[A]])
// SPEC-NOT:    simd.p{{not|and}}
// SPEC:        simd.vshru {{.*}} mask(%[[A]])
// SPEC-NEXT:   simd.vmul {{.*}} mask(%[[A]])
// SPEC-NEXT:   simd.vadd {{.*}} mask(%[[A]])
// SPEC-NEXT:   simd.vphi %[[C]], {{.*}} mask(%[[A]])
// SPEC:        scf.yield
// OFF:       scf.condition
// OFF:         ^bb0({{.*}}%[[A:active_[0-9]+]]: vector<4xi1>
// OFF:         %[[C:.*]] = simd.vcmp eq, {{.*}} mask(%[[A]])
// OFF:         %[[T:.*]] = simd.pand %[[A]], %[[C]]
// OFF:         simd.vshru {{.*}} mask(%[[T]])
// OFF:         %[[N:.*]] = simd.pnot %[[C]]
// OFF:         %[[E:.*]] = simd.pand %[[A]], %[[N]]
// OFF:         simd.vmul {{.*}} mask(%[[E]])
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
