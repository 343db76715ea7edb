// The vectorized histogram kernel (a divergent branch with an else, atomics, a
// subgroup sum) lowered with exec masks computes the same memory with the fused exec
// ops as without, on the simulator and on the native engine, in fewer mask-unit cycles.
//
// DEFINE: %{vargs} = '[[5, 2, 7, 0, 3, 3, 8, 1], [4.0, 2.0, 9.0, 1.0, 16.0, 0.25, 1.0, 100.0], [0, 0, 0, 0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0, 0, 0, 0, 0, 0, 0, 0]]' --threads 8 --width 4
// DEFINE: %{kernel} = %examples/kernels/histogram_reduce.mlir
// RUN: simd-opt %{kernel} -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{live-exec=false fuse-exec=false}' -o %t.exec.mlir
// RUN: simd-opt %t.exec.mlir -p fuse-exec-masks -o %t.fused.mlir
// RUN: filecheck %s --check-prefix=FUSED --input-file %t.fused.mlir
// RUN: simd-run %t.exec.mlir --args %{vargs} --json | filecheck %s --check-prefixes=CHECK,BEFORE
// RUN: simd-run %t.fused.mlir --args %{vargs} --json | filecheck %s --check-prefixes=CHECK,AFTER
// RUN: simd-run %t.exec.mlir --args %{vargs} --json --engine jit | filecheck %s --check-prefixes=CHECK,BEFORE
// RUN: simd-run %t.fused.mlir --args %{vargs} --json --engine jit | filecheck %s --check-prefixes=CHECK,AFTER
// CHECK: "memrefs": {{\[}}[5, 2, 7, 0, 3, 3, 8, 1], [4.0, 2.0, 9.0, 1.0, 16.0, 0.25, 1.0, 100.0], [2, 2, 1, 3], [2.0, 1.4142135381698608, 3.0, 0.0, 4.0, 0.5, 1.0, 10.0], [12, 0, 12, 0, 7, 7, 0, 7]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 26, "scalar": 26, "mask": 36,
// AFTER-SAME: "cycles_by_unit": {"vector": 26, "scalar": 26, "mask": 16,
// FUSED-NOT: lockstep.exec_save
// FUSED: lockstep.exec_and_save
// FUSED-NOT: lockstep.exec_save
//
// With the tail mask read from exec (the lowering's default, `live-exec`), the groups
// under %live & m are `exec_and m` ... `exec_restore %live`, with vector ops under
// %live between them: nothing to fuse, and fewer mask-unit cycles than fused above.
// RUN: simd-opt %{kernel} -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{fuse-exec=false}' -o %t.live.mlir
// RUN: simd-opt %t.live.mlir -p fuse-exec-masks -o %t.live-fused.mlir
// RUN: filecheck %s --check-prefix=LIVE --input-file %t.live-fused.mlir
// RUN: simd-run %t.live.mlir --args %{vargs} --json | filecheck %s --check-prefixes=CHECK,LIVERUN
// RUN: simd-run %t.live-fused.mlir --args %{vargs} --json | filecheck %s --check-prefixes=CHECK,LIVERUN
// RUN: simd-run %t.live-fused.mlir --args %{vargs} --json --engine jit | filecheck %s --check-prefixes=CHECK,LIVERUN
// LIVERUN-SAME: "cycles_by_unit": {"vector": 26, "scalar": 8, "mask": 10,
// LIVE: %live = lockstep.exec_save
// LIVE-NOT: lockstep.exec_save
// LIVE: lockstep.exec_and %pos
// LIVE: lockstep.exec_restore %live
// LIVE: lockstep.exec_and %isodd
// LIVE: lockstep.exec_restore %live
