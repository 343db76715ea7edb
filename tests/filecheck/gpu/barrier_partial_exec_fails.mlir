// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive},convert-simd-to-lockstep{mask-style=exec}' -o %t.mlir
// RUN: not simd-run %t.mlir --threads 4 --args '[[0, 0, 0, 0]]' 2>&1 | filecheck %s
// RUN: simd-run %t.mlir --threads 3 --args '[[0, 0, 0]]' --json | filecheck %s --check-prefix=OK
// The lockstep machine checks the exec mask at a gpu.barrier: all thread lanes of the
// subgroup on, or none (an arm no lane takes).  A kernel whose barrier only threads 0-2
// reach (undefined behaviour; mode=uniform refuses it, mode=naive linearizes it) faults
// at the barrier of its lowered program, naming the lanes.  With three threads every
// thread takes the branch: no fault.  (Per-op masks have no exec mask to check.)
// CHECK: error: 'gpu.barrier' under a partial exec mask: lanes [0, 1, 2] reach it, lanes [3] do not (every thread of a block must reach the same barriers) (subgroup 0 of block 0: threads 0-3)
// OK: "memrefs": {{\[}}[1, 1, 1]]
func.func @in_divergent_if(%out: memref<?xi32>) {
  %t = gpu.thread_id x
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i32
  %lt = arith.cmpi ult, %t, %c3 : index
  scf.if %lt {
    memref.store %one, %out[%t] : memref<?xi32>
    gpu.barrier
  }
  func.return
}
