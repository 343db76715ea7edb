// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
//
// A shuffle of an i1 moves the lanes as i32 0 / 1 (a mask vector has no permute):
// select 1 / 0, the i32 vshuffle / vpermute / v2s, then `!= 0` back to a mask (or a
// scalar i1 for a uniform result).  (Every stage at W = 32 and 64 against a Python
// reference: tests/passes/test_cross_lane_leftovers.py.)

// CHECK-LABEL: func.func @shuffle_i1
// CHECK:         %[[ONES:.*]] = simd.vphi %p, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK-NEXT:    %[[X:.*]] = simd.vshuffle %[[ONES]] [1, 0, 3, 2] : vector<4xi32>
// CHECK-NEXT:    %q = simd.vcmp ne, %[[X]], %{{.*}} : vector<4xi32>
// CHECK:         %[[ONES2:.*]] = simd.vphi %p, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK:         %[[Y:.*]] = simd.vpermute %[[ONES2]], %{{.*}} : vector<4xi32>
// CHECK:         %r = simd.vcmp ne, %[[Y]], %{{.*}} : vector<4xi32>
// CHECK:         %[[ONES3:.*]] = simd.vphi %p, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK:         %[[Z:.*]] = simd.v2s %[[ONES3]][%{{.*}}] : vector<4xi32>
// CHECK:         %u = arith.cmpi ne, %[[Z]], %{{.*}} : i32
func.func @shuffle_i1(%a: memref<?xi32>, %o: memref<?xi32>, %d: i32, %l: i32) attributes {gpu.known_block_size = array<i32: 128, 1, 1>} {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c0 : i32
  %c1 = arith.constant 1 : i32
  %q = simd.shuffle xor %p, %c1 : i1
  %r = simd.shuffle down %p, %d : i1
  %u = simd.shuffle idx %p, %l : i1
  %qi = arith.extui %q : i1 to i32
  %ri = arith.extui %r : i1 to i32
  %ui = arith.extui %u : i1 to i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %r2 = arith.muli %ri, %c2 : i32
  %u4 = arith.muli %ui, %c4 : i32
  %s1 = arith.addi %qi, %r2 : i32
  %s = arith.addi %s1, %u4 : i32
  memref.store %s, %o[%i] : memref<?xi32>
  func.return
}
