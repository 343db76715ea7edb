// RUN: simd-opt %s -p 'specialize-launch{block=8,2 divisible="1:4" equal="3:1"}' | filecheck %s
// RUN: simd-opt %s -p 'specialize-launch{block=8,2 divisible="1:4" equal="3:1"}' -o %t.s.mlir
// RUN: simd-opt %t.s.mlir | filecheck %s
// RUN: simd-opt %t.s.mlir -p 'specialize-launch{divisible="1:16"}' | filecheck %s --check-prefix=STRONGER
// RUN: simd-opt %t.s.mlir -p 'print-divergence{subgroup-width=4}' | filecheck %s --check-prefix=SPEC
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=4}' | filecheck %s --check-prefix=PLAIN
// RUN: simd-opt %t.s.mlir -p 'print-divergence{subgroup-width=8}' | filecheck %s --check-prefix=W8
// specialize-launch (passes/specialize_launch.py): the block size becomes
// gpu.known_block_size, the argument facts attributes of the arguments
// (ir/launch_facts.py), printed and parsed back unchanged (the second RUN reads the
// pass's output); an argument equal to a constant is read as that constant.

// CHECK-LABEL: func.func @tile(%out: memref<64xi32>, %w: i32 {simd.divisible_by = 4 : i64}, %h: i32, %one: i32 {simd.equal_to = 1 : i64}) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
// CHECK-NEXT:    %one_1 = arith.constant 1 : i32
// CHECK:         %v = arith.muli %a, %one_1 : i32
// A second specialization may only strengthen a divisibility.
// STRONGER:    %w: i32 {simd.divisible_by = 16 : i64}

// Rule 8 with the facts: a subgroup's 4 x ids are a run from a multiple of 4 (block x
// size 8) and w a multiple of 4, so no lane crosses w: `x < w` is uniform at W = 4,
// not at W = 8 (w is only known a multiple of 4), nor without the facts.  The y id is
// uniform by the block alone (rule 7: 8 wide, each subgroup in one row), so the whole
// condition is.
// SPEC:  uniform %cx
// SPEC:  uniform %cy
// SPEC:  uniform %c
// PLAIN: divergent %cx
// PLAIN: divergent %cy
// W8:    divergent %cx
func.func @tile(%out: memref<64xi32>, %w: i32, %h: i32, %one: i32) {
  %x = gpu.global_id x
  %y = gpu.global_id y
  %xi = arith.index_cast %x : index to i32
  %yi = arith.index_cast %y : index to i32
  %cx = arith.cmpi slt, %xi, %w : i32
  %cy = arith.cmpi slt, %yi, %h : i32
  %c = arith.andi %cx, %cy : i1
  scf.if %c {
    %r = arith.muli %yi, %w : i32
    %a = arith.addi %r, %xi : i32
    %v = arith.muli %a, %one : i32
    %ai = arith.index_cast %a : i32 to index
    memref.store %v, %out[%ai] : memref<64xi32>
  }
  func.return
}
