// RUN: simd-opt %s -p 'divergence-scalarize{scalar-operands=true}' | filecheck %s
// RUN: simd-opt %s -p divergence-scalarize | filecheck %s --check-prefix=DEFAULT
// RUN: simd-opt %s -p 'divergence-scalarize{scalar-operands=true},convert-simd-to-lockstep{scalar-operands=true}' | filecheck %s --check-prefix=MACHINE
// RUN: simd-run %s --args '[[1, 3, 0, 2]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'divergence-scalarize{scalar-operands=true}' -o %t.mlir && simd-run %t.mlir --args '[[1, 3, 0, 2]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'divergence-scalarize{scalar-operands=true},convert-simd-to-lockstep{scalar-operands=true}' -o %t.l.mlir && simd-run %t.l.mlir --args '[[1, 3, 0, 2]]' --json | filecheck %s --check-prefix=OUT
//
// A divergent loop with a uniform counter %i that only vector ops read: the exit-value
// merge (`vphi %live, s2vb(%i), %acc`) and the per-lane exit test (`vcmp sge,
// s2vb(%i + 1), %lim`).  On the default machine each broadcast is a `vbcast` per
// iteration, so the placement carries the counter as a vector (one vadd where the
// scalars cost an add and two transfers: DEFAULT).  On a machine whose vector ops read
// a scalar operand (AMD's SGPR operands), the select and the compare read %i and %next
// from their scalar registers: the broadcasts cost nothing, the scalar add costs what
// the vadd would, and the counter stays a scalar (the tie goes to the scalar: W lanes
// less energy).  The lowering reads them as `vsels`/`vcmps` operands, with no
// `vbcast` left in the loop (MACHINE); every lane's count is the same (OUT).

// CHECK-LABEL: func.func @count
// CHECK:         scf.while (%i = %c0, %live = %{{.*}}, %acc = %{{.*}}) : (i32, vector<4xi1>, vector<4xi32>)
// CHECK:           %next = arith.addi %i, %c1 : i32
// CHECK-NOT:     simd.vadd

// DEFAULT-LABEL: func.func @count
// DEFAULT:         scf.while (%i = %{{.*}}, %live = %{{.*}}, %acc = %{{.*}}) : (vector<4xi32>, vector<4xi1>, vector<4xi32>)
// DEFAULT:           simd.vadd %i, %{{.*}} : vector<4xi32>

// MACHINE-LABEL: func.func @count
// MACHINE:         scf.while (%i = %c0,
// MACHINE-NOT:     lockstep.vbcast
// MACHINE:         lockstep.vsels rev %live, %acc, %i
// MACHINE:         %next = arith.addi %i, %c1 : i32
// MACHINE:         lockstep.vcmps sle, %lim, %next
// MACHINE-NOT:     lockstep.vbcast
// MACHINE:         func.return

// OUT: "results": {{\[\[}}0, 2, 0, 1]]

func.func @count(%lim: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %all = simd.s2vb %t : vector<4xi1>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %r:3 = scf.while (%i = %c0, %live = %all, %acc = %zero) : (i32, vector<4xi1>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>) {
    %iv = simd.s2vb %i : vector<4xi32>
    %acc2 = simd.vphi %live, %iv, %acc : vector<4xi32>
    %next = arith.addi %i, %c1 : i32
    %nextv = simd.s2vb %next : vector<4xi32>
    %past = simd.vcmp sge, %nextv, %lim : vector<4xi32>
    %stay = simd.pnot %past : vector<4xi1>
    %live2 = simd.pand %live, %stay : vector<4xi1>
    %go = simd.any %live2 : vector<4xi1>
    scf.condition(%go) %next, %live2, %acc2 : i32, vector<4xi1>, vector<4xi32>
  } do {
  ^bb0(%a: i32, %b: vector<4xi1>, %c: vector<4xi32>):
    scf.yield %a, %b, %c : i32, vector<4xi1>, vector<4xi32>
  }
  func.return %r#2 : vector<4xi32>
}
