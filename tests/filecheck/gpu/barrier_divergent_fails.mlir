// RUN: not simd-run %s --entry in_divergent_if --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=IF
// RUN: not simd-run %s --entry in_divergent_if --threads 8 --width 2 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=IF2
// RUN: not simd-run %s --entry early_return --grid 2 --block 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=RET
// RUN: not simd-run %s --entry two_barriers --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=TWO
// RUN: simd-run %s --entry in_divergent_if --threads 3 --width 4 --args '[[0, 0, 0]]' --json | filecheck %s --check-prefix=OK
// A gpu.barrier that only some threads of a block reach is an error, as on a GPU
// (undefined behaviour there): located at the barrier, naming who waits and who not.

// Inside a subgroup: threads 0-2 take the branch, 3 does not (W=4) and returns.
// IF: barrier_divergent_fails.mlir:[[# @LINE + 13]]:3: error: 'gpu.barrier' reached by only some threads of block 0 (a barrier in divergent control flow): threads 0-2 wait here; thread 3 returned without reaching it
// W=2: subgroup 0 (threads 0-1) reaches it in full; in subgroup 1 thread 2 does, 3 not.
// IF2: error: 'gpu.barrier' reached by only some threads of block 0 (a barrier in divergent control flow): thread 2 waits here; thread 3 returned without reaching it
// With three threads the branch is taken by all: no error.
// OK: "memrefs": {{\[}}[1, 1, 1]]
func.func @in_divergent_if(%out: memref<?xi32>) {
  %t = gpu.thread_id x
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i32
  %lt = arith.cmpi ult, %t, %c3 : index
  cf.cond_br %lt, ^then, ^join
^then:
  memref.store %one, %out[%t] : memref<?xi32>
  gpu.barrier
  cf.br ^join
^join:
  func.return
}

// Whole subgroups leave early: subgroup 1 of each block (threads 4-7) returns, subgroup
// 0 waits at the barrier.
// RET: barrier_divergent_fails.mlir:[[# @LINE + 10]]:3: error: 'gpu.barrier' reached by only some threads of block 0: threads 0-3 wait here; threads 4-7 returned without reaching it
func.func @early_return(%out: memref<?xi32>) {
  %t = gpu.thread_id x
  %c4 = arith.constant 4 : index
  %lt = arith.cmpi ult, %t, %c4 : index
  cf.cond_br %lt, ^wait, ^exit
^wait:
  %one = arith.constant 1 : i32
  %g = gpu.global_id x
  memref.store %one, %out[%g] : memref<?xi32>
  gpu.barrier
  cf.br ^exit
^exit:
  func.return
}

// Subgroups waiting at two different barriers (a uniform branch per subgroup).
// TWO: barrier_divergent_fails.mlir:[[# @LINE + 7]]:3: error: 'gpu.barrier' reached by only some threads of block 0: threads 0-3 wait here; threads 4-7 wait at another barrier ({{.*}}barrier_divergent_fails.mlir:[[# @LINE + 12]]:3)
func.func @two_barriers(%out: memref<?xi32>) {
  %s = gpu.subgroup_id : index
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %s, %c0 : index
  cf.cond_br %first, ^a, ^b
^a:
  gpu.barrier
  cf.br ^exit
^b:
  %one = arith.constant 1 : i32
  memref.store %one, %out[%c0] : memref<?xi32>
  gpu.barrier
  cf.br ^exit
^exit:
  func.return
}
