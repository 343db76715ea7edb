// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-run %s --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'divergence-scalarize,convert-simd-to-lockstep{mask-style=per-op}' -o %t.p.mlir && simd-run %t.p.mlir --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'divergence-scalarize,convert-simd-to-lockstep{mask-style=exec}' -o %t.e.mlir && simd-run %t.e.mlir --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --entry read_in_live_lanes --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=LIVE
// RUN: simd-run %t.mlir --entry read_in_live_lanes --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=LIVE
// RUN: simd-run %t.p.mlir --entry read_in_live_lanes --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=LIVE
// RUN: simd-run %t.e.mlir --entry read_in_live_lanes --args '[[1, 3, 50, 200], 10]' --json | filecheck %s --check-prefix=LIVE
//
// A counter the placement carries as a vector (mandelbrot's iteration count: the exit
// value merge reads it, the count test `i + 1 == n` feeds the live mask) runs under a
// mask narrower than the loop's live lanes when every reader of its values stays
// inside it: here `%on` (live and not escaped): the count test's readers are `pand
// %small, ...` then `pand %live, ...` (false & poison is false), and the next count is
// read in the next iteration's live lanes `%live2`, inside `%on`.  The lanes that
// escaped this iteration compute nothing, as naive mode's count under its block's
// mask (a vector op pays `e_lane` per active lane), and the slice follows the last op
// under `%on` (in exec style the same exec group).  In @read_in_live_lanes the exit
// merge reads the next count in every live lane, so the slice stays under `%live` at
// the top of the block.  Results are the same before and after, lowered in both mask
// styles too (OUT, LIVE).

// CHECK-LABEL: func.func @escape
// CHECK:         scf.while (%i = %{{.*}}, %live = %{{.*}}, %z = %z0, %out = %{{.*}}) : (vector<4xi32>,
// CHECK-NEXT:      %out2 = simd.vphi %live, %i, %out : vector<4xi32>
// CHECK:           %on = simd.pand %live, %small : vector<4xi1>
// CHECK-NEXT:      %z2 = simd.vadd %z, %z mask(%on) : vector<4xi32>
// CHECK-NEXT:      %[[NEXT:.*]] = simd.vadd %i, %{{.*}} mask(%on) : vector<4xi32>
// CHECK-NEXT:      %[[END:.*]] = simd.vcmp eq, %[[NEXT]], %{{.*}} mask(%on) : vector<4xi32>
// CHECK:           scf.condition(%go) %[[NEXT]], %live2, %z2, %out2
// CHECK-LABEL: func.func @read_in_live_lanes
// CHECK:         scf.while
// CHECK-NEXT:      %[[NEXT2:.*]] = simd.vadd %i, %{{.*}} mask(%live) : vector<4xi32>
// CHECK-NEXT:      simd.vcmp eq, %[[NEXT2]], %{{.*}} mask(%live) : vector<4xi32>
// CHECK:           %out2 = simd.vphi %live, %[[NEXT2]], %out : vector<4xi32>

// OUT: "results": {{\[\[}}7, 6, 2, 0]]
// LIVE: "results": {{\[\[}}8, 7, 3, 1]]

func.func @escape(%z0: vector<4xi32>, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %t = arith.constant true
  %all = simd.s2vb %t : vector<4xi1>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %lim = simd.s2vb %c100 : vector<4xi32>
  %r:4 = scf.while (%i = %c0, %live = %all, %z = %z0, %out = %zero) : (i32, vector<4xi1>, vector<4xi32>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>, vector<4xi32>) {
    %iv = simd.s2vb %i : vector<4xi32>
    %out2 = simd.vphi %live, %iv, %out : vector<4xi32>
    %big = simd.vcmp sgt, %z, %lim mask(%live) : vector<4xi32>
    %small = simd.pnot %big : vector<4xi1>
    %on = simd.pand %live, %small : vector<4xi1>
    %z2 = simd.vadd %z, %z mask(%on) : vector<4xi32>
    %next = arith.addi %i, %c1 : i32
    %end = arith.cmpi eq, %next, %n : i32
    %endv = simd.s2vb %end : vector<4xi1>
    %notend = simd.pnot %endv : vector<4xi1>
    %stay = simd.pand %small, %notend : vector<4xi1>
    %live2 = simd.pand %live, %stay : vector<4xi1>
    %go = simd.any %live2 : vector<4xi1>
    scf.condition(%go) %next, %live2, %z2, %out2 : i32, vector<4xi1>, vector<4xi32>, vector<4xi32>
  } do {
  ^bb0(%a: i32, %b: vector<4xi1>, %c: vector<4xi32>, %d: vector<4xi32>):
    scf.yield %a, %b, %c, %d : i32, vector<4xi1>, vector<4xi32>, vector<4xi32>
  }
  func.return %r#3 : vector<4xi32>
}

func.func @read_in_live_lanes(%z0: vector<4xi32>, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c100 = arith.constant 100 : i32
  %t = arith.constant true
  %all = simd.s2vb %t : vector<4xi1>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %lim = simd.s2vb %c100 : vector<4xi32>
  %r:4 = scf.while (%i = %c0, %live = %all, %z = %z0, %out = %zero) : (i32, vector<4xi1>, vector<4xi32>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>, vector<4xi32>) {
    %big = simd.vcmp sgt, %z, %lim mask(%live) : vector<4xi32>
    %small = simd.pnot %big : vector<4xi1>
    %on = simd.pand %live, %small : vector<4xi1>
    %z2 = simd.vadd %z, %z mask(%on) : vector<4xi32>
    %next = arith.addi %i, %c1 : i32
    %nextv = simd.s2vb %next : vector<4xi32>
    %out2 = simd.vphi %live, %nextv, %out : vector<4xi32>
    %end = arith.cmpi eq, %next, %n : i32
    %endv = simd.s2vb %end : vector<4xi1>
    %notend = simd.pnot %endv : vector<4xi1>
    %stay = simd.pand %small, %notend : vector<4xi1>
    %live2 = simd.pand %live, %stay : vector<4xi1>
    %go = simd.any %live2 : vector<4xi1>
    scf.condition(%go) %next, %live2, %z2, %out2 : i32, vector<4xi1>, vector<4xi32>, vector<4xi32>
  } do {
  ^bb0(%a: i32, %b: vector<4xi1>, %c: vector<4xi32>, %d: vector<4xi32>):
    scf.yield %a, %b, %c, %d : i32, vector<4xi1>, vector<4xi32>, vector<4xi32>
  }
  func.return %r#3 : vector<4xi32>
}
