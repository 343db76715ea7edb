"builtin.module"() ({
  "gpu.module"() <{sym_name = "m"}> ({
    "gpu.func"() <{function_type = (memref<?xf32>, memref<4xf32, #gpu.address_space<workgroup>>) -> (), known_block_size = array<i32: 64, 1, 1>}> ({
    ^bb0(%arg1: memref<?xf32>, %arg2: memref<4xf32, #gpu.address_space<workgroup>>, %arg3: memref<64xf32, #gpu.address_space<workgroup>>):
      %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %1 = "gpu.thread_id"() <{dimension = #gpu<dim y>, upper_bound = 4 : index}> : () -> index
      %2 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      %3 = "gpu.block_dim"() <{dimension = #gpu<dim z>}> : () -> index
      %4 = "gpu.grid_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %5 = "gpu.global_id"() <{dimension = #gpu<dim x>}> : () -> index
      %6 = "gpu.lane_id"() : () -> index
      %7 = "gpu.lane_id"() <{upper_bound = 32 : index}> : () -> index
      %8 = "gpu.subgroup_id"() : () -> index
      %9 = "gpu.subgroup_size"() : () -> index
      %10 = "gpu.num_subgroups"() : () -> index
      "gpu.barrier"() : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()
    "gpu.func"() <{function_type = (f32) -> f32}> ({
    ^bb0(%arg0: f32):
      "gpu.return"(%arg0) : (f32) -> ()
    }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

