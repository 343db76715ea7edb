// RUN: not simd-opt %s -p 'specialize-launch{divisible="1:3"}' 2>&1 | filecheck %s --check-prefix=POW2
// RUN: not simd-opt %s -p 'specialize-launch{divisible="0:4"}' 2>&1 | filecheck %s --check-prefix=MEMREF
// RUN: not simd-opt %s -p 'specialize-launch{equal="3:1"}' 2>&1 | filecheck %s --check-prefix=FLOAT
// RUN: not simd-opt %s -p 'specialize-launch{divisible="2:4"}' 2>&1 | filecheck %s --check-prefix=DIVERGENT
// RUN: not simd-opt %s -p 'specialize-launch{divisible="9:4"}' 2>&1 | filecheck %s --check-prefix=RANGE
// RUN: not simd-opt %s -p 'specialize-launch{divisible="1-4"}' 2>&1 | filecheck %s --check-prefix=SYNTAX
// RUN: not simd-opt %s -p 'specialize-launch{equal="1:6" divisible="1:4"}' 2>&1 | filecheck %s --check-prefix=CLASH
// RUN: not simd-opt %s -p 'specialize-launch{equal="1:3"},specialize-launch{equal="1:4"}' 2>&1 | filecheck %s --check-prefix=AGAIN
// RUN: not simd-opt %s -p 'specialize-launch{block=0,2}' 2>&1 | filecheck %s --check-prefix=BLOCK
// RUN: not simd-opt %s -p 'specialize-launch{block=4},specialize-launch{block=8}' 2>&1 | filecheck %s --check-prefix=REBLOCK
// RUN: not simd-opt %s -p 'specialize-launch{kernel="nope"}' 2>&1 | filecheck %s --check-prefix=KERNEL
// A fact the pass cannot record soundly fails it, located at the kernel.
// POW2:      error: specialize-launch: divisible: argument #1's divisor must be a power of two >= 2, got 3
// MEMREF:    error: specialize-launch: argument #0 (memref<4xi32>) has simd.divisible_by, but launch facts are for scalar integer arguments
// FLOAT:     error: specialize-launch: argument #3 (f32) has simd.equal_to, but launch facts are for scalar integer arguments
// DIVERGENT: error: specialize-launch: argument #2 is simd.divergent (one value per thread) and cannot carry simd.divisible_by
// RANGE:     error: specialize-launch: argument #9 out of range ('k' takes 4)
// SYNTAX:    error: specialize-launch: divisible must be "ARG:VALUE,...", got '1-4'
// CLASH:     error: specialize-launch: argument #1: simd.equal_to = 6 is not a multiple of simd.divisible_by = 4
// AGAIN:     error: specialize-launch: argument #1 is already specialized simd.equal_to 3, not 4
// BLOCK:     error: specialize-launch: block must be 1 to 3 positive sizes X[,Y[,Z]], got 0,2
// REBLOCK:   error: specialize-launch: the kernel declares block size
// KERNEL:    error: specialize-launch: no function 'nope' with a body

func.func @k(%out: memref<4xi32>, %w: i32, %d: i32 {simd.divergent}, %f: f32) {
  func.return
}
