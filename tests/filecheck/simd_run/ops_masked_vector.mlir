// The other ops that write vector lanes, under mask(%p) and mask(not %p) with a mixed,
// an all-on and an all-off mask; merged with the sentinel %s (99) as in
// ops_masked_elementwise.mlir: r0/r1 mixed, r2/r3 all-on, r4/r5 all-off.

// s2v: lane i is operand i.
// RUN: simd-run %s --entry s2v_masked --args '[5, 6, 7, 8, [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=S2V
// S2V: "results": {{\[}}[5, 99, 99, 8], [99, 6, 7, 99], [5, 6, 7, 8], [99, 99, 99, 99], [99, 99, 99, 99], [5, 6, 7, 8]]
func.func @s2v_masked(%x0: i32, %x1: i32, %x2: i32, %x3: i32, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.s2v %x0, %x1, %x2, %x3 mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.s2v %x0, %x1, %x2, %x3 mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.s2v %x0, %x1, %x2, %x3 mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.s2v %x0, %x1, %x2, %x3 mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.s2v %x0, %x1, %x2, %x3 mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.s2v %x0, %x1, %x2, %x3 mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// s2vb: every lane is the scalar.
// RUN: simd-run %s --entry s2vb_masked --args '[42, [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=S2VB
// S2VB: "results": {{\[}}[42, 99, 99, 42], [99, 42, 42, 99], [42, 42, 42, 42], [99, 99, 99, 99], [99, 99, 99, 99], [42, 42, 42, 42]]
func.func @s2vb_masked(%x: i32, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.s2vb %x mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.s2vb %x mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.s2vb %x mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.s2vb %x mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.s2vb %x mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.s2vb %x mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// gather: lane i reads m[addrs[i]].
// RUN: simd-run %s --entry gather_masked --args '[[10, 20, 30, 40, 50, 60], [5, 0, 0, 3], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=GATHER
// GATHER: "results": {{\[}}[60, 99, 99, 40], [99, 10, 10, 99], [60, 10, 10, 40], [99, 99, 99, 99], [99, 99, 99, 99], [60, 10, 10, 40]]
func.func @gather_masked(%m: memref<?xi32>, %addrs: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.gather %m[%addrs] mask(%mixed) : memref<?xi32>, vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.gather %m[%addrs] mask(not %mixed) : memref<?xi32>, vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.gather %m[%addrs] mask(%on) : memref<?xi32>, vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.gather %m[%addrs] mask(not %on) : memref<?xi32>, vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.gather %m[%addrs] mask(%off) : memref<?xi32>, vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.gather %m[%addrs] mask(not %off) : memref<?xi32>, vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// vload: lane i reads m[base + i].
// RUN: simd-run %s --entry vload_masked --args '[[10, 20, 30, 40, 50, 60], 2, [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VLOAD
// VLOAD: "results": {{\[}}[30, 99, 99, 60], [99, 40, 50, 99], [30, 40, 50, 60], [99, 99, 99, 99], [99, 99, 99, 99], [30, 40, 50, 60]]
func.func @vload_masked(%m: memref<?xi32>, %base: i32, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vload %m[%base] mask(%mixed) : memref<?xi32>, vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vload %m[%base] mask(not %mixed) : memref<?xi32>, vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vload %m[%base] mask(%on) : memref<?xi32>, vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vload %m[%base] mask(not %on) : memref<?xi32>, vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vload %m[%base] mask(%off) : memref<?xi32>, vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vload %m[%base] mask(not %off) : memref<?xi32>, vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// vphi: lane i is p[i] ? a[i] : b[i].
// RUN: simd-run %s --entry vphi_masked --args '[[1, 0, 1, 0], [7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VPHI
// VPHI: "results": {{\[}}[7, 99, 99, 5], [99, 3, 12, 99], [7, 3, 12, 5], [99, 99, 99, 99], [99, 99, 99, 99], [7, 3, 12, 5]]
func.func @vphi_masked(%p: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vphi %p, %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vphi %p, %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vphi %p, %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vphi %p, %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vphi %p, %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vphi %p, %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// vcmp slt: its mask picks 1 or 0 by a vphi under the same mask (a mask can't be returned with poison).
// RUN: simd-run %s --entry vcmp_masked --args '[[1, 5, 3, -4], [2, 5, 1, 4], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VCMP
// VCMP: "results": {{\[}}[1, 99, 99, 1], [99, 0, 0, 99], [1, 0, 0, 1], [99, 99, 99, 99], [99, 99, 99, 99], [1, 0, 0, 1]]
func.func @vcmp_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %one = simd.s2vb %c1 : vector<4xi32>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %mixed_t_p = simd.vcmp slt, %a, %b mask(%mixed) : vector<4xi32>
  %mixed_t = simd.vphi %mixed_t_p, %one, %zero mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e_p = simd.vcmp slt, %a, %b mask(not %mixed) : vector<4xi32>
  %mixed_e = simd.vphi %mixed_e_p, %one, %zero mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t_p = simd.vcmp slt, %a, %b mask(%on) : vector<4xi32>
  %on_t = simd.vphi %on_t_p, %one, %zero mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e_p = simd.vcmp slt, %a, %b mask(not %on) : vector<4xi32>
  %on_e = simd.vphi %on_e_p, %one, %zero mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t_p = simd.vcmp slt, %a, %b mask(%off) : vector<4xi32>
  %off_t = simd.vphi %off_t_p, %one, %zero mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e_p = simd.vcmp slt, %a, %b mask(not %off) : vector<4xi32>
  %off_e = simd.vphi %off_e_p, %one, %zero mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}
