// Rule 8 (passes/analysis/alignment.py) with the block size's alignment: a declared
// block size is a constant (its power-of-two part is known), and a function marked
// `simd.block_x_multiple_of_width` (the row clone of spmd-vectorize{rows-version=true})
// runs only where block_dim x is a multiple of W.  So CUDA's global id `blockIdx.x *
// blockDim.x + threadIdx.x` is aligned as `gpu.global_id x` is: at W = 32, its quotient
// by 32 is uniform (its remainder is not).  With a block of 48 (a multiple of 16 only)
// or nothing known of the block, the quotient is divergent (block 1 of 48 starts at 48:
// its first subgroup holds 48..79, which crosses 64).  LLVM 22 has no such fact (see
// tests/filecheck/import/precision_a1_alignment.ll).
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s --check-prefix=NAMES
//
// CHECK-LABEL: divergence @declared
// CHECK:       uniform %uni_bd
// CHECK-NEXT:  divergent %div_t
// CHECK-NEXT:  uniform %uni_s
// CHECK-NEXT:  divergent %div_i
// CHECK:       uniform %uni_q
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform %uni_sz
// CHECK-NEXT:  uniform %uni_szq
// CHECK-LABEL: divergence @whole_rows
// CHECK:       uniform %uni_q
// CHECK-LABEL: divergence @block48
// CHECK:       divergent %div_q
// CHECK-LABEL: divergence @unknown
// CHECK:       divergent %div_q
// CHECK-LABEL: divergence @in_rows_only
// CHECK:       divergent %div_q
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @declared(%out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %uni_b = gpu.block_id x
  %uni_bd = gpu.block_dim x
  %div_t = gpu.thread_id x
  %uni_s = arith.muli %uni_b, %uni_bd : index
  %div_i = arith.addi %uni_s, %div_t : index
  %uni_c32 = arith.constant 32 : index
  %uni_q = arith.divui %div_i, %uni_c32 : index
  %div_r = arith.remui %div_i, %uni_c32 : index
  // gpu.subgroup_size is W: `x div subgroup_size` is `x div 32`.
  %uni_sz = gpu.subgroup_size : index
  %uni_szq = arith.divui %div_i, %uni_sz : index
  func.return
}
func.func @whole_rows(%out: memref<?xi32>) attributes {simd.block_x_multiple_of_width} {
  %uni_b = gpu.block_id x
  %uni_bd = gpu.block_dim x
  %div_t = gpu.thread_id x
  %uni_s = arith.muli %uni_b, %uni_bd : index
  %div_i = arith.addi %uni_s, %div_t : index
  %uni_c32 = arith.constant 32 : index
  %uni_q = arith.divui %div_i, %uni_c32 : index
  func.return
}
func.func @block48(%out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 48, 1, 1>} {
  %uni_b = gpu.block_id x
  %uni_bd = gpu.block_dim x
  %div_t = gpu.thread_id x
  %uni_s = arith.muli %uni_b, %uni_bd : index
  %div_i = arith.addi %uni_s, %div_t : index
  %uni_c32 = arith.constant 32 : index
  %div_q = arith.divui %div_i, %uni_c32 : index
  func.return
}
func.func @unknown(%out: memref<?xi32>) {
  %uni_b = gpu.block_id x
  %uni_bd = gpu.block_dim x
  %div_t = gpu.thread_id x
  %uni_s = arith.muli %uni_b, %uni_bd : index
  %div_i = arith.addi %uni_s, %div_t : index
  %uni_c32 = arith.constant 32 : index
  %div_q = arith.divui %div_i, %uni_c32 : index
  func.return
}
// Subgroups in rows, but block_dim x may be any size: the x id is aligned, the block's
// start is not.
func.func @in_rows_only(%out: memref<?xi32>) attributes {simd.subgroups_in_rows} {
  %uni_b = gpu.block_id x
  %uni_bd = gpu.block_dim x
  %div_t = gpu.thread_id x
  %uni_s = arith.muli %uni_b, %uni_bd : index
  %div_i = arith.addi %uni_s, %div_t : index
  %uni_c32 = arith.constant 32 : index
  %div_q = arith.divui %div_i, %uni_c32 : index
  func.return
}
