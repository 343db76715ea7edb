// DEFINE: %{launch} = --grid 3 --block 6 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json
// RUN: simd-run %s --entry sums %{launch} > %t.interp.json
// RUN: simd-run %s --entry sums %{launch} --engine jit > %t.jit.json
// RUN: diff %t.interp.json %t.jit.json
// RUN: filecheck %s --check-prefix=SUMS < %t.jit.json
// RUN: simd-run %s --entry sums_barrier %{launch} > %t.interp.bar.json
// RUN: simd-run %s --entry sums_barrier %{launch} --engine jit > %t.jit.bar.json
// RUN: diff %t.interp.bar.json %t.jit.bar.json
// RUN: filecheck %s --check-prefix=BARRIER < %t.jit.bar.json
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --entry sums_barrier %{launch} > %t.interp.exec.json
// RUN: simd-run %t.exec.mlir --entry sums_barrier %{launch} --engine jit > %t.jit.exec.json
// RUN: diff %t.interp.exec.json %t.jit.exec.json
//
// --engine jit runs a hand-written vectorized program's gpu.func attributions
// natively: the workgroup ones one zeroed copy per block shared by its subgroups
// (%sum: each subgroup adds its lanes; %cnt: subgroups so far), the private one a
// zeroed copy per subgroup (%p: the upper half still zero when read first), kept
// across gpu.barrier.  Without the barrier a subgroup sees the sums of the subgroups
// before it; with it, the whole block's.  Memory and stats are the interpreter's.
// SUMS: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [2, 4, 6, 8, 17, 22, 14, 16, 18, 20, 47, 52, 26, 28, 30, 32, 77, 82]]
// BARRIER: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [13, 18, 9, 12, 17, 22, 43, 48, 27, 30, 47, 52, 73, 78, 45, 48, 77, 82]]
// BARRIER-SAME: "barrier_instances": 3
gpu.module @g {
  gpu.func @sums(%in: memref<?xi32>, %out: memref<?xi32>, %group_base: i32) workgroup(%sum : memref<4xi32, #gpu.address_space<workgroup>>, %cnt : memref<1xi32, #gpu.address_space<workgroup>>) private(%p : memref<8xi32, #gpu.address_space<private>>) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %z = arith.constant 0 : index
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
    %four = simd.s2vb %c4 : vector<4xi32>
    %l4 = simd.vadd %lanes, %four : vector<4xi32>
    %z0 = simd.gather %p[%l4] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    simd.scatter %x, %p[%lanes] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %y = simd.gather %p[%lanes] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %s = simd.vadd %y, %z0 : vector<4xi32>
    simd.scatter %s, %p[%l4] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %k = memref.load %cnt[%z] : memref<1xi32, #gpu.address_space<workgroup>>
    %k1 = arith.addi %k, %c1 : i32
    memref.store %k1, %cnt[%z] : memref<1xi32, #gpu.address_space<workgroup>>
    %w0 = simd.gather %sum[%lanes] mask(%entry) : memref<4xi32, #gpu.address_space<workgroup>>, vector<4xi32>
    %w1 = simd.vadd %w0, %s : vector<4xi32>
    simd.scatter %w1, %sum[%lanes] mask(%entry) : memref<4xi32, #gpu.address_space<workgroup>>, vector<4xi32>
    
    %r = simd.gather %sum[%lanes] mask(%entry) : memref<4xi32, #gpu.address_space<workgroup>>, vector<4xi32>
    %r2 = simd.gather %p[%l4] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %kk = memref.load %cnt[%z] : memref<1xi32, #gpu.address_space<workgroup>>
    %kv = simd.s2vb %kk : vector<4xi32>
    %o0 = simd.vmul %r, %kv : vector<4xi32>
    %o = simd.vadd %o0, %r2 : vector<4xi32>
    simd.scatter %o, %out[%gid] mask(%entry) : memref<?xi32>, vector<4xi32>
    gpu.return
  }
  gpu.func @sums_barrier(%in: memref<?xi32>, %out: memref<?xi32>, %group_base: i32) workgroup(%sum : memref<4xi32, #gpu.address_space<workgroup>>, %cnt : memref<1xi32, #gpu.address_space<workgroup>>) private(%p : memref<8xi32, #gpu.address_space<private>>) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %z = arith.constant 0 : index
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
    %four = simd.s2vb %c4 : vector<4xi32>
    %l4 = simd.vadd %lanes, %four : vector<4xi32>
    %z0 = simd.gather %p[%l4] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    simd.scatter %x, %p[%lanes] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %y = simd.gather %p[%lanes] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %s = simd.vadd %y, %z0 : vector<4xi32>
    simd.scatter %s, %p[%l4] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %k = memref.load %cnt[%z] : memref<1xi32, #gpu.address_space<workgroup>>
    %k1 = arith.addi %k, %c1 : i32
    memref.store %k1, %cnt[%z] : memref<1xi32, #gpu.address_space<workgroup>>
    %w0 = simd.gather %sum[%lanes] mask(%entry) : memref<4xi32, #gpu.address_space<workgroup>>, vector<4xi32>
    %w1 = simd.vadd %w0, %s : vector<4xi32>
    simd.scatter %w1, %sum[%lanes] mask(%entry) : memref<4xi32, #gpu.address_space<workgroup>>, vector<4xi32>
    gpu.barrier
    %r = simd.gather %sum[%lanes] mask(%entry) : memref<4xi32, #gpu.address_space<workgroup>>, vector<4xi32>
    %r2 = simd.gather %p[%l4] mask(%entry) : memref<8xi32, #gpu.address_space<private>>, vector<4xi32>
    %kk = memref.load %cnt[%z] : memref<1xi32, #gpu.address_space<workgroup>>
    %kv = simd.s2vb %kk : vector<4xi32>
    %o0 = simd.vmul %r, %kv : vector<4xi32>
    %o = simd.vadd %o0, %r2 : vector<4xi32>
    simd.scatter %o, %out[%gid] mask(%entry) : memref<?xi32>, vector<4xi32>
    gpu.return
  }
}
