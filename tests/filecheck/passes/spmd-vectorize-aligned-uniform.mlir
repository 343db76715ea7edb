// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// Rule 8 of the divergence analysis (passes/analysis/alignment.py) in mode=uniform
// (passes/spmd_vectorize/lane_zero.py): the kernel reads only x ids, so each subgroup
// lies in one row (the row form, simd.subgroups_in_rows) and its x ids are x0 + lane,
// x0 a multiple of W.  x / 16 and (x mod 16) / 4 are the same on every lane: they stay
// scalar ops on lane 0's x (x0, and x0 mod 16 rebuilt as a scalar), and what reads them
// too; x mod 16 itself differs between lanes and stays a vector op.  x < 16 is uniform
// too and meets only scalars (a select of two uniform values): a scalar compare on x0
// and a scalar select, one broadcast for the store, where the vector form broadcast
// both values (lane_zero.py; spmd-vectorize-aligned-compare.mlir has the compares that
// stay vectors).
// CHECK-LABEL: func.func @k(%out: memref<?xi32>, %n: i32, %group_base: i32) attributes {simd.subgroups_in_rows}
// CHECK:         %[[X0:.*]] = arith.remui %sg_base, %{{.*}} : index
// CHECK:         %t = simd.vadd %{{.*}}, %lanes : vector<4xi32>
// CHECK:         %row = arith.divui %[[X0]], %c16 : index
// CHECK-NEXT:    %col = simd.vremu %t, %{{.*}} mask(%live) : vector<4xi32>
// CHECK-NEXT:    %[[COL0:.*]] = arith.remui %[[X0]], %c16 : index
// CHECK-NEXT:    %r4 = arith.divui %[[COL0]], %c4 : index
// CHECK:         %s = arith.addi %ri, %r4i : i32
// CHECK:         %lt = arith.cmpi ult, %[[X0]], %c16 : index
// CHECK-NEXT:    %sel = arith.select %lt, %s, %n : i32
// CHECK-NOT:     simd.vdiv
// Naive mode: every op a vector.
// NAIVE:         simd.vdivu
// NAIVE:         simd.vcmp
// Same results as the SPMD executor: blocks of 64 and of 32 (full subgroups) and a
// one-row block of 6 (partial subgroups, x0 still a multiple of 4), grids of two.
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.u.mlir
// RUN: simd-run %s --grid 2 --block 64 --width 4 --args '[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], -5]' --json | filecheck %s --check-prefix=B64
// RUN: simd-run %t.u.mlir --grid 2 --block 64 --width 4 --args '[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], -5]' --json | filecheck %s --check-prefix=B64
// RUN: simd-run %s --grid 2 --block 6 --width 4 --args '[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], -5]' --json | filecheck %s --check-prefix=B6
// RUN: simd-run %t.u.mlir --grid 2 --block 6 --width 4 --args '[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], -5]' --json | filecheck %s --check-prefix=B6
// RUN: simd-run %s --grid 2 --block 32 --width 4 --args '[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], -5]' --json | filecheck %s --check-prefix=B32
// RUN: simd-run %t.u.mlir --grid 2 --block 32 --width 4 --args '[[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0], -5]' --json | filecheck %s --check-prefix=B32
// B64: "memrefs": {{\[}}[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5]]
// B6: "memrefs": {{\[}}[0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// B32: "memrefs": {{\[}}[0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
func.func @k(%out: memref<?xi32>, %n: i32) {
  %x = gpu.global_id x
  %t = gpu.thread_id x
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %row = arith.divui %t, %c16 : index
  %col = arith.remui %t, %c16 : index
  %r4 = arith.divui %col, %c4 : index
  %ri = arith.index_cast %row : index to i32
  %r4i = arith.index_cast %r4 : index to i32
  %s = arith.addi %ri, %r4i : i32
  %lt = arith.cmpi ult, %t, %c16 : index
  %sel = arith.select %lt, %s, %n : i32
  memref.store %sel, %out[%x] : memref<?xi32>
  func.return
}
