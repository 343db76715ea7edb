// RUN: simd-opt %s -p 'divergence-scalarize{remarks=true}' 2>&1 >/dev/null | filecheck %s
// RUN: simd-opt %s -p divergence-scalarize > %t.plain
// RUN: simd-opt %s -p 'divergence-scalarize{remarks=true}' 2>/dev/null > %t.remarks
// RUN: diff %t.plain %t.remarks
//
// divergence-scalarize{remarks=true}: one remark per vector op on stderr, at its
// line:column, saying what the pass did with it or why it kept it vector (ISPC-style
// performance notes, passes/scalarize_remarks.py).  The IR printed is the same as
// without remarks.  One function per case; the CHECK line above each op is its remark.

// A uniform op becomes its scalar form (swap table).
func.func @uniform_op_scalarized(%x: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  // CHECK:      {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2vb scalarized (uniform), and so were its users
  %v = simd.s2vb %x : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vadd became arith.addi (uniform)
  %w = simd.vadd %v, %v : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vstore kept vector: a contiguous access of W elements (no scalar form)
  simd.vstore %w, %m[%c0] : memref<?xi32>, vector<4xi32>
  func.return
}

// Predicate removal: a uniform pure op under a divergent mask runs unmasked.
func.func @predicate_removed(%x: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  // CHECK:      {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vload kept vector: divergent (%a <- simd.vload)
  %a = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2vb scalarized: every lane is one scalar (uniform)
  %v = simd.s2vb %x : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vcmp kept vector: divergent (%p <- %a <- simd.vload)
  %p = simd.vcmp sgt, %a, %v : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vadd became arith.addi (uniform), mask removed (its inactive lanes were poison)
  %w = simd.vadd %v, %v mask(%p) : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vphi kept vector: divergent (%r <- %a <- simd.vload)
  %r = simd.vphi %p, %w, %a : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vstore kept vector: a contiguous access of W elements (no scalar form)
  simd.vstore %r, %m[%c0] : memref<?xi32>, vector<4xi32>
  func.return
}

// A uniform masked division at W=4: scalar, under a guard on its mask.
func.func @masked_division_guarded(%x: i32, %y: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  // CHECK:      {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vload kept vector: divergent (%a <- simd.vload)
  %a = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2vb scalarized: every lane is one scalar (uniform)
  %vx = simd.s2vb %x : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2vb scalarized: every lane is one scalar (uniform)
  %vy = simd.s2vb %y : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vcmp kept vector: divergent (%p <- %a <- simd.vload)
  %p = simd.vcmp sgt, %a, %vx : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vdiv became arith.divsi (uniform) under scf.if on its mask (never traps where the masked op did not)
  %q = simd.vdiv %vx, %vy mask(%p) : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vphi kept vector: divergent (%r <- %a <- simd.vload)
  %r = simd.vphi %p, %q, %a : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vstore kept vector: a contiguous access of W elements (no scalar form)
  simd.vstore %r, %m[%c0] : memref<?xi32>, vector<4xi32>
  func.return
}

// The same at W=2: the guard would cost more than the op, it stays vector.
func.func @masked_division_kept_at_w2(%x: i32, %y: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  // CHECK:      {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vload kept vector: divergent (%a <- simd.vload)
  %a = simd.vload %m[%c0] : memref<?xi32>, vector<2xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2vb scalarized: every lane is one scalar (uniform)
  %vx = simd.s2vb %x : vector<2xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2vb scalarized: every lane is one scalar (uniform)
  %vy = simd.s2vb %y : vector<2xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vcmp kept vector: divergent (%p <- %a <- simd.vload)
  %p = simd.vcmp sgt, %a, %vx : vector<2xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vdiv kept vector: uniform, but a masked division needs a guard (simd.any + scf.if), dearer than the op at W=2
  %q = simd.vdiv %vx, %vy mask(%p) : vector<2xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vphi kept vector: divergent (%r <- %a <- simd.vload)
  %r = simd.vphi %p, %q, %a : vector<2xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vstore kept vector: a contiguous access of W elements (no scalar form)
  simd.vstore %r, %m[%c0] : memref<?xi32>, vector<2xi32>
  func.return
}

// Gathers: varying addresses stay (with the reason), consecutive ones become a vload,
// uniform ones a scalar load.
func.func @gathers(%idx: vector<4xi32>, %m: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  // CHECK:      {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.gather kept vector: its addresses %idx are varying (%idx <- vector argument of @gathers (lanes unknown))
  %varying = simd.gather %m[%idx] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2v removed: nothing reads it after the rewrite
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.gather became simd.vload (consecutive addresses)
  %consecutive = simd.gather %m[%lanes] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.s2vb scalarized (uniform), and so were its users
  %same = simd.s2vb %c2 : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.gather became memref.load (uniform)
  %uniform = simd.gather %m[%same] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vadd kept vector: divergent (%s <- %varying <- %idx <- vector argument of @gathers (lanes unknown))
  %s = simd.vadd %varying, %consecutive : vector<4xi32>
  // CHECK-NEXT: {{.*}}divergence-scalarize-remarks.mlir:[[# @LINE + 1]]:3: remark: divergence-scalarize: simd.vadd kept vector: divergent (%t <- %s <- %varying <- %idx <- vector argument of @gathers (lanes unknown))
  %t = simd.vadd %s, %uniform : vector<4xi32>
  func.return %t : vector<4xi32>
}
