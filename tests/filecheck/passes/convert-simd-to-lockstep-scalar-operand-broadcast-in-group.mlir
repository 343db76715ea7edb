// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' | filecheck %s
// RUN: simd-opt %s -p convert-simd-to-lockstep{fuse-exec=false} | filecheck %s --check-prefix=VBCAST
// RUN: simd-run %s --args '[[1, 2, 3, 4], 10]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' -o %t.mlir && simd-run %t.mlir --args '[[1, 2, 3, 4], 10]' --json | filecheck %s --check-prefix=OUT
//
// A broadcast between two ops under the same mask, read only by a select under
// another mask (outside the group).  With scalar operands the select reads the scalar itself (`vsels`):
// the broadcast disappears, so it does not end the exec group, and the two ops run
// in one group (one save, one and, one restore instead of two of each).  Without
// scalar operands the `vbcast` is a vector op outside the group and ends it (VBCAST).
// Same results (OUT).

// CHECK-LABEL: func.func @one_group
// CHECK:         lockstep.exec_save
// CHECK-NEXT:    lockstep.exec_and %m
// CHECK-NEXT:    %a = lockstep.valu add
// CHECK-NEXT:    %c = lockstep.valu sub
// CHECK-NOT:     lockstep.exec_save
// CHECK:         lockstep.exec_restore
// CHECK-NOT:     lockstep.vbcast
// CHECK:         lockstep.exec_and %n
// CHECK-NEXT:    lockstep.vsels rev %m, %v, %s

// VBCAST-LABEL: func.func @one_group
// VBCAST:         %a = lockstep.valu add
// VBCAST-NEXT:    lockstep.exec_restore
// VBCAST-NEXT:    %b = lockstep.vbcast %s

// OUT: "results": {{\[\[}}10, 10, 3, 4], [0, 0, 3, 4]]
func.func @one_group(%v: vector<4xi32>, %s: i32) -> (vector<4xi32>, vector<4xi32>) {
  %two = arith.constant 2 : i32
  %m = simd.pfirst %two : vector<4xi1>
  %a = simd.vadd %v, %v mask(%m) : vector<4xi32>
  %b = simd.s2vb %s : vector<4xi32>
  %c = simd.vsub %a, %a mask(%m) : vector<4xi32>
  %three = arith.constant 3 : i32
  %n = simd.pfirst %three : vector<4xi1>
  %d = simd.vphi %m, %b, %v mask(%n) : vector<4xi32>
  %e = simd.vphi %m, %c, %v : vector<4xi32>
  %d2 = simd.vphi %n, %d, %v : vector<4xi32>
  func.return %d2, %e : vector<4xi32>, vector<4xi32>
}

