// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefixes=CHECK,NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefixes=CHECK,UNI
// The gpu launch ops in a vectorized program (the program of one subgroup): uniform
// queries stay scalar gpu ops (answered per subgroup by the runtime; broadcast in naive
// mode where a vector op reads them), per-lane ids are built from gpu.subgroup_id * W
// and the lanes.  A kernel reading y with its block size unknown gets the lane form
// (a subgroup may span rows, SPEC section 4): lane i's linear id l = sg*W + i, x = l mod
// block_dim x, y = (l div block_dim x) mod block_dim y, all vectors, in both modes (y
// is divergent).  The body runs under the tail mask %live (lanes that are threads of
// the block).  The row form (x0 + lane, y scalar): spmd-vectorize-multirow.mlir.

// CHECK-LABEL: func.func @ids_2d(%out: memref<?xi32>, %group_base: i32)
// CHECK:         %[[LANES:.*]] = simd.s2v %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT:    %[[SG:.*]] = gpu.subgroup_id : index
// CHECK-NEXT:    %[[W:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %sg_base = arith.muli %[[SG]], %[[W]] : index
// CHECK-NEXT:    %[[BASEI:.*]] = arith.index_cast %sg_base : index to i32
// CHECK-NEXT:    %[[BASEV:.*]] = simd.s2vb %[[BASEI]] : vector<4xi32>
// CHECK-NEXT:    %linear = simd.vadd %[[BASEV]], %[[LANES]] : vector<4xi32>
// CHECK-NEXT:    %[[BDX:.*]] = gpu.block_dim x
// CHECK-NEXT:    %[[BDXI:.*]] = arith.index_cast %[[BDX]] : index to i32
// CHECK-NEXT:    %[[BDXV:.*]] = simd.s2vb %[[BDXI]] : vector<4xi32>
// CHECK-NEXT:    %[[TX:.*]] = simd.vrem %linear, %[[BDXV]] : vector<4xi32>
// CHECK-NEXT:    %[[ROW:.*]] = simd.vdiv %linear, %[[BDXV]] : vector<4xi32>
// CHECK-NEXT:    %[[BDY:.*]] = gpu.block_dim y
// CHECK-NEXT:    %[[BDYI:.*]] = arith.index_cast %[[BDY]] : index to i32
// CHECK-NEXT:    %[[BDYV:.*]] = simd.s2vb %[[BDYI]] : vector<4xi32>
// CHECK-NEXT:    %[[TY:.*]] = simd.vrem %[[ROW]], %[[BDYV]] : vector<4xi32>
// CHECK-NEXT:    %[[BIDX:.*]] = gpu.block_id x
// CHECK-NEXT:    %[[GX:.*]] = arith.muli %[[BIDX]], %[[BDX]] : index
// CHECK-NEXT:    %[[GXI:.*]] = arith.index_cast %[[GX]] : index to i32
// CHECK-NEXT:    %[[GXV:.*]] = simd.s2vb %[[GXI]] : vector<4xi32>
// CHECK-NEXT:    %[[GID:.*]] = simd.vadd %[[GXV]], %[[TX]] : vector<4xi32>
// The tail mask: lane i < block_dim x * y * z - sg*W (one mask-unit op).
// CHECK-NEXT:    %[[S1:.*]] = arith.muli %[[BDX]], %[[BDY]] : index
// CHECK-NEXT:    %[[BDZ:.*]] = gpu.block_dim z
// CHECK-NEXT:    %[[S2:.*]] = arith.muli %[[S1]], %[[BDZ]] : index
// CHECK-NEXT:    %[[LEFT:.*]] = arith.subi %[[S2]], %sg_base : index
// CHECK-NEXT:    %[[LEFTI:.*]] = arith.index_cast %[[LEFT]] : index to i32
// CHECK-NEXT:    %live = simd.pfirst %[[LEFTI]] : vector<4xi1>
// CHECK-NEXT:    %s = simd.vadd %[[TX]], %[[TY]] mask(%live) : vector<4xi32>
// CHECK-NEXT:    simd.scatter %s, %out[%[[GID]]] mask(%live) : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:    func.return
func.func @ids_2d(%out: memref<?xi32>) {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %gx = gpu.global_id x
  %a = arith.index_cast %tx : index to i32
  %b = arith.index_cast %ty : index to i32
  %s = arith.addi %a, %b : i32
  memref.store %s, %out[%gx] : memref<?xi32>
  func.return
}

// Uniform queries: scalar gpu ops in uniform mode (a scalar store of uniform values
// needs no guard: the tail mask is never empty); broadcast in naive mode.
// CHECK-LABEL: func.func @uniform_queries(%out: memref<?xi32>, %group_base: i32)
// UNI:           %[[B:.*]] = gpu.block_id x
// UNI-NEXT:      %[[N:.*]] = gpu.num_subgroups : index
// UNI-NEXT:      %[[V:.*]] = arith.index_cast %[[N]] : index to i32
// UNI-NEXT:      memref.store %[[V]], %out[%[[B]]] : memref<?xi32>
// NAIVE:         %[[B:.*]] = gpu.block_id x
// NAIVE-NEXT:    %[[BI:.*]] = arith.index_cast %[[B]] : index to i32
// NAIVE-NEXT:    %[[BV:.*]] = simd.s2vb %[[BI]] : vector<4xi32>
// NAIVE:         %[[N:.*]] = gpu.num_subgroups : index
// NAIVE:         simd.scatter %{{.*}}, %out[%[[BV]]] mask(%live)
func.func @uniform_queries(%out: memref<?xi32>) {
  %b = gpu.block_id x
  %n = gpu.num_subgroups : index
  %v = arith.index_cast %n : index to i32
  memref.store %v, %out[%b] : memref<?xi32>
  func.return
}

// A block size declared a multiple of W (gpu.known_block_size): no tail mask.
// CHECK-LABEL: func.func @known_full_block(%out: memref<?xi32>, %group_base: i32)
// CHECK-NOT:     simd.vcmp
// CHECK-NOT:     mask(
// CHECK:         func.return
func.func @known_full_block(%out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
  %l = gpu.lane_id
  %g = gpu.global_id x
  %v = arith.index_cast %l : index to i32
  memref.store %v, %out[%g] : memref<?xi32>
  func.return
}

// Declared, but not a multiple of W: the tail mask stays.
// CHECK-LABEL: func.func @known_partial_block(%out: memref<?xi32>, %group_base: i32)
// CHECK:         %live = simd.pfirst
// CHECK:         simd.scatter %{{.*}}, %out[%{{.*}}] mask(%live)
func.func @known_partial_block(%out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 6, 1, 1>} {
  %l = gpu.lane_id
  %g = gpu.global_id x
  %v = arith.index_cast %l : index to i32
  memref.store %v, %out[%g] : memref<?xi32>
  func.return
}
