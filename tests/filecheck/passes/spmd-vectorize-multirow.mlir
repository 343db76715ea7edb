// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform}' | filecheck %s --check-prefixes=CHECK,UNI
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=naive}' | filecheck %s --check-prefixes=CHECK,NAIVE
// RUN: simd-run %s --entry ids_3d --grid 1,1,2 --block 3,3,3 --width 32 --args '[[9, 9, 9, 9, 9, 9]]' --json | filecheck %s --check-prefix=RES
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform}' -o %t.u.mlir && simd-run %t.u.mlir --entry ids_3d --grid 1,1,2 --block 3,3,3 --args '[[9, 9, 9, 9, 9, 9]]' --json | filecheck %s --check-prefix=RES
// RUN: simd-opt %t.u.mlir -p 'divergence-scalarize,canonicalize,convert-simd-to-lockstep{mask-style=per-op}' -o %t.l.mlir && simd-run %t.l.mlir --entry ids_3d --grid 1,1,2 --block 3,3,3 --width 32 --args '[[9, 9, 9, 9, 9, 9]]' --json | filecheck %s --check-prefix=RES
// RES: "memrefs": {{\[}}[0, 1, 2, 0, 1, 2]]
// Subgroups that span rows of their block (SPEC section 4: threads linearized x
// fastest, subgroup k is threads k*W .. k*W+W-1).  A 16x16 block at W=32: each subgroup
// is two rows, so lane i's ids come from its linear id l = sg*W + i (the lane form):
// x = l mod block_dim x, y = (l div block_dim x) mod block_dim y, both vectors; y is
// divergent, and the branch on it is linearized (a mask) in uniform mode too.

// CHECK-LABEL: func.func @tile_16x16(%out: memref<?xi32>, %n: i32, %group_base: i32)
// CHECK:         %lanes = simd.s2v
// CHECK-NEXT:    %[[SG:.*]] = gpu.subgroup_id : index
// CHECK-NEXT:    %[[W:.*]] = arith.constant 32 : index
// CHECK-NEXT:    %sg_base = arith.muli %[[SG]], %[[W]] : index
// CHECK-NEXT:    %[[BI:.*]] = arith.index_cast %sg_base : index to i32
// CHECK-NEXT:    %[[BV:.*]] = simd.s2vb %[[BI]] : vector<32xi32>
// CHECK-NEXT:    %linear = simd.vadd %[[BV]], %lanes : vector<32xi32>
// CHECK-NEXT:    %[[BDX:.*]] = gpu.block_dim x
// CHECK-NEXT:    %[[BDXI:.*]] = arith.index_cast %[[BDX]] : index to i32
// CHECK-NEXT:    %[[BDXV:.*]] = simd.s2vb %[[BDXI]] : vector<32xi32>
// CHECK-NEXT:    %tx = simd.vrem %linear, %[[BDXV]] : vector<32xi32>
// CHECK-NEXT:    %[[ROW:.*]] = simd.vdiv %linear, %[[BDXV]] : vector<32xi32>
// CHECK-NEXT:    %[[BDY:.*]] = gpu.block_dim y
// CHECK-NEXT:    %[[BDYI:.*]] = arith.index_cast %[[BDY]] : index to i32
// CHECK-NEXT:    %[[BDYV:.*]] = simd.s2vb %[[BDYI]] : vector<32xi32>
// CHECK-NEXT:    %ty = simd.vrem %[[ROW]], %[[BDYV]] : vector<32xi32>
// 256 threads, a multiple of 32: no tail mask.
// CHECK-NOT:     simd.pfirst
// UNI:           %c = simd.vcmp slt, %ty, %{{.*}} : vector<32xi32>
// UNI-NOT:       scf.if
// UNI:           simd.scatter %ty, %out[%{{.*}}] mask(%c) : memref<?xi32>, vector<32xi32>
// NAIVE:         %c = simd.vcmp slt, %ty, %{{.*}} : vector<32xi32>
// NAIVE:         simd.scatter %ty, %out[%{{.*}}] mask(%c) : memref<?xi32>, vector<32xi32>
// CHECK:         func.return
func.func @tile_16x16(%out: memref<?xi32>, %n: i32) attributes {gpu.known_block_size = array<i32: 16, 16, 1>} {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %nn = arith.index_cast %n : i32 to index
  %c = arith.cmpi slt, %ty, %nn : index
  scf.if %c {
    %r = arith.muli %ty, %nn : index
    %i = arith.addi %r, %tx : index
    %v = arith.index_cast %ty : index to i32
    memref.store %v, %out[%i] : memref<?xi32>
  }
  func.return
}

// A declared block whose x size is a multiple of W keeps the row form: x = x0 + lane,
// y one scalar per subgroup (the analysis' rule 7), and in uniform mode the branch on
// y stays a branch; no simd.subgroups_in_rows mark (the declared size is checked).
// CHECK-LABEL: func.func @rows_32x2(%out: memref<?xi32>, %n: i32, %group_base: i32) attributes {gpu.known_block_size = array<i32: 32, 2, 1>} {
// CHECK:         %sg_base = arith.muli
// CHECK-NEXT:    %[[BDX:.*]] = gpu.block_dim x
// CHECK-NEXT:    %[[X0:.*]] = arith.remui %sg_base, %[[BDX]] : index
// CHECK-NEXT:    %[[X0I:.*]] = arith.index_cast %[[X0]] : index to i32
// CHECK-NEXT:    %[[X0V:.*]] = simd.s2vb %[[X0I]] : vector<32xi32>
// CHECK-NEXT:    %tx = simd.vadd %[[X0V]], %lanes : vector<32xi32>
// CHECK-NEXT:    %[[ROW:.*]] = arith.divui %sg_base, %[[BDX]] : index
// CHECK-NEXT:    %[[BDY:.*]] = gpu.block_dim y
// CHECK-NEXT:    %[[TY:.*]] = arith.remui %[[ROW]], %[[BDY]] : index
// UNI:           %c = arith.cmpi slt, %[[TY]], %nn : index
// UNI-NEXT:      scf.if %c {
// NAIVE:         %c = simd.vcmp slt
// CHECK:         func.return
func.func @rows_32x2(%out: memref<?xi32>, %n: i32) attributes {gpu.known_block_size = array<i32: 32, 2, 1>} {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %nn = arith.index_cast %n : i32 to index
  %c = arith.cmpi slt, %ty, %nn : index
  scf.if %c {
    %r = arith.muli %ty, %nn : index
    %i = arith.addi %r, %tx : index
    %v = arith.index_cast %ty : index to i32
    memref.store %v, %out[%i] : memref<?xi32>
  }
  func.return
}

// 3-D, block size unknown: z = l div (block_dim x * block_dim y), a vector; global ids
// add block_id * block_dim.  Run on a 3x3x3 block (27 threads, one partial subgroup
// holding three planes) it stores each thread's z where the SPMD executor does.
// CHECK-LABEL: func.func @ids_3d(%out: memref<?xi32>, %group_base: i32) {
// CHECK:         %linear = simd.vadd
// CHECK-NEXT:    %[[BDX:.*]] = gpu.block_dim x
// CHECK-NEXT:    %[[BDY:.*]] = gpu.block_dim y
// CHECK-NEXT:    %[[PLANE:.*]] = arith.muli %[[BDX]], %[[BDY]] : index
// CHECK-NEXT:    %[[PLANEI:.*]] = arith.index_cast %[[PLANE]] : index to i32
// CHECK-NEXT:    %[[PLANEV:.*]] = simd.s2vb %[[PLANEI]] : vector<32xi32>
// CHECK-NEXT:    %tz = simd.vdiv %linear, %[[PLANEV]] : vector<32xi32>
// CHECK-NEXT:    %[[BIDZ:.*]] = gpu.block_id z
// CHECK-NEXT:    %[[BDZ:.*]] = gpu.block_dim z
// CHECK-NEXT:    %[[GZ0:.*]] = arith.muli %[[BIDZ]], %[[BDZ]] : index
// CHECK-NEXT:    %[[GZ0I:.*]] = arith.index_cast %[[GZ0]] : index to i32
// CHECK-NEXT:    %[[GZ0V:.*]] = simd.s2vb %[[GZ0I]] : vector<32xi32>
// CHECK-NEXT:    %gz = simd.vadd %[[GZ0V]], %tz : vector<32xi32>
// CHECK:         %live = simd.pfirst
// CHECK-NEXT:    simd.scatter %tz, %out[%gz] mask(%live) : memref<?xi32>, vector<32xi32>
func.func @ids_3d(%out: memref<?xi32>) {
  %tz = gpu.thread_id z
  %gz = gpu.global_id z
  %a = arith.index_cast %tz : index to i32
  memref.store %a, %out[%gz] : memref<?xi32>
  func.return
}
