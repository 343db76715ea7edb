// What simd-run checks before running a vectorized program over a launch: a per-lane id
// (gpu.thread_id/global_id/lane_id, simd.thread_id/lane_id) has no value in the program
// of a subgroup - the vectorizer builds it from %group_base and the lanes; a program
// without a vector needs --width (the width it was vectorized for); a subgroup lies
// within one x-row of its block when the program is marked simd.subgroups_in_rows (the
// vectorizer built its per-lane ids that way); an unmarked one runs on any block.
// RUN: not simd-run %s --entry rows_only --grid 1 --block 3,2 --width 2 2>&1 | filecheck %s --check-prefix=ROWS
// ROWS: simd-run: error: a vectorized program runs each subgroup inside one x-row of its block (the vectorizer builds thread ids that way): with a block of several rows (3,2,1), its x size 3 must be a multiple of the width 2
// RUN: simd-run %s --entry scalar_only --grid 1 --block 4,2 --width 2 | filecheck %s --check-prefix=ROWSOK
// ROWSOK: [6]
// RUN: simd-run %s --entry rows_only --grid 1 --block 4,2 --width 2 | filecheck %s --check-prefix=ROWSOK
// RUN: simd-run %s --entry rows_only --grid 1 --block 5 --width 2 | filecheck %s --check-prefix=ONEROW
// ONEROW: [4]
// RUN: simd-run %s --entry scalar_only --grid 1 --block 3,2 --width 2 | filecheck %s --check-prefix=ANYROWS
// ANYROWS:      [0]
// ANYROWS-NEXT: [0]
// ANYROWS-NEXT: [2]
// ANYROWS-NEXT: [2]
// ANYROWS-NEXT: [4]
// ANYROWS-NEXT: [4]
// A gpu.func's known_block_size must match the launch, as for its kernel:
// RUN: not simd-run %s --entry known --grid 2 --block 2 --width 2 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=KNOWN
// KNOWN: simd-run: error: 'known' has known_block_size = 4,1,1, but the launch has block 2,1,1
// RUN: simd-run %s --entry known --grid 2 --block 4 --width 2 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=KNOWNOK
// KNOWNOK: "memrefs": {{\[}}[0, 0, 2, 0, 4, 0, 6, 0]]
// RUN: not simd-run %s --entry per_lane --threads 8 2>&1 | filecheck %s --check-prefix=LANE
// LANE: vectorized_program_checks.mlir:[[# @LINE + 11]]:3: error: 'gpu.lane_id' is a per-thread op: a vectorized program (one subgroup) builds thread ids from %group_base and its lanes; vectorize the kernel (spmd-vectorize)
// RUN: not simd-run %s --entry scalar_only --threads 8 2>&1 | filecheck %s --check-prefix=WIDTH
// WIDTH: simd-run: error: 'scalar_only' uses no vector: give the width it was vectorized for (--width W)
// RUN: simd-run %s --entry scalar_only --grid 2 --block 3 --width 2 | filecheck %s --check-prefix=SCALAR
// SCALAR:      [0]
// SCALAR-NEXT: [0]
// SCALAR-NEXT: [2]
// SCALAR-NEXT: [3]
// SCALAR-NEXT: [3]
// SCALAR-NEXT: [5]
func.func @per_lane(%group_base: i32) -> vector<4xi32> {
  %l = gpu.lane_id
  %v = simd.s2vb %group_base : vector<4xi32>
  func.return %v : vector<4xi32>
}

// Every result scalar (uniform): each thread of a subgroup gets the same value.
func.func @scalar_only(%group_base: i32) -> i32 {
  func.return %group_base : i32
}

func.func @rows_only(%group_base: i32) -> i32 attributes {simd.subgroups_in_rows} {
  func.return %group_base : i32
}

gpu.module @m {
  gpu.func @known(%out: memref<8xi32>, %group_base: i32) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %i = arith.index_cast %group_base : i32 to index
    memref.store %group_base, %out[%i] : memref<8xi32>
    gpu.return
  }
}

// A SIMD program without %group_base is not run once per thread (issue 9: every
// "thread" ran the whole program); it runs without a launch.
// RUN: not simd-run %s --entry simd_program --threads 8 --args '[[1, 2, 3, 4]]' 2>&1 | filecheck %s --check-prefix=SIMD
// SIMD: simd-run: error: 'simd_program' computes on vectors: it is a SIMD program, not an SPMD kernel - run it without a launch, or, if spmd-vectorize made it, keep its trailing %group_base : i32 argument to run it over the launch
// RUN: simd-run %s --entry simd_program --args '[[1, 2, 3, 4]]' | filecheck %s --check-prefix=ONCE
// ONCE: [2, 4, 6, 8]
func.func @simd_program(%v: vector<4xi32>) -> vector<4xi32> {
  %d = simd.vadd %v, %v : vector<4xi32>
  func.return %d : vector<4xi32>
}
