// The elementwise ops defined on vector<4xf32> (vadd vsub vmul vdiv vmin vmax); the
// operands are exact binary fractions, so the lanes print exactly.

// RUN: simd-run %s --entry vadd_f32 --args '[[1.5, -2.25, 8.0, 0.5], [0.5, 1.5, -4.0, 2.0]]' --json | filecheck %s --check-prefix=VADD_F32
// VADD_F32: "results": {{\[}}[2.0, -0.75, 4.0, 2.5]]
func.func @vadd_f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = simd.vadd %a, %b : vector<4xf32>
  func.return %r : vector<4xf32>
}

// RUN: simd-run %s --entry vsub_f32 --args '[[1.5, -2.25, 8.0, 0.5], [0.5, 1.5, -4.0, 2.0]]' --json | filecheck %s --check-prefix=VSUB_F32
// VSUB_F32: "results": {{\[}}[1.0, -3.75, 12.0, -1.5]]
func.func @vsub_f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = simd.vsub %a, %b : vector<4xf32>
  func.return %r : vector<4xf32>
}

// RUN: simd-run %s --entry vmul_f32 --args '[[1.5, -2.25, 8.0, 0.5], [0.5, 1.5, -4.0, 2.0]]' --json | filecheck %s --check-prefix=VMUL_F32
// VMUL_F32: "results": {{\[}}[0.75, -3.375, -32.0, 1.0]]
func.func @vmul_f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = simd.vmul %a, %b : vector<4xf32>
  func.return %r : vector<4xf32>
}

// RUN: simd-run %s --entry vdiv_f32 --args '[[1.5, -2.25, 8.0, 0.5], [0.5, 1.5, -4.0, 2.0]]' --json | filecheck %s --check-prefix=VDIV_F32
// VDIV_F32: "results": {{\[}}[3.0, -1.5, -2.0, 0.25]]
func.func @vdiv_f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = simd.vdiv %a, %b : vector<4xf32>
  func.return %r : vector<4xf32>
}

// RUN: simd-run %s --entry vmin_f32 --args '[[1.5, -2.25, 8.0, 0.5], [0.5, 1.5, -4.0, 2.0]]' --json | filecheck %s --check-prefix=VMIN_F32
// VMIN_F32: "results": {{\[}}[0.5, -2.25, -4.0, 0.5]]
func.func @vmin_f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = simd.vmin %a, %b : vector<4xf32>
  func.return %r : vector<4xf32>
}

// RUN: simd-run %s --entry vmax_f32 --args '[[1.5, -2.25, 8.0, 0.5], [0.5, 1.5, -4.0, 2.0]]' --json | filecheck %s --check-prefix=VMAX_F32
// VMAX_F32: "results": {{\[}}[1.5, 1.5, 8.0, 2.0]]
func.func @vmax_f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = simd.vmax %a, %b : vector<4xf32>
  func.return %r : vector<4xf32>
}
