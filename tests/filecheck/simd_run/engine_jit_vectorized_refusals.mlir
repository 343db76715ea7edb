// RUN: not simd-run %s --entry with_f64_scan --threads 8 --args '[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]' --engine jit 2>&1 | filecheck %s --check-prefix=F64SCAN
// RUN: not simd-run %s --entry once --engine jit 2>&1 | filecheck %s --check-prefix=ONCE
// RUN: simd-run --help | filecheck %s --check-prefix=HELP
//
// On vectorized programs --engine jit refuses what it does not compile, naming the op
// and the interpreter, and a SIMD program run once (no launch); --help lists what it
// refuses there.

func.func @with_f64_scan(%m : memref<?xf64>, %group_base : i32) {
  %v = simd.vload %m[%group_base] : memref<?xf64>, vector<4xf64>
  %s = simd.vscan inclusive add, %v : vector<4xf64>
  func.return
}

func.func @once(%a : vector<4xi32>) -> vector<4xi32> {
  %b = simd.vadd %a, %a : vector<4xi32>
  func.return %b : vector<4xi32>
}

// F64SCAN: simd-run: error: --engine jit cannot compile 'with_f64_scan': 'simd.vscan' add on f64 lanes is not supported; use --engine interp
// ONCE: simd-run: error: --engine jit runs a launch: give --threads N or --grid/--block
// HELP: vectorized SIMD and lockstep programs
