// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
//
// spmd-vectorize on the cross-lane ops (passes/spmd_vectorize/cross_lane.py): shuffles
// become constant permutations (vshuffle), permutations by a source-lane vector
// (vpermute) or one lane read (v2s); votes mask algebra; ballots and the active mask
// vballot; scans vscan; lanes_below a ctpop.  The blocks are whole subgroups
// (gpu.known_block_size), so no tail mask.

// A xor shuffle by a constant: its source lanes are known, a constant permutation.
// CHECK-LABEL: func.func @shuffle_xor_constant_is_vshuffle
// CHECK:         %x = simd.gather %a[%tids] : memref<?xi32>, vector<4xi32>
// CHECK:         %y = simd.vshuffle %x [1, 0, 3, 2] : vector<4xi32>
// CHECK-NEXT:    simd.scatter %y, %a[%tids]
func.func @shuffle_xor_constant_is_vshuffle(%a: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %c1 = arith.constant 1 : i32
  %y = simd.shuffle xor %x, %c1 : i32
  memref.store %y, %a[%i] : memref<?xi32>
  func.return
}

// A down shuffle by a kernel argument: the source lane vector lane + d, the own lane
// where that leaves the segment (j - base >= seg, unsigned), then a permutation by it.
// CHECK-LABEL: func.func @shuffle_down_by_argument_is_vpermute
// CHECK:         %[[W:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[SEG:.*]] = simd.s2vb %[[W]] : vector<4xi32>
// CHECK-NEXT:    %[[D:.*]] = simd.s2vb %d : vector<4xi32>
// CHECK:         %x = simd.gather
// CHECK-NEXT:    %[[NSEG:.*]] = simd.vsub %{{.*}}, %[[SEG]] : vector<4xi32>
// CHECK-NEXT:    %[[BASE:.*]] = simd.vand %lanes, %[[NSEG]] : vector<4xi32>
// CHECK-NEXT:    %[[J:.*]] = simd.vadd %lanes, %[[D]] : vector<4xi32>
// CHECK-NEXT:    %[[OFF:.*]] = simd.vsub %[[J]], %[[BASE]] : vector<4xi32>
// CHECK-NEXT:    %[[IN:.*]] = simd.vcmp ult, %[[OFF]], %[[SEG]] : vector<4xi32>
// CHECK-NEXT:    %[[SRC:.*]] = simd.vphi %[[IN]], %[[J]], %lanes : vector<4xi32>
// CHECK-NEXT:    %y = simd.vpermute %x, %[[SRC]] : vector<4xi32>
func.func @shuffle_down_by_argument_is_vpermute(%a: memref<?xi32>, %d: i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %y = simd.shuffle down %x, %d : i32
  memref.store %y, %a[%i] : memref<?xi32>
  func.return
}

// An idx shuffle from a uniform lane with a uniform result: one lane read, lane mod W.
// CHECK-LABEL: func.func @broadcast_from_uniform_lane_is_v2s
// CHECK:         %[[L:.*]] = arith.andi %l, %{{.*}} : i32
// CHECK-NEXT:    %y = simd.v2s %x[%[[L]]] : vector<4xi32>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    memref.store %y, %a[%c0]
func.func @broadcast_from_uniform_lane_is_v2s(%a: memref<?xi32>, %l: i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %y = simd.shuffle idx %x, %l : i32
  %c0 = arith.constant 0 : index
  memref.store %y, %a[%c0] : memref<?xi32>
  func.return
}

// A shuffle of a uniform value is that value, whatever lane it reads.
// CHECK-LABEL: func.func @shuffle_of_uniform_is_the_value
// CHECK:         memref.store %u, %a[%c0] : memref<?xi32>
func.func @shuffle_of_uniform_is_the_value(%a: memref<?xi32>, %u: i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %y = simd.shuffle xor %u, %t : i32
  %c0 = arith.constant 0 : index
  memref.store %y, %a[%c0] : memref<?xi32>
  func.return
}

// Votes are mask algebra (no mask at a known block size: all W lanes run); a ballot
// and the active mask are vballot; the results are scalars, broadcast at the return.
// CHECK-LABEL: func.func @votes_are_mask_algebra
// CHECK:         %p = simd.pfirst %{{.*}} : vector<4xi1>
// CHECK-NEXT:    %b = simd.vballot %p : vector<4xi1> to i32
// CHECK-NEXT:    %{{.*}} = simd.s2vb %b : vector<4xi32>
// CHECK-NEXT:    %y = simd.any %p : vector<4xi1>
// CHECK-NEXT:    %{{.*}} = simd.s2vb %y : vector<4xi1>
// CHECK-NEXT:    %z = simd.all %p : vector<4xi1>
// CHECK:         %[[NONE:.*]] = arith.xori
// CHECK-NEXT:    %[[ALL:.*]] = simd.all %p : vector<4xi1>
// CHECK-NEXT:    %u = arith.ori %[[ALL]], %[[NONE]] : i1
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[T:.*]] = simd.s2vb %[[TRUE]] : vector<4xi1>
// CHECK-NEXT:    %m = simd.vballot %[[T]] : vector<4xi1> to i32
func.func @votes_are_mask_algebra(%a: memref<?xi32>) -> (i32, i1, i1, i1, i32) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %c2 = arith.constant 2 : i32
  %p = arith.cmpi slt, %t, %c2 : i32
  %b = simd.vote ballot %p : i32
  %y = simd.vote any %p : i1
  %z = simd.vote all %p : i1
  %u = simd.vote uni %p : i1
  %m = simd.active_mask : i32
  func.return %b, %y, %z, %u, %m : i32, i1, i1, i1, i32
}

// CHECK-LABEL: func.func @scan_is_vscan
// CHECK:         %s = simd.vscan exclusive add, %x : vector<4xi32>
func.func @scan_is_vscan(%a: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %s = simd.group_scan exclusive add, %x : i32
  memref.store %s, %a[%i] : memref<?xi32>
  func.return
}

// Lane i counts the bits of %m below i: ctpop(m & (2^i - 1)).
// CHECK-LABEL: func.func @lanes_below_is_ctpop
// CHECK:         %[[M:.*]] = simd.s2vb %m : vector<4xi32>
// CHECK:         %[[BELOW:.*]] = simd.s2v %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT:    %[[AND:.*]] = simd.vand %[[M]], %[[BELOW]] : vector<4xi32>
// CHECK-NEXT:    %n = simd.vmath ctpop, %[[AND]] : vector<4xi32>
func.func @lanes_below_is_ctpop(%m: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %n = simd.lanes_below %m : i32
  func.return %n : i32
}
