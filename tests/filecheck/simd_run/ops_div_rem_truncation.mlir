// Signed division truncates toward zero, like C and arith.divsi/remsi (not floor):
// -7 / 2 = -3 and -7 rem 2 = -1; the remainder takes the dividend's sign.

// RUN: simd-run %s --entry vdiv_truncates_toward_zero --args '[[7, -7, 7, -7], [2, 2, -2, -2]]' --json | filecheck %s --check-prefix=VDIV_TRUNCATES_TOWARD_ZERO
// VDIV_TRUNCATES_TOWARD_ZERO: "results": {{\[}}[3, -3, -3, 3]]
func.func @vdiv_truncates_toward_zero(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vdiv %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vrem_has_the_dividend_sign --args '[[7, -7, 7, -7], [2, 2, -2, -2]]' --json | filecheck %s --check-prefix=VREM_HAS_THE_DIVIDEND_SIGN
// VREM_HAS_THE_DIVIDEND_SIGN: "results": {{\[}}[1, -1, 1, -1]]
func.func @vrem_has_the_dividend_sign(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vrem %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vdiv_small_by_large_is_zero --args '[[1, -1, 3, -3], [2, 2, -4, -4]]' --json | filecheck %s --check-prefix=VDIV_SMALL_BY_LARGE_IS_ZERO
// VDIV_SMALL_BY_LARGE_IS_ZERO: "results": {{\[}}[0, 0, 0, 0]]
func.func @vdiv_small_by_large_is_zero(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vdiv %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}
