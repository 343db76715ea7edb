// RUN: not simd-opt %s -p 'convert-simd-to-lockstep{mask-style=nyuzi}' 2>&1 | filecheck %s --check-prefix=STYLE
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{taken-branch-penalty=7}' | filecheck %s --check-prefix=PENALTY

// STYLE: simd-opt: error: convert-simd-to-lockstep: mask-style: expected exec or per-op, got 'nyuzi'
// PENALTY: builtin.module attributes {lockstep.target = {width = 8 : i64, taken_branch_penalty = 7 : i64,
func.func @f(%a: vector<8xf32>) -> vector<8xf32> {
  %b = simd.vadd %a, %a : vector<8xf32>
  func.return %b : vector<8xf32>
}
