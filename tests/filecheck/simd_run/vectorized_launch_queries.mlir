// simd-run runs a vectorized program (one subgroup of W lanes, trailing %group_base)
// over the whole launch and answers its scalar launch queries per subgroup (SPEC
// section 4): block id/dim and grid dim per dimension, subgroup id, number of subgroups,
// subgroup size.  Blocks of 3 threads at W=2: subgroup 1 of each block is partial (one
// thread); its second lane is not a thread - the program's entry mask keeps it from
// storing, its (poison) results are ignored.  Each row: bx, by, subgroup, subgroups,
// W, block dim x, y, grid dim x, y, %group_base, global id, 2 * global id.  The SPMD
// kernel Inputs/launch_queries_kernel.mlir computes the same rows per thread, on the
// SPMD executor.
// DEFINE: %{launch} = --grid 2,2 --block 3,1 --width 2 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]'
// RUN: simd-run %s %{launch} | filecheck %s --check-prefixes=CHECK,VEC
// RUN: simd-run %S/Inputs/launch_queries_kernel.mlir %{launch} | filecheck %s --check-prefix=CHECK
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.exec.mlir && simd-run %t.exec.mlir %{launch} | filecheck %s --check-prefixes=CHECK,VEC
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir %{launch} | filecheck %s --check-prefixes=CHECK,VEC
// CHECK:      [0, 0, 0, 2, 2, 3, 1, 2, 2, 0, 0, 0]
// CHECK-NEXT: [0, 0, 0, 2, 2, 3, 1, 2, 2, 0, 1, 2]
// CHECK-NEXT: [0, 0, 1, 2, 2, 3, 1, 2, 2, 2, 2, 4]
// CHECK-NEXT: [1, 0, 0, 2, 2, 3, 1, 2, 2, 3, 3, 6]
// CHECK-NEXT: [1, 0, 0, 2, 2, 3, 1, 2, 2, 3, 4, 8]
// CHECK-NEXT: [1, 0, 1, 2, 2, 3, 1, 2, 2, 5, 5, 10]
// CHECK-NEXT: [0, 1, 0, 2, 2, 3, 1, 2, 2, 6, 6, 12]
// CHECK-NEXT: [0, 1, 0, 2, 2, 3, 1, 2, 2, 6, 7, 14]
// CHECK-NEXT: [0, 1, 1, 2, 2, 3, 1, 2, 2, 8, 8, 16]
// CHECK-NEXT: [1, 1, 0, 2, 2, 3, 1, 2, 2, 9, 9, 18]
// CHECK-NEXT: [1, 1, 0, 2, 2, 3, 1, 2, 2, 9, 10, 20]
// CHECK-NEXT: [1, 1, 1, 2, 2, 3, 1, 2, 2, 11, 11, 22]
// CHECK-NEXT: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
// CHECK:      groups: 8
// CHECK-NEXT: blocks: 4
// VEC:        subgroups: 8
func.func @main(%out: memref<12xi32>, %group_base: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %lanes = simd.s2v %c0, %c1 : vector<2xi32>
  %base = simd.s2vb %group_base : vector<2xi32>
  %gid = simd.vadd %base, %lanes : vector<2xi32>
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %sg = gpu.subgroup_id : index
  %nsg = gpu.num_subgroups : index
  %w = gpu.subgroup_size : index
  %dx = gpu.block_dim x
  %dy = gpu.block_dim y
  %gx = gpu.grid_dim x
  %gy = gpu.grid_dim y
  // entry mask: the lanes whose index in the block (subgroup * W + lane) is a thread
  %sgw = arith.muli %sg, %w : index
  %first = arith.index_cast %sgw : index to i32
  %size = arith.muli %dx, %dy : index
  %size32 = arith.index_cast %size : index to i32
  %firstv = simd.s2vb %first : vector<2xi32>
  %local = simd.vadd %firstv, %lanes : vector<2xi32>
  %sizev = simd.s2vb %size32 : vector<2xi32>
  %entry = simd.vcmp slt, %local, %sizev : vector<2xi32>
  simd.scatter %gid, %out[%gid] mask(%entry) : memref<12xi32>, vector<2xi32>
  %twice = simd.vadd %gid, %gid mask(%entry) : vector<2xi32>
  %r0 = arith.index_cast %bx : index to i32
  %r1 = arith.index_cast %by : index to i32
  %r2 = arith.index_cast %sg : index to i32
  %r3 = arith.index_cast %nsg : index to i32
  %r4 = arith.index_cast %w : index to i32
  %r5 = arith.index_cast %dx : index to i32
  %r6 = arith.index_cast %dy : index to i32
  %r7 = arith.index_cast %gx : index to i32
  %r8 = arith.index_cast %gy : index to i32
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %group_base, %gid, %twice : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>
}
