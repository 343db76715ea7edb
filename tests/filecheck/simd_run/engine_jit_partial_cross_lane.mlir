// RUN: simd-run %s --threads 6 --width 4 --args '[[3, 2, 5, 8, 7, 1], [0, 0, 0, 0, 0, 0]]' --json > %t.interp.json
// RUN: simd-run %s --threads 6 --width 4 --args '[[3, 2, 5, 8, 7, 1], [0, 0, 0, 0, 0, 0]]' --json --engine jit > %t.jit.json
// RUN: diff %t.interp.json %t.jit.json
// RUN: filecheck %s < %t.jit.json
//
// --engine jit on cross-lane ops that only part of a subgroup reaches, natively: an
// scf.for whose trip count is the lane's (x & 3: 3, 2, 1, 0 | 3, 1 - every iteration
// an instance of the lanes still in the loop, a short last subgroup of 2), then an
// scf.if splitting the subgroup by x's parity.  The runtime forms the SPMD executor's
// instances (the lanes at the smallest dynamic position): in subgroup 0 iteration 0
// holds lanes 0-2, iteration 1 lanes 0-1, iteration 2 lane 0;
// a ballot / active mask of the odd lanes (0b0101 = 5 in subgroup 0, 0b11 = 3 in
// subgroup 1), the even lanes' scan.  23 converged instances, as the interpreter counts.
// CHECK: "memrefs": {{\[}}[3, 2, 5, 8, 7, 1], [88, 78, 23, 47, 66, 21]]
// CHECK-SAME: "convergent_instances": 23, "barrier_instances": 0
// CHECK-SAME: "branch_instances": 2, "divergent_branch_instances": 1

func.func @main(%a : memref<?xi32>, %o : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %tr = arith.andi %x, %c3 : i32
  %trip = arith.index_cast %tr : i32 to index
  %acc = scf.for %j = %z to %trip step %one iter_args(%v = %x) -> (i32) {
    %r = simd.group_reduce add, %v : i32
    %first = simd.readfirstlane %lane : i32
    %s = simd.shuffle idx %v, %first : i32
    %w = arith.addi %r, %s : i32
    scf.yield %w : i32
  }
  %odd = arith.andi %x, %c1 : i32
  %p = arith.cmpi ne, %odd, %c0 : i32
  %y = scf.if %p -> (i32) {
    %b = simd.vote ballot %p : i32
    %am = simd.active_mask : i32
    %t = arith.addi %b, %am : i32
    scf.yield %t : i32
  } else {
    %m = simd.group_scan inclusive max, %acc : i32
    scf.yield %m : i32
  }
  %out = arith.addi %acc, %y : i32
  memref.store %out, %o[%i] : memref<?xi32>
  func.return
}
