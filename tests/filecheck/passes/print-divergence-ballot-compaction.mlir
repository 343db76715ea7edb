// RUN: simd-opt %examples/cross_lane/ballot_compact.ll -p print-divergence | filecheck %s
// RUN: simd-opt %examples/cross_lane/ballot_compact.ll -p 'print-divergence{format=dot}' | filecheck %s --check-prefix=DOT
//
// The README's picture: CUDA ballot compaction.  The ballot is uniform (one mask per
// warp), so is its popcount (the count lane 0 stores); the keep predicate, the rank
// (popcount of the ballot below my lane) and the branches on them are divergent.

// CHECK-LABEL: divergence @ballot_compact
// CHECK:         divergent %v15
// CHECK-NEXT:    uniform %v16
// CHECK:         divergent %v21
// CHECK-NEXT:    divergent %v22
// CHECK:         uniform %v31
// DOT: digraph
// DOT: simd.vote ballot
