// RUN: simd-opt %s -p fuse-exec-masks | filecheck %s
// What fuse-exec-masks leaves as it is: an op between two exec ops may read exec (a
// vector op between a restore and the next save runs under the restored mask), and
// an else whose last exec write is unknown (a region op or a call comes between, or
// it was a restore) keeps its `exec_not`.

// CHECK-LABEL: func.func @vector_op_between
func.func @vector_op_between(%a: vector<4xi32>, %p: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>) {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_and_save %p
  // CHECK-NEXT: lockstep.valu div
  // CHECK-NEXT: lockstep.exec_restore %[[S]]
  // CHECK-NEXT: lockstep.valu sub
  // CHECK-NEXT: %[[T:.*]] = lockstep.exec_and_save not %p
  // CHECK-NEXT: lockstep.valu div
  // CHECK-NEXT: lockstep.exec_restore %[[T]]
  %s = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and %p : vector<4xi1>
  %x = lockstep.valu div %a, %a : vector<4xi32>
  lockstep.exec_restore %s : vector<4xi1>
  %y = lockstep.valu sub %a, %a : vector<4xi32>
  %t = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and not %p : vector<4xi1>
  %z = lockstep.valu div %a, %a : vector<4xi32>
  lockstep.exec_restore %t : vector<4xi1>
  func.return %x, %y : vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @else_after_region
func.func @else_after_region(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_and_save %p
  // CHECK-NEXT: lockstep.skip_execz
  // CHECK:      lockstep.exec_not
  // CHECK-NEXT: lockstep.exec_and %[[S]]
  %s = lockstep.exec_and_save %p : vector<4xi1>
  %r = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
    %x = lockstep.valu add %a, %a : vector<4xi32>
    lockstep.yield %x : vector<4xi32>
  }
  lockstep.exec_not : vector<4xi1>
  lockstep.exec_and %s : vector<4xi1>
  lockstep.exec_restore %s : vector<4xi1>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @else_after_restore
func.func @else_after_restore(%p: vector<4xi1>, %r: vector<4xi1>) {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_and_save %p
  // CHECK-NEXT: lockstep.exec_restore %r
  // CHECK-NEXT: lockstep.exec_not
  // CHECK-NEXT: lockstep.exec_and %[[S]]
  %s = lockstep.exec_and_save %p : vector<4xi1>
  lockstep.exec_restore %r : vector<4xi1>
  lockstep.exec_not : vector<4xi1>
  lockstep.exec_and %s : vector<4xi1>
  func.return
}

// CHECK-LABEL: func.func @else_of_another_mask
func.func @else_of_another_mask(%p: vector<4xi1>, %r: vector<4xi1>) {
  // CHECK-NEXT: lockstep.exec_and_save %p
  // CHECK-NEXT: lockstep.exec_not
  // CHECK-NEXT: lockstep.exec_and %r
  %s = lockstep.exec_and_save %p : vector<4xi1>
  lockstep.exec_not : vector<4xi1>
  lockstep.exec_and %r : vector<4xi1>
  func.return
}

// A mask the algebra computes for another reader too stays the exec_set's operand (the
// `mand` would not die); so does one set after a region op (exec there is unknown).
// CHECK-LABEL: func.func @mask_read_elsewhere
func.func @mask_read_elsewhere(%a: vector<4xi1>, %c: vector<4xi1>, %v: vector<4xi32>) -> (i1, vector<4xi32>) {
  // CHECK-NEXT: %[[X:.*]] = lockstep.exec_and_save %a
  // CHECK-NEXT: %[[M:.*]] = lockstep.mand %a, %c
  // CHECK-NEXT: lockstep.exec_set %[[X]] and %[[M]]
  %x = lockstep.exec_and_save %a : vector<4xi1>
  %m = lockstep.mand %a, %c : vector<4xi1>
  lockstep.exec_set %x and %m : vector<4xi1>
  %d = lockstep.valu div %v, %v : vector<4xi32>
  %any = lockstep.many %m : vector<4xi1>
  lockstep.exec_restore %x : vector<4xi1>
  func.return %any, %d : i1, vector<4xi32>
}

// CHECK-LABEL: func.func @set_after_region
func.func @set_after_region(%v: vector<4xi32>, %a: vector<4xi1>, %c: vector<4xi1>) -> vector<4xi32> {
  // CHECK:      lockstep.skip_execz
  // CHECK:      %[[M:.*]] = lockstep.mand %a, %c
  // CHECK-NEXT: lockstep.exec_set %{{.*}} and %[[M]]
  %x = lockstep.exec_and_save %a : vector<4xi1>
  %r = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
    %t = lockstep.valu add %v, %v : vector<4xi32>
    lockstep.yield %t : vector<4xi32>
  }
  %m = lockstep.mand %a, %c : vector<4xi1>
  lockstep.exec_set %x and %m : vector<4xi1>
  %u = lockstep.valu div %r, %r : vector<4xi32>
  lockstep.exec_restore %x : vector<4xi1>
  func.return %u : vector<4xi32>
}
