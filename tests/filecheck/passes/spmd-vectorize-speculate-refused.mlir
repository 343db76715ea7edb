// RUN: simd-run %s --threads 8 --width 4 --args '[[0, 1, 2, 9, -3, -1, 8, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform speculate=true}' -o %t.s.mlir
// RUN: filecheck %s --check-prefix=SPEC < %t.s.mlir
// RUN: simd-run %t.s.mlir --threads 8 --width 4 --args '[[0, 1, 2, 9, -3, -1, 8, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.s.mlir -p 'divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{mask-style=exec}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --threads 8 --width 4 --args '[[0, 1, 2, 9, -3, -1, 8, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.s.mlir -p 'divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --threads 8 --width 4 --args '[[0, 1, 2, 9, -3, -1, 8, 0], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
//
// Arms `speculate=true` leaves under their own mask (`speculate.py`):
// * an arm that yields only a mask, the short-circuit `x != 0 && 1 < x`: its merge is mask
//   algebra whose result masks later ops; under its own mask the exec lowering narrows
//   exec with one `exec_and`, speculated it rebuilds the whole mask (gaussian_elim paid
//   a cycle per run);
// * an arm of three vector ops (rgb_to_grey's saturating add): the lanes of the other
//   arm cost more lane energy than the arm mask and exec write save (at most 2).
// The one-op arm of the last if runs under the enclosing mask.
//
// OUT: "memrefs": {{\[}}[0, 1, 2, 9, -3, -1, 8, 0], [0, 1, 3, 265, -3, -1, 264, 0]]
// SPEC:      %[[FIRST:first]] = simd.vcmp eq
// SPEC:      %[[N:.*]] = simd.pnot %[[FIRST]]
// SPEC-NEXT: %[[ARM:.*]] = simd.pand %live, %[[N]]
// SPEC-NEXT: %more = simd.vcmp slt, {{.*}} mask(%[[ARM]])
// SPEC:      %[[BIG:big]] = simd.vcmp sgt
// SPEC-NEXT: %[[ARM2:.*]] = simd.pand %live, %[[BIG]]
// SPEC-NEXT: %a = simd.vadd {{.*}} mask(%[[ARM2]])
// SPEC-NEXT: %wrap = simd.vcmp ult, {{.*}} mask(%[[ARM2]])
// SPEC-NEXT: %s = simd.vphi %wrap, {{.*}} mask(%[[ARM2]])
// SPEC-NEXT: %sat = simd.vphi %[[BIG]], %s, %x mask(%live)
// SPEC-NEXT: %d = simd.vadd %sat, {{.*}} mask(%live)
func.func @kernel(%in: memref<?xi32>, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %in[%i] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %cmax = arith.constant 255 : i32
  %false = arith.constant false
  %first = arith.cmpi eq, %x, %c0 : i32
  %both = scf.if %first -> (i1) {
    scf.yield %false : i1
  } else {
    %more = arith.cmpi slt, %c1, %x : i32
    scf.yield %more : i1
  }
  %big = arith.cmpi sgt, %x, %c7 : i32
  %sat = scf.if %big -> (i32) {
    %a = arith.addi %x, %cmax : i32
    %wrap = arith.cmpi ult, %a, %x : i32
    %s = arith.select %wrap, %cmax, %a : i32
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  %r = scf.if %both -> (i32) {
    %d = arith.addi %sat, %c1 : i32
    scf.yield %d : i32
  } else {
    scf.yield %sat : i32
  }
  memref.store %r, %out[%i] : memref<?xi32>
  func.return
}
