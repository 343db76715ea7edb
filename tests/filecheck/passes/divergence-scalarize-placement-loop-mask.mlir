// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[[1, 3, 0, 2], 5]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[[1, 3, 0, 2], 5]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'divergence-scalarize,convert-simd-to-lockstep{mask-style=exec}' -o %t.e.mlir && simd-run %t.e.mlir --args '[[1, 3, 0, 2], 5]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'divergence-scalarize,convert-simd-to-lockstep{mask-style=per-op}' -o %t.p.mlir && simd-run %t.p.mlir --args '[[1, 3, 0, 2], 5]' --json | filecheck %s --check-prefix=OUT
//
// The placement carries the uniform counter %i of a divergent loop as a vector (as in
// divergence-scalarize-placement.mlir), and the loop's ops run under its live lanes
// %live (`mask(%live)`: partial linearization's active mask).  The vector add and
// compare that replace the scalar ones run under %live too, at the top of the block:
// a lane that left the loop never reads them, and unmasked they would pay energy
// (`e_lane`) for every lane, the dead ones too, where naive's masked ops pay for the
// live ones only.  Every lane's count is the same before and after, lowered in both
// mask styles too (OUT).

// CHECK-LABEL: func.func @count
// CHECK:         scf.while (%i = %{{.*}}, %live = %{{.*}}, %acc = %{{.*}}) : (vector<4xi32>, vector<4xi1>, vector<4xi32>)
// CHECK-NEXT:      %[[NEXT:.*]] = simd.vadd %i, %{{.*}} mask(%live) : vector<4xi32>
// CHECK-NEXT:      %[[END:.*]] = simd.vcmp eq, %[[NEXT]], %{{.*}} mask(%live) : vector<4xi32>
// CHECK-NEXT:      %acc2 = simd.vphi %live, %i, %acc : vector<4xi32>
// CHECK-NEXT:      %bound = simd.vadd %lim, %lim mask(%live) : vector<4xi32>
// CHECK-NEXT:      %past = simd.vcmp sge, %[[NEXT]], %bound mask(%live) : vector<4xi32>
// CHECK-NEXT:      %leave = simd.por %past, %[[END]] : vector<4xi1>
// CHECK:           scf.condition(%go) %[[NEXT]], %live2, %acc2 : vector<4xi32>, vector<4xi1>, vector<4xi32>

// OUT: "results": {{\[\[}}1, 4, 0, 3]]

func.func @count(%lim: vector<4xi32>, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %all = simd.s2vb %t : vector<4xi1>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %r:3 = scf.while (%i = %c0, %live = %all, %acc = %zero) : (i32, vector<4xi1>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>) {
    %iv = simd.s2vb %i : vector<4xi32>
    %acc2 = simd.vphi %live, %iv, %acc : vector<4xi32>
    %bound = simd.vadd %lim, %lim mask(%live) : vector<4xi32>
    %next = arith.addi %i, %c1 : i32
    %end = arith.cmpi eq, %next, %n : i32
    %endv = simd.s2vb %end : vector<4xi1>
    %nextv = simd.s2vb %next : vector<4xi32>
    %past = simd.vcmp sge, %nextv, %bound mask(%live) : vector<4xi32>
    %leave = simd.por %past, %endv : vector<4xi1>
    %stay = simd.pnot %leave : vector<4xi1>
    %live2 = simd.pand %live, %stay : vector<4xi1>
    %go = simd.any %live2 : vector<4xi1>
    scf.condition(%go) %next, %live2, %acc2 : i32, vector<4xi1>, vector<4xi32>
  } do {
  ^bb0(%a: i32, %b: vector<4xi1>, %c: vector<4xi32>):
    scf.yield %a, %b, %c : i32, vector<4xi1>, vector<4xi32>
  }
  func.return %r#2 : vector<4xi32>
}
