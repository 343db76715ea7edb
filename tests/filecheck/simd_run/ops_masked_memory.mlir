// scatter and vstore under mask(%p) and mask(not %p) with a mixed, an all-on and an
// all-off mask: only active lanes write.  Six zeroed memrefs %m0..%m5 receive, in
// order, mixed mask(p), mixed mask(not p), all-on, all-on negated, all-off, all-off negated.

// scatter: lane i writes v[i] to m[addrs[i]].
// RUN: simd-run %s --entry scatter_masked --args '[[1, 2, 3, 4], [4, 0, 2, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SCATTER
// SCATTER: "memrefs": {{\[}}[0, 0, 0, 0, 1, 4], [2, 0, 3, 0, 0, 0], [2, 0, 3, 0, 1, 4], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [2, 0, 3, 0, 1, 4]]
func.func @scatter_masked(%v: vector<4xi32>, %addrs: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %m0: memref<?xi32>, %m1: memref<?xi32>, %m2: memref<?xi32>, %m3: memref<?xi32>, %m4: memref<?xi32>, %m5: memref<?xi32>) {
  simd.scatter %v, %m0[%addrs] mask(%mixed) : memref<?xi32>, vector<4xi32>
  simd.scatter %v, %m1[%addrs] mask(not %mixed) : memref<?xi32>, vector<4xi32>
  simd.scatter %v, %m2[%addrs] mask(%on) : memref<?xi32>, vector<4xi32>
  simd.scatter %v, %m3[%addrs] mask(not %on) : memref<?xi32>, vector<4xi32>
  simd.scatter %v, %m4[%addrs] mask(%off) : memref<?xi32>, vector<4xi32>
  simd.scatter %v, %m5[%addrs] mask(not %off) : memref<?xi32>, vector<4xi32>
  func.return
}

// vstore: lane i writes v[i] to m[base + i].
// RUN: simd-run %s --entry vstore_masked --args '[[1, 2, 3, 4], 1, [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=VSTORE
// VSTORE: "memrefs": {{\[}}[0, 1, 0, 0, 4, 0], [0, 0, 2, 3, 0, 0], [0, 1, 2, 3, 4, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 1, 2, 3, 4, 0]]
func.func @vstore_masked(%v: vector<4xi32>, %base: i32, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %m0: memref<?xi32>, %m1: memref<?xi32>, %m2: memref<?xi32>, %m3: memref<?xi32>, %m4: memref<?xi32>, %m5: memref<?xi32>) {
  simd.vstore %v, %m0[%base] mask(%mixed) : memref<?xi32>, vector<4xi32>
  simd.vstore %v, %m1[%base] mask(not %mixed) : memref<?xi32>, vector<4xi32>
  simd.vstore %v, %m2[%base] mask(%on) : memref<?xi32>, vector<4xi32>
  simd.vstore %v, %m3[%base] mask(not %on) : memref<?xi32>, vector<4xi32>
  simd.vstore %v, %m4[%base] mask(%off) : memref<?xi32>, vector<4xi32>
  simd.vstore %v, %m5[%base] mask(not %off) : memref<?xi32>, vector<4xi32>
  func.return
}
