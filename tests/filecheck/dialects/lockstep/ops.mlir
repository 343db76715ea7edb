// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s

// CHECK-LABEL: func.func @vector_unit
func.func @vector_unit(%a: vector<4xi32>, %b: vector<4xi32>, %p: vector<4xi1>, %f: vector<8xf32>, %x: i32) {
  // CHECK-NEXT: %{{.*}} = lockstep.valu add %a, %b : vector<4xi32>
  %0 = lockstep.valu add %a, %b : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.valu sub %a, %b mask(%p) : vector<4xi32>
  %1 = lockstep.valu sub %a, %b mask(%p) : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.valu rem %a, %b mask(not %p) : vector<4xi32>
  %2 = lockstep.valu rem %a, %b mask(not %p) : vector<4xi32>
  // A scalar second operand (valus): every lane reads %x, no broadcast.
  // CHECK-NEXT: %{{.*}} = lockstep.valus mul %a, %x mask(%p) : vector<4xi32>
  %s = lockstep.valus mul %a, %x mask(%p) : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vcmps sle, %a, %x mask(not %p) : vector<4xi32>
  %sc = lockstep.vcmps sle, %a, %x mask(not %p) : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.valu mul %a, %b mask(not %p) merge(%1) : vector<4xi32>
  %m = lockstep.valu mul %a, %b mask(not %p) merge(%1) : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.valu max %f, %f : vector<8xf32>
  %3 = lockstep.valu max %f, %f : vector<8xf32>
  // CHECK-NEXT: %{{.*}} = lockstep.vcmp sgt, %a, %b : vector<4xi32>
  %4 = lockstep.vcmp sgt, %a, %b : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vcmp olt, %f, %f : vector<8xf32>
  %5 = lockstep.vcmp olt, %f, %f : vector<8xf32>
  // CHECK-NEXT: %{{.*}} = lockstep.vcmp eq, %a, %b mask(not %p) : vector<4xi32>
  %6 = lockstep.vcmp eq, %a, %b mask(not %p) : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vsel %p, %a, %b : vector<4xi32>
  %7 = lockstep.vsel %p, %a, %b : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vbcast %x mask(%p) : vector<4xi32>
  %8 = lockstep.vbcast %x mask(%p) : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vpack %x, %x, %x, %x : vector<4xi32>
  %9 = lockstep.vpack %x, %x, %x, %x : vector<4xi32>
  // CHECK-NEXT: func.return
  func.return
}

// CHECK-LABEL: func.func @memory
func.func @memory(%m: memref<?xi32>, %v: vector<4xi32>, %base: i32, %p: vector<4xi1>) {
  // CHECK-NEXT: %{{.*}} = lockstep.vload %m[%base] : memref<?xi32>, vector<4xi32>
  %0 = lockstep.vload %m[%base] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: lockstep.vstore %v, %m[%base] mask(%p) : memref<?xi32>, vector<4xi32>
  lockstep.vstore %v, %m[%base] mask(%p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vgather %m[%v] mask(not %p) : memref<?xi32>, vector<4xi32>
  %1 = lockstep.vgather %m[%v] mask(not %p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: lockstep.vscatter %v, %m[%v] : memref<?xi32>, vector<4xi32>
  lockstep.vscatter %v, %m[%v] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: func.return
  func.return
}

// CHECK-LABEL: func.func @scalar_unit
func.func @scalar_unit(%v: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>, %l: i32) {
  // CHECK-NEXT: %{{.*}} = lockstep.vlane %v[%l] : vector<4xi32>
  %0 = lockstep.vlane %v[%l] : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.mand %p, %q : vector<4xi1>
  %1 = lockstep.mand %p, %q : vector<4xi1>
  // CHECK-NEXT: %{{.*}} = lockstep.mor %p, %q : vector<4xi1>
  %2 = lockstep.mor %p, %q : vector<4xi1>
  // CHECK-NEXT: %{{.*}} = lockstep.mnot %p : vector<4xi1>
  %3 = lockstep.mnot %p : vector<4xi1>
  // CHECK-NEXT: %{{.*}} = lockstep.mfirst %l : vector<4xi1>
  %f3 = lockstep.mfirst %l : vector<4xi1>
  // CHECK-NEXT: %[[B:.*]] = lockstep.many %q : vector<4xi1>
  // CHECK-NEXT: %{{.*}} = lockstep.mbcast %[[B]] : vector<4xi1>
  %b = lockstep.many %q : vector<4xi1>
  %m = lockstep.mbcast %b : vector<4xi1>
  // CHECK-NEXT: %{{.*}} = lockstep.many %p : vector<4xi1>
  %4 = lockstep.many %p : vector<4xi1>
  // CHECK-NEXT: %{{.*}} = lockstep.mall %p : vector<4xi1>
  %5 = lockstep.mall %p : vector<4xi1>
  // CHECK-NEXT: func.return
  func.return
}

// CHECK-LABEL: func.func @exec
func.func @exec(%p: vector<4xi1>) {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_save : vector<4xi1>
  %s = lockstep.exec_save : vector<4xi1>
  // CHECK-NEXT: lockstep.exec_and %p : vector<4xi1>
  lockstep.exec_and %p : vector<4xi1>
  // CHECK-NEXT: lockstep.exec_not : vector<4xi1>
  lockstep.exec_not : vector<4xi1>
  // CHECK-NEXT: lockstep.exec_and not %p : vector<4xi1>
  lockstep.exec_and not %p : vector<4xi1>
  // CHECK-NEXT: lockstep.exec_restore %[[S]] : vector<4xi1>
  lockstep.exec_restore %s : vector<4xi1>
  // CHECK-NEXT: func.return
  func.return
}

// CHECK-LABEL: func.func @branches
func.func @branches(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[R:.*]] = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
  // CHECK-NEXT:   %[[T:.*]] = lockstep.valu mul %a, %a : vector<4xi32>
  // CHECK-NEXT:   lockstep.yield %[[T]] : vector<4xi32>
  // CHECK-NEXT: }
  %r = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
    %t = lockstep.valu mul %a, %a : vector<4xi32>
    lockstep.yield %t : vector<4xi32>
  }
  // CHECK-NEXT: lockstep.skip_execz : vector<4xi1> {
  // CHECK-NEXT:   lockstep.yield
  // CHECK-NEXT: }
  lockstep.skip_execz : vector<4xi1> {
    lockstep.yield
  }
  // CHECK-NEXT: %[[U:.*]] = lockstep.if_any %p : vector<4xi1> -> (vector<4xi32>) {
  // CHECK-NEXT:   lockstep.yield %a : vector<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   %[[P:.*]] = ub.poison : vector<4xi32>
  // CHECK-NEXT:   lockstep.yield %[[P]] : vector<4xi32>
  // CHECK-NEXT: }
  %u = lockstep.if_any %p : vector<4xi1> -> (vector<4xi32>) {
    lockstep.yield %a : vector<4xi32>
  } else {
    %z = ub.poison : vector<4xi32>
    lockstep.yield %z : vector<4xi32>
  }
  // CHECK-NEXT: %[[W:.*]] = lockstep.if_all %p : vector<4xi1> -> (vector<4xi32>) {
  // CHECK-NEXT:   lockstep.yield %[[U]] : vector<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   lockstep.yield %[[R]] : vector<4xi32>
  // CHECK-NEXT: }
  %w = lockstep.if_all %p : vector<4xi1> -> (vector<4xi32>) {
    lockstep.yield %u : vector<4xi32>
  } else {
    lockstep.yield %r : vector<4xi32>
  }
  // CHECK-NEXT: func.return %[[W]] : vector<4xi32>
  func.return %w : vector<4xi32>
}

// CHECK-LABEL: func.func @lanewise
func.func @lanewise(%a: vector<4xf32>, %b: vector<4xf32>, %v: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>) -> (i32, f32) {
  // CHECK-NEXT: %{{.*}} = lockstep.vmath sqrt, %a : vector<4xf32>
  %0 = lockstep.vmath sqrt, %a : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = lockstep.vmath atan2, %a, %b mask(%p) : vector<4xf32>
  %1 = lockstep.vmath atan2, %a, %b mask(%p) : vector<4xf32>
  // CHECK-NEXT: %{{.*}} = lockstep.vmath absi, %v mask(not %p) : vector<4xi32>
  %2 = lockstep.vmath absi, %v mask(not %p) : vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vatomic xori, %v, %m[%v] mask(%p) : memref<?xi32>, vector<4xi32>
  %3 = lockstep.vatomic xori, %v, %m[%v] mask(%p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: %{{.*}} = lockstep.vcmpxchg %v, %v, %m[%v] mask(%p) : memref<?xi32>, vector<4xi32>
  %4 = lockstep.vcmpxchg %v, %v, %m[%v] mask(%p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: lockstep.vprintf "%x\0A" thread(%v), %v mask(%p) : vector<4xi32>, vector<4xi32>
  lockstep.vprintf "%x\n" thread(%v), %v mask(%p) : vector<4xi32>, vector<4xi32>
  // CHECK-NEXT: %[[U:.*]] = lockstep.vreadfirstlane %v : vector<4xi32>
  %u = lockstep.vreadfirstlane %v : vector<4xi32>
  // CHECK-NEXT: %[[S:.*]] = lockstep.vreduce mul, %a mask(%p) : vector<4xf32>
  %s = lockstep.vreduce mul, %a mask(%p) : vector<4xf32>
  // CHECK-NEXT: func.return %[[U]], %[[S]] : i32, f32
  func.return %u, %s : i32, f32
}
