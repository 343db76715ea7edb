// Rule 8 (passes/analysis/alignment.py) with the block's shape: a declared block whose
// x size bx is below W puts W/bx consecutive rows in a subgroup, from a multiple of
// W/bx (`block_thread_fact` enumerates the block's subgroups).  At W = 32 a 16 x 16
// block's subgroup k holds rows 2k and 2k+1: `ly < s` is uniform for s a multiple of 2
// (a launch fact or a constant), as are ly / 2, ly >> 1 and ly & -2; ly < 1, ly % 2 and
// lx < 8 are not.  lx lies in [0, 16): `lx < 16` is uniform.  The last subgroup may
// be partial (16 x 3: rows 0-1, then row 2 alone); a 3-D block whose rows of a subgroup
// cross z planes evenly (8 x 2 x 4 at W = 32: rows 4k..4k+3, y = 0 1 0 1, z = 2k 2k
// 2k+1 2k+1) has facts for both; one whose subgroups differ in shape (4 x 3 x 2 at
// W = 8: y = 0 1, then 2 0) has none.  W = 8 with bx = 12 (not a divisor of W): none.
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s --check-prefix=NAMES
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=8}' | filecheck %s --check-prefix=W8
//
// CHECK-LABEL: divergence @rows2
// CHECK:       uniform %uni_lt_s
// CHECK:       uniform %uni_lteight
// CHECK:       divergent %div_ltone
// CHECK:       uniform %uni_q
// CHECK:       uniform %uni_sh
// CHECK:       uniform %uni_and
// CHECK:       divergent %div_r
// CHECK:       uniform %uni_x16
// CHECK:       divergent %div_x8
// CHECK:       uniform %uni_gq
// CHECK-LABEL: divergence @partial
// CHECK:       uniform %uni_lttwo
// CHECK-LABEL: divergence @planes
// CHECK:       uniform %uni_y2
// CHECK:       divergent %div_y1
// CHECK:       uniform %uni_zs
// CHECK:       uniform %uni_zq
// CHECK-LABEL: divergence @uneven
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
//
// At W = 8 a 4 x 3 x 2 block's subgroups differ (y = 0 0 0 0 1 1 1 1, then 2 2 2 2
// 0 0 0 0): y / 2 stays divergent; so does a 12-wide block's (subgroup 1 wraps a row).
// W8-LABEL: divergence @uneven
// W8:       divergent %div_q
// W8-LABEL: divergence @wide12
// W8:       divergent %div_q
func.func @rows2(%s: i32 {simd.divisible_by = 2 : i64}) attributes {gpu.known_block_size = array<i32: 16, 16, 1>} {
  %div_ly = gpu.thread_id y
  %div_lx = gpu.thread_id x
  %div_y = arith.index_cast %div_ly : index to i32
  %uni_lt_s = arith.cmpi slt, %div_y, %s : i32
  %uni_c8 = arith.constant 8 : i32
  %uni_lteight = arith.cmpi slt, %div_y, %uni_c8 : i32
  %uni_c1 = arith.constant 1 : i32
  %div_ltone = arith.cmpi slt, %div_y, %uni_c1 : i32
  %uni_c2 = arith.constant 2 : i32
  %uni_q = arith.divui %div_y, %uni_c2 : i32
  %uni_sh = arith.shrui %div_y, %uni_c1 : i32
  %uni_m2 = arith.constant -2 : i32
  %uni_and = arith.andi %div_y, %uni_m2 : i32
  %div_r = arith.remui %div_y, %uni_c2 : i32
  %div_x = arith.index_cast %div_lx : index to i32
  %uni_c16 = arith.constant 16 : i32
  %uni_x16 = arith.cmpi slt, %div_x, %uni_c16 : i32
  %div_x8 = arith.cmpi slt, %div_x, %uni_c8 : i32
  // The global row: block_id y * 16 + ly, aligned to 2 as ly is.
  %div_gy = gpu.global_id y
  %uni_ci2 = arith.constant 2 : index
  %uni_gq = arith.divui %div_gy, %uni_ci2 : index
  func.return
}
func.func @partial() attributes {gpu.known_block_size = array<i32: 16, 3, 1>} {
  %div_ly = gpu.thread_id y
  %uni_c2 = arith.constant 2 : index
  %uni_lttwo = arith.cmpi ult, %div_ly, %uni_c2 : index
  func.return
}
func.func @planes(%s: index {simd.divisible_by = 2 : i64}) attributes {gpu.known_block_size = array<i32: 8, 2, 4>} {
  %div_ly = gpu.thread_id y
  %div_lz = gpu.thread_id z
  %uni_c1 = arith.constant 1 : index
  %uni_c2 = arith.constant 2 : index
  %uni_y2 = arith.cmpi ult, %div_ly, %uni_c2 : index
  %div_y1 = arith.cmpi ult, %div_ly, %uni_c1 : index
  %uni_zs = arith.cmpi ult, %div_lz, %s : index
  %uni_zq = arith.divui %div_lz, %uni_c2 : index
  func.return
}
func.func @uneven() attributes {gpu.known_block_size = array<i32: 4, 3, 2>} {
  %div_ly = gpu.thread_id y
  %uni_c2 = arith.constant 2 : index
  %div_q = arith.divui %div_ly, %uni_c2 : index
  func.return
}
func.func @wide12() attributes {gpu.known_block_size = array<i32: 12, 4, 1>} {
  %div_ly = gpu.thread_id y
  %uni_c2 = arith.constant 2 : index
  %div_q = arith.divui %div_ly, %uni_c2 : index
  func.return
}
