// print-divergence{subgroup-width=W}: with a known block x size that is a multiple of W,
// every subgroup lies in one row, so gpu.thread_id y and z are uniform (rule 7); with an
// x size that is not a multiple of W, or W unknown (the default), they stay divergent.
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s --check-prefix=W32
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s --check-prefix=NAMES
// RUN: simd-opt %s -p 'print-divergence' | filecheck %s --check-prefix=UNKNOWN
// RUN: not simd-opt %s -p 'print-divergence{subgroup-width=0}' 2>&1 | filecheck %s --check-prefix=BAD
//
// W32-LABEL: divergence @rows_of_64
// W32-NEXT:    divergent %div_x
// W32-NEXT:    uniform %uni_y
// W32-NEXT:    uniform %uni_z
// W32-LABEL: divergence @rows_of_48
// W32-NEXT:    divergent %div_x48
// W32-NEXT:    divergent %div_y48
// W32-NEXT:    divergent %div_z48
// NAMES-NOT: uniform %div
// NAMES-NOT: divergent %uni
// UNKNOWN-LABEL: divergence @rows_of_64
// UNKNOWN-NEXT:    divergent %div_x
// UNKNOWN-NEXT:    divergent %uni_y
// UNKNOWN-NEXT:    divergent %uni_z
// BAD: subgroup-width: expected a positive number of lanes, got 0
gpu.module @m {
  gpu.func @rows_of_64() kernel attributes {known_block_size = array<i32: 64, 2, 2>} {
    %div_x = gpu.thread_id x
    %uni_y = gpu.thread_id y
    %uni_z = gpu.thread_id z
    gpu.return
  }
  gpu.func @rows_of_48() kernel attributes {known_block_size = array<i32: 48, 2, 1>} {
    %div_x48 = gpu.thread_id x
    %div_y48 = gpu.thread_id y
    %div_z48 = gpu.thread_id z
    gpu.return
  }
}
