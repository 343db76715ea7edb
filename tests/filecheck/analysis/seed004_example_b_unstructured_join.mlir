// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// Seed 004, Example B: unstructured control.  The divergent branch in bb0 reconverges
// at its immediate post-dominator bb3, but bb2 is also reached along disjoint paths
// (bb0->bb2 and bb0->bb1->bb2): a join that an ipdom-only analysis misses.
//
//        bb0 (%div_c)
//        /    \
//      bb1     |          bb1: uniform branch to bb2 or bb3
//      |  \    v
//      |   > bb2(%div_hidden, %uni_same)    join (hidden)
//      v       |
//      bb3(%div_phi) <-+                    join (ipdom)
//
// CHECK-LABEL: divergence @example_b
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  divergent %div_hidden
// CHECK-NEXT:  uniform %uni_same
// CHECK-NEXT:  divergent %div_h
// CHECK-NEXT:  uniform %uni_s
// CHECK-NEXT:  divergent %div_phi
// CHECK-NEXT:  divergent-branch ^bb0
// CHECK-NEXT:  uniform-branch ^bb1
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @example_b(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %uni_zero = arith.constant 0 : i32
  %uni_u = arith.cmpi sgt, %uni_n, %uni_zero : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.cond_br %div_c, ^bb1, ^bb2(%uni_one, %uni_n : i32, i32)
^bb1:
  cf.cond_br %uni_u, ^bb2(%uni_two, %uni_n : i32, i32), ^bb3(%uni_two : i32)
^bb2(%div_hidden : i32, %uni_same : i32):
  %div_h = arith.addi %div_hidden, %uni_same : i32
  %uni_s = arith.addi %uni_same, %uni_one : i32
  cf.br ^bb3(%uni_one : i32)
^bb3(%div_phi : i32):
  func.return %div_phi : i32
}
