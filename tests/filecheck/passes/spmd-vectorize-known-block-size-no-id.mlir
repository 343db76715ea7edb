// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=8}' | filecheck %s
// RUN: simd-run %s --threads 8 --width 4 --args '[[0, 0, 0, 0], 5]' --json | filecheck %s --check-prefix=RES
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize' -o %t.k.mlir && simd-run %t.k.mlir --threads 8 --width 4 --args '[[0, 0, 0, 0], 5]' --json | filecheck %s --check-prefix=RES
// RUN: simd-opt %t.k.mlir -p 'convert-simd-to-lockstep' -o %t.l.mlir && simd-run %t.l.mlir --threads 8 --width 4 --args '[[0, 0, 0, 0], 5]' --json | filecheck %s --check-prefix=RES
//
// A kernel that declares its block size (a multiple of W: no tail mask) and reads no
// thread, global or lane id: no lane vector is built and no launch id either (this
// crashed in `launch_ids`, which asserted a lane vector).  Every subgroup stores the
// same value, so the SPMD executor and the vectorized program agree (RES).

// CHECK-LABEL: func.func @no_id(%a: memref<?xi32>, %n: i32, %group_base: i32) attributes {gpu.known_block_size = array<i32: 8, 1, 1>}
// CHECK-NOT:     simd.s2v {{.*}}%lanes
// CHECK-NOT:     %live
// CHECK:         func.return

// RES: "memrefs": {{\[}}[0, 0, 15, 0]]
func.func @no_id(%a: memref<?xi32>, %n: i32) attributes {gpu.known_block_size = array<i32: 8, 1, 1>} {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : i32
  %v = arith.addi %n, %c10 : i32
  memref.store %v, %a[%c2] : memref<?xi32>
  func.return
}
