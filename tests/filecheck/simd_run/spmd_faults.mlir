// RUN: not simd-run %s --entry div --threads 8 --width 4 2>&1 | filecheck %s --check-prefix=DIV
// RUN: not simd-run %s --entry oob --threads 8 --width 4 --args '[[1, 2, 3, 4]]' 2>&1 | filecheck %s --check-prefix=OOB
// RUN: not simd-run %s --entry poison_branch --threads 4 --width 4 2>&1 | filecheck %s --check-prefix=POISON
// RUN: not simd-run %s --entry div --threads 0 2>&1 | filecheck %s --check-prefix=THREADS
// RUN: not simd-run %s --entry div --threads 4 --width 3 2>&1 | filecheck %s --check-prefix=WIDTH
// RUN: not simd-run %s --entry oob --threads 4 --args '[[1, 2.5]]' 2>&1 | filecheck %s --check-prefix=ARGS
//
// Runtime faults are located diagnostics naming the op and the thread, never a
// Python traceback.

func.func @div() -> i32 {
  %tid = simd.thread_id : i32
  %five = arith.constant 5 : i32
  %d = arith.subi %five, %tid : i32
  %q = arith.divsi %five, %d : i32
  func.return %q : i32
}

func.func @oob(%m : memref<?xi32>) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%i] : memref<?xi32>
  func.return %v : i32
}

func.func @poison_branch() -> i32 {
  %p = ub.poison : i1
  %one = arith.constant 1 : i32
  cf.cond_br %p, ^a, ^b
^a:
  func.return %one : i32
^b:
  func.return %one : i32
}

// DIV: spmd_faults.mlir:15:3: error: 'arith.divsi' division by zero (thread 5, lane 1 of group 1)
// DIV-NEXT: %q = arith.divsi %five, %d : i32
// DIV-NOT: Traceback
// OOB: spmd_faults.mlir:22:3: error: 'memref.load' out-of-bounds access at index [4] (shape [4]) (thread 4, lane 0 of group 1)
// OOB-NOT: Traceback
// POISON: spmd_faults.mlir:29:3: error: 'cf.cond_br' reads a poison value (operand #0) (thread 0, lane 0 of group 0)
// THREADS: simd-run: error: --threads must be at least 1, got 0
// WIDTH: simd-run: error: --width must be a power of two from 1 to 64, got 3
// ARGS: simd-run: error: argument #0 (memref<?xi32>)[1]: expected an integer for i32, got 2.5
