// RUN: not simd-run %S/../gpu/barrier_divergent_fails.mlir --entry in_divergent_if --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2> %t.interp.if
// RUN: not simd-run %S/../gpu/barrier_divergent_fails.mlir --entry in_divergent_if --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --engine jit 2> %t.jit.if
// RUN: diff %t.interp.if %t.jit.if
// RUN: not simd-run %S/../gpu/barrier_divergent_fails.mlir --entry early_return --grid 2 --block 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' 2> %t.interp.ret
// RUN: not simd-run %S/../gpu/barrier_divergent_fails.mlir --entry early_return --grid 2 --block 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --engine jit 2> %t.jit.ret
// RUN: diff %t.interp.ret %t.jit.ret
// RUN: not simd-run %S/../gpu/barrier_divergent_fails.mlir --entry two_barriers --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2> %t.interp.two
// RUN: not simd-run %S/../gpu/barrier_divergent_fails.mlir --entry two_barriers --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --engine jit 2> %t.jit.two
// RUN: diff %t.interp.two %t.jit.two
// RUN: cat %t.jit.if %t.jit.ret %t.jit.two | filecheck %s
// RUN: simd-run %S/../gpu/barrier_divergent_fails.mlir --entry in_divergent_if --threads 3 --width 4 --args '[[0, 0, 0]]' --json --engine jit | filecheck %s --check-prefix=OK
//
// A gpu.barrier that only some threads of a block reach is, on --engine jit too, the
// interpreter's fault located at the barrier and naming who waits where (the native
// run sees the threads of the block stop at different barrier instances, or some
// return, and the launch runs again on the interpreter for its message); when all
// threads reach it, it runs natively.
// CHECK: error: 'gpu.barrier' reached by only some threads of block 0 (a barrier in divergent control flow): threads 0-2 wait here; thread 3 returned without reaching it
// CHECK: error: 'gpu.barrier' reached by only some threads of block 0: threads 0-3 wait here; threads 4-7 returned without reaching it
// CHECK: error: 'gpu.barrier' reached by only some threads of block 0: threads 0-3 wait here; threads 4-7 wait at another barrier
// OK: "memrefs": {{\[}}[1, 1, 1]]
// OK-SAME: "barrier_instances": 1
