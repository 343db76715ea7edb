// Rule 8's containment needs the alignment A at most the type's sign bit: lanes in
// [b, b + A) with b a multiple of A cross no wrap-around point only when 2^(bits-1) is
// a multiple of A.  An i8 lane holding lane * 8 (0, 8, ..., 120, -128, ..., -8 at W = 32)
// is not all non-negative: `t < 0` differs between lanes (it was called uniform: the
// lane id's alignment, 2^30, survived the truncation).  At W = 16 (0 .. 120) it holds.
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=16}' | filecheck %s --check-prefix=W16
// CHECK: divergent %neg
// W16:   uniform %neg
func.func @narrow() {
  %l = gpu.lane_id
  %li = arith.index_cast %l : index to i32
  %c3 = arith.constant 3 : i32
  %s = arith.shli %li, %c3 : i32
  %t = arith.trunci %s : i32 to i8
  %z = arith.constant 0 : i8
  %neg = arith.cmpi slt, %t, %z : i8
  func.return
}
