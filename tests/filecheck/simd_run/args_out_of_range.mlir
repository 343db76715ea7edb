// RUN: not simd-run %s --args '[[1e300], 1.0, [1], 1]' 2>&1 | filecheck %s --check-prefix=BUF
// RUN: not simd-run %s --args '[[1.0], 1e300, [1], 1]' 2>&1 | filecheck %s --check-prefix=SCALAR
// RUN: not simd-run %s --args '[[1.0], 1.0, [1], 4294967296]' 2>&1 | filecheck %s --check-prefix=INT
// RUN: simd-run %s --args '[[1.0], 1.0, [4294967295], 1]' | filecheck %s --check-prefix=UNSIGNED
// Every --args value is checked against its argument's type, naming the argument: a
// float too large for f32 (it was "internal error: OverflowError" in a buffer and a
// silent inf as a scalar), an integer beyond i32's signed and unsigned ranges.  The
// unsigned range is accepted (4294967295 is -1 in i32's bits).
// BUF: simd-run: error: argument #0 (memref<?xf32>)[0]: 1e+300 does not fit in f32
// SCALAR: simd-run: error: argument #1 (f32): 1e+300 does not fit in f32
// INT: simd-run: error: argument #3 (i32): 4294967296 does not fit in i32
// UNSIGNED: [0]
func.func @main(%m: memref<?xf32>, %x: f32, %u: memref<?xi32>, %s: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32>
  %w = arith.addf %v, %x : f32
  memref.store %w, %m[%c0] : memref<?xf32>
  %a = memref.load %u[%c0] : memref<?xi32>
  %b = arith.addi %a, %s : i32
  memref.store %b, %u[%c0] : memref<?xi32>
  func.return %w : f32
}
