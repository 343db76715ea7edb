// A kernel specialized for its launch (specialize-launch: block 8 x 2, w a multiple of
// 4, one == 1) computes what the plain kernel computes on that launch - the SPMD
// executor on the original is the reference; the specialized SPMD kernel, its
// vectorized program (uniform+ds), both lockstep lowerings and the jit give the same
// memory - and every engine refuses a launch that breaks a recorded fact, before it
// runs: w = 10 (not a multiple of 4), one = 2, another block, and a hand-written fact
// that is malformed.
// RUN: simd-opt %s -p 'specialize-launch{block=8,2 divisible="1:4" equal="3:1"}' -o %t.s.mlir
// RUN: simd-opt %t.s.mlir -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse' -o %t.v.mlir
// RUN: simd-opt %t.v.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.e.mlir
// RUN: simd-opt %t.v.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.p.mlir
// RUN: simd-run %s --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' --json | filecheck %s
// RUN: simd-run %t.s.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' --json | filecheck %s
// RUN: simd-run %t.s.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' --json --engine jit | filecheck %s
// RUN: simd-run %t.v.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' --json | filecheck %s
// RUN: simd-run %t.v.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' --json --engine jit | filecheck %s
// RUN: simd-run %t.e.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' --json | filecheck %s
// RUN: simd-run %t.p.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' --json --engine jit | filecheck %s
// CHECK: "memrefs": [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// The facts survive vectorization and lowering (the launch checks the program it runs).
// RUN: filecheck %s --check-prefix=FACTS < %t.p.mlir
// FACTS: %w: i32 {simd.divisible_by = 4 : i64}, %h: i32, %one: i32 {simd.equal_to = 1 : i64}, %group_base: i32) attributes {gpu.known_block_size = array<i32: 8, 2, 1>}

// RUN: not simd-run %t.s.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10, 3, 1]' 2>&1 | filecheck %s --check-prefix=DIV
// RUN: not simd-run %t.s.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10, 3, 1]' --engine jit 2>&1 | filecheck %s --check-prefix=DIV
// RUN: not simd-run %t.v.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10, 3, 1]' 2>&1 | filecheck %s --check-prefix=DIV
// RUN: not simd-run %t.e.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10, 3, 1]' --engine jit 2>&1 | filecheck %s --check-prefix=DIV
// DIV: error: 'tile' was specialized for argument #1 simd.divisible_by 4, but the launch passes 10: compile a variant for this launch (specialize-launch)
// RUN: not simd-run %t.s.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 2]' 2>&1 | filecheck %s --check-prefix=EQ
// RUN: not simd-run %t.v.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 2]' --engine jit 2>&1 | filecheck %s --check-prefix=EQ
// EQ: error: 'tile' was specialized for argument #3 simd.equal_to 1, but the launch passes 2
// A negative multiple is a multiple (two's complement), and an equal value is given
// wrapped to the argument's width: both run.
// RUN: simd-run %t.v.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], -4, 3, 1]' --json | filecheck %s --check-prefix=NEG
// NEG: "memrefs": [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: not simd-run %t.v.mlir --grid 2,2 --block 4,4 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' 2>&1 | filecheck %s --check-prefix=BLOCK
// BLOCK: error: 'tile' has known_block_size = 8,2,1, but the launch has block 4,4,1
// RUN: sed -e 's/divisible_by = 4/divisible_by = 6/' %t.s.mlir > %t.bad.mlir
// RUN: not simd-run %t.bad.mlir --grid 2,2 --block 8,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 12, 3, 1]' 2>&1 | filecheck %s --check-prefix=BAD
// BAD: error: 'tile' has malformed launch facts: argument #1: simd.divisible_by must be a power of two >= 2, got 6

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
