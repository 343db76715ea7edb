// print-divergence{subgroup-width=W}: a function marked simd.subgroups_in_rows runs only
// on launches that put each subgroup in one x-row of its block (simd-run checks it;
// spmd-vectorize's row version runs under that test), so gpu.thread_id y and z are
// uniform (rule 7) whatever the block size; unmarked, with the block size unknown,
// they stay divergent.  W unknown: divergent either way.
// RUN: simd-opt %s -p 'print-divergence{subgroup-width=4}' | filecheck %s --check-prefix=W4
// RUN: simd-opt %s -p 'print-divergence' | filecheck %s --check-prefix=UNKNOWN
//
// W4-LABEL: divergence @marked
// W4-NEXT:    divergent %div_x
// W4-NEXT:    uniform %uni_y
// W4-NEXT:    uniform %uni_z
// W4-LABEL: divergence @unmarked
// W4-NEXT:    divergent %div_x2
// W4-NEXT:    divergent %div_y2
// W4-NEXT:    divergent %div_z2
// UNKNOWN-LABEL: divergence @marked
// UNKNOWN-NEXT:    divergent %div_x
// UNKNOWN-NEXT:    divergent %uni_y
// UNKNOWN-NEXT:    divergent %uni_z
func.func @marked() attributes {simd.subgroups_in_rows} {
  %div_x = gpu.thread_id x
  %uni_y = gpu.thread_id y
  %uni_z = gpu.thread_id z
  func.return
}
func.func @unmarked() {
  %div_x2 = gpu.thread_id x
  %div_y2 = gpu.thread_id y
  %div_z2 = gpu.thread_id z
  func.return
}
