// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Every message of the `#lockstep.target` attribute, one chunk per error: the
// verifier names the field, what it expects and what it found; the parser names an
// unknown or repeated field.

// CHECK: target-invalid.mlir:[[# @LINE + 1]]:1: error: #lockstep.target: taken_branch_penalty: expected an integer >= 0, found -1
builtin.module attributes {lockstep.target = #lockstep.target<taken_branch_penalty = -1>} {
}

// -----

// CHECK: target-invalid.mlir:[[# @LINE + 1]]:1: error: #lockstep.target: cycles_vector: expected an integer >= 1, found 1.5
builtin.module attributes {lockstep.target = #lockstep.target<cycles_vector = 1.5>} {
}

// -----

// CHECK: target-invalid.mlir:[[# @LINE + 1]]:1: error: #lockstep.target: cycles_branch: expected an integer >= 1, found 0
builtin.module attributes {lockstep.target = #lockstep.target<cycles_branch = 0>} {
}

// -----

// CHECK: target-invalid.mlir:[[# @LINE + 1]]:1: error: #lockstep.target: e_mem: expected a finite number >= 0.0, found -4.0
builtin.module attributes {lockstep.target = #lockstep.target<e_mem = -4.0>} {
}

// -----

// W is the program's vector types', not a target parameter.
// CHECK: target-invalid.mlir:[[# @LINE + 1]]:63: error: unknown target parameter 'width'; expected one of taken_branch_penalty, cycles_vector, cycles_scalar, cycles_mask, cycles_branch, e_issue, e_lane, e_reg_scalar, e_reg_vector, e_reg_mask, e_mem, permute_latency
builtin.module attributes {lockstep.target = #lockstep.target<width = 4>} {
}

// -----

// CHECK: target-invalid.mlir:[[# @LINE + 1]]:76: error: target parameter 'e_mem' given twice
builtin.module attributes {lockstep.target = #lockstep.target<e_mem = 1.0, e_mem = 2.0>} {
}
