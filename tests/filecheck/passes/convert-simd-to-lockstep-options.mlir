// RUN: not simd-opt %s -p 'convert-simd-to-lockstep{mask-style=nyuzi}' 2>&1 | filecheck %s --check-prefix=STYLE
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{taken-branch-penalty=7}' | filecheck %s --check-prefix=PENALTY

// STYLE: simd-opt: error: convert-simd-to-lockstep: mask-style: expected exec or per-op, got 'nyuzi'
// PENALTY: builtin.module attributes {lockstep.target = #lockstep.target<taken_branch_penalty = 7,
// W is the program's, not the target's: the vector types say it once.
// PENALTY: lockstep.valu add %a, %a : vector<8xf32>
func.func @f(%a: vector<8xf32>) -> vector<8xf32> {
  %b = simd.vadd %a, %a : vector<8xf32>
  func.return %b : vector<8xf32>
}
