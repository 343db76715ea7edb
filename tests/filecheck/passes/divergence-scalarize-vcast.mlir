// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[7, [1.0], [true, false, false, false, true, false, false, false], [false, true]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[7, [1.0], [true, false, false, false, true, false, false, false], [false, true]]' --json | filecheck %s --check-prefix=OUT
//
// divergence-scalarize swaps a uniform simd.vcast for its arith cast: sitofp and
// bitcast cannot fault, so their mask is dropped; a masked fptosi/fptoui faults on NaN,
// so it runs under scf.if (any lane active) like a division - at W >= 4 only: at W=2 the
// guard costs more than the vector op, which stays.  The active lanes agree before and
// after (OUT, the same results before and after).

// CHECK-LABEL: func.func @uniform_casts
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %n : i32 to f32
// CHECK-NEXT:    %[[FV:.*]] = simd.s2vb %[[F]] : vector<8xf32>
// CHECK-NEXT:    %[[B:.*]] = arith.bitcast %[[F]] : f32 to i32
// CHECK-NEXT:    %[[BV:.*]] = simd.s2vb %[[B]] : vector<8xi32>
// CHECK-NEXT:    %[[ANY:.*]] = simd.any %q : vector<8xi1>
// CHECK-NEXT:    %[[T:.*]] = scf.if %[[ANY]] -> (i32) {
// CHECK-NEXT:      %[[C:.*]] = arith.fptosi %[[F]] : f32 to i32
// CHECK-NEXT:      scf.yield %[[C]] : i32
// CHECK-NEXT:    } else {
// CHECK:         %[[TV:.*]] = simd.s2vb %[[T]] : vector<8xi32>
// CHECK:         %[[F2:.*]] = arith.sitofp %n : i32 to f32
// CHECK-NEXT:    %[[F2V:.*]] = simd.s2vb %[[F2]] : vector<2xf32>
// CHECK-NEXT:    %u2 = simd.vcast fptoui, %[[F2V]] mask(%r) : vector<2xf32> to vector<2xi32>
// CHECK-NOT:     simd.vcast
// OUT: "results": [[7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0], [1088421888, 0, 0, 0, 1088421888, 0, 0, 0], [7, 0, 0, 0, 7, 0, 0, 0], [0, 7]]
func.func @uniform_casts(%n: i32, %m: memref<?xf32>, %q: vector<8xi1>, %r: vector<2xi1>) -> (vector<8xf32>, vector<8xi32>, vector<8xi32>, vector<2xi32>) {
  %nv = simd.s2vb %n : vector<8xi32>
  %f = simd.vcast sitofp, %nv : vector<8xi32> to vector<8xf32>
  %b = simd.vcast bitcast, %f mask(%q) : vector<8xf32> to vector<8xi32>
  %t = simd.vcast fptosi, %f mask(%q) : vector<8xf32> to vector<8xi32>
  %zero = arith.constant 0 : i32
  %zv = simd.s2vb %zero : vector<8xi32>
  %tt = simd.vphi %q, %t, %zv : vector<8xi32>
  %bb = simd.vphi %q, %b, %zv : vector<8xi32>
  %n2 = simd.s2vb %n : vector<2xi32>
  %f2 = simd.vcast sitofp, %n2 : vector<2xi32> to vector<2xf32>
  %u2 = simd.vcast fptoui, %f2 mask(%r) : vector<2xf32> to vector<2xi32>
  %z2 = simd.s2vb %zero : vector<2xi32>
  %uu = simd.vphi %r, %u2, %z2 : vector<2xi32>
  func.return %f, %bb, %tt, %uu : vector<8xf32>, vector<8xi32>, vector<8xi32>, vector<2xi32>
}
