// RUN: simd-opt %s -p optimize-exec | filecheck %s
// RUN: simd-run %s --args '[[0, 1, 5, 9], [2, 6, 0, 3]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p optimize-exec -o %t.mlir
// RUN: simd-run %t.mlir --args '[[0, 1, 5, 9], [2, 6, 0, 3]]' --json | filecheck %s --check-prefixes=OUT,AFTER
// A tree reduction's halving steps, as the exec-style lowering writes them: `if (x <
// 8)` then `if (x < 4)`, each group `exec_and` ... `exec_restore %live`.  x < 4 implies
// x < 8, so exec = live & (x < 8) & (x < 4) = live & (x < 4): the restore between the
// groups goes and the second compare runs under the first group's exec (its other
// lanes are read by nobody).  A conjunction with a literal exec already holds is
// and-ed as its other literal (`eq & (y < 4)` under `live & eq & (y < 8)`: `exec_and
// %ylt4`, the `mand` dies).  (y == 0 implies nothing of x: the restore before the
// second pair stays.)

// CHECK-LABEL: func.func @main
// CHECK:      lockstep.exec_and %lt8 : vector<4xi1>
// CHECK-NEXT: %a = lockstep.valu add %x, %x merge(%x) : vector<4xi32>
// CHECK-NEXT: %lt4 = lockstep.vcmps slt, %x, %c4 : vector<4xi32>
// CHECK-NEXT: lockstep.exec_and %lt4 : vector<4xi1>
// CHECK-NEXT: %b = lockstep.valu mul %a, %a merge(%a) : vector<4xi32>
// CHECK-NEXT: lockstep.exec_restore %live : vector<4xi1>
// CHECK-NEXT: %eq = lockstep.vcmps eq, %y, %c0 : vector<4xi32>
// CHECK:      lockstep.exec_and %m8 : vector<4xi1>
// CHECK-NEXT: %c = lockstep.valu add %y, %y merge(%y) : vector<4xi32>
// CHECK-NEXT: %ylt4 = lockstep.vcmps slt, %y, %c4 : vector<4xi32>
// CHECK-NEXT: lockstep.exec_and %ylt4 : vector<4xi1>
// CHECK-NEXT: %d = lockstep.valu mul %c, %c merge(%c) : vector<4xi32>
// CHECK-NEXT: lockstep.exec_restore %live : vector<4xi1>
func.func @main(%x: vector<4xi32>, %y: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %live = lockstep.exec_save : vector<4xi1>
  %c8 = arith.constant 8 : i32
  %c4 = arith.constant 4 : i32
  %c0 = arith.constant 0 : i32
  %lt8 = lockstep.vcmps slt, %x, %c8 : vector<4xi32>
  lockstep.exec_and %lt8 : vector<4xi1>
  %a = lockstep.valu add %x, %x merge(%x) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  %lt4 = lockstep.vcmps slt, %x, %c4 : vector<4xi32>
  lockstep.exec_and %lt4 : vector<4xi1>
  %b = lockstep.valu mul %a, %a merge(%a) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  %eq = lockstep.vcmps eq, %y, %c0 : vector<4xi32>
  %ylt8 = lockstep.vcmps slt, %y, %c8 : vector<4xi32>
  %m8 = lockstep.mand %eq, %ylt8 : vector<4xi1>
  lockstep.exec_and %m8 : vector<4xi1>
  %c = lockstep.valu add %y, %y merge(%y) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  %ylt4 = lockstep.vcmps slt, %y, %c4 : vector<4xi32>
  %m4 = lockstep.mand %eq, %ylt4 : vector<4xi1>
  lockstep.exec_and %m4 : vector<4xi1>
  %d = lockstep.valu mul %c, %c merge(%c) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  func.return %b, %d : vector<4xi32>, vector<4xi32>
}
// OUT: "results": {{\[}}[0, 4, 10, 9], [2, 6, 0, 3]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 9, "scalar": 3, "mask": 11,
// AFTER-SAME: "cycles_by_unit": {"vector": 9, "scalar": 3, "mask": 8,

// Not nested: x < 16 does not imply x < 8, and a compare read after its group (its
// lanes outside the first group's exec would be poison) keeps its restore too.
// CHECK-LABEL: func.func @not_nested
// CHECK:      lockstep.exec_restore %live
// CHECK-NEXT: %lt16 = lockstep.vcmps slt, %x, %c16
// CHECK:      lockstep.exec_restore %live
// CHECK-NEXT: %lt2 = lockstep.vcmps slt, %x, %c2
func.func @not_nested(%x: vector<4xi32>) -> (vector<4xi32>, vector<4xi1>) {
  %live = lockstep.exec_save : vector<4xi1>
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c2 = arith.constant 2 : i32
  %lt8 = lockstep.vcmps slt, %x, %c8 : vector<4xi32>
  lockstep.exec_and %lt8 : vector<4xi1>
  %a = lockstep.valu add %x, %x merge(%x) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  %lt16 = lockstep.vcmps slt, %x, %c16 : vector<4xi32>
  lockstep.exec_and %lt16 : vector<4xi1>
  %b = lockstep.valu mul %a, %a merge(%a) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  %lt2 = lockstep.vcmps slt, %x, %c2 : vector<4xi32>
  lockstep.exec_and %lt2 : vector<4xi1>
  %c = lockstep.valu add %b, %b merge(%b) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  func.return %c, %lt2 : vector<4xi32>, vector<4xi1>
}
