// A gpu.func kernel is found inside its gpu.module; without a launch it is refused.
// RUN: not simd-run %s --args '[[0, 0]]' 2>&1 | filecheck %s --check-prefix=NOLAUNCH
// NOLAUNCH: simd-run: error: 'k' is an SPMD kernel (it is a gpu.func kernel): it needs a launch, --threads N or --grid X[,Y[,Z]] --block X[,Y[,Z]] (with --width W)
// RUN: not simd-run %s --grid 2 --args '[[0, 0]]' 2>&1 | filecheck %s --check-prefix=NOBLOCK
// NOBLOCK: simd-run: error: --grid needs --block (threads per block)
// RUN: not simd-run %s --threads 2 --block 2 --args '[[0, 0]]' 2>&1 | filecheck %s --check-prefix=BOTH
// BOTH: simd-run: error: give either --threads or --grid/--block, not both
// RUN: not simd-run %s --block 2,0 --args '[[0, 0]]' 2>&1 | filecheck %s --check-prefix=BAD
// BAD: error: argument --block: expected X[,Y[,Z]] (positive integers), got '2,0'
// RUN: not simd-run %s --block 1,2,3,4 --args '[[0, 0]]' 2>&1 | filecheck %s --check-prefix=BAD4
// BAD4: error: argument --block: expected X[,Y[,Z]] (positive integers), got '1,2,3,4'
// RUN: simd-run %s --block 2 --args '[[0, 0]]' --json | filecheck %s --check-prefix=OK
// OK: "memrefs": {{\[}}[1, 2]]
// RUN: simd-run %s --threads 2 --args '[[0, 0]]' --json | filecheck %s --check-prefix=OK
gpu.module @kernels {
  gpu.func @k(%out: memref<2xi32>) kernel {
    %t = gpu.thread_id x
    %t32 = arith.index_cast %t : index to i32
    %one = arith.constant 1 : i32
    %v = arith.addi %t32, %one : i32
    memref.store %v, %out[%t] : memref<2xi32>
    gpu.return
  }
}
