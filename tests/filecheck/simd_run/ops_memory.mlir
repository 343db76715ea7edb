// The vector memory ops, unmasked: gather reads m[addrs[i]], scatter writes m[addrs[i]]
// in lane order (two lanes to one address: the last lane wins), vload reads m[base + i],
// vstore writes m[base + i].  Memrefs print in argument order with their final contents.

// RUN: simd-run %s --entry gather_reads_addrs --args '[[10, 20, 30, 40, 50], [4, 0, 0, 2]]' --json | filecheck %s --check-prefix=GATHER
// GATHER: "results": {{\[}}[50, 10, 10, 30]], "memrefs": {{\[}}[10, 20, 30, 40, 50]]
func.func @gather_reads_addrs(%m: memref<?xi32>, %addrs: vector<4xi32>) -> vector<4xi32> {
  %v = simd.gather %m[%addrs] : memref<?xi32>, vector<4xi32>
  func.return %v : vector<4xi32>
}

// RUN: simd-run %s --entry gather_f32 --args '[[0.5, 1.5, 2.5], [2, 1, 0, 2]]' --json | filecheck %s --check-prefix=GATHERF
// GATHERF: "results": {{\[}}[2.5, 1.5, 0.5, 2.5]]
func.func @gather_f32(%m: memref<?xf32>, %addrs: vector<4xi32>) -> vector<4xf32> {
  %v = simd.gather %m[%addrs] : memref<?xf32>, vector<4xf32>
  func.return %v : vector<4xf32>
}

// Lanes 0 and 2 both write address 3: lane 2 (the last) wins; lanes 1 and 3 write 0 and 1.
// RUN: simd-run %s --entry scatter_two_lanes_one_address_last_wins --args '[[1, 2, 3, 4], [3, 0, 3, 1], [0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SCATTER
// SCATTER: "results": [], "memrefs": {{\[}}[2, 4, 0, 3, 0]]
func.func @scatter_two_lanes_one_address_last_wins(%v: vector<4xi32>, %addrs: vector<4xi32>, %m: memref<?xi32>) {
  simd.scatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>
  func.return
}

// All four lanes write address 0: lane 3 wins.
// RUN: simd-run %s --entry scatter_all_lanes_one_address --args '[[1, 2, 3, 4], [0, 0, 0, 0], [0, 0]]' --json | filecheck %s --check-prefix=SCATTER1
// SCATTER1: "memrefs": {{\[}}[4, 0]]
func.func @scatter_all_lanes_one_address(%v: vector<4xi32>, %addrs: vector<4xi32>, %m: memref<?xi32>) {
  simd.scatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>
  func.return
}

// RUN: simd-run %s --entry vload_reads_base_plus_i --args '[[10, 20, 30, 40, 50, 60], 2]' --json | filecheck %s --check-prefix=VLOAD
// VLOAD: "results": {{\[}}[30, 40, 50, 60]]
func.func @vload_reads_base_plus_i(%m: memref<?xi32>, %base: i32) -> vector<4xi32> {
  %v = simd.vload %m[%base] : memref<?xi32>, vector<4xi32>
  func.return %v : vector<4xi32>
}

// RUN: simd-run %s --entry vstore_writes_base_plus_i --args '[[1, 2, 3, 4], [0, 0, 0, 0, 0, 0], 1]' --json | filecheck %s --check-prefix=VSTORE
// VSTORE: "results": [], "memrefs": {{\[}}[0, 1, 2, 3, 4, 0]]
func.func @vstore_writes_base_plus_i(%v: vector<4xi32>, %m: memref<?xi32>, %base: i32) {
  simd.vstore %v, %m[%base] : memref<?xi32>, vector<4xi32>
  func.return
}

// A static-size memref works like a dynamic one.
// RUN: simd-run %s --entry vload_static_memref --args '[[1, 2, 3, 4]]' --json | filecheck %s --check-prefix=STATIC
// STATIC: "results": {{\[}}[1, 2, 3, 4]]
func.func @vload_static_memref(%m: memref<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %v = simd.vload %m[%c0] : memref<4xi32>, vector<4xi32>
  func.return %v : vector<4xi32>
}
