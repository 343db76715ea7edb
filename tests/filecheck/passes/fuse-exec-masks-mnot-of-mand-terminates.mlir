// fuse-exec-masks terminates where KnownExec's answer is the exec_set it matched: a
// mask `mnot` of a `mand` is a literal of its own, so "set exec to the saved register
// and that literal" rewrote the op into itself, forever (kernel_gen's seed 15, naive,
// W = 4: the lowering hung). The fused program computes what the unfused one does.
//
// DEFINE: %{args} = '[6, [-3, -3, 0, -4, -1, -3, 8, 7, -4, -3, -4, -6, 1, 1, 5, 5, 6, 4, 6, 2, 5, 4, 0, -5, 1, -6, 3, 6, 8, -2, -6, -1, 7, -5, -8, 3, -4, 6, -1, -2, -7, -7, -1, 4, -6, -8, -3, -6, -7, -3, -3, 6, -4, 5, -4, 7, 8, -5, 5, 1, 7, -8, -5, 2], [0, 0, 0, 0, 0, 0, 0, 0]]' --threads 8 --width 4
// RUN: simd-opt %S/Inputs/fuse-exec-mnot-of-mand.mlir -p fuse-exec-masks -o %t.fused.mlir
// RUN: filecheck %s --check-prefix=FUSED --input-file %t.fused.mlir
// RUN: simd-run %S/Inputs/fuse-exec-mnot-of-mand.mlir --args %{args} --json | filecheck %s
// RUN: simd-run %t.fused.mlir --args %{args} --json | filecheck %s
// FUSED: lockstep.exec_set
// CHECK: "memrefs": {{\[}}[-3, -3, 0, -4, -1, -3, 8, 7, -4, -3, -4, -6, 1, 1, 5, 5, 6, 4, 6, 2, 5, 4, 0, -5, 1, -6, 3, 6, 8, -2, -6, -1, 7, -5, -8, 3, -4, 6, -1, -2, -7, -7, -1, 4, 6, 6, 6, 6, -7, -3, -3, 6, -4, 5, -4, 7, 8, -5, 5, 1, 7, -8, -5, 2], [1, 1, 1, 1, 1, 1, 1, 1]]
