// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p divergence-scalarize,canonicalize,cse,dce > /dev/null
//
// divergence-scalarize, one function per case: which ops became scalar, which
// broadcasts (s2vb) were added, which masks were removed; negative cases (nothing
// uniform, no scalar form, a guard too dear) next to the positive ones.

// Seed test 1: vload then vadd - nothing is uniform, nothing changes.
// CHECK-LABEL: func.func @vload_vadd_stays_vector
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %y = simd.vload %b[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %z = simd.vadd %x, %y : vector<4xi32>
// CHECK-NEXT:    simd.vstore %z, %out[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    func.return
func.func @vload_vadd_stays_vector(%a: memref<?xi32>, %b: memref<?xi32>, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %y = simd.vload %b[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.vadd %x, %y : vector<4xi32>
  simd.vstore %z, %out[%c0] : memref<?xi32>, vector<4xi32>
  func.return
}

// Seed test 2: s2v of four different scalars is divergent: it stays.
// CHECK-LABEL: func.func @unique_scalars_stay_vector
// CHECK-NEXT:    %v = simd.s2v %x0, %x1, %x2, %x3 : vector<4xi32>
// CHECK-NEXT:    %w = simd.vadd %v, %v : vector<4xi32>
// CHECK-NEXT:    func.return %w : vector<4xi32>
func.func @unique_scalars_stay_vector(%x0: i32, %x1: i32, %x2: i32, %x3: i32) -> vector<4xi32> {
  %v = simd.s2v %x0, %x1, %x2, %x3 : vector<4xi32>
  %w = simd.vadd %v, %v : vector<4xi32>
  func.return %w : vector<4xi32>
}

// Seed test 3: s2v of one scalar is uniform: the vadd becomes arith.addi and one
// s2vb is regenerated for the vector user (the return).
// CHECK-LABEL: func.func @redundant_scalars_become_scalar
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %x, %x : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.muli %[[V0]], %x : i32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = simd.s2vb %[[V1]] : vector<4xi32>
// CHECK-NEXT:    func.return %[[V2]] : vector<4xi32>
func.func @redundant_scalars_become_scalar(%x: i32) -> vector<4xi32> {
  %v = simd.s2v %x, %x, %x, %x : vector<4xi32>
  %w = simd.vadd %v, %v : vector<4xi32>
  %u = simd.vmul %w, %v : vector<4xi32>
  func.return %u : vector<4xi32>
}

// Seed test 4: a uniform chain feeding a divergent op: the chain is scalar, one
// broadcast of its end feeds the divergent vadd.
// CHECK-LABEL: func.func @partially_divergent_one_broadcast
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %x, %x : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %[[V0]] : vector<4xi32>
// CHECK-NEXT:    %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %d1 = simd.vadd %l, %[[V1]] : vector<4xi32>
// CHECK-NEXT:    %d2 = simd.vmul %d1, %[[V1]] : vector<4xi32>
// CHECK-NEXT:    func.return %d2 : vector<4xi32>
func.func @partially_divergent_one_broadcast(%a: memref<?xi32>, %x: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %v = simd.s2vb %x : vector<4xi32>
  %w = simd.vadd %v, %v : vector<4xi32>
  %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %d1 = simd.vadd %l, %w : vector<4xi32>
  %d2 = simd.vmul %d1, %w : vector<4xi32>
  func.return %d2 : vector<4xi32>
}

// Seed test 5: divergent arms under a divergent mask keep their masks.
// CHECK-LABEL: func.func @predication_unique_keeps_masks
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %c0 : vector<4xi32>
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %p = simd.vcmp eq, %x, %[[V0]] : vector<4xi32>
// CHECK-NEXT:    %t = simd.vadd %x, %x mask(%p) : vector<4xi32>
// CHECK-NEXT:    %e = simd.vmul %x, %x mask(not %p) : vector<4xi32>
// CHECK-NEXT:    %r = simd.vphi %p, %t, %e : vector<4xi32>
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @predication_unique_keeps_masks(%a: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp eq, %x, %z : vector<4xi32>
  %t = simd.vadd %x, %x mask(%p) : vector<4xi32>
  %e = simd.vmul %x, %x mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}

// Seed test 6: uniform arms under a divergent mask lose their masks (predicate
// removal) and run on scalars; the vphi merges their broadcasts.
// CHECK-LABEL: func.func @predication_redundant_removes_masks
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %c0 : vector<4xi32>
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %p = simd.vcmp eq, %x, %[[V0]] : vector<4xi32>
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.addi %k, %k : i32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = simd.s2vb %[[V1]] : vector<4xi32>
// CHECK-NEXT:    %[[V3:[0-9a-z_]+]] = arith.subi %k, %k : i32
// CHECK-NEXT:    %[[V4:[0-9a-z_]+]] = simd.s2vb %[[V3]] : vector<4xi32>
// CHECK-NEXT:    %r = simd.vphi %p, %[[V2]], %[[V4]] : vector<4xi32>
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @predication_redundant_removes_masks(%a: memref<?xi32>, %k: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp eq, %x, %z : vector<4xi32>
  %kv = simd.s2vb %k : vector<4xi32>
  %t = simd.vadd %kv, %kv mask(%p) : vector<4xi32>
  %e = simd.vsub %kv, %kv mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @vcmp_and_vphi_become_cmpi_and_select
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.cmpi slt, %x, %y : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.select %[[V0]], %x, %y : i32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = simd.s2vb %[[V1]] : vector<4xi32>
// CHECK-NEXT:    func.return %[[V2]] : vector<4xi32>
func.func @vcmp_and_vphi_become_cmpi_and_select(%x: i32, %y: i32) -> vector<4xi32> {
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %p = simd.vcmp slt, %vx, %vy : vector<4xi32>
  %r = simd.vphi %p, %vx, %vy : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @uniform_gather_becomes_load
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.index_cast %i : i32 to index
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = memref.load %m[%[[V0]]] : memref<?xi32>
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = arith.addi %[[V1]], %[[V1]] : i32
// CHECK-NEXT:    %[[V3:[0-9a-z_]+]] = simd.s2vb %[[V2]] : vector<4xi32>
// CHECK-NEXT:    func.return %[[V3]] : vector<4xi32>
func.func @uniform_gather_becomes_load(%m: memref<?xi32>, %i: i32) -> vector<4xi32> {
  %vi = simd.s2v %i, %i, %i, %i : vector<4xi32>
  %g = simd.gather %m[%vi] : memref<?xi32>, vector<4xi32>
  %r = simd.vadd %g, %g : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @consecutive_gather_becomes_vload
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %c0, %i : i32
// CHECK-NEXT:    %g = simd.vload %m[%[[V0]]] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    func.return %g : vector<4xi32>
func.func @consecutive_gather_becomes_vload(%m: memref<?xi32>, %i: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %vi = simd.s2vb %i : vector<4xi32>
  %addr = simd.vadd %lanes, %vi : vector<4xi32>
  %g = simd.gather %m[%addr] : memref<?xi32>, vector<4xi32>
  func.return %g : vector<4xi32>
}

// CHECK-LABEL: func.func @strided_gather_stays
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %c4 = arith.constant 4 : i32
// CHECK-NEXT:    %c6 = arith.constant 6 : i32
// CHECK-NEXT:    %addr = simd.s2v %c0, %c2, %c4, %c6 : vector<4xi32>
// CHECK-NEXT:    %g = simd.gather %m[%addr] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    func.return %g : vector<4xi32>
func.func @strided_gather_stays(%m: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %addr = simd.s2v %c0, %c2, %c4, %c6 : vector<4xi32>
  %g = simd.gather %m[%addr] : memref<?xi32>, vector<4xi32>
  func.return %g : vector<4xi32>
}

// CHECK-LABEL: func.func @uniform_scatter_becomes_store
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.index_cast %i : i32 to index
// CHECK-NEXT:    memref.store %x, %m[%[[V0]]] : memref<?xi32>
// CHECK-NEXT:    func.return
func.func @uniform_scatter_becomes_store(%m: memref<?xi32>, %i: i32, %x: i32) {
  %vi = simd.s2vb %i : vector<4xi32>
  %vx = simd.s2vb %x : vector<4xi32>
  simd.scatter %vx, %m[%vi] : memref<?xi32>, vector<4xi32>
  func.return
}

// CHECK-LABEL: func.func @consecutive_scatter_becomes_vstore
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %i, %c0 : i32
// CHECK-NEXT:    %x = simd.vload %v[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    simd.vstore %x, %m[%[[V0]]] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    func.return
func.func @consecutive_scatter_becomes_vstore(%m: memref<?xi32>, %v: memref<?xi32>, %i: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %vi = simd.s2vb %i : vector<4xi32>
  %addr = simd.vadd %vi, %lanes : vector<4xi32>
  %x = simd.vload %v[%c0] : memref<?xi32>, vector<4xi32>
  simd.scatter %x, %m[%addr] : memref<?xi32>, vector<4xi32>
  func.return
}

// CHECK-LABEL: func.func @masked_division_is_guarded
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %c0 : vector<4xi32>
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %p = simd.vcmp ne, %x, %[[V0]] : vector<4xi32>
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.any %p : vector<4xi1>
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = scf.if %[[V1]] -> (i32) {
// CHECK-NEXT:    %[[V3:[0-9a-z_]+]] = arith.divsi %n, %d : i32
// CHECK-NEXT:    scf.yield %[[V3]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:    %[[V4:[0-9a-z_]+]] = arith.constant 0 : i32
// CHECK-NEXT:    scf.yield %[[V4]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V5:[0-9a-z_]+]] = simd.s2vb %[[V2]] : vector<4xi32>
// CHECK-NEXT:    %r = simd.vphi %p, %[[V5]], %x : vector<4xi32>
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @masked_division_is_guarded(%a: memref<?xi32>, %n: i32, %d: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp ne, %x, %z : vector<4xi32>
  %vn = simd.s2vb %n : vector<4xi32>
  %vd = simd.s2vb %d : vector<4xi32>
  %q = simd.vdiv %vn, %vd mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %q, %x : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @masked_division_by_nonzero_constant_is_speculated
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %c0 : vector<4xi32>
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %p = simd.vcmp ne, %x, %[[V0]] : vector<4xi32>
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.divsi %n, %c3 : i32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = simd.s2vb %[[V1]] : vector<4xi32>
// CHECK-NEXT:    %r = simd.vphi %p, %x, %[[V2]] : vector<4xi32>
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @masked_division_by_nonzero_constant_is_speculated(%a: memref<?xi32>, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp ne, %x, %z : vector<4xi32>
  %vn = simd.s2vb %n : vector<4xi32>
  %vd = simd.s2vb %c3 : vector<4xi32>
  %q = simd.vdiv %vn, %vd mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %x, %q : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @uniform_mask_store_runs_under_scf_if
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.cmpi sgt, %x, %y : i32
// CHECK-NEXT:    %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %s = simd.vadd %l, %[[V0]] : vector<4xi32>
// CHECK-NEXT:    scf.if %[[V1]] {
// CHECK-NEXT:    simd.vstore %s, %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @uniform_mask_store_runs_under_scf_if(%a: memref<?xi32>, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : i32
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %p = simd.vcmp sgt, %vx, %vy : vector<4xi32>
  %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %s = simd.vadd %l, %vx mask(%p) : vector<4xi32>
  simd.vstore %s, %a[%c0] mask(%p) : memref<?xi32>, vector<4xi32>
  func.return
}

// CHECK-LABEL: func.func @uniform_mask_returned_is_a_mask_broadcast
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.cmpi sgt, %x, %y : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %[[V0]] : vector<4xi1>
// CHECK-NEXT:    func.return %[[V1]] : vector<4xi1>
func.func @uniform_mask_returned_is_a_mask_broadcast(%x: i32, %y: i32) -> vector<4xi1> {
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %p = simd.vcmp sgt, %vx, %vy : vector<4xi32>
  func.return %p : vector<4xi1>
}

// CHECK-LABEL: func.func @any_of_uniform_mask_is_the_scalar
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.cmpi sgt, %x, %y : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.constant true
// CHECK-NEXT:    %b = arith.xori %[[V0]], %[[V1]] : i1
// CHECK-NEXT:    func.return %b : i1
func.func @any_of_uniform_mask_is_the_scalar(%x: i32, %y: i32) -> i1 {
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %p = simd.vcmp sgt, %vx, %vy : vector<4xi32>
  %q = simd.pnot %p : vector<4xi1>
  %b = simd.any %q : vector<4xi1>
  func.return %b : i1
}

// CHECK-LABEL: func.func @v2s_of_uniform_is_the_scalar
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %s = arith.addi %x, %x : i32
// CHECK-NEXT:    func.return %s : i32
func.func @v2s_of_uniform_is_the_scalar(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %vx = simd.s2vb %x : vector<4xi32>
  %w = simd.vadd %vx, %vx : vector<4xi32>
  %s = simd.v2s %w[%c2] : vector<4xi32>
  func.return %s : i32
}

// CHECK-LABEL: func.func @shift_amount_taken_mod_32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.constant 31 : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.andi %k, %[[V0]] : i32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = arith.shli %x, %[[V1]] : i32
// CHECK-NEXT:    %[[V3:[0-9a-z_]+]] = simd.s2vb %[[V2]] : vector<4xi32>
// CHECK-NEXT:    func.return %[[V3]] : vector<4xi32>
func.func @shift_amount_taken_mod_32(%x: i32, %k: i32) -> vector<4xi32> {
  %vx = simd.s2vb %x : vector<4xi32>
  %vk = simd.s2vb %k : vector<4xi32>
  %s = simd.vshl %vx, %vk : vector<4xi32>
  func.return %s : vector<4xi32>
}

// CHECK-LABEL: func.func @float_ops_swap_to_arith_float
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.mulf %x, %x : f32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.maximumf %[[V0]], %x : f32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = simd.s2vb %[[V1]] : vector<4xf32>
// CHECK-NEXT:    func.return %[[V2]] : vector<4xf32>
func.func @float_ops_swap_to_arith_float(%x: f32) -> vector<4xf32> {
  %vx = simd.s2vb %x : vector<4xf32>
  %s = simd.vmul %vx, %vx : vector<4xf32>
  %m = simd.vmax %s, %vx : vector<4xf32>
  func.return %m : vector<4xf32>
}

// CHECK-LABEL: func.func @narrow_masked_division_stays_vector
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %d : vector<2xi32>
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %n : vector<2xi32>
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = simd.s2vb %c0 : vector<2xi32>
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<2xi32>
// CHECK-NEXT:    %p = simd.vcmp ne, %x, %[[V2]] : vector<2xi32>
// CHECK-NEXT:    %q = simd.vdiv %[[V1]], %[[V0]] mask(%p) : vector<2xi32>
// CHECK-NEXT:    %r = simd.vphi %p, %q, %x : vector<2xi32>
// CHECK-NEXT:    func.return %r : vector<2xi32>
func.func @narrow_masked_division_stays_vector(%a: memref<?xi32>, %n: i32, %d: i32) -> vector<2xi32> {
  %c0 = arith.constant 0 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<2xi32>
  %z = simd.s2vb %c0 : vector<2xi32>
  %p = simd.vcmp ne, %x, %z : vector<2xi32>
  %vn = simd.s2vb %n : vector<2xi32>
  %vd = simd.s2vb %d : vector<2xi32>
  %q = simd.vdiv %vn, %vd mask(%p) : vector<2xi32>
  %r = simd.vphi %p, %q, %x : vector<2xi32>
  func.return %r : vector<2xi32>
}

// CHECK-LABEL: func.func @loop_carried_uniform_becomes_scalar_iter_arg
// CHECK-NEXT:    %lb = arith.constant 0 : index
// CHECK-NEXT:    %st = arith.constant 1 : index
// CHECK-NEXT:    %r = scf.for %i = %lb to %n step %st iter_args(%acc = %x) -> (i32) {
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %acc, %x : i32
// CHECK-NEXT:    scf.yield %[[V0]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %r : vector<4xi32>
// CHECK-NEXT:    func.return %[[V1]] : vector<4xi32>
func.func @loop_carried_uniform_becomes_scalar_iter_arg(%x: i32, %n: index) -> vector<4xi32> {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %vx = simd.s2vb %x : vector<4xi32>
  %r = scf.for %i = %lb to %n step %st iter_args(%acc = %vx) -> (vector<4xi32>) {
    %next = simd.vadd %acc, %vx : vector<4xi32>
    scf.yield %next : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @loop_carried_divergent_stays_vector
// CHECK-NEXT:    %lb = arith.constant 0 : index
// CHECK-NEXT:    %st = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %r = scf.for %i = %lb to %n step %st iter_args(%acc = %x) -> (vector<4xi32>) {
// CHECK-NEXT:    %next = simd.vadd %acc, %acc : vector<4xi32>
// CHECK-NEXT:    scf.yield %next : vector<4xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @loop_carried_divergent_stays_vector(%a: memref<?xi32>, %n: index) -> vector<4xi32> {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %r = scf.for %i = %lb to %n step %st iter_args(%acc = %x) -> (vector<4xi32>) {
    %next = simd.vadd %acc, %acc : vector<4xi32>
    scf.yield %next : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @block_argument_carried_scalar
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^loop(%x, %c1 : i32, i32)
// CHECK-NEXT:    ^loop(%acc: i32, %i: i32):
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %acc, %c1 : i32
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %[[V0]] : vector<4xi32>
// CHECK-NEXT:    %i2 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    %done = arith.cmpi sgt, %i2, %n : i32
// CHECK-NEXT:    cf.cond_br %done, ^exit, ^loop(%[[V0]], %i2 : i32, i32)
// CHECK-NEXT:    ^exit:
// CHECK-NEXT:    func.return %[[V1]] : vector<4xi32>
func.func @block_argument_carried_scalar(%x: i32, %n: i32) -> vector<4xi32> {
  %c1 = arith.constant 1 : i32
  %vx = simd.s2vb %x : vector<4xi32>
  %v1 = simd.s2vb %c1 : vector<4xi32>
  cf.br ^loop(%vx, %c1 : vector<4xi32>, i32)
^loop(%acc: vector<4xi32>, %i: i32):
  %next = simd.vadd %acc, %v1 : vector<4xi32>
  %i2 = arith.addi %i, %c1 : i32
  %done = arith.cmpi sgt, %i2, %n : i32
  cf.cond_br %done, ^exit, ^loop(%next, %i2 : vector<4xi32>, i32)
^exit:
  func.return %next : vector<4xi32>
}

// CHECK-LABEL: func.func @scf_if_result_becomes_scalar
// CHECK-NEXT:    %r = scf.if %c -> (i32) {
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %x, %y : i32
// CHECK-NEXT:    scf.yield %[[V0]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %y : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %r : vector<4xi32>
// CHECK-NEXT:    func.return %[[V1]] : vector<4xi32>
func.func @scf_if_result_becomes_scalar(%c: i1, %x: i32, %y: i32) -> vector<4xi32> {
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %r = scf.if %c -> (vector<4xi32>) {
    %s = simd.vadd %vx, %vy : vector<4xi32>
    scf.yield %s : vector<4xi32>
  } else {
    scf.yield %vy : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @uniform_vector_argument_has_no_scalar
// CHECK-NEXT:    %w = simd.vadd %v, %v : vector<4xi32>
// CHECK-NEXT:    func.return %w : vector<4xi32>
func.func @uniform_vector_argument_has_no_scalar(%v: vector<4xi32>) -> vector<4xi32> {
  %w = simd.vadd %v, %v : vector<4xi32>
  func.return %w : vector<4xi32>
}

// CHECK-LABEL: func.func @vphi_on_uniform_mask_becomes_uniform_branch
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.cmpi slt, %x, %y : i32
// CHECK-NEXT:    %r = scf.if %[[V1]] -> (vector<4xi32>) {
// CHECK-NEXT:    scf.yield %l : vector<4xi32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %[[V0]] : vector<4xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @vphi_on_uniform_mask_becomes_uniform_branch(%a: memref<?xi32>, %x: i32, %y: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %p = simd.vcmp slt, %vx, %vy : vector<4xi32>
  %r = simd.vphi %p, %l, %vx : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @uniform_mask_and_divergent_mask
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %y : vector<4xi32>
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = arith.cmpi slt, %x, %y : i32
// CHECK-NEXT:    %[[V3:[0-9a-z_]+]] = simd.s2vb %[[V2]] : vector<4xi1>
// CHECK-NEXT:    %d = simd.vcmp slt, %l, %[[V1]] : vector<4xi32>
// CHECK-NEXT:    %both = simd.pand %[[V3]], %d : vector<4xi1>
// CHECK-NEXT:    %r = simd.vphi %both, %l, %[[V0]] : vector<4xi32>
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @uniform_mask_and_divergent_mask(%a: memref<?xi32>, %x: i32, %y: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %l = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %u = simd.vcmp slt, %vx, %vy : vector<4xi32>
  %d = simd.vcmp slt, %l, %vy : vector<4xi32>
  %both = simd.pand %u, %d : vector<4xi1>
  %r = simd.vphi %both, %l, %vx : vector<4xi32>
  func.return %r : vector<4xi32>
}
// CHECK-LABEL: func.func @while_carried_uniform_becomes_scalar
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %r, %r_1 = scf.while (%a = %x, %k = %c0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:    %go = arith.cmpi slt, %k, %n : i32
// CHECK-NEXT:    scf.condition(%go) %a, %k : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%a2: i32, %k2: i32):
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = arith.addi %a2, %x : i32
// CHECK-NEXT:    %k3 = arith.addi %k2, %c1 : i32
// CHECK-NEXT:    scf.yield %[[V0]], %k3 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %r : vector<4xi32>
// CHECK-NEXT:    func.return %[[V1]] : vector<4xi32>
func.func @while_carried_uniform_becomes_scalar(%x: i32, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %vx = simd.s2vb %x : vector<4xi32>
  %r:2 = scf.while (%a = %vx, %k = %c0) : (vector<4xi32>, i32) -> (vector<4xi32>, i32) {
    %go = arith.cmpi slt, %k, %n : i32
    scf.condition(%go) %a, %k : vector<4xi32>, i32
  } do {
  ^bb0(%a2: vector<4xi32>, %k2: i32):
    %next = simd.vadd %a2, %vx : vector<4xi32>
    %k3 = arith.addi %k2, %c1 : i32
    scf.yield %next, %k3 : vector<4xi32>, i32
  }
  func.return %r#0 : vector<4xi32>
}

// CHECK-LABEL: func.func @while_carried_divergent_stays_vector
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %l = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %r, %r_1 = scf.while (%a = %l, %k = %c0) : (vector<4xi32>, i32) -> (vector<4xi32>, i32) {
// CHECK-NEXT:    %go = arith.cmpi slt, %k, %n : i32
// CHECK-NEXT:    scf.condition(%go) %a, %k : vector<4xi32>, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%a2: vector<4xi32>, %k2: i32):
// CHECK-NEXT:    %next = simd.vadd %a2, %a2 : vector<4xi32>
// CHECK-NEXT:    %k3 = arith.addi %k2, %c1 : i32
// CHECK-NEXT:    scf.yield %next, %k3 : vector<4xi32>, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @while_carried_divergent_stays_vector(%m: memref<?xi32>, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %l = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  %r:2 = scf.while (%a = %l, %k = %c0) : (vector<4xi32>, i32) -> (vector<4xi32>, i32) {
    %go = arith.cmpi slt, %k, %n : i32
    scf.condition(%go) %a, %k : vector<4xi32>, i32
  } do {
  ^bb0(%a2: vector<4xi32>, %k2: i32):
    %next = simd.vadd %a2, %a2 : vector<4xi32>
    %k3 = arith.addi %k2, %c1 : i32
    scf.yield %next, %k3 : vector<4xi32>, i32
  }
  func.return %r#0 : vector<4xi32>
}

// CHECK-LABEL: func.func @masked_division_by_x_or_one_is_speculated
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %c0 : vector<4xi32>
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    %p = simd.vcmp ne, %x, %[[V0]] : vector<4xi32>
// CHECK-NEXT:    %[[V1:[0-9a-z_]+]] = arith.ori %d, %c1 : i32
// CHECK-NEXT:    %[[V2:[0-9a-z_]+]] = arith.divsi %n, %[[V1]] : i32
// CHECK-NEXT:    %[[V3:[0-9a-z_]+]] = simd.s2vb %[[V2]] : vector<4xi32>
// CHECK-NEXT:    %r = simd.vphi %p, %[[V3]], %x : vector<4xi32>
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @masked_division_by_x_or_one_is_speculated(%a: memref<?xi32>, %n: i32, %d: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp ne, %x, %z : vector<4xi32>
  %vn = simd.s2vb %n : vector<4xi32>
  %vd = simd.s2vb %d : vector<4xi32>
  %one = simd.s2vb %c1 : vector<4xi32>
  %odd = simd.vor %vd, %one : vector<4xi32>
  %q = simd.vdiv %vn, %odd mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %q, %x : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @consecutive_scatter_of_carried_scalar_gets_its_vector_type
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %r = scf.if %c -> (i32) {
// CHECK-NEXT:    scf.yield %x : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %y : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %r : vector<4xi32>
// CHECK-NEXT:    simd.vstore %[[V0]], %m[%c0] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    func.return
func.func @consecutive_scatter_of_carried_scalar_gets_its_vector_type(%m: memref<?xi32>, %c: i1, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %vx = simd.s2vb %x : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %r = scf.if %c -> (vector<4xi32>) {
    scf.yield %vx : vector<4xi32>
  } else {
    scf.yield %vy : vector<4xi32>
  }
  simd.scatter %r, %m[%lanes] : memref<?xi32>, vector<4xi32>
  func.return
}
