// RUN: simd-opt %s -p convert-simd-to-lockstep > %t.default.mlir
// RUN: simd-run %t.default.mlir --json --args '[[1, 2, 3, 4], 5]' | filecheck %s --check-prefix=DEFAULT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{cycles-vector=3 e-mem=1 taken-branch-penalty=0}' > %t.target.mlir
// RUN: filecheck %s --check-prefix=IR < %t.target.mlir
// RUN: simd-run %t.target.mlir --json --args '[[1, 2, 3, 4], 5]' | filecheck %s --check-prefix=TARGET
// RUN: not simd-opt %s -p 'convert-simd-to-lockstep{cycles-scalar=0}' 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not simd-opt %s -p 'convert-simd-to-lockstep{e-lane=cheap}' 2>&1 | filecheck %s --check-prefix=WORD
// RUN: simd-opt --help | filecheck %s --check-prefix=HELP
// Every machine parameter of `#lockstep.target` is an option of the pass, recorded in
// the lowered module and read by the simulator: three cycles per vector instruction
// and one energy unit per element moved change the run's cycles and energy, nothing
// else.

// IR: builtin.module attributes {lockstep.target = #lockstep.target<taken_branch_penalty = 0, cycles_vector = 3, cycles_scalar = 1, cycles_mask = 1, cycles_branch = 1, e_issue = 1.0, e_lane = 1.0, e_reg_scalar = 0.25, e_reg_vector = 0.25, e_reg_mask = 0.1, e_mem = 1.0, permute_latency = 2>} {
// IR: lockstep.vload
// IR-NEXT: lockstep.vbcast
// IR-NEXT: lockstep.valu add
// IR-NEXT: lockstep.vstore

// 4 vector instructions, 1 scalar (the constant), 8 elements moved:
// default 4 + 1 = 5 cycles; with cycles-vector=3, 4 * 3 + 1 = 13, and 8 * 3 less energy.
// DEFAULT: "issued": {"vector": 4, "scalar": 1, "mask": 0, "branch": 0}
// DEFAULT-SAME: "mem_accesses": 8
// DEFAULT-SAME: "cycles": 5, "energy": 61.9}
// TARGET: "issued": {"vector": 4, "scalar": 1, "mask": 0, "branch": 0}
// TARGET-SAME: "mem_accesses": 8
// TARGET-SAME: "cycles": 13, "energy": 37.9}

// BAD: error: convert-simd-to-lockstep: cycles-scalar: expected an integer >= 1, found 0
// WORD: simd-opt: error: convert-simd-to-lockstep: e-lane: expected a number or an integer, got 'cheap'
// HELP: convert-simd-to-lockstep {{.*}}taken-branch-penalty=3 cycles-vector=1 cycles-scalar=1 cycles-mask=1 cycles-branch=1 e-issue=1.0 e-lane=1.0 e-reg-scalar=0.25 e-reg-vector=0.25 e-reg-mask=0.1 e-mem=4.0 permute-latency=2}

func.func @main(%m: memref<?xi32>, %x: i32) {
  %c0 = arith.constant 0 : i32
  %v = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  %b = simd.s2vb %x : vector<4xi32>
  %s = simd.vadd %v, %b : vector<4xi32>
  simd.vstore %s, %m[%c0] : memref<?xi32>, vector<4xi32>
  func.return
}
