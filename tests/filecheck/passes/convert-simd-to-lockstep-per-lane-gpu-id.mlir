// RUN: not simd-opt %s -p convert-simd-to-lockstep 2>&1 | filecheck %s
// A per-lane gpu id has no scalar value in a SIMD program (the vectorizer builds it from
// %group_base and the lanes): the lowering stops there, as at an SPMD op.
func.func @per_lane_id() -> index {
  // CHECK: per-lane-gpu-id.mlir:[[# @LINE + 1]]:3: error: convert-simd-to-lockstep: 'gpu.thread_id' is a per-thread (SPMD) op with no machine instruction; vectorize the kernel first (spmd-vectorize)
  %t = gpu.thread_id x
  func.return %t : index
}
