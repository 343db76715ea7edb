// A vectorized program (spmd-vectorize's output: one subgroup, a trailing %group_base)
// run with a launch runs subgroup by subgroup, memory carried from one to the next,
// and prints the same results and memrefs as the SPMD executor (issue 9): here thread t
// adds out[t-4], written by the previous subgroup, to its own value.
// DEFINE: %{args} = '[[1, 2, 3, 4, 5, 6, 7, 8], 10, [0, 0, 0, 0, 0, 0, 0, 0]]'
// RUN: simd-run %s --threads 8 --width 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir && simd-run %t.n.mlir --threads 8 --args %{args} --json | filecheck %s --check-prefixes=CHECK,VEC
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.u.mlir && simd-run %t.u.mlir --grid 2 --block 4 --args %{args} --json | filecheck %s --check-prefixes=CHECK,VEC
// RUN: simd-opt %t.u.mlir -p convert-simd-to-lockstep -o %t.ls.mlir && simd-run %t.ls.mlir --threads 8 --width 4 --args %{args} --json | filecheck %s --check-prefixes=CHECK,VEC
// CHECK: "results": {{\[}}[11, 0], [12, 1], [13, 2], [14, 3], [26, 0], [28, 1], [30, 2], [32, 3]]
// CHECK-SAME: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8], [11, 12, 13, 14, 26, 28, 30, 32]]
// VEC-SAME: "threads": 8, "width": 4, "groups": 2
//
// The launch must fit the program: its width, one value per thread for a divergent
// argument; --check-divergence is for kernels.
// RUN: not simd-run %t.n.mlir --threads 8 --width 8 --args %{args} 2>&1 | filecheck %s --check-prefix=WIDTH
// WIDTH: simd-run: error: 'main' was vectorized for width 4, --width says 8
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.d.mlir && simd-run %t.d.mlir --entry divergent_arg --threads 8 --args '[[1, 2, 3, 4, 5, 6, 7, 8]]' --json | filecheck %s --check-prefix=DIVARG
// DIVARG: "results": {{\[}}[2], [4], [6], [8], [10], [12], [14], [16]]
// RUN: not simd-run %t.d.mlir --entry divergent_arg --threads 8 --args '[[1, 2, 3, 4]]' 2>&1 | filecheck %s --check-prefix=PERTHREAD
// PERTHREAD: simd-run: error: argument #0 (vector<4xi32>) holds one value per thread: expected an array of 8 numbers
// RUN: not simd-run %t.n.mlir --threads 8 --check-divergence --args %{args} 2>&1 | filecheck %s --check-prefix=CHECKDIV
// CHECKDIV: simd-run: error: --check-divergence checks an SPMD kernel; this is a vectorized program
func.func @main(%xs: memref<8xi32>, %k: i32, %out: memref<8xi32>) -> (i32, i32) {
  %t = simd.thread_id : i32
  %l = simd.lane_id : i32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %xs[%ti] : memref<8xi32>
  %four = arith.constant 4 : i32
  %late = arith.cmpi sge, %t, %four : i32
  %prev = scf.if %late -> (i32) {
    %p = arith.subi %t, %four : i32
    %pi = arith.index_cast %p : i32 to index
    %v = memref.load %out[%pi] : memref<8xi32>
    scf.yield %v : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %a = arith.addi %x, %k : i32
  %r = arith.addi %a, %prev : i32
  memref.store %r, %out[%ti] : memref<8xi32>
  func.return %r, %l : i32, i32
}

// A {simd.divergent} argument is a vector in the vectorized program: one value per thread.
func.func @divergent_arg(%x: i32 {simd.divergent}) -> i32 {
  %d = arith.addi %x, %x : i32
  func.return %d : i32
}
