// Poison (the inactive lanes of a masked op) must not escape: storing it, returning it,
// using it as a vphi predicate or a mask, reading it with v2s or reducing it with
// any/all is a runtime fault located at the op (exit status 1).  The same lanes are
// fine when a mask keeps them inactive.  %p = [1, 0, 1, 1] leaves lane 1 poison.

// RUN: not simd-run %s --entry vstore_poison --args '[[1, 2, 3, 4], [1, 0, 1, 1], [0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=VSTORE
// VSTORE: ops_fault_poison.mlir:11:3: error: 'simd.vstore' stores poison from active lane 1
func.func @vstore_poison(%v: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %w = simd.vadd %v, %v mask(%p) : vector<4xi32>
  simd.vstore %w, %m[%c0] : memref<?xi32>, vector<4xi32>
  func.return
}

// RUN: simd-run %s --entry vstore_poison_masked_off --args '[[1, 2, 3, 4], [1, 0, 1, 1], [0, 0, 0, 0]]' --json | filecheck %s --check-prefix=VSTOREOK
// VSTOREOK: "memrefs": {{\[}}[2, 0, 6, 8]]
func.func @vstore_poison_masked_off(%v: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %w = simd.vadd %v, %v mask(%p) : vector<4xi32>
  simd.vstore %w, %m[%c0] mask(%p) : memref<?xi32>, vector<4xi32>
  func.return
}

// RUN: not simd-run %s --entry scatter_poison --args '[[1, 2, 3, 4], [1, 0, 1, 1], [0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=SCATTER
// SCATTER: ops_fault_poison.mlir:33:3: error: 'simd.scatter' stores poison from active lane 1
func.func @scatter_poison(%v: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %w = simd.vadd %v, %v mask(%p) : vector<4xi32>
  %addrs = simd.s2v %c3, %c2, %c1, %c0 : vector<4xi32>
  simd.scatter %w, %m[%addrs] : memref<?xi32>, vector<4xi32>
  func.return
}

// RUN: not simd-run %s --entry return_poison --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' 2>&1 | filecheck %s --check-prefix=RETURN
// RETURN: ops_fault_poison.mlir:41:3: error: 'return_poison' returns a poison value
func.func @return_poison(%v: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %w = simd.vadd %v, %v mask(%p) : vector<4xi32>
  func.return %w : vector<4xi32>
}

// The predicate of vphi is a vcmp computed under %p: poison in lane 1.
// RUN: not simd-run %s --entry vphi_poison_predicate --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' 2>&1 | filecheck %s --check-prefix=VPHI
// VPHI: ops_fault_poison.mlir:49:3: error: 'simd.vphi' predicate of active lane 1 is poison
func.func @vphi_poison_predicate(%v: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %q = simd.vcmp eq, %v, %v mask(%p) : vector<4xi32>
  %r = simd.vphi %q, %v, %v : vector<4xi32>
  func.return %r : vector<4xi32>
}

// Under the mask that defined it, the same predicate is fine (lane 1 is inactive).
// RUN: simd-run %s --entry vphi_poison_predicate_masked_off --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' --json | filecheck %s --check-prefix=VPHIOK
// VPHIOK: "results": {{\[}}[1, 2, 3, 4]]
func.func @vphi_poison_predicate_masked_off(%v: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %q = simd.vcmp eq, %v, %v mask(%p) : vector<4xi32>
  %r = simd.vphi %q, %v, %v mask(%p) : vector<4xi32>
  %s = simd.vphi %p, %r, %v : vector<4xi32>
  func.return %s : vector<4xi32>
}

// RUN: not simd-run %s --entry poison_mask --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' 2>&1 | filecheck %s --check-prefix=MASK
// MASK: ops_fault_poison.mlir:67:3: error: 'simd.vadd' mask has a poison lane (1)
func.func @poison_mask(%v: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %q = simd.vcmp eq, %v, %v mask(%p) : vector<4xi32>
  %w = simd.vadd %v, %v mask(%q) : vector<4xi32>
  %r = simd.vphi %p, %w, %v : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: not simd-run %s --entry v2s_poison --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' 2>&1 | filecheck %s --check-prefix=V2S
// V2S: ops_fault_poison.mlir:77:3: error: 'simd.v2s' reads poison lane 1
func.func @v2s_poison(%v: vector<4xi32>, %p: vector<4xi1>) -> i32 {
  %c1 = arith.constant 1 : i32
  %w = simd.vadd %v, %v mask(%p) : vector<4xi32>
  %x = simd.v2s %w[%c1] : vector<4xi32>
  func.return %x : i32
}

// RUN: not simd-run %s --entry any_poison --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' 2>&1 | filecheck %s --check-prefix=ANY
// ANY: ops_fault_poison.mlir:85:3: error: 'simd.any' reads poison lane 1
func.func @any_poison(%v: vector<4xi32>, %p: vector<4xi1>) -> i1 {
  %q = simd.vcmp eq, %v, %v mask(%p) : vector<4xi32>
  %a = simd.any %q : vector<4xi1>
  func.return %a : i1
}
