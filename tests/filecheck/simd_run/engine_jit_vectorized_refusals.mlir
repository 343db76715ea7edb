// RUN: not simd-run %s --entry with_shuffle --threads 8 --args '[[0]]' --engine jit 2>&1 | filecheck %s --check-prefix=SHUFFLE
// RUN: not simd-run %s --entry once --engine jit 2>&1 | filecheck %s --check-prefix=ONCE
// RUN: simd-run --help | filecheck %s --check-prefix=HELP
//
// On vectorized programs --engine jit refuses what it does not compile, naming the op
// and the interpreter, and a SIMD program run once (no launch); --help lists what it
// refuses there.

func.func @with_shuffle(%m : memref<?xi32>, %group_base : i32) {
  %v = simd.s2vb %group_base : vector<4xi32>
  %s = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
  func.return
}

func.func @once(%a : vector<4xi32>) -> vector<4xi32> {
  %b = simd.vadd %a, %a : vector<4xi32>
  func.return %b : vector<4xi32>
}

// SHUFFLE: simd-run: error: --engine jit cannot compile 'with_shuffle': 'simd.vshuffle' is not supported; use --engine interp
// ONCE: simd-run: error: --engine jit runs a launch: give --threads N or --grid/--block
// HELP: vectorized SIMD and lockstep programs
