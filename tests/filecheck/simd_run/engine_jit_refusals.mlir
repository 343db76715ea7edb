// RUN: not simd-run %s --entry main --threads 4 --engine jit --check-divergence 2>&1 | filecheck %s --check-prefix=CHECKDIV
// RUN: not simd-run %s --entry with_poison --threads 4 --engine jit 2>&1 | filecheck %s --check-prefix=POISON
// RUN: not simd-run %s --entry main --engine jit 2>&1 | filecheck %s --check-prefix=LAUNCH
// RUN: simd-run --help | filecheck %s --check-prefix=HELP
//
// What --engine jit does not do, it refuses with a message naming the interpreter:
// --check-divergence (the interpreter is the checker), ops it does not compile
// (ub.poison: the jit does not track poison), and runs without a launch.  --help says
// that it does not check poison.  (gpu.barrier inside scf regions runs natively:
// engine_jit_scf_barriers.mlir.)

func.func @main() -> i32 {
  %tid = simd.thread_id : i32
  func.return %tid : i32
}

func.func @with_poison() -> i32 {
  %p = ub.poison : i32
  func.return %p : i32
}

// CHECKDIV: simd-run: error: --check-divergence runs on the interpreter only: drop --engine jit
// POISON: simd-run: error: --engine jit cannot compile 'with_poison': 'ub.poison' is not supported; use --engine interp
// LAUNCH: simd-run: error: --engine jit runs a launch: give --threads N or --grid/--block
// HELP: --engine {interp,jit}
// HELP: does NOT check poison
