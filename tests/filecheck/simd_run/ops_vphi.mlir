// vphi picks lane i from its first vector where the predicate is on, else from the
// second: with a mixed, an all-on and an all-off predicate.

// RUN: simd-run %s --args '[[1, 0, 0, 1], [1, 2, 3, 4], [-1, -2, -3, -4]]' --json | filecheck %s --check-prefix=MIXED
// RUN: simd-run %s --args '[[1, 1, 1, 1], [1, 2, 3, 4], [-1, -2, -3, -4]]' --json | filecheck %s --check-prefix=ON
// RUN: simd-run %s --args '[[0, 0, 0, 0], [1, 2, 3, 4], [-1, -2, -3, -4]]' --json | filecheck %s --check-prefix=OFF
// MIXED: "results": {{\[}}[1, -2, -3, 4]]
// ON: "results": {{\[}}[1, 2, 3, 4]]
// OFF: "results": {{\[}}[-1, -2, -3, -4]]
func.func @main(%p: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vphi %p, %a, %b : vector<4xi32>
  func.return %r : vector<4xi32>
}
