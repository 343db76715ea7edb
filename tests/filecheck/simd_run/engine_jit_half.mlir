// RUN: simd-run %s --threads 6 --width 4 --args '[[0.1, -2.5, 3.0, 300.0, 1e-5, -0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 1.7]' --json > %t.interp.json
// RUN: simd-run %s --threads 6 --width 4 --args '[[0.1, -2.5, 3.0, 300.0, 1e-5, -0.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 1.7]' --json --engine jit > %t.jit.json
// RUN: diff %t.interp.json %t.jit.json
// RUN: filecheck %s < %t.jit.json
//
// --engine jit computes in f16 as the interpreter does (every op rounded to half: a
// subnormal, a square root of a negative number, a half memref, conversions), the JSON
// byte for byte.
// CHECK: "results": {{\[}}[0.0999755859375, 0], [-2.5, -13], [3.0, 16], [300.0, 1620], [1.0013580322265625e-05, 0], [-0.0, 0]]
// CHECK-SAME: "memrefs": {{\[}}[0.0999755859375, -2.5, 3.0, 300.0, 1.0013580322265625e-05, -0.0], [0.51953125, "NaN", 2.845703125, 28.453125, 0.0052032470703125, -0.0]]

func.func @main(%x : memref<?xf16>, %y : memref<?xf32>, %k : f16) -> (f16, i32) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %v = memref.load %x[%i] : memref<?xf16>
  %a = arith.mulf %v, %k : f16
  %b = arith.addf %a, %v : f16
  %s = math.sqrt %b : f16
  %w = arith.extf %s : f16 to f32
  memref.store %w, %y[%i] : memref<?xf32>
  %big = arith.constant 2.0 : f16
  %m = arith.mulf %b, %big : f16
  %n = arith.fptosi %m : f16 to i32
  func.return %v, %n : f16, i32
}
