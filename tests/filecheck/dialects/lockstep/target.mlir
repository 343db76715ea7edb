// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s
// The machine target: parameters left out take their defaults, all are printed in
// the declaration order of `TargetDesc`; an integer energy becomes a float.

// CHECK: builtin.module attributes {lockstep.target = #lockstep.target<taken_branch_penalty = 7, cycles_vector = 2, cycles_scalar = 1, cycles_mask = 1, cycles_branch = 1, e_issue = 1.0, e_lane = 1.0, e_reg_scalar = 0.25, e_reg_vector = 0.25, e_reg_mask = 0.1, e_mem = 2.0, permute_latency = 2>} {
// GENERIC: "builtin.module"() ({
// GENERIC: }) {lockstep.target = #lockstep.target<taken_branch_penalty = 7, cycles_vector = 2, cycles_scalar = 1, cycles_mask = 1, cycles_branch = 1, e_issue = 1.0, e_lane = 1.0, e_reg_scalar = 0.25, e_reg_vector = 0.25, e_reg_mask = 0.1, e_mem = 2.0, permute_latency = 2>} : () -> ()
builtin.module attributes {lockstep.target = #lockstep.target<e_mem = 2, cycles_vector = 2, taken_branch_penalty = 7>} {
  func.func @f(%a: vector<4xi32>) -> vector<4xi32> {
    %b = lockstep.valu add %a, %a : vector<4xi32>
    func.return %b : vector<4xi32>
  }
}
