// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep' | filecheck %s --check-prefix=EXEC
// RUN: simd-run %s --threads 6 --width 4 --args '[[5, -1, 3, 4, 10, 11], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --threads 6 --width 1 --args '[[5, -1, 3, 4, 10, 11], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive.mlir && simd-run %t.naive.mlir --threads 6 --width 4 --args '[[5, -1, 3, 4, 10, 11], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize' -o %t.scal.mlir && simd-run %t.scal.mlir --threads 6 --width 4 --args '[[5, -1, 3, 4, 10, 11], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep' -o %t.exec.mlir && simd-run %t.exec.mlir --threads 6 --width 4 --args '[[5, -1, 3, 4, 10, 11], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir --threads 6 --width 4 --args '[[5, -1, 3, 4, 10, 11], 3]' --json | filecheck %s --check-prefix=OUT
//
// gpu.printf in a divergent branch and in the tail: simd.vprintf under the current mask,
// each lane printing as its thread (%tids), the uniform argument scalar; the lockstep
// machine's lockstep.vprintf.  The text is collected per thread and printed in thread
// order, each thread's in program order: the same at every stage and width (OUT).

// NAIVE-LABEL: func.func @k
// NAIVE:         simd.vprintf "first: n=%d\0A" thread(%tids), %n mask(%{{.*}}) : vector<4xi32>, i32
// NAIVE:         simd.vprintf "t%d: %d %x %u\0A" thread(%tids), %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} mask(%live) : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
// EXEC-LABEL:  func.func @k
// EXEC:          lockstep.vprintf "first: n=%d\0A" thread(%tids), %n : vector<4xi32>, i32
// EXEC:          lockstep.vprintf "t%d: %d %x %u\0A" thread(%tids), %{{.*}}, %v, %v, %v : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
// OUT: "printf": ["first: n=3\n", "t0: 5 5 5\n", "t1: -1 ffffffff 4294967295\n", "t2: 3 3 3\n", "t3: 4 4 4\n", "t4: 10 a 10\n", "t5: 11 b 11\n"]
func.func @k(%m: memref<?xi32>, %n: i32) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %v = memref.load %m[%ti] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %first = arith.cmpi eq, %t, %c0 : i32
  cf.cond_br %first, ^p, ^q
^p:
  gpu.printf "first: n=%d\n", %n : i32
  cf.br ^q
^q:
  gpu.printf "t%d: %d %x %u\n", %t, %v, %v, %v : i32, i32, i32, i32
  func.return
}
