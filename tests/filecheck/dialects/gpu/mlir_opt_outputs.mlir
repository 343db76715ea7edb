// RUN: simd-opt %S/Inputs/mlir_opt_custom.mlir | filecheck %s
// RUN: simd-opt %S/Inputs/mlir_opt_generic.mlir | filecheck %s
// The Inputs are what `mlir-opt-22` prints (custom form, and --mlir-print-op-generic) for
// a kernel using every gpu op: simd-opt parses both into the same ops.

// CHECK:      gpu.module @m {
// CHECK-NEXT:   gpu.func @k(%{{.*}}: memref<?xf32>, %{{.*}}: memref<4xf32, #gpu.address_space<workgroup>>) workgroup(%{{.*}} : memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
// CHECK-NEXT:     = gpu.thread_id x
// CHECK-NEXT:     = gpu.thread_id y upper_bound 4
// CHECK-NEXT:     = gpu.block_id y
// CHECK-NEXT:     = gpu.block_dim z
// CHECK-NEXT:     = gpu.grid_dim x
// CHECK-NEXT:     = gpu.global_id x
// CHECK-NEXT:     = gpu.lane_id
// CHECK-NEXT:     = gpu.lane_id upper_bound 32
// CHECK-NEXT:     = gpu.subgroup_id : index
// CHECK-NEXT:     = gpu.subgroup_size : index
// CHECK-NEXT:     = gpu.num_subgroups : index
// CHECK-NEXT:     gpu.barrier
// CHECK-NEXT:     gpu.return
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.func @f(%{{.*}}: f32) -> f32 {
// CHECK-NEXT:     gpu.return %{{.*}} : f32
