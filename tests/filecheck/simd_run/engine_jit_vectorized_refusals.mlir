// RUN: not simd-run %s --entry once --engine jit 2>&1 | filecheck %s --check-prefix=ONCE
// RUN: simd-run --help | filecheck %s --check-prefix=HELP
//
// On vectorized programs --engine jit refuses what it does not compile, naming the op
// and the interpreter, and a SIMD program run once (no launch); --help lists what it
// refuses there.  (A gpu.func's workgroup and private attributions run natively:
// engine_jit_vectorized_attributions.mlir.)

func.func @once(%a : vector<4xi32>) -> vector<4xi32> {
  %b = simd.vadd %a, %a : vector<4xi32>
  func.return %b : vector<4xi32>
}

// ONCE: simd-run: error: --engine jit runs a launch: give --threads N or --grid/--block
// HELP: vectorized SIMD and lockstep programs
