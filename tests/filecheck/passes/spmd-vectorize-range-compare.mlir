// RUN: simd-run %s --threads 10 --width 4 --check-divergence --args '[5, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=FIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir
// RUN: simd-run %t.u.mlir --threads 10 --width 4 --args '[5, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=FIVE
// RUN: simd-opt %t.u.mlir -p convert-simd-to-lockstep -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 10 --width 4 --args '[5, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=FIVE
// RUN: simd-run %s --threads 10 --width 4 --args '[2147483647, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=MAX
// RUN: simd-run %t.u.mlir --threads 10 --width 4 --args '[2147483647, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=MAX
// RUN: simd-run %s --threads 10 --width 4 --args '[-2147483648, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=MIN
// RUN: simd-run %t.u.mlir --threads 10 --width 4 --args '[-2147483648, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=MIN
// RUN: filecheck %s --check-prefix=IR < %t.u.mlir
//
// A compare of a thread id with a uniform bound (`ranges.py`) is the mask of the first
// lanes: lane i of the subgroup is thread g + i, so `g + i < n` is `i < n - g`, one
// `simd.pfirst` on a count computed without overflow (max(n, g) - g); `>=` is its
// complement and `n > t` is `t < n`; `<=` and `>` stay vector compares.  Each
// thread stores bit 0 = t < n, 1 = t <= n, 2 = t > n, 3 = t >= n, 4 = n > t: the same on
// every stage, with the bound inside a subgroup (5), beyond every thread (INT_MAX) and
// below (INT_MIN: n - g would wrap).
//
// FIVE: "memrefs": {{\[}}[19, 19, 19, 19, 19, 10, 12, 12, 12, 12]]
// MAX:  "memrefs": {{\[}}[19, 19, 19, 19, 19, 19, 19, 19, 19, 19]]
// MIN:  "memrefs": {{\[}}[12, 12, 12, 12, 12, 12, 12, 12, 12, 12]]
//
// IR:      %lt = simd.pfirst
// IR:      %le = simd.vcmp sle
// IR:      %gt = simd.vcmp sgt
// IR:      %[[K:.*]] = simd.pfirst
// IR-NEXT: %ge = simd.pnot %[[K]]
// IR:      %swapped = simd.pfirst
func.func @bits(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %lt = arith.cmpi slt, %t, %n : i32
  %le = arith.cmpi sle, %t, %n : i32
  %gt = arith.cmpi sgt, %t, %n : i32
  %ge = arith.cmpi sge, %t, %n : i32
  %swapped = arith.cmpi sgt, %n, %t : i32
  %b0 = arith.extui %lt : i1 to i32
  %b1 = arith.extui %le : i1 to i32
  %b2 = arith.extui %gt : i1 to i32
  %b3 = arith.extui %ge : i1 to i32
  %b4 = arith.extui %swapped : i1 to i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %s1 = arith.muli %b1, %c2 : i32
  %s2 = arith.muli %b2, %c4 : i32
  %s3 = arith.muli %b3, %c8 : i32
  %s4 = arith.muli %b4, %c16 : i32
  %a = arith.addi %b0, %s1 : i32
  %b = arith.addi %a, %s2 : i32
  %c = arith.addi %b, %s3 : i32
  %d = arith.addi %c, %s4 : i32
  %i = arith.index_cast %t : i32 to index
  memref.store %d, %out[%i] : memref<?xi32>
  func.return
}
