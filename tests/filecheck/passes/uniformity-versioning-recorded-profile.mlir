// RUN: %python -m simdopt.tools.uniformity_profile %s --threads 8 --width 4 --args '[[5, 5, 5, 5, 1, 2, 3, 4], [0, 0, 0, 0, 0, 0, 0, 0], 3]' -o %t.json
// RUN: filecheck %s --input-file %t.json --check-prefix=PROFILE
// RUN: simd-opt %s -p 'uniformity-versioning{threshold=1 profile="%t.json"}' | filecheck %s
// RUN: simd-opt %s -p 'uniformity-versioning{threshold=1 profile="%t.json" min-share=0.4}' | filecheck %s --check-prefix=SHARE
// A training run recorded by tools/uniformity_profile.py: of the two subgroups, the
// first loads four equal values (uniform), the second four different ones (varied);
// one uniform run in two is not more than min-share=0.5, so the gather's result is
// not versioned on; it is with min-share=0.4.  %idx is consecutive (never uniform).

// PROFILE:      "format": "simdopt-uniformity-profile"
// PROFILE:      "op": "simd.gather",
// PROFILE-NEXT: "uniform": 1,
// PROFILE-NEXT: "varied": 1

// CHECK-LABEL: func.func @k
// CHECK-NOT:   simd.all
// CHECK:       func.return
// SHARE-LABEL: func.func @k
// SHARE:       %[[X:.*]] = simd.gather
// SHARE:       simd.vreadfirstlane %[[X]]
// SHARE:       simd.all
// SHARE-NEXT:  scf.if
func.func @k(%m: memref<?xi32>, %out: memref<?xi32>, %n: i32, %group_base: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %gb = simd.s2vb %group_base : vector<4xi32>
  %idx = simd.vadd %gb, %lanes : vector<4xi32>
  %x = simd.gather %m[%idx] : memref<?xi32>, vector<4xi32>
  %nb = simd.s2vb %n : vector<4xi32>
  %a = simd.vmul %x, %nb : vector<4xi32>
  %b = simd.vadd %a, %nb : vector<4xi32>
  %c = simd.vsub %b, %x : vector<4xi32>
  simd.scatter %c, %out[%idx] : memref<?xi32>, vector<4xi32>
  func.return
}
