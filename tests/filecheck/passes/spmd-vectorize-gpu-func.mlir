// A gpu.func kernel (workgroup memory, a barrier) vectorized in both modes: the
// vectorized gpu.func takes %group_base after its arguments, before its workgroup
// attribution, and run over two blocks of 6 threads at W=4 (a partial second
// subgroup per block, sharing the block's workgroup memory) gives the SPMD executor's
// memory.
// DEFINE: %{args} = '[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 100]'
// RUN: simd-run %s --grid 2 --block 6 --width 4 --json --args %{args} | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir && simd-run %t.n.mlir --grid 2 --block 6 --json --args %{args} | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir && simd-run %t.u.mlir --grid 2 --block 6 --json --args %{args} | filecheck %s
// RUN: filecheck %s --check-prefix=IR < %t.u.mlir
// It reads only x ids and its block size is unknown: the row form (x = x0 + lane),
// marked for simd-run to run it only where each subgroup lies in one x-row.
// IR: gpu.func @k(%a: memref<?xi32>, %n: i32, %group_base: i32) workgroup(%w : memref<8xi32, #gpu.address_space<workgroup>>) kernel attributes {simd.subgroups_in_rows} {
// IR:   %live = simd.pfirst
// IR:   gpu.barrier
// IR:   gpu.return
// CHECK: "memrefs": {{\[}}[102, 103, 104, 105, 106, 101, 108, 109, 110, 111, 112, 107]]
gpu.module @m {
  gpu.func @k(%a: memref<?xi32>, %n: i32) workgroup(%w : memref<8xi32, #gpu.address_space<workgroup>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %ti = arith.index_cast %t : index to i32
    %v = memref.load %a[%g] : memref<?xi32>
    memref.store %v, %w[%t] : memref<8xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %c1 = arith.constant 1 : index
    %bd = gpu.block_dim x
    %t1 = arith.addi %t, %c1 : index
    %j = arith.remsi %t1, %bd : index
    %u = memref.load %w[%j] : memref<8xi32, #gpu.address_space<workgroup>>
    %s = arith.addi %u, %n : i32
    memref.store %s, %a[%g] : memref<?xi32>
    gpu.return
  }
}
