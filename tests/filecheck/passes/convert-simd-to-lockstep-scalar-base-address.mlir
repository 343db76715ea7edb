// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' | filecheck %s --check-prefix=PEROP
// RUN: simd-opt %s -p convert-simd-to-lockstep{fuse-exec=false} | filecheck %s --check-prefix=DEFAULT
// RUN: simd-run %s --args '[[0, 10, 20, 30, 40, 50, 60, 70], [0, 1, 3, 2], 4, [1, 0, 1, 1], [7, 8, 9, 6]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --args '[[0, 10, 20, 30, 40, 50, 60, 70], [0, 1, 3, 2], 4, [1, 0, 1, 1], [7, 8, 9, 6]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --args '[[0, 10, 20, 30, 40, 50, 60, 70], [0, 1, 3, 2], 4, [1, 0, 1, 1], [7, 8, 9, 6]]' --json | filecheck %s --check-prefix=OUT
//
// With scalar-operands, a gather or scatter whose addresses are a scalar base plus a
// vector of offsets, an add read by nothing else, reads the base from its scalar
// register (`vgathers`/`vscatters`, AMD's `saddr`/`soffset`): the address add
// is gone.  An address vector read by another op too (%a3) keeps its add.  The same
// results and memory (OUT).
// CHECK-LABEL: func.func @main
// CHECK:         lockstep.exec_and %p
// CHECK-NEXT:    %g = lockstep.vgathers %m[%s + %o] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    lockstep.vscatters %v, %m[%s + %o] : memref<?xi32>, vector<4xi32>
// CHECK:         %a3 = lockstep.valus add %o, %s : vector<4xi32>
// CHECK-NEXT:    %g3 = lockstep.vgather %m[%a3] : memref<?xi32>, vector<4xi32>
// PEROP:         %g = lockstep.vgathers %m[%s + %o] mask(%p) : memref<?xi32>, vector<4xi32>
// PEROP-NEXT:    lockstep.vscatters %v, %m[%s + %o] mask(%p) : memref<?xi32>, vector<4xi32>
// DEFAULT-NOT:   lockstep.vgathers
// DEFAULT-NOT:   lockstep.vscatters
// OUT: "results": {{\[}}[40, 55, 70, 60]]
// OUT: "memrefs": {{\[}}[0, 10, 20, 30, 7, 50, 6, 9]]
func.func @main(%m: memref<?xi32>, %o: vector<4xi32>, %s: i32, %p: vector<4xi1>, %v: vector<4xi32>) -> vector<4xi32> {
  %b = simd.s2vb %s : vector<4xi32>
  %a = simd.vadd %o, %b : vector<4xi32>
  %g = simd.gather %m[%a] mask(%p) : memref<?xi32>, vector<4xi32>
  %a2 = simd.vadd %b, %o mask(%p) : vector<4xi32>
  simd.scatter %v, %m[%a2] mask(%p) : memref<?xi32>, vector<4xi32>
  %a3 = simd.vadd %o, %b : vector<4xi32>
  %g3 = simd.gather %m[%a3] : memref<?xi32>, vector<4xi32>
  %r = simd.vadd %g3, %a3 : vector<4xi32>
  %z = simd.vphi %p, %g, %r : vector<4xi32>
  func.return %z : vector<4xi32>
}
