// Every elementwise simd op on vector<4xi32>, unmasked: one function per op.
// vdiv/vrem truncate toward zero (the remainder has the dividend's sign); shift
// amounts are taken mod 32 (33 shifts by 1, 40 by 8) and vshr is arithmetic.

// RUN: simd-run %s --entry vadd_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VADD_I32
// VADD_I32: "results": {{\[}}[9, -5, 7, -17]]
func.func @vadd_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vadd %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vsub_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VSUB_I32
// VSUB_I32: "results": {{\[}}[5, -9, 17, -7]]
func.func @vsub_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vsub %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vmul_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VMUL_I32
// VMUL_I32: "results": {{\[}}[14, -14, -60, 60]]
func.func @vmul_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vmul %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vdiv_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VDIV_I32
// VDIV_I32: "results": {{\[}}[3, -3, -2, 2]]
func.func @vdiv_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vdiv %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vrem_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VREM_I32
// VREM_I32: "results": {{\[}}[1, -1, 2, -2]]
func.func @vrem_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vrem %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vand_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VAND_I32
// VAND_I32: "results": {{\[}}[2, 0, 8, -16]]
func.func @vand_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vand %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vor_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VOR_I32
// VOR_I32: "results": {{\[}}[7, -5, -1, -1]]
func.func @vor_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vor %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vxor_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VXOR_I32
// VXOR_I32: "results": {{\[}}[5, -5, -9, 15]]
func.func @vxor_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vxor %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vshl_i32 --args '[[-16, 16, 1, -1], [2, 33, 31, 40]]' --json | filecheck %s --check-prefix=VSHL_I32
// VSHL_I32: "results": {{\[}}[-64, 32, -2147483648, -256]]
func.func @vshl_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vshl %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vshr_i32 --args '[[-16, 16, 1, -1], [2, 33, 31, 40]]' --json | filecheck %s --check-prefix=VSHR_I32
// VSHR_I32: "results": {{\[}}[-4, 8, 0, -1]]
func.func @vshr_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vshr %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vmin_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VMIN_I32
// VMIN_I32: "results": {{\[}}[2, -7, -5, -12]]
func.func @vmin_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vmin %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vmax_i32 --args '[[7, -7, 12, -12], [2, 2, -5, -5]]' --json | filecheck %s --check-prefix=VMAX_I32
// VMAX_I32: "results": {{\[}}[7, 2, 12, -5]]
func.func @vmax_i32(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vmax %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}
