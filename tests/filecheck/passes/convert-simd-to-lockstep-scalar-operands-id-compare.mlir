// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=SIMD
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep{mask-style=per-op scalar-operands=true live-exec=false}' | filecheck %s --check-prefix=PEROP
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' | filecheck %s --check-prefix=PEROPLIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep{scalar-operands=true}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep' | filecheck %s --check-prefix=DEFAULT
// RUN: simd-run %s --threads 10 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 7]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --threads 10 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 7]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep{scalar-operands=true}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --threads 10 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 7]' --json | filecheck %s --check-prefix=OUT
//
// spmd-vectorize{mode=uniform} makes the bounds check `i < n` of an x id the mask of
// the first max(n, x0) - x0 lanes (two scalar ops and a `pfirst`, SIMD).  On a machine
// with scalar operands one compare of the id vector with the scalar bound costs less:
// `vcmps slt %ids, %n` (the id vector built from the lane vector when no one built it,
// two vector ops against three), in both mask styles; with per-op masks under the
// mask its users keep (`pand %live, ...`: it pays energy for the live lanes only,
// PEROP).  Without scalar operands the count stays (DEFAULT).  Same results (OUT).
// SIMD:          arith.maxsi %n
// SIMD:          simd.pfirst
// CHECK-LABEL:   func.func @bounds
// CHECK:         %[[IDS:.*]] = lockstep.valus add %lanes, %{{.*}} : vector<4xi32>
// CHECK-NOT:     arith.maxsi
// CHECK:         lockstep.vcmps slt, %[[IDS]], %n : vector<4xi32>
// CHECK-NOT:     arith.maxsi
// With %live read from exec (`live-exec`, the default) exec holds it: no mask operand.
// PEROPLIVE-LABEL: func.func @bounds
// PEROPLIVE:       %[[C:.*]] = lockstep.vcmps slt, %{{.*}}, %n : vector<4xi32>
// PEROPLIVE-NEXT:  lockstep.mand %live, %[[C]]
// PEROP-LABEL:   func.func @bounds
// PEROP:         %[[IDS:.*]] = lockstep.valus add %lanes, %{{.*}} : vector<4xi32>
// PEROP-NOT:     arith.maxsi
// PEROP:         %[[C:.*]] = lockstep.vcmps slt, %[[IDS]], %n mask(%live) : vector<4xi32>
// PEROP-NEXT:    lockstep.mand %live, %[[C]]
// PEROP-NOT:     arith.maxsi
// DEFAULT:       arith.maxsi %n
// DEFAULT:       lockstep.mfirst
// OUT: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0]]
func.func @bounds(%a: memref<?xi32>, %n: i32) {
  %i = gpu.global_id x
  %ii = arith.index_cast %i : index to i32
  %c = arith.cmpi slt, %ii, %n : i32
  scf.if %c {
    %c1 = arith.constant 1 : i32
    %v = arith.addi %ii, %c1 : i32
    memref.store %v, %a[%i] : memref<?xi32>
  }
  func.return
}
