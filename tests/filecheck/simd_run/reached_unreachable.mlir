// RUN: not simd-run %s --args '[0]' 2>&1 | filecheck %s
// RUN: not simd-run %s --threads 2 --args '[0]' 2>&1 | filecheck %s --check-prefix=SPMD
// RUN: simd-run %s --args '[3]' | filecheck %s --check-prefix=OK
// Reaching `ub.unreachable` is a located fault saying so (it was xDSL's "Could not find
// interpretation function").
// CHECK: reached_unreachable.mlir:15:3: error: reached unreachable
// CHECK-NEXT: ub.unreachable
// SPMD: error: reached unreachable (thread 0, lane 0 of group 0)
// OK: 3
func.func @main(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.cmpi eq, %x, %c0 : i32
  cf.cond_br %b, ^dead, ^ok
^dead:
  ub.unreachable
^ok:
  func.return %x : i32
}
