// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
//   bb0 -> bb1(%uni_i) <-----+
//          | cond_br %div_c  |
//          v                 |
//          bb2 --------------+   (latch)
//   bb1 exits to bb3(%uni_k)     temporal divergence: %uni_i is uniform inside the
//                                loop, but its use after the loop is divergent.
//                                The exit argument only ever receives the constant 1:
//                                every lane sees 1, so it stays uniform (LLVM agrees).
//
// CHECK-LABEL: divergence @loop
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_next
// CHECK-NEXT:  uniform %uni_k
// CHECK-NEXT:  divergent %div_after
// CHECK-NEXT:  divergent-branch ^bb1
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @loop(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %div_c = arith.cmpi slt, %uni_i, %div_tid : i32
  cf.cond_br %div_c, ^bb2, ^bb3(%uni_one : i32)
^bb2:
  %uni_next = arith.addi %uni_i, %uni_one : i32
  cf.br ^bb1(%uni_next : i32)
^bb3(%uni_k : i32):
  %div_after = arith.addi %uni_i, %uni_k : i32
  func.return %div_after : i32
}
