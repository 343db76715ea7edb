// RUN: simd-run %s --threads 8 --width 32 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform speculate=true mask-style=per-op}' -o %t.p32.mlir
// RUN: filecheck %s --check-prefix=KEPT < %t.p32.mlir
// RUN: simd-run %t.p32.mlir --threads 8 --width 32 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.p32.mlir -p 'divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{mask-style=per-op}' -o %t.p32.ls.mlir
// RUN: simd-run %t.p32.ls.mlir --threads 8 --width 32 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform speculate=true mask-style=exec}' -o %t.e32.mlir
// RUN: filecheck %s --check-prefix=SPEC < %t.e32.mlir
// RUN: simd-run %t.e32.mlir --threads 8 --width 32 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.e32.mlir -p 'divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{mask-style=exec}' -o %t.e32.ls.mlir
// RUN: simd-run %t.e32.ls.mlir --threads 8 --width 32 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform speculate=true mask-style=per-op}' -o %t.p8.mlir
// RUN: filecheck %s --check-prefix=SPEC < %t.p8.mlir
// RUN: simd-run %t.p8.mlir --threads 8 --width 8 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.p8.mlir -p 'divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{mask-style=per-op}' -o %t.p8.ls.mlir
// RUN: simd-run %t.p8.ls.mlir --threads 8 --width 8 --args '[[27, 1, 6, 7, 2, 3, 9, 16], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform speculate=true}' | filecheck %s --check-prefix=SPEC
//
// `mask-style` tells `speculate=true` what an arm saves (`speculate.py`): with exec
// masks (the default, as convert-simd-to-lockstep's) the arm mask and the exec switch,
// so collatz' arms run under the loop's active mask at every width; with per-op masks
// only the arm mask (`pand`, and `pnot` for the else arm), which at W = 32 costs less
// energy than the arms' ops computing the other arm's lanes (W/8 of them per op): the
// arms keep their masks there, and are speculated at W = 8.
//
// OUT: "memrefs": {{\[}}[27, 1, 6, 7, 2, 3, 9, 16], [111, 0, 8, 16, 1, 7, 19, 4]]
// SPEC:      scf.condition
// SPEC:        ^bb0({{.*}}%[[A:active_[0-9]+]]: vector<{{[0-9]+}}xi1>
// SPEC:        %[[C:.*]] = simd.vcmp eq, {{.*}} mask(%[[A]])
// SPEC-NOT:    simd.p{{not|and}}
// SPEC:        simd.vshru {{.*}} mask(%[[A]])
// SPEC-NEXT:   simd.vmul {{.*}} mask(%[[A]])
// SPEC-NEXT:   simd.vadd {{.*}} mask(%[[A]])
// SPEC-NEXT:   simd.vphi %[[C]], {{.*}} mask(%[[A]])
// SPEC:        scf.yield
// KEPT:      scf.condition
// KEPT:        ^bb0({{.*}}%[[A:active_[0-9]+]]: vector<32xi1>
// KEPT:        %[[C:.*]] = simd.vcmp eq, {{.*}} mask(%[[A]])
// KEPT:        %[[T:.*]] = simd.pand %[[A]], %[[C]]
// KEPT:        simd.vshru {{.*}} mask(%[[T]])
// KEPT:        %[[N:.*]] = simd.pnot %[[C]]
// KEPT:        %[[E:.*]] = simd.pand %[[A]], %[[N]]
// KEPT:        simd.vmul {{.*}} mask(%[[E]])
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
