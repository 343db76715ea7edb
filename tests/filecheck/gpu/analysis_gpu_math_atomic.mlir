// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
// DEFINE: %{args} = '[[1.0, 4.0, 9.0, 16.0, 25.0, 36.0, 49.0, 64.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0], [0.0, 0.0, 0.0, 0.0]]'
// RUN: simd-run %s --grid 2 --block 4 --width 4 --check-divergence --args %{args} --json | filecheck %s --check-prefix=EXEC
//
// Every gpu op classified as SPEC section 4's table says (thread_id, global_id, lane_id
// divergent; block_id, block_dim, grid_dim, subgroup_id, subgroup_size, num_subgroups
// uniform); math ops are uniform when their operands are (math.sqrt of a uniform load
// is uniform, of a per-thread load divergent); memref.atomic_rmw returns a divergent
// old value.  A load from workgroup memory at a uniform address after a barrier is
// uniform, as for global memory.  The run checks every uniform verdict.
//
// CHECK-LABEL: divergence @classify
// CHECK-NEXT:  uniform %uni_in
// CHECK-NEXT:  uniform %uni_out
// CHECK-NEXT:  uniform %uni_count
// CHECK-NEXT:  uniform %uni_shared
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_gid
// CHECK-NEXT:  divergent %div_lane
// CHECK-NEXT:  uniform %uni_bid
// CHECK-NEXT:  uniform %uni_bdim
// CHECK-NEXT:  uniform %uni_gdim
// CHECK-NEXT:  uniform %uni_sg
// CHECK-NEXT:  uniform %uni_sgsize
// CHECK-NEXT:  uniform %uni_nsg
// CHECK-NEXT:  uniform %uni_x
// CHECK-NEXT:  uniform %uni_sqrt
// CHECK-NEXT:  uniform %uni_floor
// CHECK-NEXT:  divergent %div_y
// CHECK-NEXT:  divergent %div_sqrt
// CHECK-NEXT:  divergent %div_fma
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  divergent %div_old
// CHECK-NEXT:  uniform %uni_s
// CHECK-NEXT:  divergent %div_r
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
// EXEC: "memrefs": {{\[}}[1.0, 4.0, 9.0, 16.0, 25.0, 36.0, 49.0, 64.0], [3.0, 4.0, 5.0, 6.0, 14.0, 16.0, 18.0, 20.0], [8], {{\[}}[1.0, 1.0, 1.0, 1.0], [2.0, 2.0, 2.0, 2.0]]]
// EXEC: "divergence_violations": []
func.func @classify(%uni_in: memref<8xf32>, %uni_out: memref<8xf32>, %uni_count: memref<1xi32>, %uni_shared: memref<4xf32, #gpu.address_space<workgroup>>) {
  %div_tid = gpu.thread_id x
  %div_gid = gpu.global_id x
  %div_lane = gpu.lane_id
  %uni_bid = gpu.block_id x
  %uni_bdim = gpu.block_dim x
  %uni_gdim = gpu.grid_dim x
  %uni_sg = gpu.subgroup_id : index
  %uni_sgsize = gpu.subgroup_size : index
  %uni_nsg = gpu.num_subgroups : index
  %uni_x = memref.load %uni_in[%uni_bid] : memref<8xf32>
  %uni_sqrt = math.sqrt %uni_x : f32
  %uni_floor = math.floor %uni_sqrt : f32
  %div_y = memref.load %uni_in[%div_gid] : memref<8xf32>
  %div_sqrt = math.sqrt %div_y : f32
  %div_fma = math.fma %div_sqrt, %uni_floor, %uni_floor : f32
  memref.store %uni_floor, %uni_shared[%div_tid] : memref<4xf32, #gpu.address_space<workgroup>>
  gpu.barrier
  %uni_one = arith.constant 1 : i32
  %uni_zero = arith.constant 0 : index
  %div_old = "memref.atomic_rmw"(%uni_one, %uni_count, %uni_zero) <{kind = 1 : i64}> : (i32, memref<1xi32>, index) -> i32
  %uni_s = memref.load %uni_shared[%uni_bid] : memref<4xf32, #gpu.address_space<workgroup>>
  %div_r = arith.addf %div_fma, %uni_s : f32
  memref.store %div_r, %uni_out[%div_gid] : memref<8xf32>
  func.return
}
