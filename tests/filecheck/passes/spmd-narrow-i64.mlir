// RUN: simd-opt %s -p spmd-narrow-i64 | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' > /dev/null
// (uniform mode only: naive mode would need a vector 'arith.shrui', which simd lacks)
// The first step of spmd-vectorize (also the pass spmd-narrow-i64): clang's i64 address
// arithmetic becomes i32 where provably exact, one rule per function (the refusals:
// spmd-narrow-i64-errors.mlir).  Facts: SEXT (= sext of its low word), ZEXT (= zext),
// LOW (only the low word exact), HIGH (y << 32).

// A launch id is in [0, 2^31): sign- and zero-extended, so signed and unsigned
// compares both stay exact in i32; the trunci disappears.
// CHECK-LABEL: func.func @launch_id_is_sext_and_zext
// CHECK-NEXT:    %g = gpu.global_id x
// CHECK-NEXT:    %w = arith.index_cast %g : index to i32
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %lt = arith.cmpi ult, %w, %[[C]] : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %st = arith.cmpi slt, %w, %[[C2]] : i32
// CHECK-NEXT:    %x = arith.addi %w, %n : i32
// CHECK-NEXT:    func.return %x, %lt, %st : i32, i1, i1
func.func @launch_id_is_sext_and_zext(%n: i32) -> (i32, i1, i1) {
  %c7 = arith.constant 7 : i64
  %g = gpu.global_id x
  %w = arith.index_cast %g : index to i64
  %lt = arith.cmpi ult, %w, %c7 : i64
  %st = arith.cmpi slt, %w, %c7 : i64
  %t = arith.trunci %w : i64 to i32
  %x = arith.addi %t, %n : i32
  func.return %x, %lt, %st : i32, i1, i1
}

// extsi gives SEXT (signed compare), extui ZEXT (unsigned compare): the extensions go.
// CHECK-LABEL: func.func @extsi_signed_extui_unsigned
// CHECK-NEXT:    %s = arith.cmpi slt, %a, %b : i32
// CHECK-NEXT:    %u = arith.cmpi ult, %a, %b : i32
// CHECK-NEXT:    func.return %s, %u : i1, i1
func.func @extsi_signed_extui_unsigned(%a: i32, %b: i32) -> (i1, i1) {
  %sa = arith.extsi %a : i32 to i64
  %sb = arith.extsi %b : i32 to i64
  %s = arith.cmpi slt, %sa, %sb : i64
  %za = arith.extui %a : i32 to i64
  %zb = arith.extui %b : i32 to i64
  %u = arith.cmpi ult, %za, %zb : i64
  func.return %s, %u : i1, i1
}

// add/mul/shl keep only the low word exact: enough for trunci, and for an index that
// only addresses memory (an in-bounds index is < 2^31, its own sign extension).
// CHECK-LABEL: func.func @low_word_addresses_memory
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %p = arith.muli %a, %[[C]] : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %q = arith.shli %p, %[[C1]] : i32
// CHECK-NEXT:    %i = arith.index_cast %q : i32 to index
// CHECK-NEXT:    %v = memref.load %m[%i] : memref<?xi32>
// CHECK-NEXT:    %r = arith.addi %v, %q : i32
// CHECK-NEXT:    func.return %r : i32
func.func @low_word_addresses_memory(%m: memref<?xi32>, %a: i32) -> i32 {
  %c3 = arith.constant 3 : i64
  %c2 = arith.constant 2 : i64
  %sa = arith.extsi %a : i32 to i64
  %p = arith.muli %sa, %c3 : i64
  %q = arith.shli %p, %c2 : i64
  %i = arith.index_cast %q : i64 to index
  %v = memref.load %m[%i] : memref<?xi32>
  %t = arith.trunci %q : i64 to i32
  %r = arith.addi %v, %t : i32
  func.return %r : i32
}

// andi with a small non-negative constant is both; with 0xffffffff ZEXT (the constant's
// low word is -1); shrui of a ZEXT value by >= 1 is both; shrsi of a SEXT value SEXT.
// CHECK-LABEL: func.func @andi_and_shifts
// CHECK-NEXT:    %[[M:.*]] = arith.constant 255 : i32
// CHECK-NEXT:    %small = arith.andi %x, %[[M]] : i32
// CHECK-NEXT:    %[[F:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    %low = arith.andi %x, %[[F]] : i32
// CHECK-NEXT:    %[[O:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %half = arith.shrui %low, %[[O]] : i32
// CHECK-NEXT:    %[[O2:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %sr = arith.shrsi %small, %[[O2]] : i32
// CHECK-NEXT:    %a = arith.cmpi slt, %half, %sr : i32
// CHECK-NEXT:    %b = arith.cmpi ult, %low, %small : i32
// CHECK-NEXT:    func.return %a, %b : i1, i1
func.func @andi_and_shifts(%x: i32) -> (i1, i1) {
  %c255 = arith.constant 255 : i64
  %cffff = arith.constant 4294967295 : i64
  %c1 = arith.constant 1 : i64
  %l = arith.extsi %x : i32 to i64
  %small = arith.andi %l, %c255 : i64
  %low = arith.andi %l, %cffff : i64
  %half = arith.shrui %low, %c1 : i64
  %sr = arith.shrsi %small, %c1 : i64
  %a = arith.cmpi slt, %half, %sr : i64
  %b = arith.cmpi ult, %low, %small : i64
  func.return %a, %b : i1, i1
}

// clang's sign-extension idiom: (x << 32) + (1 << 32), then ashr 30 and ashr 2 (a GEP's
// byte offset back to elements) is sext(x + 1): the shifted values keep their high word.
// CHECK-LABEL: func.func @shl32_ashr_idiom
// CHECK-NEXT:    %g = gpu.global_id x
// CHECK-NEXT:    %w = arith.index_cast %g : index to i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %a = arith.addi %w, %[[ONE]] : i32
// CHECK-NEXT:    %i = arith.index_cast %a : i32 to index
// CHECK-NEXT:    %v = memref.load %m[%i] : memref<?xi32>
// CHECK-NEXT:    func.return %v : i32
func.func @shl32_ashr_idiom(%m: memref<?xi32>) -> i32 {
  %c32 = arith.constant 32 : i64
  %c1s = arith.constant 4294967296 : i64
  %c30 = arith.constant 30 : i64
  %c2 = arith.constant 2 : i64
  %g = gpu.global_id x
  %w = arith.index_cast %g : index to i64
  %s = arith.shli %w, %c32 : i64
  %a = arith.addi %s, %c1s : i64
  %b = arith.shrsi %a, %c30 : i64
  %e = arith.shrsi %b, %c2 : i64
  %i = arith.index_cast %e : i64 to index
  %v = memref.load %m[%i] : memref<?xi32>
  func.return %v : i32
}

// Loop-carried i64 values: a fixed point over the block arguments.  %i starts SEXT
// and is incremented (LOW): it only addresses memory; the bound compare reads the
// i32 counter.
// CHECK-LABEL: func.func @loop_carried_block_argument
// CHECK:         cf.br ^[[H:.*]](%t, %c0 : i32, i32)
// CHECK-NEXT:  ^[[H]](%i: i32, %k: i32):
// CHECK-NEXT:    %ix = arith.index_cast %i : i32 to index
// CHECK-NEXT:    %v = memref.load %m[%ix] : memref<?xi32>
// CHECK:         %i2 = arith.addi %i, %{{.*}} : i32
func.func @loop_carried_block_argument(%m: memref<?xi32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %one = arith.constant 1 : i64
  %t = simd.thread_id : i32
  %i0 = arith.extsi %t : i32 to i64
  cf.br ^h(%i0, %c0 : i64, i32)
^h(%i: i64, %k: i32):
  %ix = arith.index_cast %i : i64 to index
  %v = memref.load %m[%ix] : memref<?xi32>
  %v1 = arith.addi %v, %c1 : i32
  memref.store %v1, %m[%ix] : memref<?xi32>
  %i2 = arith.addi %i, %one : i64
  %k2 = arith.addi %k, %c1 : i32
  %go = arith.cmpi slt, %k2, %n : i32
  cf.cond_br %go, ^h(%i2, %k2 : i64, i32), ^done
^done:
  func.return
}

// An i64 kernel argument keeps its low word (a trunci at the entry); a pure i64 op
// nobody uses (here a division, which has no rule) is erased.
// CHECK-LABEL: func.func @i64_argument_and_dead_op(%a: i64, %m: memref<?xi32>) -> i32
// CHECK-NEXT:    %0 = arith.trunci %a : i64 to i32
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %s64 = arith.addi %0, %[[C]] : i32
// CHECK-NEXT:    func.return %s64 : i32
func.func @i64_argument_and_dead_op(%a: i64, %m: memref<?xi32>) -> i32 {
  %c5 = arith.constant 5 : i64
  %d = arith.divsi %a, %c5 : i64
  %s64 = arith.addi %a, %c5 : i64
  %s = arith.trunci %s64 : i64 to i32
  func.return %s : i32
}
