// Workgroup memory of a vectorized program: a memref argument in
// #gpu.address_space<workgroup> is one copy per block, shared by the block's subgroups and
// fresh for each block.  Each subgroup adds (its subgroup id + 1) to %acc[0] and stores
// its block id at %acc[1 + subgroup id]; after the barrier every thread reads %acc[0]:
// the sum over its block's subgroups (1 + 2 + 3 = 6 at 3 subgroups of W=2), plus the
// copy's start value.  The copy starts from --args in every block and is printed as one
// array per block; left out of --args (a trailing workgroup argument) it starts as
// zeros, as the SPMD executor does.
// RUN: simd-run %s --grid 2 --block 6 --args '[[100, 0, 0, 0]]' --json | filecheck %s --check-prefix=ARGS
// ARGS: "results": {{\[}}[106], [106], [106], [106], [106], [106], [106], [106], [106], [106], [106], [106]]
// ARGS-SAME: "memrefs": {{\[}}{{\[}}[106, 0, 0, 0], [106, 1, 1, 1]]]
// RUN: simd-run %s --grid 2 --block 6 --json | filecheck %s --check-prefix=ZEROS
// ZEROS: "results": {{\[}}[6], [6], [6], [6], [6], [6], [6], [6], [6], [6], [6], [6]]
// ZEROS-SAME: "memrefs": {{\[}}{{\[}}[6, 0, 0, 0], [6, 1, 1, 1]]]
// A block of 5 threads has 3 subgroups too, the last one partial (1 thread):
// RUN: simd-run %s --grid 2 --block 5 --json | filecheck %s --check-prefix=FIVE
// FIVE: "results": {{\[}}[6], [6], [6], [6], [6], [6], [6], [6], [6], [6]]
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --grid 2 --block 6 --args '[[100, 0, 0, 0]]' --json | filecheck %s --check-prefix=ARGS
// RUN: simd-run %t.exec.mlir --grid 2 --block 6 --json | filecheck %s --check-prefix=ZEROS
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --grid 2 --block 5 --json | filecheck %s --check-prefix=FIVE
func.func @main(%acc: memref<4xi32, #gpu.address_space<workgroup>>, %group_base: i32) -> vector<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sg = gpu.subgroup_id : index
  %b = gpu.block_id x
  %old = memref.load %acc[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
  %k = arith.addi %sg, %c1 : index
  %k32 = arith.index_cast %k : index to i32
  %new = arith.addi %old, %k32 : i32
  memref.store %new, %acc[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
  %b32 = arith.index_cast %b : index to i32
  memref.store %b32, %acc[%k] : memref<4xi32, #gpu.address_space<workgroup>>
  gpu.barrier
  %total = memref.load %acc[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
  %v = simd.s2vb %total : vector<2xi32>
  func.return %v : vector<2xi32>
}
