// RUN: simd-opt %s -p 'convert-simd-to-lockstep{fuse-exec=false}' | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' | filecheck %s --check-prefix=SOP
// RUN: simd-run %s --args '[[1, 2, 3, 4], [5, 6, 7, 8], [1, 1, 0, 1], 0]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{fuse-exec=false}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --args '[[1, 2, 3, 4], [5, 6, 7, 8], [1, 1, 0, 1], 0]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' -o %t.sop.mlir
// RUN: simd-run %t.sop.mlir --args '[[1, 2, 3, 4], [5, 6, 7, 8], [1, 1, 0, 1], 0]' --json | filecheck %s --check-prefix=OUT
//
// Exec style: a broadcast of a scalar loaded between two vector ops under one mask is
// an unmasked op, but every user runs under that mask, so it runs inside the exec
// group (lanes outside the mask are read by no one): one exec_save/and/restore, not two
// groups.  With scalar operands the broadcast is gone too.  A broadcast also read
// outside the mask (%c's) still ends the group.  Same results (OUT).
// CHECK-LABEL: func.func @main
// CHECK:         lockstep.exec_save
// CHECK-NEXT:    lockstep.exec_and %p
// CHECK-NEXT:    %a = lockstep.valu add %v, %w : vector<4xi32>
// CHECK-NEXT:    %x = memref.load %m[%i] : memref<1xi32>
// CHECK-NEXT:    %b = lockstep.vbcast %x : vector<4xi32>
// CHECK-NEXT:    %s = lockstep.valu sub %a, %b : vector<4xi32>
// CHECK-NEXT:    lockstep.exec_restore
// CHECK-NEXT:    %c = lockstep.vbcast %x : vector<4xi32>
// CHECK-NEXT:    lockstep.exec_save
// CHECK-NEXT:    lockstep.exec_and %p
// CHECK-NEXT:    %t = lockstep.valu mul %s, %c merge(%v) : vector<4xi32>
// CHECK-NEXT:    lockstep.exec_restore
// SOP:           lockstep.exec_and %p
// SOP-NEXT:      %a = lockstep.valu add %v, %w : vector<4xi32>
// SOP-NEXT:      %x = memref.load %m[%i] : memref<1xi32>
// SOP-NEXT:      %s = lockstep.valus sub %a, %x : vector<4xi32>
// OUT: "results": {{\[}}[5, 15, 3, 35], [5, 5, 5, 5]]
func.func @main(%v: vector<4xi32>, %w: vector<4xi32>, %p: vector<4xi1>, %i: index) -> (vector<4xi32>, vector<4xi32>) {
  %m = memref.alloca() : memref<1xi32>
  %five = arith.constant 5 : i32
  memref.store %five, %m[%i] : memref<1xi32>
  %a = simd.vadd %v, %w mask(%p) : vector<4xi32>
  %x = memref.load %m[%i] : memref<1xi32>
  %b = simd.s2vb %x : vector<4xi32>
  %s = simd.vsub %a, %b mask(%p) : vector<4xi32>
  %c = simd.s2vb %x : vector<4xi32>
  %t = simd.vmul %s, %c mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %t, %v : vector<4xi32>
  func.return %r, %c : vector<4xi32>, vector<4xi32>
}

// A temporary read by a shuffle under the group's mask still ends the group: an active
// lane of the shuffle reads another lane, which may be outside the mask.
// CHECK-LABEL: func.func @shuffled
// CHECK:         %a = lockstep.valu add %v, %v : vector<4xi32>
// CHECK-NEXT:    lockstep.exec_restore
// CHECK-NEXT:    %b = lockstep.vbcast %x : vector<4xi32>
// CHECK-NEXT:    lockstep.exec_save
func.func @shuffled(%v: vector<4xi32>, %x: i32, %p: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>) {
  %a = simd.vadd %v, %v mask(%p) : vector<4xi32>
  %b = simd.s2vb %x : vector<4xi32>
  %s = simd.vshuffle %b [1, 0, 3, 2] mask(%p) : vector<4xi32>
  func.return %a, %s : vector<4xi32>, vector<4xi32>
}
