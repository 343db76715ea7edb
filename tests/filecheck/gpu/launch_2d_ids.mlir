// DEFINE: %{zeros} = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// RUN: simd-run %s --grid 2,2 --block 3,2 --width 4 --args '[%{zeros}]' --json | filecheck %s
// RUN: simd-run %s --grid 2,2 --block 3,2 --width 4 --check-divergence --args '[%{zeros}]' --json | filecheck %s
// A 2-D launch (SPEC section 4): 4 blocks of 3x2 threads, x fastest.  Each thread writes
// its ids at its global position (gy * 6 + gx) as 1000*block_id.x + 100*block_id.y +
// 10*thread_id.x + thread_id.y; its results are its linear id in the block, subgroup id,
// lane id, number of subgroups (6 threads, W=4: 2, the second half active), W, and
// the block and grid sizes.
// CHECK: "results": {{\[}}[0, 0, 0, 2, 4, 3, 2, 2, 2], [1, 0, 1, 2, 4, 3, 2, 2, 2], [2, 0, 2, 2, 4, 3, 2, 2, 2], [3, 0, 3, 2, 4, 3, 2, 2, 2], [4, 1, 0, 2, 4, 3, 2, 2, 2], [5, 1, 1, 2, 4, 3, 2, 2, 2], [0, 0, 0,
// Memory rows: gy = 0: block (0,0) threads x 0..2 then block (1,0); gy = 1 likewise with y = 1.
// CHECK-SAME: "memrefs": {{\[}}[0, 10, 20, 1000, 1010, 1020, 1, 11, 21, 1001, 1011, 1021, 100, 110, 120, 1100, 1110, 1120, 101, 111, 121, 1101, 1111, 1121]]
// CHECK-SAME: "threads": 24, "width": 4, "groups": 8, "blocks": 4
gpu.module @m {
  gpu.func @ids(%out: memref<24xi32>) -> (index, index, index, index, index, index, index, index, index) {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %gdx = gpu.grid_dim x
    %gdy = gpu.grid_dim y
    %gx = gpu.global_id x
    %gy = gpu.global_id y
    %c10 = arith.constant 10 : index
    %c100 = arith.constant 100 : index
    %c1000 = arith.constant 1000 : index
    %a = arith.muli %bx, %c1000 : index
    %b = arith.muli %by, %c100 : index
    %c = arith.muli %tx, %c10 : index
    %ab = arith.addi %a, %b : index
    %abc = arith.addi %ab, %c : index
    %v = arith.addi %abc, %ty : index
    %v32 = arith.index_cast %v : index to i32
    %w = arith.muli %gdx, %dx : index
    %row = arith.muli %gy, %w : index
    %pos = arith.addi %row, %gx : index
    memref.store %v32, %out[%pos] : memref<24xi32>
    %lin0 = arith.muli %ty, %dx : index
    %lin = arith.addi %lin0, %tx : index
    %sg = gpu.subgroup_id : index
    %lane = gpu.lane_id
    %ns = gpu.num_subgroups : index
    %sz = gpu.subgroup_size : index
    gpu.return %lin, %sg, %lane, %ns, %sz, %dx, %dy, %gdx, %gdy : index, index, index, index, index, index, index, index, index
  }
}
