// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: vector<4xi32>, %b: vector<4xi32>, %p: vector<4xi1>, %f: vector<8xf32>) {
  // CHECK-NEXT: simd.vadd %a, %b : vector<4xi32>
  %0 = simd.vadd %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vsub %a, %b mask(%p) : vector<4xi32>
  %1 = simd.vsub %a, %b mask(%p) : vector<4xi32>
  // CHECK-NEXT: simd.vmul %a, %b mask(not %p) : vector<4xi32>
  %2 = simd.vmul %a, %b mask(not %p) : vector<4xi32>
  // CHECK-NEXT: simd.vdiv %a, %b : vector<4xi32>
  %3 = simd.vdiv %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vrem %a, %b : vector<4xi32>
  %4 = simd.vrem %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vand %a, %b : vector<4xi32>
  %5 = simd.vand %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vor %a, %b : vector<4xi32>
  %6 = simd.vor %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vxor %a, %b : vector<4xi32>
  %7 = simd.vxor %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vshl %a, %b : vector<4xi32>
  %8 = simd.vshl %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vshr %a, %b : vector<4xi32>
  %9 = simd.vshr %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vshru %a, %b mask(not %p) : vector<4xi32>
  %shru = simd.vshru %a, %b mask(not %p) : vector<4xi32>
  // CHECK-NEXT: simd.vshru %a, %b : vector<4xi32>
  %shrg = "simd.vshru"(%a, %b) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  // CHECK-NEXT: simd.vmin %a, %b : vector<4xi32>
  %10 = simd.vmin %a, %b : vector<4xi32>
  // CHECK-NEXT: simd.vmax %f, %f : vector<8xf32>
  %11 = simd.vmax %f, %f : vector<8xf32>
  // CHECK-NEXT: simd.vdiv %f, %f {tag} : vector<8xf32>
  %12 = simd.vdiv %f, %f {tag} : vector<8xf32>
  func.return
}

// CHECK-LABEL: func.func @scalar_vector
func.func @scalar_vector(%x: i32, %y: i32, %p: vector<4xi1>) -> i32 {
  // CHECK-NEXT: %[[V:.*]] = simd.s2v %x, %y, %x, %y : vector<4xi32>
  %v = simd.s2v %x, %y, %x, %y : vector<4xi32>
  // CHECK-NEXT: simd.s2v %x, %x, %x, %x mask(%p) : vector<4xi32>
  %w = simd.s2v %x, %x, %x, %x mask(%p) : vector<4xi32>
  // CHECK-NEXT: simd.s2vb %x : vector<4xi32>
  %b = simd.s2vb %x : vector<4xi32>
  // CHECK-NEXT: simd.s2vb %y mask(not %p) : vector<4xi32>
  %c = simd.s2vb %y mask(not %p) : vector<4xi32>
  // CHECK-NEXT: %cond = arith.cmpi slt, %x, %y : i32
  // CHECK-NEXT: simd.s2vb %cond : vector<4xi1>
  %cond = arith.cmpi slt, %x, %y : i32
  %m = simd.s2vb %cond : vector<4xi1>
  // CHECK-NEXT: %[[S:.*]] = simd.v2s %[[V]][%y] : vector<4xi32>
  %s = simd.v2s %v[%y] : vector<4xi32>
  // CHECK-NEXT: func.return %[[S]] : i32
  func.return %s : i32
}

// CHECK-LABEL: func.func @memory
func.func @memory(%m: memref<?xi32>, %fm: memref<16xf32>, %i: i32, %a: vector<4xi32>, %p: vector<4xi1>) {
  // CHECK-NEXT: %[[G:.*]] = simd.gather %m[%a] : memref<?xi32>, vector<4xi32>
  %g = simd.gather %m[%a] : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: simd.gather %m[%a] mask(%p) : memref<?xi32>, vector<4xi32>
  %h = simd.gather %m[%a] mask(%p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: simd.scatter %[[G]], %m[%a] mask(not %p) : memref<?xi32>, vector<4xi32>
  simd.scatter %g, %m[%a] mask(not %p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: %[[L:.*]] = simd.vload %fm[%i] : memref<16xf32>, vector<4xf32>
  %l = simd.vload %fm[%i] : memref<16xf32>, vector<4xf32>
  // CHECK-NEXT: simd.vstore %[[L]], %fm[%i] mask(%p) : memref<16xf32>, vector<4xf32>
  simd.vstore %l, %fm[%i] mask(%p) : memref<16xf32>, vector<4xf32>
  func.return
}

// CHECK-LABEL: func.func @compare_select_masks
func.func @compare_select_masks(%a: vector<4xi32>, %f: vector<4xf32>, %p: vector<4xi1>) {
  // CHECK-NEXT: %[[Q:.*]] = simd.vcmp eq, %a, %a : vector<4xi32>
  %q = simd.vcmp eq, %a, %a : vector<4xi32>
  // CHECK-NEXT: simd.vcmp olt, %f, %f mask(%p) : vector<4xf32>
  %r = simd.vcmp olt, %f, %f mask(%p) : vector<4xf32>
  // CHECK-NEXT: simd.vphi %[[Q]], %a, %a : vector<4xi32>
  %s = simd.vphi %q, %a, %a : vector<4xi32>
  // CHECK-NEXT: %[[N:.*]] = simd.pnot %[[Q]] : vector<4xi1>
  %n = simd.pnot %q : vector<4xi1>
  // CHECK-NEXT: simd.pand %[[Q]], %[[N]] : vector<4xi1>
  %o = simd.pand %q, %n : vector<4xi1>
  // CHECK-NEXT: simd.por %[[Q]], %[[N]] : vector<4xi1>
  %u = simd.por %q, %n : vector<4xi1>
  // CHECK-NEXT: simd.any %p : vector<4xi1>
  %y = simd.any %p : vector<4xi1>
  // CHECK-NEXT: simd.all %p : vector<4xi1>
  %z = simd.all %p : vector<4xi1>
  func.return
}

// CHECK-LABEL: func.func @first_lanes
func.func @first_lanes(%n: i32) {
  // CHECK-NEXT: simd.pfirst %n : vector<8xi1>
  %p = simd.pfirst %n : vector<8xi1>
  func.return
}

// CHECK-LABEL: func.func @spmd
func.func @spmd(%x: f32) {
  // CHECK-NEXT: %[[T:.*]] = simd.thread_id : i32
  %t = simd.thread_id : i32
  // CHECK-NEXT: simd.lane_id : i32
  %l = simd.lane_id : i32
  // CHECK-NEXT: simd.readfirstlane %[[T]] : i32
  %u = simd.readfirstlane %t : i32
  // CHECK-NEXT: simd.group_reduce add, %[[T]] : i32
  %s = simd.group_reduce add, %t : i32
  // CHECK-NEXT: simd.group_reduce max, %x : f32
  %m = simd.group_reduce max, %x : f32
  func.return
}

// CHECK-LABEL: func.func @lanewise_math
func.func @lanewise_math(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>, %i: vector<8xi32>, %p: vector<4xi1>) {
  // CHECK-NEXT: simd.vmath sqrt, %a : vector<4xf32>
  %0 = simd.vmath sqrt, %a : vector<4xf32>
  // CHECK-NEXT: simd.vmath powf, %a, %b mask(%p) : vector<4xf32>
  %1 = simd.vmath powf, %a, %b mask(%p) : vector<4xf32>
  // CHECK-NEXT: simd.vmath fma, %a, %b, %c mask(not %p) : vector<4xf32>
  %2 = simd.vmath fma, %a, %b, %c mask(not %p) : vector<4xf32>
  // CHECK-NEXT: simd.vmath ctpop, %i : vector<8xi32>
  %3 = simd.vmath ctpop, %i : vector<8xi32>
  // CHECK-NEXT: simd.vmath ipowi, %i, %i : vector<8xi32>
  %4 = simd.vmath ipowi, %i, %i : vector<8xi32>
  func.return
}

// CHECK-LABEL: func.func @lanewise_atomics
func.func @lanewise_atomics(%v: vector<4xi32>, %f: vector<4xf32>, %addrs: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>, %mf: memref<8xf32>) {
  // CHECK-NEXT: simd.vatomic addi, %v, %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>
  %0 = simd.vatomic addi, %v, %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: simd.vatomic maxu, %v, %m[%addrs] mask(not %p) : memref<?xi32>, vector<4xi32>
  %1 = simd.vatomic maxu, %v, %m[%addrs] mask(not %p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: simd.vatomic addf, %f, %mf[%addrs] : memref<8xf32>, vector<4xf32>
  %2 = simd.vatomic addf, %f, %mf[%addrs] : memref<8xf32>, vector<4xf32>
  // CHECK-NEXT: simd.vatomic assign, %f, %mf[%addrs] : memref<8xf32>, vector<4xf32>
  %3 = simd.vatomic assign, %f, %mf[%addrs] : memref<8xf32>, vector<4xf32>
  // CHECK-NEXT: simd.vcmpxchg %v, %v, %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>
  %4 = simd.vcmpxchg %v, %v, %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: simd.vcmpxchg %f, %f, %mf[%addrs] : memref<8xf32>, vector<4xf32>
  %5 = simd.vcmpxchg %f, %f, %mf[%addrs] : memref<8xf32>, vector<4xf32>
  func.return
}

// CHECK-LABEL: func.func @lanewise_printf
func.func @lanewise_printf(%t: vector<4xi32>, %v: vector<4xf32>, %n: i32, %p: vector<4xi1>) {
  // CHECK-NEXT: simd.vprintf "%d: %g\0A" thread(%t), %n, %v mask(not %p) : vector<4xi32>, i32, vector<4xf32>
  simd.vprintf "%d: %g\n" thread(%t), %n, %v mask(not %p) : vector<4xi32>, i32, vector<4xf32>
  // CHECK-NEXT: simd.vprintf "hi\0A" thread(%t) : vector<4xi32>
  simd.vprintf "hi\n" thread(%t) : vector<4xi32>
  func.return
}

// CHECK-LABEL: func.func @thread_cmpxchg
func.func @thread_cmpxchg(%e: i32, %v: i32, %m: memref<?xi32>, %i: index) -> i32 {
  // CHECK-NEXT: %[[O:.*]] = simd.cmpxchg %e, %v, %m[%i] : memref<?xi32>, i32
  %old = simd.cmpxchg %e, %v, %m[%i] : memref<?xi32>, i32
  // CHECK-NEXT: func.return %[[O]] : i32
  func.return %old : i32
}

// CHECK-LABEL: func.func @cross_lane
func.func @cross_lane(%v: vector<4xi32>, %f: vector<4xf32>, %p: vector<4xi1>) -> (i32, f32, i1, i32) {
  // CHECK-NEXT: %[[U:.*]] = simd.vreadfirstlane %v mask(%p) : vector<4xi32>
  %u = simd.vreadfirstlane %v mask(%p) : vector<4xi32>
  // CHECK-NEXT: %[[S:.*]] = simd.vreduce add, %f mask(not %p) : vector<4xf32>
  %s = simd.vreduce add, %f mask(not %p) : vector<4xf32>
  // CHECK-NEXT: %[[B:.*]] = simd.vreduce and, %p : vector<4xi1>
  %b = simd.vreduce and, %p : vector<4xi1>
  // CHECK-NEXT: %[[M:.*]] = simd.vreduce max, %v : vector<4xi32>
  %m = simd.vreduce max, %v : vector<4xi32>
  // CHECK-NEXT: func.return %[[U]], %[[S]], %[[B]], %[[M]] : i32, f32, i1, i32
  func.return %u, %s, %b, %m : i32, f32, i1, i32
}
