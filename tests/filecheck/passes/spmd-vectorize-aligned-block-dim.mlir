// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform rows-version=true}' | filecheck %s --check-prefix=ROWS
// Rule 8 with the block size's alignment (passes/analysis/divergence_data.py,
// `launch_value`, `block_dim_fact`) in mode=uniform: CUDA's global id
// `block_id x * block_dim x + thread_id x` is aligned like `gpu.global_id x` when the
// declared block size is a multiple of W (@cuda_gid at W = 32: its quotient by 32 is
// a scalar on lane 0's id; the warp id `thread_id x / subgroup_size` too) and in the row
// clone of rows-version, which runs only where block_dim x is a multiple of W (@rows at
// W = 4: a scalar in the row arm, a vector division in the lane arm).

// CHECK-LABEL: func.func @cuda_gid(
// CHECK:         %q = arith.divui %{{.*}}, %c32 : index
// CHECK:         %warp = arith.divui %{{.*}}, %sz : index
// CHECK-NOT:     simd.vdiv
// CHECK:         func.return
func.func @cuda_gid(%out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %b = gpu.block_id x
  %bd = gpu.block_dim x
  %t = gpu.thread_id x
  %s = arith.muli %b, %bd : index
  %i = arith.addi %s, %t : index
  %c32 = arith.constant 32 : index
  %q = arith.divui %i, %c32 : index
  %sz = gpu.subgroup_size : index
  %warp = arith.divui %t, %sz : index
  %c100 = arith.constant 100 : index
  %v0 = arith.muli %q, %c100 : index
  %v1 = arith.addi %v0, %warp : index
  %v = arith.index_cast %v1 : index to i32
  memref.store %v, %out[%i] : memref<?xi32>
  func.return
}

// ROWS-LABEL: func.func @rows(
// ROWS:         scf.if %rows {
// ROWS:           %q = arith.divui %{{.*}}, %c4 : index
// ROWS:         } else {
// ROWS:           %q_1 = simd.vdivu
// ROWS:         }
func.func @rows(%out: memref<?xi32>) {
  %b = gpu.block_id x
  %bd = gpu.block_dim x
  %t = gpu.thread_id x
  %y = gpu.thread_id y
  %gx = gpu.grid_dim x
  %s = arith.muli %b, %bd : index
  %i = arith.addi %s, %t : index
  %c4 = arith.constant 4 : index
  %q = arith.divui %i, %c4 : index
  %c100 = arith.constant 100 : index
  %v0 = arith.muli %q, %c100 : index
  %v1 = arith.addi %v0, %y : index
  %v = arith.index_cast %v1 : index to i32
  %width = arith.muli %gx, %bd : index
  %r = arith.muli %y, %width : index
  %at = arith.addi %r, %i : index
  memref.store %v, %out[%at] : memref<?xi32>
  func.return
}

// Same memory as the SPMD executor: @cuda_gid at W = 32 on its declared block, @rows
// at W = 4 on an 8 x 2 block (the row arm) and a 6 x 2 block (the lane arm).
// RUN: %python -c 'print([[0] * 128])' > %t.args
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.32.mlir
// RUN: simd-run %s --entry cuda_gid --grid 2 --block 64 --width 32 --args @%t.args --json | filecheck %s --check-prefix=GID
// RUN: simd-run %t.32.mlir --entry cuda_gid --grid 2 --block 64 --width 32 --args @%t.args --json | filecheck %s --check-prefix=GID
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform rows-version=true},divergence-scalarize,canonicalize,cse,dce' -o %t.4.mlir
// RUN: simd-run %s --entry rows --grid 2 --block 8,2 --width 4 --args @%t.args --json | filecheck %s --check-prefix=R8
// RUN: simd-run %t.4.mlir --entry rows --grid 2 --block 8,2 --width 4 --args @%t.args --json | filecheck %s --check-prefix=R8
// RUN: simd-run %s --entry rows --grid 2 --block 6,2 --width 4 --args @%t.args --json | filecheck %s --check-prefix=R6
// RUN: simd-run %t.4.mlir --entry rows --grid 2 --block 6,2 --width 4 --args @%t.args --json | filecheck %s --check-prefix=R6
// GID: "memrefs": {{\[}}[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 101, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301, 301]]
// R8: "memrefs": {{\[}}[0, 0, 0, 0, 100, 100, 100, 100, 200, 200, 200, 200, 300, 300, 300, 300, 1, 1, 1, 1, 101, 101, 101, 101, 201, 201, 201, 201, 301, 301, 301, 301, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// R6: "memrefs": {{\[}}[0, 0, 0, 0, 100, 100, 100, 100, 200, 200, 200, 200, 1, 1, 1, 1, 101, 101, 101, 101, 201, 201, 201, 201, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
