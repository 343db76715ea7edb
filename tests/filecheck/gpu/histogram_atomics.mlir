// DEFINE: %{args} = '[[3, 1, 4, 1, 5, 9, 2, 6, 5, 3], [0, 0, 0, 0]]'
// RUN: simd-run %s --threads 10 --width 4 --args %{args} --json | filecheck %s
// RUN: simd-run %s --threads 10 --width 1 --args %{args} --json | filecheck %s
// RUN: simd-run %s --grid 3 --block 4 --width 2 --check-divergence --args '[[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 0, 0], [0, 0, 0, 0]]' --json | filecheck %s --check-prefix=GRID
// A histogram with atomics (memref.atomic_rmw addi, kind 1): thread i adds 1 to
// bin in[i] mod 4.  Each thread returns the count it saw before its own increment:
// the atomics of one converged instance happen in lane order, so the old values of
// threads sharing a bin count up (threads 1, 3, 4, 5, 8 hit bin 1: 0, 1, 2, 3, 4).  The
// result is divergent by the analysis, and the run is clean under --check-divergence.
// CHECK: "results": {{\[}}[0], [0], [0], [1], [2], [3], [0], [1], [4], [1]]
// CHECK-SAME: "memrefs": {{\[}}[3, 1, 4, 1, 5, 9, 2, 6, 5, 3], [1, 5, 2, 2]]
// The grid run: 12 threads in 3 blocks (two extra zeros go to bin 0).
// GRID: "memrefs": {{\[}}[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 0, 0], [3, 5, 2, 2]]
// GRID: "divergence_violations": []
func.func @histogram(%in: memref<?xi32>, %hist: memref<4xi32>) -> i32 {
  %t = gpu.global_id x
  %one = arith.constant 1 : i32
  %three = arith.constant 3 : i32
  %v = memref.load %in[%t] : memref<?xi32>
  %bin = arith.andi %v, %three : i32
  %b = arith.index_cast %bin : i32 to index
  %old = "memref.atomic_rmw"(%one, %hist, %b) <{kind = 1 : i64}> : (i32, memref<4xi32>, index) -> i32
  func.return %old : i32
}
