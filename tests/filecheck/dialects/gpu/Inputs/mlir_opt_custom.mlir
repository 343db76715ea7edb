module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @k(%arg0: memref<?xf32>, %arg1: memref<4xf32, #gpu.address_space<workgroup>>) workgroup(%arg2 : memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y upper_bound 4
      %block_id_y = gpu.block_id  y
      %block_dim_z = gpu.block_dim  z
      %grid_dim_x = gpu.grid_dim  x
      %global_id_x = gpu.global_id  x
      %0 = gpu.lane_id
      %1 = gpu.lane_id upper_bound 32
      %2 = gpu.subgroup_id : index
      %3 = gpu.subgroup_size : index
      %4 = gpu.num_subgroups : index
      gpu.barrier
      gpu.return
    }
    gpu.func @f(%arg0: f32) -> f32 {
      gpu.return %arg0 : f32
    }
  }
}

