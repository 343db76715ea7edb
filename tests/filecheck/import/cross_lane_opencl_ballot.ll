; cl_khr_subgroup_ballot as clang-22 emits it for spir64 (examples/cross_lane/ocl_ballot.cl):
; sub_group_ballot -> simd.vote ballot : i64 split into the uint4's words; the inverse
; ballot / bit extract read a bit of the words; bit count / find lsb / msb are ctpop /
; cttz / ctlz of the subgroup's bits; the ballot scans are simd.lanes_below (+ own bit).
; Verdicts: ballots, counts and finds of uniform ballots uniform; per-lane bits and scans
; divergent.  (Every stage at W = 32 and 64: tests/passes/test_cross_lane_leftovers.py.)
; RUN: simd-opt %examples/cross_lane/ocl_ballot.ll | filecheck %s
; RUN: simd-opt %examples/cross_lane/ocl_ballot.ll -p print-divergence | filecheck %s --check-prefix=DIV

; CHECK-LABEL: func.func @ballot_ops(
; CHECK:         %[[P:.*]] = arith.cmpi ne, %v8, %{{.*}} : i32
; CHECK-NEXT:    %v9 = simd.vote ballot %[[P]] : i64
; CHECK-NEXT:    %v14 = arith.trunci %v9 : i64 to i32
; CHECK:         gpu.lane_id
; CHECK:         arith.select
; CHECK:         %v19 = arith.andi
; CHECK:         gpu.subgroup_size
; CHECK:         %[[CNT:.*]] = math.ctpop %{{.*}} : i64
; CHECK-NEXT:    %v26 = arith.trunci %[[CNT]] : i64 to i32
; CHECK:         %[[EX:.*]] = simd.lanes_below %{{.*}} : i64
; CHECK:         %v28 = arith.addi %[[EX]], %{{.*}} : i32
; CHECK:         %v30 = simd.lanes_below %{{.*}} : i64
; CHECK:         math.cttz
; CHECK:         math.ctlz
; DIV: uniform %v9
; DIV: divergent %v19
; DIV: divergent %v24
; DIV: uniform %v26
; DIV: divergent %v28
; DIV: divergent %v30
; DIV: uniform %v37
; DIV: uniform %v43
