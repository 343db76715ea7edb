// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize' | filecheck %s --check-prefix=SCAL
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep' | filecheck %s --check-prefix=EXEC
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep{mask-style=per-op}' | filecheck %s --check-prefix=PEROP
// RUN: simd-run %s --threads 6 --width 4 --args '[[0, 0, 0], [1, 0, 1, 2, 0, 1]]' --json | filecheck %s --check-prefixes=OUT,W4
// RUN: simd-run %s --threads 6 --width 1 --args '[[0, 0, 0], [1, 0, 1, 2, 0, 1]]' --json | filecheck %s --check-prefixes=OUT,W1
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive.mlir && simd-run %t.naive.mlir --threads 6 --width 4 --args '[[0, 0, 0], [1, 0, 1, 2, 0, 1]]' --json | filecheck %s --check-prefixes=OUT,W4
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep' -o %t.exec.mlir && simd-run %t.exec.mlir --threads 6 --width 4 --args '[[0, 0, 0], [1, 0, 1, 2, 0, 1]]' --json | filecheck %s --check-prefixes=OUT,W4
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir --threads 6 --width 4 --args '[[0, 0, 0], [1, 0, 1, 2, 0, 1]]' --json | filecheck %s --check-prefixes=OUT,W4
//
// A compare-and-swap loop (the shape of a float atomic add): each thread adds its id
// plus 1 to bins[key] by reading the bin, trying to swap in the sum, and retrying with
// the value it saw until its swap wins.  simd.cmpxchg becomes simd.vcmpxchg under the
// loop's mask (every active lane, in lane order: the first lane of a bin wins, the
// others see its sum and retry), scalarize keeps it a vector, the lockstep machine runs
// lockstep.vcmpxchg.  Same bins on every stage (OUT): bin 0 gets 2+5, bin 1 1+3+6, bin 2 4;
// each thread returns how many times it tried: at W=4 (W4) thread 2 twice (thread 0 won
// bin 1 in their instance; threads 4, 5 are the next group, run after the first), at
// W=1 (W1, each thread alone) every thread once.

// NAIVE-LABEL: func.func @cas_add
// NAIVE:         %seen = simd.vcmpxchg %old, %want, %bins[%{{.*}}] mask(%{{.*}}) : memref<?xi32>, vector<4xi32>
// SCAL-LABEL:  func.func @cas_add
// SCAL:          %seen = simd.vcmpxchg %old, %want, %bins[%{{.*}}] mask(%{{.*}}) : memref<?xi32>, vector<4xi32>
// EXEC-LABEL:  func.func @cas_add
// EXEC:          %seen = lockstep.vcmpxchg %old, %want, %bins[%{{.*}}] : memref<?xi32>, vector<4xi32>
// PEROP-LABEL: func.func @cas_add
// PEROP:         %seen = lockstep.vcmpxchg %old, %want, %bins[%{{.*}}] mask(%{{.*}}) : memref<?xi32>, vector<4xi32>
// W4: "results": [[1], [1], [2], [1], [1], [1]]
// W1: "results": [[1], [1], [1], [1], [1], [1]]
// OUT: "memrefs": {{\[}}[7, 10, 4], [1, 0, 1, 2, 0, 1]]
func.func @cas_add(%bins: memref<?xi32>, %key: memref<?xi32>) -> i32 {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %k = memref.load %key[%ti] : memref<?xi32>
  %ki = arith.index_cast %k : i32 to index
  %c1 = arith.constant 1 : i32
  %v = arith.addi %t, %c1 : i32
  %first = memref.load %bins[%ki] : memref<?xi32>
  cf.br ^try(%first, %c1 : i32, i32)
^try(%old: i32, %n: i32):
  %want = arith.addi %old, %v : i32
  %seen = simd.cmpxchg %old, %want, %bins[%ki] : memref<?xi32>, i32
  %won = arith.cmpi eq, %seen, %old : i32
  %n1 = arith.addi %n, %c1 : i32
  cf.cond_br %won, ^done(%n : i32), ^try(%seen, %n1 : i32, i32)
^done(%r: i32):
  func.return %r : i32
}
