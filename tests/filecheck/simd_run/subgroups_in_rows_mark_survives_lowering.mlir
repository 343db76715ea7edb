// A kernel reading only x ids, its block size unknown, is vectorized in the row form
// (x = x0 + lane, the bound check one simd.pfirst) and marked simd.subgroups_in_rows;
// the mark survives scalarization and lowering, so simd-run still refuses a block whose
// rows split subgroups on the machine, and runs a one-row block.
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{mask-style=per-op}' -o %t.l.mlir
// RUN: filecheck %s --check-prefix=IR < %t.l.mlir
// IR: func.func @k(%out: memref<?xi32>, %n: i32, %group_base: i32) attributes {simd.subgroups_in_rows}
// RUN: not simd-run %t.l.mlir --block 3,2 --width 4 --args '[[0, 0, 0, 0, 0, 0], 6]' 2>&1 | filecheck %s --check-prefix=ROWS
// ROWS: simd-run: error: a vectorized program runs each subgroup inside one x-row of its block
// RUN: simd-run %t.l.mlir --grid 2 --block 3 --width 4 --args '[[0, 0, 0, 0, 0, 0], 5]' --json | filecheck %s --check-prefix=ONEROW
// ONEROW: "memrefs": {{\[}}[0, 1, 2, 3, 4, 0]]
func.func @k(%out: memref<?xi32>, %n: i32) {
  %g = gpu.global_id x
  %gi = arith.index_cast %g : index to i32
  %c = arith.cmpi slt, %gi, %n : i32
  scf.if %c {
    memref.store %gi, %out[%g] : memref<?xi32>
  }
  func.return
}
