// RUN: simd-run %s --args '[[1, 1, 1, 1], [0, 1, 0, 0]]' | filecheck %s
// An op with one active lane is trivially "all lanes equal"; it is counted apart
// (single_lane_vector_ops) so that dynamically_uniform_vector_ops - what an oracle
// could scalarize - counts only ops whose two or more active lanes agree: here %c and
// %r (4 equal lanes), not %b (one active lane).

// CHECK: dynamically_uniform_vector_ops: 2
// CHECK-NEXT: single_lane_vector_ops: 1
func.func @main(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %b = simd.vadd %a, %a mask(%p) : vector<4xi32>
  %c = simd.vadd %a, %a : vector<4xi32>
  %r = simd.vphi %p, %b, %c : vector<4xi32>
  func.return %r : vector<4xi32>
}
