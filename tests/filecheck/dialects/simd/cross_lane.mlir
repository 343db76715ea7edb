// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s
// The cross-lane ops of SPMD kernels (dialects/simd_cross_lane.py): custom and generic
// forms round trip.

// CHECK-LABEL: func.func @cross_lane
func.func @cross_lane(%x: i32, %f: f32, %l: i32, %w: i32, %m: i32, %m64: i64, %p: i1) {
  // CHECK-NEXT: %0 = simd.shuffle down %x, %l width(%w) sync(%m : i32) : i32
  %0 = simd.shuffle down %x, %l width(%w) sync(%m : i32) : i32
  // CHECK-NEXT: %1 = simd.shuffle idx %f, %l : f32
  %1 = simd.shuffle idx %f, %l : f32
  // CHECK-NEXT: %2 = simd.shuffle xor %x, %l sync(%m64 : i64) : i32
  %2 = simd.shuffle xor %x, %l sync(%m64 : i64) : i32
  // CHECK-NEXT: %3 = simd.shuffle up %x, %l width(%w) : i32
  %3 = "simd.shuffle"(%x, %l, %w) <{mode = "up", operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (i32, i32, i32) -> i32
  // CHECK-NEXT: %4 = simd.vote ballot %p sync(%m : i32) : i32
  %4 = simd.vote ballot %p sync(%m : i32) : i32
  // CHECK-NEXT: %5 = simd.vote ballot %p : i64
  %5 = simd.vote ballot %p : i64
  // CHECK-NEXT: %6 = simd.vote any %p : i1
  %6 = simd.vote any %p : i1
  // CHECK-NEXT: %7 = simd.vote all %p : i1
  %7 = "simd.vote"(%p) <{kind = "all", operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> i1
  // CHECK-NEXT: %8 = simd.vote uni %p sync(%m : i32) : i1
  %8 = simd.vote uni %p sync(%m : i32) : i1
  // CHECK-NEXT: %9 = simd.active_mask : i64
  %9 = simd.active_mask : i64
  // CHECK-NEXT: %10 = simd.lanes_below %9 : i64
  %10 = simd.lanes_below %9 : i64
  // CHECK-NEXT: %11 = simd.lanes_below %m : i32
  %11 = "simd.lanes_below"(%m) : (i32) -> i32
  // CHECK-NEXT: %12 = simd.group_scan exclusive add, %x : i32
  %12 = simd.group_scan exclusive add, %x : i32
  // CHECK-NEXT: %13 = simd.group_scan inclusive max, %f : f32
  %13 = "simd.group_scan"(%f) <{mode = "inclusive", kind = "max"}> : (f32) -> f32
  func.return
}
