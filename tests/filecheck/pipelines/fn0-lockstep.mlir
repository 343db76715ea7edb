// RUN: simd-opt %examples/fn0.mlir -p convert-simd-to-lockstep{fuse-exec=false} > %t.exec.mlir
// RUN: simd-run %t.exec.mlir --json --args '[[5, 1, 3, -2], [2, 4, 3, 1]]' | filecheck %s --check-prefix=EXEC
// RUN: simd-opt %examples/fn0.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' > %t.perop.mlir
// RUN: simd-run %t.perop.mlir --json --args '[[5, 1, 3, -2], [2, 4, 3, 1]]' | filecheck %s --check-prefix=PEROP
// RUN: simd-opt %examples/fn0.mlir -p 'insert-uniformity-checks{threshold=1},convert-simd-to-lockstep{fuse-exec=false}' > %t.skip.mlir
// RUN: simd-run %t.skip.mlir --json --args '[[5, 6, 7, 8], [1, 1, 1, 1]]' | filecheck %s --check-prefix=SKIP
// seed 001's fn0 on the machine: the same results in both mask styles; exec style
// pays 5 mask-unit instructions (save, and, not, and, restore) that per-op does not.

// EXEC: "results": {{\[\[}}23, 15, 6, 3]]
// EXEC-SAME: "issued": {"vector": 7, "scalar": 1, "mask": 5, "branch": 0}
// EXEC-SAME: "alu_lane_ops": 34
// EXEC-SAME: "cycles": 13

// PEROP: "results": {{\[\[}}23, 15, 6, 3]]
// PEROP-SAME: "issued": {"vector": 7, "scalar": 1, "mask": 0, "branch": 0}
// PEROP-SAME: "alu_lane_ops": 29
// PEROP-SAME: "cycles": 8

// All lanes take the then side: the else arm is skipped (one taken branch, penalty 3).
// SKIP: "results": {{\[\[}}24, 35, 48, 63]]
// SKIP-SAME: "branches_taken": 1, "branches_not_taken": 1, "regions_skipped": 1, "cycles": 17

