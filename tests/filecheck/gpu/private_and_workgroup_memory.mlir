// DEFINE: %{args} = '[[0, 0, 0, 0, 0, 0, 0, 0], [5, 6]]'
// RUN: simd-run %s --grid 2 --block 4 --width 2 --check-divergence --args %{args} --json | filecheck %s
// Memory scopes of a gpu.func (SPEC section 4): %scratch, a private attribution, is one
// array per thread; %tile, a workgroup attribution, one per block (zeros at the start);
// %seed, an argument typed in the workgroup address space, one copy per block made from
// --args and printed per block.  Each thread stores its id in its private array and
// reads it back (divergent: per-thread memory); thread 0 of each block adds its
// block id to seed[0]; after the barrier everyone reads seed[0] and tile[0] (uniform)
// and writes out[global id] = private value + 10 * block id + tile[0].
// CHECK: "memrefs": {{\[}}[0, 1, 2, 3, 10, 11, 12, 13], {{\[}}[5, 6], [6, 6]]]
// CHECK: "divergence_violations": []
// Trailing workgroup-memory arguments may be left out of --args: zeros in every block.
// RUN: simd-run %s --entry zeros --grid 2 --block 2 --width 2 --args '[[0, 0, 0, 0]]' --json | filecheck %s --check-prefix=ZEROS
// ZEROS: "memrefs": {{\[}}[0, 1, 0, 1], {{\[}}[0, 1], [0, 1]]]
gpu.module @m {
  gpu.func @scopes(%out: memref<8xi32>, %seed: memref<2xi32, #gpu.address_space<workgroup>>) workgroup(%tile : memref<4xi32, #gpu.address_space<workgroup>>) private(%scratch : memref<1xi32, #gpu.address_space<private>>) kernel {
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %g = gpu.global_id x
    %c0 = arith.constant 0 : index
    %t32 = arith.index_cast %t : index to i32
    memref.store %t32, %scratch[%c0] : memref<1xi32, #gpu.address_space<private>>
    %mine = memref.load %scratch[%c0] : memref<1xi32, #gpu.address_space<private>>
    %first = arith.cmpi eq, %t, %c0 : index
    cf.cond_br %first, ^bump, ^sync
  ^bump:
    %s = memref.load %seed[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
    %b32 = arith.index_cast %b : index to i32
    %s2 = arith.addi %s, %b32 : i32
    memref.store %s2, %seed[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
    cf.br ^sync
  ^sync:
    gpu.barrier
    %s3 = memref.load %seed[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
    %z = memref.load %tile[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
    %c10 = arith.constant 10 : i32
    %bi = arith.index_cast %b : index to i32
    %bb = arith.muli %bi, %c10 : i32
    %v = arith.addi %mine, %bb : i32
    %v2 = arith.addi %v, %z : i32
    memref.store %v2, %out[%g] : memref<8xi32>
    gpu.return
  }
  gpu.func @zeros(%out: memref<4xi32>, %tile: memref<2xi32, #gpu.address_space<workgroup>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %old = memref.load %tile[%t] : memref<2xi32, #gpu.address_space<workgroup>>
    %t32 = arith.index_cast %t : index to i32
    %v = arith.addi %old, %t32 : i32
    memref.store %v, %tile[%t] : memref<2xi32, #gpu.address_space<workgroup>>
    memref.store %v, %out[%g] : memref<4xi32>
    gpu.return
  }
}
