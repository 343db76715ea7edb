; Unsigned subgroup min / max (NVPTX redux.sync umin / umax, OpenCL uint
; sub_group_{reduce,scan_*}_{min,max}) as the signed op of x ^ 0x80000000, flipped back.
; Uniform like the signed reductions; the scans divergent.
; (Every stage at W = 32 and 64: tests/passes/test_cross_lane_leftovers.py.)
; RUN: simd-opt %examples/cross_lane/cuda_redux_unsigned.ll | filecheck %s
; RUN: simd-opt %examples/cross_lane/cuda_redux_unsigned.ll -p print-divergence | filecheck %s --check-prefix=DIV
; RUN: simd-opt %examples/cross_lane/ocl_unsigned_collectives.ll | filecheck %s --check-prefix=OCL

; CHECK-LABEL: func.func @redux_unsigned(
; CHECK:         %[[SIGN:.*]] = arith.constant -2147483648 : i32
; CHECK:         %[[F:.*]] = arith.xori %v10, %[[SIGN]] : i32
; CHECK-NEXT:    %[[R:.*]] = simd.group_reduce min, %[[F]] : i32
; CHECK-NEXT:    %v12 = arith.xori %[[R]], %[[SIGN]] : i32
; CHECK:         %[[F2:.*]] = arith.xori %v10, %[[SIGN]] : i32
; CHECK-NEXT:    %[[R2:.*]] = simd.group_reduce max, %[[F2]] : i32
; CHECK-NEXT:    %v16 = arith.xori %[[R2]], %[[SIGN]] : i32
; CHECK:         simd.group_reduce min, %v10 : i32
; DIV: uniform %v12
; DIV: uniform %v16
; OCL-LABEL: func.func @unsigned_collectives(
; OCL:         simd.group_reduce min
; OCL:         simd.group_reduce max
; OCL:         %[[S:.*]] = simd.group_scan inclusive min, %{{.*}} : i32
; OCL-NEXT:    %v11 = arith.xori %[[S]], %{{.*}} : i32
; OCL:         simd.group_scan exclusive max
