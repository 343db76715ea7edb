// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p divergence-scalarize{placement=false} | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[[1, 3, 0, 2], 5]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[[1, 3, 0, 2], 5]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p divergence-scalarize,convert-simd-to-lockstep -o %t.l.mlir && simd-run %t.l.mlir --args '[[1, 3, 0, 2], 5]' --json | filecheck %s --check-prefix=OUT
//
// A divergent loop (it runs while a lane is live) with a uniform counter %i: every
// iteration the exit-value merge reads it in all lanes (a broadcast) and the uniform
// exit test `i + 1 == n` is folded into the live mask (a mask broadcast).  As scalars
// that is 2 scalar ops + 2 transfers per iteration; as vectors, 2 vector ops: the
// counter is carried as a vector (its start broadcast once, before the loop), the
// add and the compare become vadd/vcmp, and the broadcasts go (placement=false keeps
// the scalars).  Every lane's count is the same before and after (OUT).

// CHECK-LABEL: func.func @count
// CHECK:         scf.while (%i = %{{.*}}, %live = %{{.*}}, %acc = %{{.*}}) : (vector<4xi32>, vector<4xi1>, vector<4xi32>)
// CHECK-NEXT:      %acc2 = simd.vphi %live, %i, %acc : vector<4xi32>
// CHECK-NEXT:      %[[NEXT:.*]] = simd.vadd %i, %{{.*}} : vector<4xi32>
// CHECK-NEXT:      %[[END:.*]] = simd.vcmp eq, %[[NEXT]], %{{.*}} : vector<4xi32>
// CHECK-NEXT:      %past = simd.vcmp sge, %[[NEXT]], %lim : vector<4xi32>
// CHECK-NEXT:      %leave = simd.por %past, %[[END]] : vector<4xi1>
// CHECK:           scf.condition(%go) %[[NEXT]], %live2, %acc2 : vector<4xi32>, vector<4xi1>, vector<4xi32>
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%a: vector<4xi32>, %b: vector<4xi1>, %c: vector<4xi32>):

// OFF-LABEL: func.func @count
// OFF:         scf.while (%i = %c0, %live = %{{.*}}, %acc = %{{.*}}) : (i32, vector<4xi1>, vector<4xi32>)
// OFF-NEXT:      simd.s2vb %i : vector<4xi32>
// OFF:           %next = arith.addi %i, %c1 : i32

// OUT: "results": {{\[\[}}0, 2, 0, 1]]

func.func @count(%lim: vector<4xi32>, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %all = simd.s2vb %t : vector<4xi1>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %r:3 = scf.while (%i = %c0, %live = %all, %acc = %zero) : (i32, vector<4xi1>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>) {
    %iv = simd.s2vb %i : vector<4xi32>
    %acc2 = simd.vphi %live, %iv, %acc : vector<4xi32>
    %next = arith.addi %i, %c1 : i32
    %end = arith.cmpi eq, %next, %n : i32
    %endv = simd.s2vb %end : vector<4xi1>
    %nextv = simd.s2vb %next : vector<4xi32>
    %past = simd.vcmp sge, %nextv, %lim : vector<4xi32>
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

// A counter a scalar op also reads (here the address of a load) stays a scalar:
// moving it would need a lane read back every iteration.
// CHECK-LABEL: func.func @count_and_load
// CHECK:         scf.while (%i = %c0, %live = %{{.*}}, %acc = %{{.*}}) : (i32, vector<4xi1>, vector<4xi32>)
// CHECK:           %next = arith.addi %i, %c1 : i32
// CHECK:           memref.load %m[%{{.*}}] : memref<?xi32>
func.func @count_and_load(%lim: vector<4xi32>, %m: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  %all = simd.s2vb %t : vector<4xi1>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %r:3 = scf.while (%i = %c0, %live = %all, %acc = %zero) : (i32, vector<4xi1>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>) {
    %iv = simd.s2vb %i : vector<4xi32>
    %acc2 = simd.vphi %live, %iv, %acc : vector<4xi32>
    %next = arith.addi %i, %c1 : i32
    %ix = arith.index_cast %i : i32 to index
    %x = memref.load %m[%ix] : memref<?xi32>
    %xv = simd.s2vb %x : vector<4xi32>
    %past = simd.vcmp sge, %xv, %lim : vector<4xi32>
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
