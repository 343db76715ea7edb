// `--json` is strict JSON (RFC 8259 has no infinity or NaN): a float that is not finite
// is the string "Infinity", "-Infinity" or "NaN", in results and memory, on both
// engines (they print through one writer); the rest of the text is as before (-0.0,
// integers) and the plain output keeps Python's inf/nan; `--args` reads the strings back.  Thread t stores
// (t - 1) / 0.0 and returns (t - 1) * -0.0: -inf, NaN, inf, inf and 0.0/-0.0.

// RUN: simd-run %s --threads 4 --width 4 --args '[[0.0, 0.0, 0.0, 0.0]]' --json | filecheck %s
// RUN: simd-run %s --threads 4 --width 4 --args '[[0.0, 0.0, 0.0, 0.0]]' --json --engine jit | filecheck %s
// RUN: simd-run %s --threads 4 --width 4 --args '[[0.0, 0.0, 0.0, 0.0]]' --json | %python -c "import json, sys; json.loads(sys.stdin.read(), parse_constant=lambda c: sys.exit('not strict JSON: ' + c)); print('strict')" | filecheck %s --check-prefix=STRICT
// RUN: simd-run %s --threads 4 --width 4 --args '[[0.0, 0.0, 0.0, 0.0]]' | filecheck %s --check-prefix=TEXT
// The strings read back in --args (an output's memory is the next run's input): the
// kernel overwrites every element, the run starts from the first run's memory.
// RUN: simd-run %s --threads 4 --width 4 --args '[["-Infinity", "NaN", "Infinity", 1.5]]' --json | filecheck %s

// CHECK: {"results": {{\[}}[0.0, -1], [-0.0, 0], [-0.0, 1], [-0.0, 2]], "memrefs": {{\[}}["-Infinity", "NaN", "Infinity", "Infinity"]], "stats": {
// STRICT: strict
// TEXT: [-inf, nan, inf, inf]

func.func @main(%out : memref<?xf32>) -> (f32, i32) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %one = arith.constant 1 : i32
  %t1 = arith.subi %tid, %one : i32
  %x = arith.sitofp %t1 : i32 to f32
  %zero = arith.constant 0.0 : f32
  %q = arith.divf %x, %zero : f32
  memref.store %q, %out[%i] : memref<?xf32>
  %nz = arith.constant -0.0 : f32
  %p = arith.mulf %x, %nz : f32
  func.return %p, %t1 : f32, i32
}
