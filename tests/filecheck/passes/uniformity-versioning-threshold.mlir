// RUN: simd-opt %s -p 'uniformity-versioning{threshold=3}' | filecheck %s --check-prefix=AT
// RUN: simd-opt %s -p 'uniformity-versioning{threshold=4}' | filecheck %s --check-prefix=ABOVE
// RUN: simd-opt %s -p 'uniformity-versioning' | filecheck %s --check-prefix=ABOVE
// The clone of @three would scalarize three ops: versioned when the threshold is 3, not
// when it is 4 (the default).

// AT-LABEL:    func.func @three
// AT:          simd.all
// AT-NEXT:     scf.if
// ABOVE-LABEL: func.func @three
// ABOVE-NEXT:  simd.s2vb
// ABOVE-NEXT:  simd.vmul
// ABOVE-NEXT:  simd.vadd
// ABOVE-NEXT:  simd.vsub
// ABOVE-NEXT:  func.return
func.func @three(%x: vector<4xi32> {simd.divergent}, %n: i32) -> vector<4xi32> {
  %nb = simd.s2vb %n : vector<4xi32>
  %a = simd.vmul %x, %nb : vector<4xi32>
  %b = simd.vadd %a, %nb : vector<4xi32>
  %c = simd.vsub %b, %x : vector<4xi32>
  func.return %c : vector<4xi32>
}
