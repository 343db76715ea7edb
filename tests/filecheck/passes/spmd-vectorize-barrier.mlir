// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=UNI
// RUN: simd-opt %s --split-input-file -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// gpu.barrier stays a barrier in the vectorized program (the runtime switches between
// the subgroups of a block there).  mode=uniform refuses one under divergent control;
// the seed-002 hint simd.non_divergent keeps a branch (scf.if or cf.cond_br) a branch
// in mode=uniform, its condition read from the active lanes (simd.any); mode=naive
// linearizes every branch, barriers included (every subgroup of the block then runs
// the same barriers: see the pass docstring).

// A barrier outside any branch.
// UNI-LABEL: func.func @barrier_at_top_level
// UNI:         simd.scatter
// UNI-NEXT:    gpu.barrier
// NAIVE-LABEL: func.func @barrier_at_top_level
// NAIVE:       gpu.barrier
func.func @barrier_at_top_level(%m: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  memref.store %t, %m[%i] : memref<?xi32>
  gpu.barrier
  func.return
}

// -----

// The hint keeps the branch: the arm runs under the same mask, the condition is
// whether some active lane takes it.  Naive mode linearizes it.
// UNI-LABEL: func.func @hinted_if_stays_a_branch
// UNI:         %p = simd.pfirst %{{.*}} : vector<4xi1>
// UNI-NEXT:    %[[T:.*]] = simd.pand %live, %p : vector<4xi1>
// UNI-NEXT:    %[[ANY:.*]] = simd.any %[[T]] : vector<4xi1>
// UNI-NEXT:    scf.if %[[ANY]] {
// UNI-NEXT:      simd.scatter %tids, %m[%tids] mask(%live) : memref<?xi32>, vector<4xi32>
// UNI-NEXT:      gpu.barrier
// UNI-NEXT:    }
// NAIVE-LABEL: func.func @hinted_if_stays_a_branch
// NAIVE:       %p = simd.vcmp slt, %tids, %{{.*}} mask(%live) : vector<4xi32>
// NAIVE-NEXT:  %[[M:.*]] = simd.pand %live, %p : vector<4xi1>
// NAIVE-NEXT:  simd.scatter %tids, %m[%tids] mask(%[[M]]) : memref<?xi32>, vector<4xi32>
// NAIVE-NEXT:  gpu.barrier
func.func @hinted_if_stays_a_branch(%m: memref<?xi32>, %n: i32) {
  %t = simd.thread_id : i32
  %p = arith.cmpi slt, %t, %n : i32
  %i = arith.index_cast %t : i32 to index
  scf.if %p {
    memref.store %t, %m[%i] : memref<?xi32>
    gpu.barrier
  } {simd.non_divergent}
  func.return
}

// -----

// The hint on a cf.cond_br survives the structuring (lift-cf-to-scf).
// UNI-LABEL: func.func @hinted_cond_br
// UNI:         %[[ANY:.*]] = simd.any %{{.*}} : vector<4xi1>
// UNI-NEXT:    scf.if %[[ANY]] {
// UNI:           gpu.barrier
func.func @hinted_cond_br(%m: memref<?xi32>, %n: i32) {
  %t = simd.thread_id : i32
  %p = arith.cmpi slt, %t, %n : i32
  %i = arith.index_cast %t : i32 to index
  cf.cond_br %p, ^then, ^done {simd.non_divergent}
^then:
  memref.store %t, %m[%i] : memref<?xi32>
  gpu.barrier
  cf.br ^done
^done:
  func.return
}

// -----

// NAIVE-LABEL: func.func @barrier_in_divergent_branch
// NAIVE:       simd.scatter %tids, %m[%tids] mask(%{{.*}})
// NAIVE-NEXT:  gpu.barrier
func.func @barrier_in_divergent_branch(%m: memref<?xi32>, %n: i32) {
  %t = simd.thread_id : i32
  %p = arith.cmpi slt, %t, %n : i32
  %i = arith.index_cast %t : i32 to index
  scf.if %p {
    memref.store %t, %m[%i] : memref<?xi32>
    // UNI: barrier.mlir:[[# @LINE + 1]]:5: error: spmd-vectorize: 'gpu.barrier' under divergent control (a linearized branch or a loop whose lanes leave in different iterations) is not supported in mode=uniform: every thread of the block must reach it; mark the branch 'simd.non_divergent' if it is uniform over the block, or use mode=naive
    gpu.barrier
  }
  func.return
}

// -----

func.func @barrier_in_divergent_loop(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %t) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    // UNI: barrier.mlir:[[# @LINE + 1]]:5: error: spmd-vectorize: 'gpu.barrier' under divergent control
    gpu.barrier
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1 : i32
  }
  func.return %r : i32
}
