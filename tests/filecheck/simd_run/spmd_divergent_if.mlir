// RUN: simd-run %s --threads 6 --width 4 --args '[10]' --json | filecheck %s
// RUN: simd-run %s --threads 6 --width 4 --args '[10]' | filecheck %s --check-prefix=TEXT
//
// thread_id and a divergent cf branch, 6 threads in groups of 4 (the last group has two
// active lanes).  Threads 0, 1 take ^small (tid + n), the others ^big (tid * n).  The
// branch diverges in group 0 only: group 1's lanes 4, 5 both go to ^big.

func.func @main(%n: i32) -> (i32, i32) {
  %tid = simd.thread_id : i32
  %lane = simd.lane_id : i32
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %tid, %c2 : i32
  cf.cond_br %lt, ^small, ^big
^small:
  %a = arith.addi %tid, %n : i32
  cf.br ^join(%a : i32)
^big:
  %b = arith.muli %tid, %n : i32
  cf.br ^join(%b : i32)
^join(%x : i32):
  func.return %x, %lane : i32, i32
}

// CHECK: {"results": {{\[}}[10, 0], [11, 1], [20, 2], [30, 3], [40, 0], [50, 1]], "memrefs": [],
// CHECK-SAME: "threads": 6, "width": 4, "groups": 2,
// CHECK-SAME: "branch_instances": 2, "divergent_branch_instances": 1

// TEXT:      [10, 0]
// TEXT-NEXT: [11, 1]
// TEXT-NEXT: [20, 2]
// TEXT-NEXT: [30, 3]
// TEXT-NEXT: [40, 0]
// TEXT-NEXT: [50, 1]
// TEXT:      threads: 6
