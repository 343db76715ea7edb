// Rule 8 (passes/analysis/alignment.py): with W = 4 and a declared block of 64 x 1, the
// lanes of a subgroup hold x0 + i, x0 a multiple of 4.  A division, right shift, mask
// or compare by a constant that no lane crosses is uniform; a remainder keeps the
// stride (divergent); a divisor whose power-of-two part is below W, a product that
// spreads the lanes, `<=` (crossed at t + 1), and a signed division of a value that may
// be negative stay divergent.  W unknown: every one divergent (as LLVM 22 says: it
// has no alignment facts, see /work/shared/precision/).
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=4}' | filecheck %s --check-prefix=W4
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s --check-prefix=W32
// RUN: simd-opt %s -p 'print-divergence' | filecheck %s --check-prefix=UNKNOWN
//
// W4-LABEL: divergence @k
// W4:        divergent %x
// W4:        uniform %row
// W4-NEXT:   divergent %col
// W4-NEXT:   uniform %sh
// W4-NEXT:   uniform %msk
// W4-NEXT:   divergent %low
// W4-NEXT:   divergent %d3
// W4-NEXT:   uniform %lt
// W4-NEXT:   divergent %le
// W4-NEXT:   uniform %colr
// W4-NEXT:   divergent %x3
// W4-NEXT:   divergent %d2
// W4-NEXT:   divergent %xi
// W4:        uniform %sd
// W4-NEXT:   divergent %shifted
// W4-NEXT:   uniform %fd
// W4-NEXT:   divergent %sdn
// W4-NEXT:   uniform %ashr
// The x size 64 is a multiple of 32 as well, but 32 lanes cross a multiple of 16.
// W32-LABEL: divergence @k
// W32:        divergent %row
// W32:        uniform %lt32
// UNKNOWN-LABEL: divergence @k
// UNKNOWN-NOT: uniform %row
// UNKNOWN-NOT: uniform %sd
func.func @k(%out: memref<?xi32>, %n: i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %x = gpu.thread_id x
  %c16 = arith.constant 16 : index
  %c3 = arith.constant 3 : index
  %c15 = arith.constant 15 : index
  %m = arith.constant -16 : index
  %row = arith.divui %x, %c16 : index
  %col = arith.remui %x, %c16 : index
  %sh = arith.shrui %x, %c3 : index
  %msk = arith.andi %x, %m : index
  %low = arith.andi %x, %c15 : index
  %d3 = arith.divui %x, %c3 : index
  %lt = arith.cmpi ult, %x, %c16 : index
  %le = arith.cmpi ule, %x, %c16 : index
  %colr = arith.divui %col, %c16 : index
  %x3 = arith.muli %x, %c3 : index
  %d2 = arith.divui %x3, %c16 : index
  %xi = arith.index_cast %x : index to i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %n64 = arith.muli %n, %c64 : i32
  %sd = arith.divsi %xi, %c8 : i32
  // may be negative: x - 64n
  %shifted = arith.subi %xi, %n64 : i32
  %fd = arith.floordivsi %shifted, %c8 : i32
  %sdn = arith.divsi %shifted, %c8 : i32
  %ashr = arith.shrsi %shifted, %c8 : i32
  %c32 = arith.constant 32 : index
  %lt32 = arith.cmpi ult, %x, %c32 : index
  func.return
}
