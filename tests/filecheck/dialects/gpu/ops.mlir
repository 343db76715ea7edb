// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s
// RUN: simd-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// Every gpu op in MLIR's custom syntax.  What simd-opt prints here (custom and generic)
// was checked by hand to parse with mlir-opt-22; what mlir-opt-22 prints is in
// Inputs/ and parsed by mlir_opt_outputs.mlir.

// CHECK-LABEL: gpu.module @kernels {
gpu.module @kernels {
  // CHECK-NEXT: gpu.func @k(%a: memref<?xf32>, %n: i32 {simd.divergent}, %s: memref<4xf32, #gpu.address_space<workgroup>>) workgroup(%w : memref<64xf32, #gpu.address_space<workgroup>>, %w2 : memref<2xi32, #gpu.address_space<workgroup>>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
  // GENERIC: "gpu.func"() <{function_type = (memref<?xf32>, i32, memref<4xf32, #gpu.address_space<workgroup>>) -> (), arg_attrs = [{}, {simd.divergent}, {}], known_block_size = array<i32: 64, 1, 1>}> ({
  // GENERIC-NEXT: ^bb0(%a: memref<?xf32>, %n: i32, %s: memref<4xf32, #gpu.address_space<workgroup>>, %w: memref<64xf32, #gpu.address_space<workgroup>>, %w2: memref<2xi32, #gpu.address_space<workgroup>>, %p: memref<4xf32, #gpu.address_space<private>>):
  gpu.func @k(%a: memref<?xf32>, %n: i32 {simd.divergent}, %s: memref<4xf32, #gpu.address_space<workgroup>>) workgroup(%w : memref<64xf32, #gpu.address_space<workgroup>>, %w2: memref<2xi32, #gpu.address_space<workgroup>>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    // CHECK-NEXT: %tx = gpu.thread_id x
    // GENERIC: %tx = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    %tx = gpu.thread_id x
    // CHECK-NEXT: %ty = gpu.thread_id y upper_bound 4
    // GENERIC-NEXT: %ty = "gpu.thread_id"() <{dimension = #gpu<dim y>, upper_bound = 4 : index}> : () -> index
    %ty = gpu.thread_id y upper_bound 4
    // CHECK-NEXT: %bz = gpu.block_id z
    %bz = gpu.block_id z
    // CHECK-NEXT: %dx = gpu.block_dim x
    %dx = gpu.block_dim x
    // CHECK-NEXT: %gy = gpu.grid_dim y
    %gy = gpu.grid_dim y
    // CHECK-NEXT: %ix = gpu.global_id x
    %ix = gpu.global_id x
    // CHECK-NEXT: %l = gpu.lane_id
    // GENERIC: %l = "gpu.lane_id"() : () -> index
    %l = gpu.lane_id
    // CHECK-NEXT: %l32 = gpu.lane_id upper_bound 32
    %l32 = gpu.lane_id upper_bound 32
    // CHECK-NEXT: %sg = gpu.subgroup_id : index
    // GENERIC: %sg = "gpu.subgroup_id"() : () -> index
    %sg = gpu.subgroup_id : index
    // CHECK-NEXT: %sz = gpu.subgroup_size : index
    %sz = gpu.subgroup_size : index
    // CHECK-NEXT: %ns = gpu.num_subgroups upper_bound 8 : index
    %ns = gpu.num_subgroups upper_bound 8 : index
    // CHECK-NEXT: gpu.barrier
    // GENERIC: "gpu.barrier"() : () -> ()
    gpu.barrier
    // CHECK-NEXT: %f = arith.constant
    // CHECK-NEXT: gpu.printf "%d of %5.2f\0A", %n, %f : i32, f32
    // GENERIC: "gpu.printf"(%n, %f) <{format = "%d of %5.2f\0A"}> : (i32, f32) -> ()
    %f = arith.constant 1.5 : f32
    gpu.printf "%d of %5.2f\n", %n, %f : i32, f32
    // CHECK-NEXT: gpu.printf "done %%\0A"
    // GENERIC-NEXT: "gpu.printf"() <{format = "done %%\0A"}> : () -> ()
    gpu.printf "done %%\n"
    // CHECK-NEXT: gpu.return
    // GENERIC-NEXT: "gpu.return"() : () -> ()
    gpu.return
  }
  // GENERIC-NEXT: }) {sym_name = "k", workgroup_attributions = 2 : i64, gpu.kernel} : () -> ()

  // CHECK: gpu.func @helper(%x: f32, %y: i32) -> (f32, i32) {
  gpu.func @helper(%x: f32, %y: i32) -> (f32, i32) {
    // CHECK-NEXT: gpu.return %x, %y : f32, i32
    gpu.return %x, %y : f32, i32
  }
  // CHECK: gpu.func @one(%x: f32) -> f32 {
  gpu.func @one(%x: f32) -> f32 {
    gpu.return %x : f32
  }
  // Result attributes round-trip in both forms.
  // CHECK: gpu.func @attributed(%x: f32) -> (f32 {simd.note}, i32) {
  // GENERIC: res_attrs = [{simd.note}, {}]
  gpu.func @attributed(%x: f32) -> (f32 {simd.note}, i32) {
    %c = arith.constant 1 : i32
    gpu.return %x, %c : f32, i32
  }
}

// xDSL's other gpu ops still parse (generic form), under the same dialect.
// CHECK-LABEL: func.func @host
func.func @host(%d: i32) {
  // CHECK-NEXT: "gpu.set_default_device"(%d) : (i32) -> ()
  "gpu.set_default_device"(%d) : (i32) -> ()
  func.return
}
