// DEFINE: %{args} = '[[1, 2, 3, 4, 5, 6, 7, 8, 10, 20, 30, 40, 50, 60, 70, 80], [0, 0]]'
// RUN: simd-run %s --grid 2 --block 8 --width 2 --args %{args} --json | filecheck %s
// RUN: simd-run %s --grid 2 --block 8 --width 4 --check-divergence --args %{args} --json | filecheck %s --check-prefixes=CHECK,CLEAN
// RUN: simd-run %s --grid 2 --block 8 --width 8 --args %{args} --json | filecheck %s
// RUN: simd-run %s --grid 2 --block 8 --width 1 --args %{args} --json | filecheck %s
// A tree reduction in workgroup memory (OpenCL's classic): each block of 8 threads sums
// its 8 inputs in a workgroup attribution (one copy per block), with a gpu.barrier
// after every step; thread 0 writes the block's sum.  The subgroups of a block switch
// at every barrier (4 at W=2), and every width gives the same sums.  What every thread
// reads from shared[0] after the last barrier (%total) is the block's sum: uniform, as
// the analysis says (--check-divergence finds no violation).
// CHECK: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8, 10, 20, 30, 40, 50, 60, 70, 80], [36, 360]]
// CHECK-SAME: "barrier_instances": 8
// CLEAN: "divergence_violations": []
gpu.module @m {
  gpu.func @reduce(%in: memref<16xi32>, %out: memref<2xi32>) workgroup(%shared : memref<8xi32, #gpu.address_space<workgroup>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %b = gpu.block_id x
    %n = gpu.block_dim x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = memref.load %in[%g] : memref<16xi32>
    memref.store %x, %shared[%t] : memref<8xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %half = arith.shrsi %n, %c1 : index
    cf.br ^loop(%half : index)
  ^loop(%s: index):
    %more = arith.cmpi ugt, %s, %c0 : index
    cf.cond_br %more, ^step, ^done
  ^step:
    %active = arith.cmpi ult, %t, %s : index
    cf.cond_br %active, ^add, ^sync
  ^add:
    %j = arith.addi %t, %s : index
    %a = memref.load %shared[%t] : memref<8xi32, #gpu.address_space<workgroup>>
    %o = memref.load %shared[%j] : memref<8xi32, #gpu.address_space<workgroup>>
    %sum = arith.addi %a, %o : i32
    memref.store %sum, %shared[%t] : memref<8xi32, #gpu.address_space<workgroup>>
    cf.br ^sync
  ^sync:
    gpu.barrier
    %s2 = arith.shrsi %s, %c1 : index
    cf.br ^loop(%s2 : index)
  ^done:
    %total = memref.load %shared[%c0] : memref<8xi32, #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %t, %c0 : index
    cf.cond_br %first, ^write, ^exit
  ^write:
    memref.store %total, %out[%b] : memref<2xi32>
    cf.br ^exit
  ^exit:
    gpu.return
  }
}
