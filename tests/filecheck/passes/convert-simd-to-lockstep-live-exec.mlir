// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.vec.mlir
// RUN: simd-opt %t.vec.mlir -p 'convert-simd-to-lockstep{fuse-exec=false}' -o %t.exec.mlir
// RUN: filecheck %s --input-file %t.exec.mlir --check-prefix=EXEC
// RUN: simd-opt %t.vec.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir
// RUN: filecheck %s --input-file %t.perop.mlir --check-prefix=PEROP
// RUN: simd-opt %t.vec.mlir -p 'convert-simd-to-lockstep{live-exec=false fuse-exec=false}' -o %t.all.mlir
// RUN: filecheck %s --input-file %t.all.mlir --check-prefix=ALL
// DEFINE: %{launch} = --threads 6 --width 4 --args '[4, [1, 2, 3, 4, 5, 6], [0, 0, 0, 0, 0, 0]]' --json
// RUN: simd-run %t.vec.mlir %{launch} | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.vec.mlir -p 'convert-simd-to-lockstep' -o %t.fused.mlir
// RUN: filecheck %s --input-file %t.fused.mlir --check-prefix=FUSED
// RUN: simd-run %t.fused.mlir %{launch} | filecheck %s --check-prefixes=OUT,FUSEDRUN
// RUN: simd-run %t.fused.mlir %{launch} --engine jit | filecheck %s --check-prefixes=OUT,FUSEDRUN
// RUN: simd-run %t.exec.mlir %{launch} | filecheck %s --check-prefixes=OUT,LIVE
// RUN: simd-run %t.exec.mlir %{launch} --engine jit | filecheck %s --check-prefixes=OUT,LIVE
// RUN: simd-run %t.perop.mlir %{launch} | filecheck %s --check-prefixes=OUT,PEROPRUN
// RUN: simd-run %t.perop.mlir %{launch} --engine jit | filecheck %s --check-prefixes=OUT,PEROPRUN
// RUN: simd-run %t.all.mlir %{launch} | filecheck %s --check-prefixes=OUT,ALLRUN
// RUN: simd-run %t.all.mlir %{launch} --engine jit | filecheck %s --check-prefixes=OUT,ALLRUN
//
// exec starts as the subgroup's threads (as AMD launches a wave): the lowering reads
// spmd-vectorize's tail mask %live from exec (one exec_save at the top: the thread
// count's block_dim/subgroup_id arithmetic and its mfirst die), a group under %live
// needs no exec op, a group under %live & [~]%c saves nothing (it restores %live) and
// ands %c (not %c) into exec, so the pand and pnot die.  With 6 threads the second
// subgroup has 2 threads: the unmasked broadcast of %n computes 2 lanes there, not 4.
// `live-exec=false` keeps the count and the groups under %live (same results, on the
// same machine: 62 cycles against 28).
// EXEC-LABEL: func.func @k
// EXEC-NEXT:    %live = lockstep.exec_save : vector<4xi1>
// EXEC-NOT:     gpu.
// EXEC-NOT:     lockstep.mand
// EXEC:         %d = lockstep.valu mul %v, %v
// EXEC:         %c = lockstep.mfirst
// EXEC-NEXT:    lockstep.exec_and %c
// EXEC-NEXT:    %e = lockstep.valu add
// EXEC-NEXT:    lockstep.vstore %e
// EXEC-NEXT:    lockstep.exec_restore %live
// EXEC-NEXT:    lockstep.exec_and not %c
// EXEC-NEXT:    lockstep.vstore %d
// EXEC-NEXT:    lockstep.exec_restore %live
// EXEC-NEXT:    func.return
// By default (`fuse-exec`) the restore and the else's and are one `exec_set`:
// FUSED:        lockstep.exec_and %c
// FUSED:        lockstep.exec_set %live and not %c
// FUSED-NEXT:   lockstep.vstore %d
// FUSED-NEXT:   lockstep.exec_restore %live
// PEROP-LABEL: func.func @k
// PEROP-NEXT:    %live = lockstep.exec_save : vector<4xi1>
// PEROP-NOT:     gpu.
// PEROP:         %v = lockstep.vload %x[%group_base] : memref<?xi32>, vector<4xi32>
// PEROP-NEXT:    %d = lockstep.valu mul %v, %v : vector<4xi32>
// PEROP:         lockstep.vstore %e, %out[%group_base] mask(%{{.*}})
// ALL-LABEL: func.func @k
// ALL:         gpu.subgroup_id
// ALL:         %live = lockstep.mfirst
// ALL-NEXT:    lockstep.exec_save
// ALL-NEXT:    lockstep.exec_and %live
// OUT: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6], [5, 8, 13, 20, 25, 36]]
// LIVE-SAME: "active_lane_ops": 44,
// LIVE-SAME: "cycles": 28, "energy": 151.0,
// FUSEDRUN-SAME: "cycles": 26, "energy": 146.6,
// PEROPRUN-SAME: "active_lane_ops": 44,
// PEROPRUN-SAME: "cycles": 26,
// ALLRUN-SAME: "active_lane_ops": 78,
// ALLRUN-SAME: "cycles": 62, "energy": 232.4,
func.func @k(%n: i32, %x: memref<?xi32>, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %v = memref.load %x[%i] : memref<?xi32>
  %d = arith.muli %v, %v : i32
  %c = arith.cmpi slt, %t, %n : i32
  scf.if %c {
    %e = arith.addi %d, %n : i32
    memref.store %e, %out[%i] : memref<?xi32>
  } else {
    memref.store %d, %out[%i] : memref<?xi32>
  }
  func.return
}
