// RUN: simd-opt %s -p convert-simd-to-lockstep{fuse-exec=false} | filecheck %s --check-prefixes=CHECK,EXEC
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' | filecheck %s --check-prefixes=CHECK,PEROP
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{merge-phis=false fuse-exec=false}' | filecheck %s --check-prefix=NOMERGE
// NOMERGE-NOT: merge(
// Op by op translation and the two mask styles, one behaviour per function.

// CHECK: builtin.module attributes {lockstep.target = #lockstep.target<taken_branch_penalty = 3,

// Every unmasked simd op becomes its lockstep instruction; scalar code stays.
// CHECK-LABEL: func.func @translate
func.func @translate(%m: memref<?xi32>, %x: i32, %y: i32) -> i32 {
  // CHECK-NEXT: %[[C:.*]] = arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  // CHECK-NEXT: %[[V:.*]] = lockstep.vload %m[%[[C]]] : memref<?xi32>, vector<4xi32>
  %v = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: %[[B:.*]] = lockstep.vbcast %x : vector<4xi32>
  %b = simd.s2vb %x : vector<4xi32>
  // CHECK-NEXT: %[[P:.*]] = lockstep.vpack %x, %y, %x, %y : vector<4xi32>
  %p = simd.s2v %x, %y, %x, %y : vector<4xi32>
  // CHECK-NEXT: %[[S:.*]] = lockstep.valu shl %[[V]], %[[B]] : vector<4xi32>
  %s = simd.vshl %v, %b : vector<4xi32>
  // CHECK-NEXT: %[[D:.*]] = lockstep.valu div %[[S]], %[[P]] : vector<4xi32>
  %d = simd.vdiv %s, %p : vector<4xi32>
  // CHECK-NEXT: %[[G:.*]] = lockstep.vgather %m[%[[P]]] : memref<?xi32>, vector<4xi32>
  %g = simd.gather %m[%p] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: lockstep.vscatter %[[G]], %m[%[[P]]] : memref<?xi32>, vector<4xi32>
  simd.scatter %g, %m[%p] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: %[[Q:.*]] = lockstep.vcmp slt, %[[D]], %[[G]] : vector<4xi32>
  %q = simd.vcmp slt, %d, %g : vector<4xi32>
  // CHECK-NEXT: %[[N:.*]] = lockstep.mnot %[[Q]] : vector<4xi1>
  %n = simd.pnot %q : vector<4xi1>
  // CHECK-NEXT: %[[A:.*]] = lockstep.mand %[[Q]], %[[N]] : vector<4xi1>
  %a = simd.pand %q, %n : vector<4xi1>
  // CHECK-NEXT: %[[O:.*]] = lockstep.mor %[[A]], %[[N]] : vector<4xi1>
  %o = simd.por %a, %n : vector<4xi1>
  // CHECK-NEXT: %[[R:.*]] = lockstep.vsel %[[O]], %[[D]], %[[G]] : vector<4xi32>
  %r = simd.vphi %o, %d, %g : vector<4xi32>
  // CHECK-NEXT: lockstep.vstore %[[R]], %m[%[[C]]] : memref<?xi32>, vector<4xi32>
  simd.vstore %r, %m[%c0] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: %[[L:.*]] = lockstep.vlane %[[R]][%x] : vector<4xi32>
  %l = simd.v2s %r[%x] : vector<4xi32>
  // CHECK-NEXT: func.return %[[L]] : i32
  func.return %l : i32
}

// Consecutive ops under one mask share one exec group; per-op keeps every mask that
// a later reader outside the mask needs.  The merge becomes the masked op's `merge`.
// CHECK-LABEL: func.func @one_group
func.func @one_group(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // EXEC-NEXT:  %[[S:.*]] = lockstep.exec_save : vector<4xi1>
  // EXEC-NEXT:  lockstep.exec_and %p : vector<4xi1>
  // EXEC-NEXT:  %[[X:.*]] = lockstep.valu add %a, %a : vector<4xi32>
  // EXEC-NEXT:  %[[Y:.*]] = lockstep.valu div %[[X]], %a merge(%a) : vector<4xi32>
  // EXEC-NEXT:  lockstep.exec_restore %[[S]] : vector<4xi1>
  // PEROP-NEXT: %[[X:.*]] = lockstep.valu add %a, %a : vector<4xi32>
  // PEROP-NEXT: %[[Y:.*]] = lockstep.valu div %[[X]], %a mask(%p) merge(%a) : vector<4xi32>
  %x = simd.vadd %a, %a mask(%p) : vector<4xi32>
  %y = simd.vdiv %x, %a mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %y, %a : vector<4xi32>
  // CHECK-NEXT: func.return %[[Y]]
  func.return %r : vector<4xi32>
}

// A division is never a temporary: an unmasked copy could divide by zero.
// CHECK-LABEL: func.func @no_speculated_division
func.func @no_speculated_division(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // PEROP-NEXT: %[[X:.*]] = lockstep.valu div %a, %a mask(%p) : vector<4xi32>
  // PEROP-NEXT: %[[Y:.*]] = lockstep.valu add %[[X]], %a mask(%p) merge(%a) : vector<4xi32>
  %x = simd.vdiv %a, %a mask(%p) : vector<4xi32>
  %y = simd.vadd %x, %a mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %y, %a : vector<4xi32>
  func.return %r : vector<4xi32>
}

// A group under `not %p` right after one under `%p` is AMD's else; the else arm writes
// into the then result (AMD's shared destination register, Nyuzi's `sub_f_mask`).
// CHECK-LABEL: func.func @if_else
func.func @if_else(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // EXEC-NEXT:  %[[S:.*]] = lockstep.exec_save : vector<4xi1>
  // EXEC-NEXT:  lockstep.exec_and %p : vector<4xi1>
  // EXEC-NEXT:  %[[T:.*]] = lockstep.valu add %a, %a : vector<4xi32>
  // EXEC-NEXT:  lockstep.exec_not : vector<4xi1>
  // EXEC-NEXT:  lockstep.exec_and %[[S]] : vector<4xi1>
  // EXEC-NEXT:  %[[E:.*]] = lockstep.valu sub %a, %a merge(%[[T]]) : vector<4xi32>
  // EXEC-NEXT:  lockstep.exec_restore %[[S]] : vector<4xi1>
  // PEROP-NEXT: %[[T:.*]] = lockstep.valu add %a, %a mask(%p) : vector<4xi32>
  // PEROP-NEXT: %[[E:.*]] = lockstep.valu sub %a, %a mask(not %p) merge(%[[T]]) : vector<4xi32>
  // CHECK-NEXT: func.return %[[E]]
  %t = simd.vadd %a, %a mask(%p) : vector<4xi32>
  %e = simd.vsub %a, %a mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}

// A run under a different mask restores exec and opens a new group; a lone
// `mask(not %q)` uses the and-not form.
// CHECK-LABEL: func.func @two_masks
func.func @two_masks(%a: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>, %m: memref<?xi32>, %i: i32) {
  // EXEC-NEXT:  %[[S:.*]] = lockstep.exec_save : vector<4xi1>
  // EXEC-NEXT:  lockstep.exec_and %p : vector<4xi1>
  // EXEC-NEXT:  lockstep.vstore %a, %m[%i] : memref<?xi32>, vector<4xi32>
  // EXEC-NEXT:  lockstep.exec_restore %[[S]] : vector<4xi1>
  // EXEC-NEXT:  %[[S2:.*]] = lockstep.exec_save : vector<4xi1>
  // EXEC-NEXT:  lockstep.exec_and not %q : vector<4xi1>
  // EXEC-NEXT:  lockstep.vstore %a, %m[%i] : memref<?xi32>, vector<4xi32>
  // EXEC-NEXT:  lockstep.exec_restore %[[S2]] : vector<4xi1>
  // PEROP-NEXT: lockstep.vstore %a, %m[%i] mask(%p) : memref<?xi32>, vector<4xi32>
  // PEROP-NEXT: lockstep.vstore %a, %m[%i] mask(not %q) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%i] mask(%p) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%i] mask(not %q) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: func.return
  func.return
}

// Scalar and mask-unit ops ignore exec and stay inside a group; an unmasked vector op
// ends it.
// CHECK-LABEL: func.func @group_boundaries
func.func @group_boundaries(%a: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>) {
  // EXEC-NEXT:  %[[C0:.*]] = arith.constant 0 : i32
  // EXEC-NEXT:  %[[S:.*]] = lockstep.exec_save : vector<4xi1>
  // EXEC-NEXT:  lockstep.exec_and %p : vector<4xi1>
  // EXEC-NEXT:  lockstep.vstore %a, %m[%[[C0]]] : memref<?xi32>, vector<4xi32>
  // EXEC-NEXT:  %[[C:.*]] = arith.constant 4 : i32
  // EXEC-NEXT:  lockstep.vstore %a, %m[%[[C]]] : memref<?xi32>, vector<4xi32>
  // EXEC-NEXT:  lockstep.exec_restore %[[S]] : vector<4xi1>
  // EXEC-NEXT:  lockstep.vstore %a, %m[%[[C]]] : memref<?xi32>, vector<4xi32>
  %c0 = arith.constant 0 : i32
  simd.vstore %a, %m[%c0] mask(%p) : memref<?xi32>, vector<4xi32>
  %c4 = arith.constant 4 : i32
  simd.vstore %a, %m[%c4] mask(%p) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%c4] : memref<?xi32>, vector<4xi32>
  func.return
}

// Control flow ends a group; a uniform scf.if stays a uniform branch and its body is
// lowered in place.
// CHECK-LABEL: func.func @uniform_if
func.func @uniform_if(%a: vector<4xi32>, %p: vector<4xi1>, %c: i1) -> vector<4xi32> {
  // EXEC-NEXT:  %[[S:.*]] = lockstep.exec_save : vector<4xi1>
  // EXEC-NEXT:  lockstep.exec_and %p : vector<4xi1>
  // EXEC-NEXT:  %[[X:.*]] = lockstep.valu add %a, %a : vector<4xi32>
  // EXEC-NEXT:  lockstep.exec_restore %[[S]] : vector<4xi1>
  // PEROP-NEXT: %[[X:.*]] = lockstep.valu add %a, %a mask(%p) : vector<4xi32>
  %x = simd.vadd %a, %a mask(%p) : vector<4xi32>
  // CHECK-NEXT: %[[R:.*]] = scf.if %c -> (vector<4xi32>) {
  // CHECK-NEXT:   %[[Y:.*]] = lockstep.vsel %p, %[[X]], %a : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[Y]] : vector<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   scf.yield %a : vector<4xi32>
  // CHECK-NEXT: }
  %r = scf.if %c -> (vector<4xi32>) {
    %y = simd.vphi %p, %x, %a : vector<4xi32>
    scf.yield %y : vector<4xi32>
  } else {
    scf.yield %a : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}

// A branch on simd.all is the machine's branch-if-all (the all-active fast path).
// CHECK-LABEL: func.func @branch_if_all
func.func @branch_if_all(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[R:.*]] = lockstep.if_all %p : vector<4xi1> -> (vector<4xi32>) {
  // CHECK-NEXT:   %[[F:.*]] = lockstep.valu mul %a, %a : vector<4xi32>
  // CHECK-NEXT:   lockstep.yield %[[F]] : vector<4xi32>
  // CHECK-NEXT: } else {
  // EXEC-NEXT:    %[[S:.*]] = lockstep.exec_save : vector<4xi1>
  // EXEC-NEXT:    lockstep.exec_and %p : vector<4xi1>
  // EXEC-NEXT:    %[[M:.*]] = lockstep.valu mul %a, %a merge(%a) : vector<4xi32>
  // EXEC-NEXT:    lockstep.exec_restore %[[S]] : vector<4xi1>
  // PEROP-NEXT:   %[[M:.*]] = lockstep.valu mul %a, %a mask(%p) merge(%a) : vector<4xi32>
  // CHECK-NEXT:   lockstep.yield %[[M]] : vector<4xi32>
  // CHECK-NEXT: }
  %all = simd.all %p : vector<4xi1>
  %r = scf.if %all -> (vector<4xi32>) {
    %f = simd.vmul %a, %a : vector<4xi32>
    scf.yield %f : vector<4xi32>
  } else {
    %m = simd.vmul %a, %a mask(%p) : vector<4xi32>
    %v = simd.vphi %p, %m, %a : vector<4xi32>
    scf.yield %v : vector<4xi32>
  }
  // CHECK-NEXT: func.return %[[R]]
  func.return %r : vector<4xi32>
}

// Loops keep their vector iter_args; the body is lowered.
// CHECK-LABEL: func.func @loop
func.func @loop(%a: vector<4xi32>, %n: index) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK:      scf.for %{{.*}} = %{{.*}} to %n step %{{.*}} iter_args(%[[ACC:.*]] = %a) -> (vector<4xi32>) {
  // CHECK-NEXT:   %[[N:.*]] = lockstep.valu add %[[ACC]], %a : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[N]] : vector<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (vector<4xi32>) {
    %next = simd.vadd %acc, %a : vector<4xi32>
    scf.yield %next : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}

// The merge stays a select when the masked value has another reader, when the select
// is itself masked, or with merge-phis=false.
// CHECK-LABEL: func.func @select_kept
func.func @select_kept(%a: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>) -> vector<4xi32> {
  // CHECK:      %[[R:.*]] = lockstep.vsel %p, %[[T:.*]], %a : vector<4xi32>
  // CHECK:      lockstep.vsel %q, %[[T]], %[[R]]
  %t = simd.vadd %a, %a mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %t, %a : vector<4xi32>
  %u = simd.vphi %q, %t, %r mask(%p) : vector<4xi32>
  func.return %u : vector<4xi32>
}

// A scalar condition broadcast to a mask (divergence-scalarize's regenerated uniform
// mask) is one mask-unit instruction.
// CHECK-LABEL: func.func @mask_broadcast
func.func @mask_broadcast(%x: i32, %y: i32, %p: vector<4xi1>) -> vector<4xi1> {
  // CHECK-NEXT: %[[C:.*]] = arith.cmpi slt, %x, %y : i32
  %c = arith.cmpi slt, %x, %y : i32
  // CHECK-NEXT: %[[M:.*]] = lockstep.mbcast %[[C]] : vector<4xi1>
  %m = simd.s2vb %c : vector<4xi1>
  // CHECK-NEXT: %[[A:.*]] = lockstep.mand %[[M]], %p : vector<4xi1>
  %a = simd.pand %m, %p : vector<4xi1>
  // CHECK-NEXT: func.return %[[A]] : vector<4xi1>
  func.return %a : vector<4xi1>
}
