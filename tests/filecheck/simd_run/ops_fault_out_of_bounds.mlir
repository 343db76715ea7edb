// An out-of-bounds address in an active lane of gather/vload/scatter/vstore is a
// runtime fault at the op; the same address in an inactive lane is never touched.
// Memory has 4 elements; gather/scatter lane 2 addresses element 7, vload/vstore
// at base 2 reach elements 4 and 5 in lanes 2 and 3.  %p = [1, 1, 0, 0].

// RUN: not simd-run %s --entry gather_oob --args '[[1, 2, 3, 4], [0, 1, 7, 3]]' 2>&1 | filecheck %s --check-prefix=GATHER
// GATHER: ops_fault_out_of_bounds.mlir:9:3: error: 'simd.gather' out-of-bounds access at index 7 (size 4) in active lane 2
func.func @gather_oob(%m: memref<?xi32>, %addrs: vector<4xi32>) -> vector<4xi32> {
  %v = simd.gather %m[%addrs] : memref<?xi32>, vector<4xi32>
  func.return %v : vector<4xi32>
}

// RUN: simd-run %s --entry gather_oob_inactive --args '[[1, 2, 3, 4], [0, 1, 7, 3], [1, 1, 0, 0]]' --json | filecheck %s --check-prefix=GATHEROK
// GATHEROK: "results": {{\[}}[1, 2, 0, 0]]
func.func @gather_oob_inactive(%m: memref<?xi32>, %addrs: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %v = simd.gather %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>
  %c0 = arith.constant 0 : i32
  %z = simd.s2vb %c0 : vector<4xi32>
  %r = simd.vphi %p, %v, %z : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: not simd-run %s --entry vload_oob --args '[[1, 2, 3, 4], 2]' 2>&1 | filecheck %s --check-prefix=VLOAD
// VLOAD: ops_fault_out_of_bounds.mlir:26:3: error: 'simd.vload' out-of-bounds access at index 4 (size 4) in active lane 2
func.func @vload_oob(%m: memref<?xi32>, %base: i32) -> vector<4xi32> {
  %v = simd.vload %m[%base] : memref<?xi32>, vector<4xi32>
  func.return %v : vector<4xi32>
}

// RUN: simd-run %s --entry vload_oob_inactive --args '[[1, 2, 3, 4], 2, [1, 1, 0, 0]]' --json | filecheck %s --check-prefix=VLOADOK
// VLOADOK: "results": {{\[}}[3, 4, 0, 0]]
func.func @vload_oob_inactive(%m: memref<?xi32>, %base: i32, %p: vector<4xi1>) -> vector<4xi32> {
  %v = simd.vload %m[%base] mask(%p) : memref<?xi32>, vector<4xi32>
  %c0 = arith.constant 0 : i32
  %z = simd.s2vb %c0 : vector<4xi32>
  %r = simd.vphi %p, %v, %z : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: not simd-run %s --entry scatter_oob --args '[[9, 8, 7, 6], [0, 1, 7, 3], [0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=SCATTER
// SCATTER: ops_fault_out_of_bounds.mlir:43:3: error: 'simd.scatter' out-of-bounds access at index 7 (size 4) in active lane 2
func.func @scatter_oob(%v: vector<4xi32>, %addrs: vector<4xi32>, %m: memref<?xi32>) {
  simd.scatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>
  func.return
}

// RUN: simd-run %s --entry scatter_oob_inactive --args '[[9, 8, 7, 6], [0, 1, 7, 3], [0, 0, 0, 0], [1, 1, 0, 0]]' --json | filecheck %s --check-prefix=SCATTEROK
// SCATTEROK: "memrefs": {{\[}}[9, 8, 0, 0]]
func.func @scatter_oob_inactive(%v: vector<4xi32>, %addrs: vector<4xi32>, %m: memref<?xi32>, %p: vector<4xi1>) {
  simd.scatter %v, %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>
  func.return
}

// RUN: not simd-run %s --entry vstore_oob --args '[[9, 8, 7, 6], [0, 0, 0, 0], 2]' 2>&1 | filecheck %s --check-prefix=VSTORE
// VSTORE: ops_fault_out_of_bounds.mlir:57:3: error: 'simd.vstore' out-of-bounds access at index 4 (size 4) in active lane 2
func.func @vstore_oob(%v: vector<4xi32>, %m: memref<?xi32>, %base: i32) {
  simd.vstore %v, %m[%base] : memref<?xi32>, vector<4xi32>
  func.return
}

// RUN: simd-run %s --entry vstore_oob_inactive --args '[[9, 8, 7, 6], [0, 0, 0, 0], 2, [1, 1, 0, 0]]' --json | filecheck %s --check-prefix=VSTOREOK
// VSTOREOK: "memrefs": {{\[}}[0, 0, 9, 8]]
func.func @vstore_oob_inactive(%v: vector<4xi32>, %m: memref<?xi32>, %base: i32, %p: vector<4xi1>) {
  simd.vstore %v, %m[%base] mask(%p) : memref<?xi32>, vector<4xi32>
  func.return
}

// A negative address is out of bounds too.
// RUN: not simd-run %s --entry vload_negative_base --args '[[1, 2, 3, 4], -1]' 2>&1 | filecheck %s --check-prefix=NEG
// NEG: ops_fault_out_of_bounds.mlir:72:3: error: 'simd.vload' out-of-bounds access at index -1 (size 4) in active lane 0
func.func @vload_negative_base(%m: memref<?xi32>, %base: i32) -> vector<4xi32> {
  %v = simd.vload %m[%base] : memref<?xi32>, vector<4xi32>
  func.return %v : vector<4xi32>
}
