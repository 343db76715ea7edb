// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=UNI
//
// spmd-vectorize's lane-wise translations (passes/spmd_vectorize/lanewise.py): math,
// memref.atomic_rmw, simd.readfirstlane and simd.group_reduce, naive (NAIVE) and
// uniform (UNI) mode side by side.  Their results are checked against the SPMD executor
// in tests/passes/test_lanewise_vectorize_differential.py.

// A divergent math op runs lane-wise under the arm's mask; a uniform one is the
// scalar math op in uniform mode (broadcast where a vector needs it), a vmath in naive.
// NAIVE-LABEL: func.func @math_lanewise
// NAIVE:         %p = simd.vcmp ogt, %x, %{{.*}} mask(%live) : vector<4xf32>
// NAIVE-NEXT:    %[[P:.*]] = simd.pand %live, %p : vector<4xi1>
// NAIVE-NEXT:    %s = simd.vmath sqrt, %x mask(%[[P]]) : vector<4xf32>
// NAIVE-NEXT:    %g = simd.vmath fma, %s, %x, %[[H:.*]] mask(%[[P]]) : vector<4xf32>
// NAIVE:         %r = simd.vphi %p, %g, %x mask(%live) : vector<4xf32>
// NAIVE-NEXT:    %u = simd.vmath exp, %[[H]] mask(%live) : vector<4xf32>
// UNI-LABEL:   func.func @math_lanewise
// UNI:           %[[P:.*]] = simd.pand %live, %p : vector<4xi1>
// UNI-NEXT:      %s = simd.vmath sqrt, %x mask(%[[P]]) : vector<4xf32>
// UNI-NEXT:      %g = simd.vmath fma, %s, %x, %{{.*}} mask(%[[P]]) : vector<4xf32>
// UNI:           %r = simd.vphi %p, %g, %x mask(%live) : vector<4xf32>
// UNI-NEXT:      %u = math.exp %h : f32
// UNI-NEXT:      %[[U:.*]] = simd.s2vb %u : vector<4xf32>
// UNI-NEXT:      func.return %r, %[[U]]
func.func @math_lanewise(%h: f32, %f: memref<16xf32>) -> (f32, f32) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %f[%ti] : memref<16xf32>
  %c0 = arith.constant 0.0 : f32
  %p = arith.cmpf ogt, %x, %c0 : f32
  %r = scf.if %p -> (f32) {
    %s = math.sqrt %x : f32
    %g = math.fma %s, %x, %h : f32
    scf.yield %g : f32
  } else {
    scf.yield %x : f32
  }
  %u = math.exp %h : f32
  func.return %r, %u : f32, f32
}

// An atomic with a uniform address and value is still one update per active thread:
// a vatomic under the arm's mask in both modes, never a scalar memref.atomic_rmw.
// NAIVE-LABEL: func.func @atomic_uniform_address_and_value
// NAIVE:         %p = simd.vcmp slt, %tids, %{{.*}} mask(%live) : vector<4xi32>
// NAIVE-NEXT:    %[[P:.*]] = simd.pand %live, %p : vector<4xi1>
// NAIVE-NEXT:    %old = simd.vatomic addi, %{{.*}}, %cnt[%{{.*}}] mask(%[[P]]) : memref<4xi32>, vector<4xi32>
// NAIVE:         %r = simd.vphi %p, %old, %tids mask(%live) : vector<4xi32>
// UNI-LABEL:   func.func @atomic_uniform_address_and_value
// UNI-NOT:       memref.atomic_rmw
// UNI:           %[[P:.*]] = simd.pand %live, %p : vector<4xi1>
// UNI-NEXT:      %old = simd.vatomic addi, %{{.*}}, %cnt[%{{.*}}] mask(%[[P]]) : memref<4xi32>, vector<4xi32>
// UNI:           %r = simd.vphi %p, %old, %tids mask(%live) : vector<4xi32>
func.func @atomic_uniform_address_and_value(%cnt: memref<4xi32>) -> i32 {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %i0 = arith.constant 0 : index
  %p = arith.cmpi slt, %t, %c2 : i32
  %r = scf.if %p -> (i32) {
    %old = "memref.atomic_rmw"(%c1, %cnt, %i0) <{kind = 1 : i64}> : (i32, memref<4xi32>, index) -> i32
    scf.yield %old : i32
  } else {
    scf.yield %t : i32
  }
  func.return %r : i32
}

// readfirstlane / group_reduce read the active lanes of the arm: vreadfirstlane /
// vreduce under its mask, a scalar result (broadcast at once in naive mode; kept
// scalar in uniform mode, where what is computed from it stays scalar too).  A
// readfirstlane of a uniform value is that value in uniform mode.
// NAIVE-LABEL: func.func @readfirstlane_and_reduce
// NAIVE:         %[[P:.*]] = simd.pand %live, %p : vector<4xi1>
// NAIVE-NEXT:    %u = simd.vreadfirstlane %tids mask(%[[P]]) : vector<4xi32>
// NAIVE-NEXT:    %[[U:.*]] = simd.s2vb %u : vector<4xi32>
// NAIVE-NEXT:    %s = simd.vreduce add, %tids mask(%[[P]]) : vector<4xi32>
// NAIVE-NEXT:    %[[S:.*]] = simd.s2vb %s : vector<4xi32>
// NAIVE-NEXT:    %w = simd.vmul %[[U]], %[[S]] mask(%[[P]]) : vector<4xi32>
// NAIVE:         %k = simd.vreadfirstlane %{{.*}} mask(%live) : vector<4xi32>
// UNI-LABEL:   func.func @readfirstlane_and_reduce(%n: i32, %group_base: i32)
// UNI-NEXT:      %[[N:.*]] = simd.s2vb %n : vector<4xi32>
// UNI:           %[[P:.*]] = simd.pand %live, %p : vector<4xi1>
// UNI-NEXT:      %u = simd.vreadfirstlane %tids mask(%[[P]]) : vector<4xi32>
// UNI-NEXT:      %s = simd.vreduce add, %tids mask(%[[P]]) : vector<4xi32>
// UNI-NEXT:      %[[S:.*]] = simd.s2vb %s : vector<4xi32>
// UNI-NEXT:      %w = arith.muli %u, %s : i32
// UNI:           func.return %{{.*}}, %{{.*}}, %[[N]] :
func.func @readfirstlane_and_reduce(%n: i32) -> (i32, i32, i32) {
  %t = simd.thread_id : i32
  %c2 = arith.constant 2 : i32
  %p = arith.cmpi sge, %t, %c2 : i32
  %r:2 = scf.if %p -> (i32, i32) {
    %u = simd.readfirstlane %t : i32
    %s = simd.group_reduce add, %t : i32
    %w = arith.muli %u, %s : i32
    scf.yield %w, %s : i32, i32
  } else {
    scf.yield %t, %t : i32, i32
  }
  %k = simd.readfirstlane %n : i32
  func.return %r#0, %r#1, %k : i32, i32, i32
}

// In a divergent loop the reduction runs under the still-active mask of each
// iteration (it counts the threads still looping); in uniform mode the count and
// what accumulates it stay scalar inside the loop.
// NAIVE-LABEL: func.func @reduce_in_divergent_loop
// NAIVE:         ^bb0(%j: vector<4xi32>, %b: vector<4xi32>, %[[A:.*]]: vector<4xi1>,
// NAIVE-NEXT:      %cnt = simd.vreduce add, %{{.*}} mask(%[[A]]) : vector<4xi32>
// UNI-LABEL:   func.func @reduce_in_divergent_loop
// UNI:           ^bb0(%j: i32, %b: i32, %[[A:.*]]: vector<4xi1>,
// UNI-NEXT:        %cnt = simd.vreduce add, %{{.*}} mask(%[[A]]) : vector<4xi32>
// UNI-NEXT:        %b1 = arith.addi %b, %cnt : i32
func.func @reduce_in_divergent_loop() -> i32 {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %w:2 = scf.while (%i = %c0, %a = %c0) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %t : i32
    scf.condition(%c) %i, %a : i32, i32
  } do {
  ^bb0(%j: i32, %b: i32):
    %cnt = simd.group_reduce add, %c1 : i32
    %b1 = arith.addi %b, %cnt : i32
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1, %b1 : i32, i32
  }
  func.return %w#1 : i32
}
