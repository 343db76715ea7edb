// spmd-vectorize{mode=uniform} guards each uniform load and store under a divergent
// mask (`x == 0`) with `scf.if (simd.any %mask)`; consecutive guards on one mask become
// one (ir/scf_ifs.py's combine_ifs): the ops between that read a guard's results move
// into it, the others before it.  Without it: four guards, each a branch and its refill
// (block_sum16's row form paid 54 branch-unit cycles per subgroup at W = 4).
// An `i1` constant inside an arm of `scf.if %c` is `%c` there (conditions_in_arms): the
// all-lanes mask of a divergent loop inside a uniform if is `s2vb %c`, not `s2vb true`.
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' | filecheck %s --check-prefix=DS
//
// CHECK-LABEL: func.func @guards
// CHECK:       %[[ANY:.*]] = simd.any %[[MASK:.*]] :
// CHECK:       scf.if %[[ANY]] {
// CHECK-NEXT:    %[[A:.*]] = memref.load %in[%{{.*}}] : memref<8xi32>
// CHECK-NEXT:    %[[B:.*]] = memref.load %in[%{{.*}}] : memref<8xi32>
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    memref.store %[[S]], %out[%{{.*}}] : memref<8xi32>
// CHECK-NEXT:    memref.store %[[A]], %out[%{{.*}}] : memref<8xi32>
// CHECK-NEXT:  }
// CHECK-NOT:   scf.if
// CHECK:       func.return
// DS-LABEL:    func.func @guards
// DS-COUNT-1:  scf.if
// DS-NOT:      scf.if
// DS-LABEL:    func.func @loop_in_uniform_if
// CHECK-LABEL: func.func @loop_in_uniform_if
// CHECK:       %[[C:.*]] = arith.cmpi sgt, %n, %{{.*}} : i32
// CHECK:       scf.if %[[C]]
// CHECK-NOT:   arith.constant true
// CHECK:       simd.s2vb %[[C]] : vector<4xi1>
// CHECK:       scf.while
func.func @guards(%in: memref<8xi32>, %out: memref<8xi32>, %u: index) attributes {gpu.known_block_size = array<i32: 8, 1, 1>} {
  %x = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = arith.cmpi eq, %x, %c0 : index
  scf.if %first {
    %a = memref.load %in[%u] : memref<8xi32>
    %u1 = arith.addi %u, %c1 : index
    %b = memref.load %in[%u1] : memref<8xi32>
    %s = arith.addi %a, %b : i32
    memref.store %s, %out[%u] : memref<8xi32>
    memref.store %a, %out[%u1] : memref<8xi32>
  }
  func.return
}
func.func @loop_in_uniform_if(%out: memref<8xi32>, %n: i32) attributes {gpu.known_block_size = array<i32: 8, 1, 1>} {
  %x = gpu.thread_id x
  %xi = arith.index_cast %x : index to i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %go = arith.cmpi sgt, %n, %c0 : i32
  %r = scf.if %go -> (i32) {
    %e = scf.while (%i = %c0) : (i32) -> i32 {
      %more = arith.cmpi slt, %i, %xi : i32
      scf.condition(%more) %i : i32
    } do {
    ^bb0(%j: i32):
      %k = arith.addi %j, %c1 : i32
      scf.yield %k : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %c0 : i32
  }
  memref.store %r, %out[%x] : memref<8xi32>
  func.return
}
