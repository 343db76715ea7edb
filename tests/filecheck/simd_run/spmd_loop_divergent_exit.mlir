// RUN: simd-run %s --threads 6 --width 4 --json | filecheck %s
// RUN: simd-run %s --entry for_loop --threads 6 --width 4 --json | filecheck %s
// RUN: simd-run %s --threads 6 --width 4 --check-divergence --json | filecheck %s --check-prefix=CHECKED
//
// Lane l runs l + 1 iterations (a divergent exit).  In iteration k the lanes with
// lane_id >= k are active, so group_reduce add 1 counts them: lane l accumulates
// sum_{k=0..l} (active lanes in k).  After the loop every lane has reconverged.
//   group {0,1,2,3}: 4, 4+3, 4+3+2, 4+3+2+1 = 4, 7, 9, 10; after: 4
//   group {4,5}:     2, 2+1             = 2, 3;          after: 2

func.func @main() -> (i32, i32) {
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i : i32, %acc : i32):
  %more = arith.cmpi sle, %i, %lane : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %active = simd.group_reduce add, %c1 : i32
  %acc2 = arith.addi %acc, %active : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^header(%i2, %acc2 : i32, i32)
^exit:
  %after = simd.group_reduce add, %c1 : i32
  func.return %acc, %after : i32, i32
}

// The same with scf.for and a divergent upper bound.
func.func @for_loop() -> (i32, i32) {
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  %l1 = arith.addi %lane, %c1 : i32
  %ub = arith.index_cast %l1 : i32 to index
  %acc = scf.for %k = %lb to %ub step %step iter_args(%a = %c0) -> (i32) {
    %active = simd.group_reduce add, %c1 : i32
    %a2 = arith.addi %a, %active : i32
    scf.yield %a2 : i32
  }
  %after = simd.group_reduce add, %c1 : i32
  func.return %acc, %after : i32, i32
}

// CHECK: {"results": {{\[}}[4, 4], [7, 4], [9, 4], [10, 4], [2, 2], [3, 2]],

// CHECKED: {"results": {{\[}}[4, 4], [7, 4], [9, 4], [10, 4], [2, 2], [3, 2]],
// CHECKED-SAME: "divergence_violations": []}
