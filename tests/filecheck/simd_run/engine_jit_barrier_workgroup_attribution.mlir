// DEFINE: %{b8} = --grid 2 --block 8 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json
// DEFINE: %{b6} = --grid 3 --block 6 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json
// RUN: simd-run %S/Inputs/reverse_kernel.mlir %{b8} > %t.interp8.json
// RUN: simd-run %S/Inputs/reverse_kernel.mlir %{b8} --engine jit > %t.jit8.json
// RUN: diff %t.interp8.json %t.jit8.json
// RUN: filecheck %s --check-prefix=B8 < %t.jit8.json
// RUN: simd-run %S/Inputs/reverse_kernel.mlir %{b6} > %t.interp6.json
// RUN: simd-run %S/Inputs/reverse_kernel.mlir %{b6} --engine jit > %t.jit6.json
// RUN: diff %t.interp6.json %t.jit6.json
// RUN: filecheck %s --check-prefix=B6 < %t.jit6.json
//
// --engine jit runs a kernel with gpu.barrier and a gpu.func's workgroup attribution
// (one zeroed copy per block): every thread of a block runs to the barrier (subgroup by
// subgroup, as the SPMD executor switches subgroups there), then they all go on; the
// JSON is the interpreter's byte for byte.  Each block reverses its part of %in through
// the attribution; blocks of 8 (two whole subgroups) and of 6 (the second partial).
// B8: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [8, 7, 6, 5, 4, 3, 2, 1, 16, 15, 14, 13, 12, 11, 10, 9]]
// B8-SAME: "blocks": 2, "convergent_instances": 0, "barrier_instances": 2
// B6: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [6, 5, 4, 3, 2, 1, 12, 11, 10, 9, 8, 7, 18, 17, 16, 15, 14, 13]]
// B6-SAME: "blocks": 3, "convergent_instances": 0, "barrier_instances": 3
