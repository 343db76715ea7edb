// RUN: simd-run %s --threads 200 --width 4 --args '[[0.0, 0.0, 0.0, 0.0]]' --json > %t.interp.json
// RUN: simd-run %s --threads 200 --width 4 --args '[[0.0, 0.0, 0.0, 0.0]]' --json --engine jit > %t.jit.json
// RUN: diff %t.interp.json %t.jit.json
// RUN: filecheck %s --check-prefix SMALL < %t.jit.json
// RUN: simd-run %s --threads 300000 --width 4 --args '[[0.0, 0.0, 0.0, 0.0]]' --json --engine jit --time-limit 20 | filecheck %s --check-prefix BIG
//
// --engine jit on a float add by a compare-and-swap retry loop (cas_float_add's
// atomic_add_float) whose lanes contend: the 4 lanes of a subgroup add 0.1 * tid to
// one bin.  In lockstep memory (the interpreter) the lanes all load the bin before any
// CAS, so in every round one CAS succeeds and the others retry: the adds come in an
// order thread order does not give, and float adds in another order give other bits.
// The jit's first native run sees the conflict and runs again natively with its lanes
// stopping at every shared access (lockstep-memory mode): the interpreter's JSON byte
// for byte, and a 300000-thread launch in well under the time limit (the interpreter,
// which the launch used to be handed back to, takes minutes).
// SMALL: "memrefs": {{\[}}[557.2000732421875, 439.20001220703125, 477.6000061035156, 516.0]]
// SMALL-SAME: "shared_memory_instances": 249, "branch_instances": 199, "divergent_branch_instances": 149
// BIG: "memrefs": {{\[}}[1124929792.0, 1124971648.0, 1125016320.0, 1125047424.0]]
// BIG-SAME: "threads": 300000, "width": 4

func.func @main(%bins : memref<?xf32>) {
  %tid = simd.thread_id : i32
  %c3 = arith.constant 3 : i32
  %g = arith.shrui %tid, %c3 : i32
  %k = arith.andi %g, %c3 : i32
  %ki = arith.index_cast %k : i32 to index
  %t = arith.sitofp %tid : i32 to f32
  %tenth = arith.constant 0.1 : f32
  %v = arith.mulf %t, %tenth : f32
  %old = memref.load %bins[%ki] : memref<?xf32>
  cf.br ^try(%old : f32)
^try(%seen : f32):
  %want = arith.addf %seen, %v : f32
  %got = simd.cmpxchg %seen, %want, %bins[%ki] : memref<?xf32>, f32
  %gb = arith.bitcast %got : f32 to i32
  %sb = arith.bitcast %seen : f32 to i32
  %ok = arith.cmpi eq, %gb, %sb : i32
  cf.cond_br %ok, ^done, ^try(%got : f32)
^done:
  func.return
}
