// RUN: not simd-run %s --entry with_barrier --threads 8 --args '[[0]]' --engine jit 2>&1 | filecheck %s --check-prefix=BARRIER
// RUN: not simd-run %s --entry once --engine jit 2>&1 | filecheck %s --check-prefix=ONCE
// RUN: simd-run --help | filecheck %s --check-prefix=HELP
//
// On vectorized programs --engine jit refuses what it does not compile, naming the op
// and the interpreter, and a SIMD program run once (no launch); --help lists what it
// refuses there.

func.func @with_barrier(%m : memref<?xi32>, %group_base : i32) {
  %c0 = arith.constant 0 : i32
  %v = simd.s2vb %c0 : vector<4xi32>
  gpu.barrier
  func.return
}

func.func @once(%a : vector<4xi32>) -> vector<4xi32> {
  %b = simd.vadd %a, %a : vector<4xi32>
  func.return %b : vector<4xi32>
}

// BARRIER: simd-run: error: --engine jit cannot compile 'with_barrier': 'gpu.barrier' is not supported; use --engine interp
// ONCE: simd-run: error: --engine jit runs a launch: give --threads N or --grid/--block
// HELP: vectorized SIMD and lockstep programs
