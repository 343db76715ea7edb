// RUN: simd-run %s --entry rounds --threads 8 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8]]' --json > %t.interp.json
// RUN: simd-run %s --entry rounds --threads 8 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8]]' --json --engine jit > %t.jit.json
// RUN: diff %t.interp.json %t.jit.json
// RUN: filecheck %s < %t.jit.json
// RUN: not simd-run %s --entry uneven --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2> %t.interp.err
// RUN: not simd-run %s --entry uneven --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --engine jit 2> %t.jit.err
// RUN: diff %t.interp.err %t.jit.err
// RUN: filecheck %s --check-prefix=UNEVEN < %t.jit.err
//
// --engine jit runs gpu.barrier inside scf regions natively: a lane stops at a
// barrier in an scf.for's body and resumes there with the loop's index, bound, step,
// iteration and carried value from its saved state; memory and every stat are the
// interpreter's.  A barrier in a loop whose trip count differs per thread is the
// interpreter's located fault (the native run sees the threads of the block stop at
// different instances and runs the launch again on the interpreter).
// CHECK: "memrefs": {{\[}}[20, 28, 36, 44, 52, 52, 36, 20]]
// CHECK-SAME: "barrier_instances": 6, "shared_memory_accesses": 64
// UNEVEN: error: 'gpu.barrier' reached by only some threads of block 0

gpu.module @m {
  gpu.func @rounds(%a : memref<?xi32>) workgroup(%tile : memref<8xi32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %t = gpu.thread_id x
    %bs = gpu.block_dim x
    %v0 = memref.load %a[%t] : memref<?xi32>
    %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%v = %v0) -> (i32) {
      memref.store %v, %tile[%t] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t1 = arith.addi %t, %c1 : index
      %w = arith.remui %t1, %bs : index
      %u = memref.load %tile[%w] : memref<8xi32, #gpu.address_space<workgroup>>
      %s = arith.addi %v, %u : i32
      gpu.barrier
      scf.yield %s : i32
    }
    memref.store %r, %a[%t] : memref<?xi32>
    gpu.return
  }

  gpu.func @uneven(%a : memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %t = gpu.thread_id x
    %n = arith.remui %t, %c3 : index
    scf.for %i = %c0 to %n step %c1 {
      gpu.barrier
    }
    gpu.return
  }
}
