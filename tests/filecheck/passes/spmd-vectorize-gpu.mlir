// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefixes=CHECK,NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefixes=CHECK,UNI
// The gpu launch ops in a vectorized program (the program of one subgroup): uniform
// queries stay scalar gpu ops (answered per subgroup by the runtime; broadcast in naive
// mode where a vector op reads them), per-lane ids are built from gpu.subgroup_id * W
// and the lanes: x = (sg*W mod block_dim x) + lane, y and z scalars.  The body runs
// under the tail mask %live (lanes that are threads of the block).

// CHECK-LABEL: func.func @ids_2d(%out: memref<?xi32>, %group_base: i32)
// CHECK:         %[[LANES:.*]] = simd.s2v %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT:    %[[SG:.*]] = gpu.subgroup_id : index
// CHECK-NEXT:    %[[W:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %sg_base = arith.muli %[[SG]], %[[W]] : index
// CHECK-NEXT:    %[[BDX:.*]] = gpu.block_dim x
// CHECK-NEXT:    %[[X0:.*]] = arith.remui %sg_base, %[[BDX]] : index
// CHECK-NEXT:    %[[X0I:.*]] = arith.index_cast %[[X0]] : index to i32
// CHECK-NEXT:    %[[X0V:.*]] = simd.s2vb %[[X0I]] : vector<4xi32>
// CHECK-NEXT:    %[[TX:.*]] = simd.vadd %[[X0V]], %[[LANES]] : vector<4xi32>
// CHECK-NEXT:    %[[ROW:.*]] = arith.divui %sg_base, %[[BDX]] : index
// CHECK-NEXT:    %[[BDY:.*]] = gpu.block_dim y
// CHECK-NEXT:    %[[TY:.*]] = arith.remui %[[ROW]], %[[BDY]] : index
// thread_id y is the same in every lane: a broadcast of the scalar (in uniform mode
// at its vector use: the analysis knows y is uniform in a subgroup, rule 7, because the
// program runs only on launches whose subgroups lie in one x-row).
// NAIVE-NEXT:    %[[TYI:.*]] = arith.index_cast %[[TY]] : index to i32
// NAIVE-NEXT:    %[[TYV:.*]] = simd.s2vb %[[TYI]] : vector<4xi32>
// CHECK-NEXT:    %[[BIDX:.*]] = gpu.block_id x
// CHECK-NEXT:    %[[GX:.*]] = arith.muli %[[BIDX]], %[[BDX]] : index
// CHECK-NEXT:    %[[GX0:.*]] = arith.addi %[[GX]], %[[X0]] : index
// CHECK-NEXT:    %[[GX0I:.*]] = arith.index_cast %[[GX0]] : index to i32
// CHECK-NEXT:    %[[GX0V:.*]] = simd.s2vb %[[GX0I]] : vector<4xi32>
// CHECK-NEXT:    %[[GXV:.*]] = simd.vadd %[[GX0V]], %[[LANES]] : vector<4xi32>
// The tail mask: lane i < block_dim x * y * z - sg*W (one mask-unit op).
// CHECK-NEXT:    %[[S1:.*]] = arith.muli %[[BDX]], %[[BDY]] : index
// CHECK-NEXT:    %[[BDZ:.*]] = gpu.block_dim z
// CHECK-NEXT:    %[[S2:.*]] = arith.muli %[[S1]], %[[BDZ]] : index
// CHECK-NEXT:    %[[LEFT:.*]] = arith.subi %[[S2]], %sg_base : index
// CHECK-NEXT:    %[[LEFTI:.*]] = arith.index_cast %[[LEFT]] : index to i32
// CHECK-NEXT:    %live = simd.pfirst %[[LEFTI]] : vector<4xi1>
// UNI-NEXT:      %[[TYI:.*]] = arith.index_cast %[[TY]] : index to i32
// UNI-NEXT:      %[[TYV:.*]] = simd.s2vb %[[TYI]] : vector<4xi32>
// CHECK-NEXT:    %s = simd.vadd %[[TX]], %[[TYV]] mask(%live) : vector<4xi32>
// CHECK-NEXT:    simd.scatter %s, %out[%[[GXV]]] mask(%live) : memref<?xi32>, vector<4xi32>
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
