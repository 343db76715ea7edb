// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
// Rule-8 compares in mode=uniform (passes/spmd_vectorize/lane_zero.py): the block is
// 8 x 2 (each subgroup of 4 lies in one row, its x ids a run from a multiple of 4) and
// w a multiple of 4 (a launch fact, specialize-launch), so `x + 8 < w` and `x < w` are
// the same on every lane.  Such a compare runs scalar on lane 0's x where that pays:
// where it meets another uniform i1 in a scalar op (@meets, @first_lanes_meets: the
// vector form is a compare, an mbcast of the other and a mask op) or decides an arm of
// more than 4 top-level ops, which the branch skips (@long).  It stays a vector
// compare deciding a short arm alone (@short: the branch would cost more than the
// arm's mask), and an x id against a bound stays ranges.py's one simd.pfirst there
// (@first_lanes).

// CHECK-LABEL: func.func @meets(
// CHECK:         %xi = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT:    %[[X8:.*]] = arith.addi %xi, %c8 : i32
// CHECK-NEXT:    %cx = arith.cmpi slt, %[[X8]], %w : i32
// CHECK-NEXT:    %cy = arith.cmpi slt, %yi, %h : i32
// CHECK-NEXT:    %c = arith.andi %cx, %cy : i1
// CHECK-NEXT:    scf.if %c {
// CHECK-NOT:       mask(
// CHECK:         }
func.func @meets(%out: memref<?xi32>, %w: i32 {simd.divisible_by = 4 : i64}, %h: i32) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
  %c8 = arith.constant 8 : i32
  %x = gpu.global_id x
  %y = gpu.global_id y
  %xi = arith.index_cast %x : index to i32
  %yi = arith.index_cast %y : index to i32
  %x8 = arith.addi %xi, %c8 : i32
  %cx = arith.cmpi slt, %x8, %w : i32
  %cy = arith.cmpi slt, %yi, %h : i32
  %c = arith.andi %cx, %cy : i1
  scf.if %c {
    %r = arith.muli %yi, %w : i32
    %a = arith.addi %r, %xi : i32
    %ai = arith.index_cast %a : i32 to index
    memref.store %a, %out[%ai] : memref<?xi32>
  }
  func.return
}

// CHECK-LABEL: func.func @short(
// CHECK:         %cx = simd.vcmp slt, %x8, %{{.*}} : vector<4xi32>
// CHECK:         simd.scatter %x8, %out[%x] mask(%cx)
func.func @short(%out: memref<?xi32>, %w: i32 {simd.divisible_by = 4 : i64}, %h: i32) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
  %c8 = arith.constant 8 : i32
  %x = gpu.global_id x
  %xi = arith.index_cast %x : index to i32
  %x8 = arith.addi %xi, %c8 : i32
  %cx = arith.cmpi slt, %x8, %w : i32
  scf.if %cx {
    memref.store %x8, %out[%x] : memref<?xi32>
  }
  func.return
}

// CHECK-LABEL: func.func @long(
// CHECK:         %cx = arith.cmpi slt, %{{.*}}, %w : i32
// CHECK-NEXT:    scf.if %cx {
// CHECK-NOT:       mask(
// CHECK:         }
func.func @long(%out: memref<?xi32>, %w: i32 {simd.divisible_by = 4 : i64}, %h: i32) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
  %c8 = arith.constant 8 : i32
  %x = gpu.global_id x
  %xi = arith.index_cast %x : index to i32
  %x8 = arith.addi %xi, %c8 : i32
  %cx = arith.cmpi slt, %x8, %w : i32
  scf.if %cx {
    %a = arith.muli %xi, %xi : i32
    %b = arith.addi %a, %w : i32
    %c = arith.muli %b, %xi : i32
    %d = arith.subi %c, %w : i32
    %e = arith.xori %d, %a : i32
    memref.store %e, %out[%x] : memref<?xi32>
  }
  func.return
}

// CHECK-LABEL: func.func @first_lanes(
// CHECK:         %cx = simd.pfirst %{{.*}} : vector<4xi1>
// CHECK:         simd.scatter %x, %out[%x] mask(%cx)
func.func @first_lanes(%out: memref<?xi32>, %w: i32 {simd.divisible_by = 4 : i64}, %h: i32) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
  %x = gpu.global_id x
  %xi = arith.index_cast %x : index to i32
  %cx = arith.cmpi slt, %xi, %w : i32
  scf.if %cx {
    memref.store %xi, %out[%x] : memref<?xi32>
  }
  func.return
}

// CHECK-LABEL: func.func @first_lanes_meets(
// CHECK:         %cx = arith.cmpi slt, %{{.*}}, %w : i32
// CHECK:         %cy = arith.cmpi slt, %w, %n : i32
// CHECK-NEXT:    %c = arith.andi %cx, %cy : i1
// CHECK-NEXT:    scf.if %c {
func.func @first_lanes_meets(%out: memref<?xi32>, %w: i32 {simd.divisible_by = 4 : i64}, %h: i32) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
  %x = gpu.global_id x
  %xi = arith.index_cast %x : index to i32
  %cx = arith.cmpi slt, %xi, %w : i32
  %n = arith.constant 30 : i32
  %cy = arith.cmpi slt, %w, %n : i32
  %c = arith.andi %cx, %cy : i1
  scf.if %c {
    memref.store %xi, %out[%x] : memref<?xi32>
  }
  func.return
}

// Same memory as the SPMD executor, each kernel at a w that cuts the launch of 16 x 4
// threads (grid 2 x 2) between subgroups, and the lockstep lowering too.
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse' -o %t.u.mlir
// RUN: simd-opt %t.u.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.e.mlir
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse' -o %t.u.mlir
// RUN: simd-opt %t.u.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.e.mlir
// RUN: simd-run %s --entry meets --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=MEETS
// RUN: simd-run %t.u.mlir --entry meets --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=MEETS
// RUN: simd-run %t.e.mlir --entry meets --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=MEETS
// MEETS: "memrefs": {{\[}}[0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0, 24, 25, 26, 27, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: simd-run %s --entry short --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=SHORT
// RUN: simd-run %t.u.mlir --entry short --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=SHORT
// RUN: simd-run %t.e.mlir --entry short --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=SHORT
// SHORT: "memrefs": {{\[}}[8, 9, 10, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: simd-run %s --entry long --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=LONG
// RUN: simd-run %t.u.mlir --entry long --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=LONG
// RUN: simd-run %t.e.mlir --entry long --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=LONG
// LONG: "memrefs": {{\[}}[-12, 0, 16, 58, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: simd-run %s --entry first_lanes --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=FIRST-LANES
// RUN: simd-run %t.u.mlir --entry first_lanes --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=FIRST-LANES
// RUN: simd-run %t.e.mlir --entry first_lanes --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=FIRST-LANES
// FIRST-LANES: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: simd-run %s --entry first_lanes_meets --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=FIRST-LANES-MEETS
// RUN: simd-run %t.u.mlir --entry first_lanes_meets --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=FIRST-LANES-MEETS
// RUN: simd-run %t.e.mlir --entry first_lanes_meets --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3]' --json | filecheck %s --check-prefix=FIRST-LANES-MEETS
// FIRST-LANES-MEETS: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
