// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=UNI
//
// spmd-vectorize translates the arith casts between i32 and f32 (lanewise.py): a
// divergent cast is simd.vcast of its kind under the current mask (the arm's mask in a
// linearized if: inactive lanes are not converted); a uniform one stays the scalar
// cast in mode=uniform and is a vcast under the entry mask in mode=naive.  A divergent
// negf is a vmul by a broadcast -1.0, broadcast once at the top of the entry block (a
// loop would not broadcast it again every iteration).  Results are checked against the SPMD executor in
// tests/passes/test_cast_vectorize_differential.py.

// NAIVE-LABEL: func.func @casts
// NAIVE-NEXT:    %[[C:.*]] = arith.constant -1.000000e+00 : f32
// NAIVE-NEXT:    %[[M1:.*]] = simd.s2vb %[[C]] : vector<4xf32>
// NAIVE:         %p = simd.vcmp sgt, %x, %{{.*}} mask(%live) : vector<4xi32>
// NAIVE-NEXT:    %[[ARM:.*]] = simd.pand %live, %p : vector<4xi1>
// NAIVE-NEXT:    %f = simd.vcast sitofp, %x mask(%[[ARM]]) : vector<4xi32> to vector<4xf32>
// NAIVE:         %g = simd.vmul %f, %{{.*}} mask(%[[ARM]]) : vector<4xf32>
// NAIVE-NEXT:    %y = simd.vcast fptosi, %g mask(%[[ARM]]) : vector<4xf32> to vector<4xi32>
// NAIVE:         %r = simd.vphi %p, %y, %x mask(%live) : vector<4xi32>
// NAIVE-NEXT:    %b = simd.vcast bitcast, %r mask(%live) : vector<4xi32> to vector<4xf32>
// NAIVE:         %un = simd.vcast uitofp, %{{.*}} mask(%live) : vector<4xi32> to vector<4xf32>
// NAIVE-NEXT:    %nb = simd.vmul %un, %[[M1]] mask(%live) : vector<4xf32>
// NAIVE-NEXT:    %k = simd.vcast fptoui, %nb mask(%live) : vector<4xf32> to vector<4xi32>
// UNI-LABEL:   func.func @casts
// UNI:           %f = simd.vcast sitofp, %x mask(%[[ARM:.*]]) : vector<4xi32> to vector<4xf32>
// UNI:           %y = simd.vcast fptosi, %g mask(%[[ARM]]) : vector<4xf32> to vector<4xi32>
// UNI:           %b = simd.vcast bitcast, %r mask(%live) : vector<4xi32> to vector<4xf32>
// UNI:           %un = arith.uitofp %n : i32 to f32
// UNI:           %nb = arith.negf %un : f32
// UNI-NEXT:      %k = arith.fptoui %nb : f32 to i32
// UNI-NOT:       simd.vcast
func.func @casts(%n: i32, %a: memref<16xi32>, %o: memref<16xf32>) -> (f32, i32) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %a[%ti] : memref<16xi32>
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c0 : i32
  %r = scf.if %p -> (i32) {
    %f = arith.sitofp %x : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.mulf %f, %h : f32
    %y = arith.fptosi %g : f32 to i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  %b = arith.bitcast %r : i32 to f32
  memref.store %b, %o[%ti] : memref<16xf32>
  %un = arith.uitofp %n : i32 to f32
  %nb = arith.negf %un : f32
  %k = arith.fptoui %nb : f32 to i32
  func.return %un, %k : f32, i32
}
