// i32 lanes wrap around in two's complement: INT_MAX + 1 = INT_MIN, 65536 * 65536 = 0,
// 1 << 31 = INT_MIN, INT_MIN / -1 = INT_MIN (no trap), INT_MIN rem -1 = 0.

// RUN: simd-run %s --entry vadd_wraps --args '[[2147483647, -2147483648, -1, 2147483647], [1, -1, -2147483648, 2147483647]]' --json | filecheck %s --check-prefix=VADD_WRAPS
// VADD_WRAPS: "results": {{\[}}[-2147483648, 2147483647, 2147483647, -2]]
func.func @vadd_wraps(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vadd %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vsub_wraps --args '[[-2147483648, 2147483647, 0, -2], [1, -1, -2147483648, 2147483647]]' --json | filecheck %s --check-prefix=VSUB_WRAPS
// VSUB_WRAPS: "results": {{\[}}[2147483647, -2147483648, -2147483648, 2147483647]]
func.func @vsub_wraps(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vsub %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vmul_wraps --args '[[65536, 2147483647, -2147483648, 46341], [65536, 2, -1, 46341]]' --json | filecheck %s --check-prefix=VMUL_WRAPS
// VMUL_WRAPS: "results": {{\[}}[0, -2, -2147483648, -2147479015]]
func.func @vmul_wraps(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vmul %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vshl_wraps --args '[[1, 3, 2147483647, -1], [31, 31, 1, 31]]' --json | filecheck %s --check-prefix=VSHL_WRAPS
// VSHL_WRAPS: "results": {{\[}}[-2147483648, -2147483648, -2, -2147483648]]
func.func @vshl_wraps(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vshl %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vdiv_int_min_by_minus_one_wraps --args '[[-2147483648, -2147483648, 2147483647, -2147483648], [-1, 1, -1, -2147483648]]' --json | filecheck %s --check-prefix=VDIV_INT_MIN_BY_MINUS_ONE_WRAPS
// VDIV_INT_MIN_BY_MINUS_ONE_WRAPS: "results": {{\[}}[-2147483648, -2147483648, -2147483647, 1]]
func.func @vdiv_int_min_by_minus_one_wraps(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vdiv %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vrem_int_min_by_minus_one_is_zero --args '[[-2147483648, -2147483648, 2147483647, -5], [-1, 3, -2147483648, -2147483648]]' --json | filecheck %s --check-prefix=VREM_INT_MIN_BY_MINUS_ONE_IS_ZERO
// VREM_INT_MIN_BY_MINUS_ONE_IS_ZERO: "results": {{\[}}[0, -2, 2147483647, -5]]
func.func @vrem_int_min_by_minus_one_is_zero(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vrem %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}
