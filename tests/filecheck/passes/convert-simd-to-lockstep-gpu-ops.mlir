// RUN: simd-opt %s -p convert-simd-to-lockstep | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' | filecheck %s
// The gpu launch queries that are uniform per subgroup and gpu.barrier stay as they are
// in the lowered program: scalar ops that the machine's runtime (simd-run over a launch)
// answers for the subgroup it runs (a per-lane id is an error:
// convert-simd-to-lockstep-per-lane-gpu-id.mlir).
// CHECK-LABEL: func.func @queries_and_barrier
func.func @queries_and_barrier(%group_base: i32) -> vector<4xi32> {
  // CHECK-NEXT: %b = gpu.block_id x
  %b = gpu.block_id x
  // CHECK-NEXT: %n = gpu.block_dim y
  %n = gpu.block_dim y
  // CHECK-NEXT: %g = gpu.grid_dim z
  %g = gpu.grid_dim z
  // CHECK-NEXT: %sg = gpu.subgroup_id : index
  %sg = gpu.subgroup_id : index
  // CHECK-NEXT: %ns = gpu.num_subgroups : index
  %ns = gpu.num_subgroups : index
  // CHECK-NEXT: %w = gpu.subgroup_size : index
  %w = gpu.subgroup_size : index
  // CHECK-NEXT: gpu.barrier
  gpu.barrier
  %s = arith.addi %b, %n : index
  %s2 = arith.addi %s, %g : index
  %s3 = arith.addi %s2, %sg : index
  %s4 = arith.addi %s3, %ns : index
  %s5 = arith.addi %s4, %w : index
  %i = arith.index_cast %s5 : index to i32
  // CHECK: lockstep.vbcast
  %v = simd.s2vb %i : vector<4xi32>
  func.return %v : vector<4xi32>
}

