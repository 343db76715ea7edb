// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// Seed 004, Example A (RV / Rosemann et al.): a loop with a uniform exit (j < m), a
// uniform branch inside (B[j] > 50) and a divergent break (D[j] < V, V divergent by
// sync dependence).  j is uniform inside the loop; after it, x = j is divergent
// (temporal divergence), both as the exit block's argument and as a direct use.
//
//   bb0 --%div_pos--> bb1 --+
//     \                     v
//      +-------------> bb2(%div_v)        join: V is 0 or 1
//                       |
//                       v
//          +------> bb3(%uni_j) --uniform exit--> bb7(%div_x)
//          |          |                             ^
//          |         bb4 --uniform--> bb5 (store)   |
//          |          |                |            |
//          |         bb6 <-------------+            |
//          |          | --%div_brk (break) ---------+
//          +----------+ (latch)
//
// CHECK-LABEL: divergence @example_a
// CHECK-NEXT:  uniform %uni_m
// CHECK-NEXT:  uniform %uni_A
// CHECK-NEXT:  uniform %uni_B
// CHECK-NEXT:  uniform %uni_C
// CHECK-NEXT:  uniform %uni_D
// CHECK-NEXT:  uniform %uni_out
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_fifty
// CHECK-NEXT:  uniform %uni_c42
// CHECK-NEXT:  divergent %div_tidx
// CHECK-NEXT:  divergent %div_a
// CHECK-NEXT:  divergent %div_pos
// CHECK-NEXT:  divergent %div_v
// CHECK-NEXT:  uniform %uni_j
// CHECK-NEXT:  uniform %uni_more
// CHECK-NEXT:  uniform %uni_jx
// CHECK-NEXT:  uniform %uni_b
// CHECK-NEXT:  uniform %uni_big
// CHECK-NEXT:  uniform %uni_d
// CHECK-NEXT:  divergent %div_brk
// CHECK-NEXT:  uniform %uni_jn
// CHECK-NEXT:  divergent %div_x
// CHECK-NEXT:  divergent %div_x2
// CHECK-NEXT:  divergent %div_s
// CHECK-NEXT:  divergent-branch ^bb0
// CHECK-NEXT:  uniform-branch ^bb3
// CHECK-NEXT:  uniform-branch ^bb4
// CHECK-NEXT:  divergent-branch ^bb6
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @example_a(%uni_m : i32, %uni_A : memref<?xi32>, %uni_B : memref<?xi32>, %uni_C : memref<?xi32>, %uni_D : memref<?xi32>, %uni_out : memref<?xi32>) {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_fifty = arith.constant 50 : i32
  %uni_c42 = arith.constant 42 : i32
  %div_tidx = arith.index_cast %div_tid : i32 to index
  %div_a = memref.load %uni_A[%div_tidx] : memref<?xi32>
  %div_pos = arith.cmpi sgt, %div_a, %uni_zero : i32
  cf.cond_br %div_pos, ^bb1, ^bb2(%uni_zero : i32)
^bb1:
  cf.br ^bb2(%uni_one : i32)
^bb2(%div_v : i32):
  cf.br ^bb3(%uni_zero : i32)
^bb3(%uni_j : i32):
  %uni_more = arith.cmpi slt, %uni_j, %uni_m : i32
  cf.cond_br %uni_more, ^bb4, ^bb7(%uni_j : i32)
^bb4:
  %uni_jx = arith.index_cast %uni_j : i32 to index
  %uni_b = memref.load %uni_B[%uni_jx] : memref<?xi32>
  %uni_big = arith.cmpi sgt, %uni_b, %uni_fifty : i32
  cf.cond_br %uni_big, ^bb5, ^bb6
^bb5:
  memref.store %uni_c42, %uni_C[%div_tidx] : memref<?xi32>
  cf.br ^bb6
^bb6:
  %uni_d = memref.load %uni_D[%uni_jx] : memref<?xi32>
  %div_brk = arith.cmpi slt, %uni_d, %div_v : i32
  %uni_jn = arith.addi %uni_j, %uni_one : i32
  cf.cond_br %div_brk, ^bb7(%uni_j : i32), ^bb3(%uni_jn : i32)
^bb7(%div_x : i32):
  %div_x2 = arith.addi %uni_j, %uni_zero : i32
  %div_s = arith.addi %div_x, %div_x2 : i32
  memref.store %div_s, %uni_out[%div_tidx] : memref<?xi32>
  func.return
}
