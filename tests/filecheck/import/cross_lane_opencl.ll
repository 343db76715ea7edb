; OpenCL sub-group builtins (clang-22 spir64 output of examples/cross_lane/ocl_crosslane.cl)
; -> simd cross-lane ops: sub_group_reduce_add -> group_reduce, sub_group_scan_* ->
; group_scan, sub_group_broadcast / shuffle -> shuffle idx, shuffle_xor/up/down -> shuffle
; xor/up/down, sub_group_any/all (int) -> vote of `!= 0` widened back to int,
; get_sub_group_local_id -> gpu.lane_id.  (Runs against a Python reference:
; tests/frontends/test_cross_lane_kernels.py.)
; RUN: simd-opt %S/../../../examples/cross_lane/ocl_crosslane.ll | filecheck %s
; RUN: simd-opt %S/../../../examples/cross_lane/ocl_crosslane.ll -p print-divergence | filecheck %s --check-prefix=DIV

; CHECK-LABEL: func.func @sg_reduce
; CHECK:         %v6 = simd.group_reduce add, %v5 : i32
; CHECK:         %v8 = simd.group_scan exclusive add, %v7 : i32
; CHECK:         %v10 = simd.group_scan inclusive max, %v9 : i32
; CHECK:         %v12 = simd.shuffle idx %v11, %{{.*}} : i32
; CHECK:         %[[A:.*]] = simd.vote any %{{.*}} : i1
; CHECK-NEXT:    arith.extui %[[A]] : i1 to i32
; CHECK:         %[[L:.*]] = simd.vote all %{{.*}} : i1
; CHECK-NEXT:    arith.extui %[[L]] : i1 to i32
; CHECK-LABEL: func.func @sg_shuffle
; CHECK:         simd.shuffle idx %v5, %{{.*}} : i32
; CHECK-NEXT:    simd.shuffle xor %v5, %{{.*}} : i32
; CHECK:         simd.shuffle down %v5, %{{.*}} : i32
; CHECK-NEXT:    simd.shuffle up %v5, %{{.*}} : i32
; CHECK:         gpu.lane_id
; DIV-LABEL: divergence @sg_reduce
; (the broadcast of lane 3 is uniform, the scans are not)
; DIV:      uniform %v6
; DIV-NEXT: divergent %v7
; DIV-NEXT: divergent %v8
; DIV-NEXT: divergent %v9
; DIV-NEXT: divergent %v10
; DIV-NEXT: divergent %v11
; DIV-NEXT: uniform %v12
