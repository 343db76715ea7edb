// gpu.barrier in a vectorized program switches between the subgroups of a block: each
// subgroup writes its threads' values to workgroup memory (one copy per block), waits at
// the barrier until every subgroup of its block wrote, then reads the mirrored element.
// Without the switch the first subgroup would read elements not written yet.  The
// hand-vectorized program (W=4, entry mask from the block size) gives the SPMD kernel's
// memory (Inputs/reverse_kernel.mlir), on the simd interpreter and lowered in both mask
// styles; blocks of 8 (two whole subgroups) and of 6 (the second subgroup partial).
// DEFINE: %{b8} = --grid 2 --block 8 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json
// DEFINE: %{b6} = --grid 3 --block 6 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json
// RUN: simd-run %S/Inputs/reverse_kernel.mlir %{b8} | filecheck %s --check-prefix=B8
// RUN: simd-run %s %{b8} | filecheck %s --check-prefixes=B8,VEC8
// RUN: simd-run %S/Inputs/reverse_kernel.mlir %{b6} | filecheck %s --check-prefix=B6
// RUN: simd-run %s %{b6} | filecheck %s --check-prefixes=B6,VEC6
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir %{b8} | filecheck %s --check-prefixes=B8,VEC8
// RUN: simd-run %t.exec.mlir %{b6} | filecheck %s --check-prefixes=B6,VEC6
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir %{b8} | filecheck %s --check-prefixes=B8,VEC8
// RUN: simd-run %t.perop.mlir %{b6} | filecheck %s --check-prefixes=B6,VEC6
// B8: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16], [8, 7, 6, 5, 4, 3, 2, 1, 16, 15, 14, 13, 12, 11, 10, 9]]
// B8-SAME: "blocks": 2
// B8-SAME: "barrier_instances": 2
// VEC8-SAME: "subgroups": 4
// B6: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [6, 5, 4, 3, 2, 1, 12, 11, 10, 9, 8, 7, 18, 17, 16, 15, 14, 13]]
// B6-SAME: "blocks": 3
// B6-SAME: "barrier_instances": 3
// VEC6-SAME: "subgroups": 6
module {
  gpu.module @m {
    gpu.func @reverse(%in: memref<?xi32>, %out: memref<?xi32>, %group_base: i32) workgroup(%tile : memref<8xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c3 = arith.constant 3 : i32
      %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
      %base = simd.s2vb %group_base : vector<4xi32>
      %gid = simd.vadd %base, %lanes : vector<4xi32>
      %sg = gpu.subgroup_id : index
      %w = gpu.subgroup_size : index
      %n = gpu.block_dim x
      %sgw = arith.muli %sg, %w : index
      %first = arith.index_cast %sgw : index to i32
      %firstv = simd.s2vb %first : vector<4xi32>
      %t = simd.vadd %firstv, %lanes : vector<4xi32>
      %n32 = arith.index_cast %n : index to i32
      %nv = simd.s2vb %n32 : vector<4xi32>
      %entry = simd.vcmp slt, %t, %nv : vector<4xi32>
      %x = simd.gather %in[%gid] mask(%entry) : memref<?xi32>, vector<4xi32>
      simd.scatter %x, %tile[%t] mask(%entry) : memref<8xi32, #gpu.address_space<workgroup>>, vector<4xi32>
      gpu.barrier
      %last = arith.subi %n32, %c1 : i32
      %lastv = simd.s2vb %last : vector<4xi32>
      %j = simd.vsub %lastv, %t mask(%entry) : vector<4xi32>
      %r = simd.gather %tile[%j] mask(%entry) : memref<8xi32, #gpu.address_space<workgroup>>, vector<4xi32>
      simd.scatter %r, %out[%gid] mask(%entry) : memref<?xi32>, vector<4xi32>
      gpu.return
    }
  }
}
