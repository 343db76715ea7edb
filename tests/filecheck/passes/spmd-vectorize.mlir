// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform speculate=false}' | filecheck %s --check-prefix=UNI
// RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform speculate=false}' | filecheck %s --check-prefix=W8
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,canonicalize,cse,dce' > /dev/null
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=SPEC
//
// spmd-vectorize, one kernel per case, naive (NAIVE) and uniform (UNI) mode side by
// side.  Every function gains a trailing %group_base (the group's first thread id) and
// returns vectors (lane i = thread group_base + i).  Every kernel here declares a block
// of whole subgroups (gpu.known_block_size, 64 threads), so no tail mask is needed and
// the checks show the masks of branches and loops alone (the tail mask:
// spmd-vectorize-tail-mask.mlir).  UNI and W8 vectorize with `speculate=false`, every
// arm of a divergent if under its own mask; by default short pure arms run under the
// enclosing mask (SPEC; spmd-vectorize-speculate-*.mlir).
//
// The width option (prefix W8).
// W8-LABEL: func.func @straight_line(%n: i32, %group_base: i32) -> vector<8xi32>
// W8:         %lanes = simd.s2v %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<8xi32>

// Straight-line code: thread_id is group_base + (0..W-1), a parameter is broadcast.
// NAIVE-LABEL: func.func @straight_line(%n: i32, %group_base: i32) -> vector<4xi32>
// NAIVE-NEXT:    %[[N:.*]] = simd.s2vb %n : vector<4xi32>
// NAIVE-NEXT:    %[[L0:.*]] = arith.constant 0 : i32
// NAIVE-NEXT:    %[[L1:.*]] = arith.constant 1 : i32
// NAIVE-NEXT:    %[[L2:.*]] = arith.constant 2 : i32
// NAIVE-NEXT:    %[[L3:.*]] = arith.constant 3 : i32
// NAIVE-NEXT:    %[[LANES:.*]] = simd.s2v %[[L0]], %[[L1]], %[[L2]], %[[L3]] : vector<4xi32>
// NAIVE-NEXT:    %[[B:.*]] = simd.s2vb %group_base : vector<4xi32>
// NAIVE-NEXT:    %[[T:.*]] = simd.vadd %[[B]], %[[LANES]] : vector<4xi32>
// NAIVE-NEXT:    %x = simd.vadd %[[T]], %[[N]] : vector<4xi32>
// NAIVE-NEXT:    func.return %x : vector<4xi32>
// UNI-LABEL:  func.func @straight_line(%n: i32, %group_base: i32) -> vector<4xi32>
// UNI:          %x = simd.vadd %{{.*}}, %{{.*}} : vector<4xi32>
// UNI-NEXT:     func.return %x : vector<4xi32>
func.func @straight_line(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %x = arith.addi %t, %n : i32
  func.return %x : i32
}

// A divergent if/else: both arms run, under mask(%p) and mask(not %p); vphi merges.
// NAIVE-LABEL: func.func @if_else_merges_with_vphi
// NAIVE:         %[[C2:.*]] = simd.s2vb %c2 : vector<4xi32>
// NAIVE-NEXT:    %p = simd.vcmp slt, %[[L:.*]], %[[C2]] : vector<4xi32>
// NAIVE-NEXT:    %a = simd.vadd %[[L]], %[[N:.*]] mask(%p) : vector<4xi32>
// NAIVE-NEXT:    %b = simd.vmul %[[L]], %[[N]] mask(not %p) : vector<4xi32>
// NAIVE-NEXT:    %r = simd.vphi %p, %a, %b : vector<4xi32>
// NAIVE-NEXT:    func.return %r : vector<4xi32>
// UNI-LABEL:  func.func @if_else_merges_with_vphi
// UNI:          %a = simd.vadd %{{.*}} mask(%p) : vector<4xi32>
// UNI-NEXT:     %b = simd.vmul %{{.*}} mask(not %p) : vector<4xi32>
// UNI-NEXT:     %r = simd.vphi %p, %a, %b : vector<4xi32>
// SPEC-LABEL: func.func @if_else_merges_with_vphi
// SPEC:         %a = simd.vadd %{{[^ ]*}}, %{{[^ ]*}} : vector<4xi32>
// SPEC-NEXT:    %b = simd.vmul %{{[^ ]*}}, %{{[^ ]*}} : vector<4xi32>
// SPEC-NEXT:    %r = simd.vphi %p, %a, %b : vector<4xi32>
func.func @if_else_merges_with_vphi(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %c2 = arith.constant 2 : i32
  %p = arith.cmpi slt, %l, %c2 : i32
  %r = scf.if %p -> (i32) {
    %a = arith.addi %l, %n : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %l, %n : i32
    scf.yield %b : i32
  }
  func.return %r : i32
}

// Nested divergent ifs: the inner arms run under pand(outer, q) and pand(outer, not q);
// the inner merge runs under the outer mask.
// NAIVE-LABEL: func.func @nested_if_masks_pand
// NAIVE:         %p = simd.vcmp sgt, %[[L:.*]], %[[C1:.*]] : vector<4xi32>
// NAIVE-NEXT:    %q = simd.vcmp slt, %[[L]], %[[N:.*]] mask(%p) : vector<4xi32>
// NAIVE-NEXT:    %[[M1:.*]] = simd.pand %p, %q : vector<4xi1>
// NAIVE-NEXT:    %a = simd.vadd %[[L]], %[[N]] mask(%[[M1]]) : vector<4xi32>
// NAIVE-NEXT:    %[[NQ:.*]] = simd.pnot %q : vector<4xi1>
// NAIVE-NEXT:    %[[M2:.*]] = simd.pand %p, %[[NQ]] : vector<4xi1>
// NAIVE-NEXT:    %b = simd.vsub %[[L]], %[[N]] mask(%[[M2]]) : vector<4xi32>
// NAIVE-NEXT:    %s = simd.vphi %q, %a, %b mask(%p) : vector<4xi32>
// NAIVE-NEXT:    %r = simd.vphi %p, %s, %[[C1]] : vector<4xi32>
// UNI-LABEL:  func.func @nested_if_masks_pand
// UNI:          %s = simd.vphi %q, %a, %b mask(%p) : vector<4xi32>
func.func @nested_if_masks_pand(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %c1 = arith.constant 1 : i32
  %p = arith.cmpi sgt, %l, %c1 : i32
  %r = scf.if %p -> (i32) {
    %q = arith.cmpi slt, %l, %n : i32
    %s = scf.if %q -> (i32) {
      %a = arith.addi %l, %n : i32
      scf.yield %a : i32
    } else {
      %b = arith.subi %l, %n : i32
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %c1 : i32
  }
  func.return %r : i32
}

// A uniform condition: naive linearizes it anyway; uniform mode keeps scf.if, computes
// the uniform arm in scalars and broadcasts what it yields.
// NAIVE-LABEL: func.func @uniform_if_stays_branch
// NAIVE:         %p = simd.vcmp sgt, %{{.*}}, %{{.*}} : vector<4xi32>
// NAIVE-NEXT:    %a = simd.vmul %{{.*}}, %{{.*}} mask(%p) : vector<4xi32>
// NAIVE-NEXT:    %b = simd.vadd %{{.*}}, %{{.*}} mask(not %p) : vector<4xi32>
// NAIVE-NEXT:    %r = simd.vphi %p, %a, %b : vector<4xi32>
// UNI-LABEL:  func.func @uniform_if_stays_branch
// UNI:          %c0 = arith.constant 0 : i32
// UNI-NEXT:     %p = arith.cmpi sgt, %n, %c0 : i32
// UNI-NEXT:     %r = scf.if %p -> (vector<4xi32>) {
// UNI-NEXT:       %a = arith.muli %n, %k : i32
// UNI-NEXT:       %[[A:.*]] = simd.s2vb %a : vector<4xi32>
// UNI-NEXT:       scf.yield %[[A]] : vector<4xi32>
// UNI-NEXT:     } else {
// UNI-NEXT:       %b = simd.vadd %lanes, %{{.*}} : vector<4xi32>
// UNI-NEXT:       scf.yield %b : vector<4xi32>
// UNI-NEXT:     }
// UNI-NEXT:     func.return %r : vector<4xi32>
func.func @uniform_if_stays_branch(%n: i32, %k: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi sgt, %n, %c0 : i32
  %r = scf.if %p -> (i32) {
    %a = arith.muli %n, %k : i32
    scf.yield %a : i32
  } else {
    %b = arith.addi %l, %k : i32
    scf.yield %b : i32
  }
  func.return %r : i32
}

// A loop with uniform bounds stays a loop; the divergent accumulator is a vector
// iter_arg, the induction variable is broadcast where a vector op reads it.
// NAIVE-LABEL: func.func @for_loop_divergent_accumulator
// NAIVE:         %ub = arith.index_cast %n : i32 to index
// NAIVE-NEXT:    %r = scf.for %i = %i0 to %ub step %i1 iter_args(%acc = %lanes) -> (vector<4xi32>) {
// NAIVE-NEXT:      %[[I:.*]] = arith.index_cast %i : index to i32
// NAIVE-NEXT:      %[[IV:.*]] = simd.s2vb %[[I]] : vector<4xi32>
// NAIVE-NEXT:      %s = simd.vadd %acc, %[[IV]] : vector<4xi32>
// NAIVE-NEXT:      scf.yield %s : vector<4xi32>
// NAIVE-NEXT:    }
// UNI-LABEL:  func.func @for_loop_divergent_accumulator
// UNI:          %r = scf.for %i = %i0 to %ub step %i1 iter_args(%acc = %lanes) -> (vector<4xi32>) {
// UNI-NEXT:       %ii = arith.index_cast %i : index to i32
// UNI-NEXT:       %[[IV:.*]] = simd.s2vb %ii : vector<4xi32>
// UNI-NEXT:       %s = simd.vadd %acc, %[[IV]] : vector<4xi32>
func.func @for_loop_divergent_accumulator(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %ub = arith.index_cast %n : i32 to index
  %r = scf.for %i = %i0 to %ub step %i1 iter_args(%acc = %l) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %ii : i32
    scf.yield %s : i32
  }
  func.return %r : i32
}

// Loads gather, stores scatter; in uniform mode a load from a uniform address is
// one scalar memref.load.
// NAIVE-LABEL: func.func @loads_and_stores
// NAIVE:         %u = simd.gather %m[%ni] : memref<?xi32>, vector<4xi32>
// NAIVE-NEXT:    %v = simd.gather %m[%tids] : memref<?xi32>, vector<4xi32>
// NAIVE-NEXT:    %s = simd.vadd %u, %v : vector<4xi32>
// NAIVE-NEXT:    simd.scatter %s, %m[%tids] : memref<?xi32>, vector<4xi32>
// UNI-LABEL:  func.func @loads_and_stores
// UNI:          %ni = arith.index_cast %n : i32 to index
// UNI-NEXT:     %u = memref.load %m[%ni] : memref<?xi32>
// UNI-NEXT:     %[[U:.*]] = simd.s2vb %u : vector<4xi32>
// UNI-NEXT:     %v = simd.gather %m[%tids] : memref<?xi32>, vector<4xi32>
// UNI-NEXT:     %s = simd.vadd %[[U]], %v : vector<4xi32>
// UNI-NEXT:     simd.scatter %s, %m[%tids] : memref<?xi32>, vector<4xi32>
func.func @loads_and_stores(%n: i32, %m: memref<?xi32>) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %ni = arith.index_cast %n : i32 to index
  %u = memref.load %m[%ni] : memref<?xi32>
  %ti = arith.index_cast %t : i32 to index
  %v = memref.load %m[%ti] : memref<?xi32>
  %s = arith.addi %u, %v : i32
  memref.store %s, %m[%ti] : memref<?xi32>
  func.return %s : i32
}

// A uniform load under a divergent mask: naive gathers under the mask; uniform mode
// loads once, only when some lane is active (the mask may be all off).
// NAIVE-LABEL: func.func @uniform_load_under_divergent_mask
// NAIVE:         %u = simd.gather %m[%ni] mask(%p) : memref<?xi32>, vector<4xi32>
// NAIVE-NEXT:    %r = simd.vphi %p, %u, %lanes : vector<4xi32>
// UNI-LABEL:  func.func @uniform_load_under_divergent_mask
// UNI:          %[[ANY:.*]] = simd.any %p : vector<4xi1>
// UNI-NEXT:     %u = scf.if %[[ANY]] -> (i32) {
// UNI-NEXT:       %[[X:.*]] = memref.load %m[%ni] : memref<?xi32>
// UNI-NEXT:       scf.yield %[[X]] : i32
// UNI-NEXT:     } else {
// UNI-NEXT:       %[[Z:.*]] = arith.constant 0 : i32
// UNI-NEXT:       scf.yield %[[Z]] : i32
// UNI-NEXT:     }
// UNI-NEXT:     %[[U:.*]] = simd.s2vb %u : vector<4xi32>
// UNI-NEXT:     %r = simd.vphi %p, %[[U]], %lanes : vector<4xi32>
func.func @uniform_load_under_divergent_mask(%n: i32, %m: memref<?xi32>) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %c1 = arith.constant 1 : i32
  %p = arith.cmpi slt, %l, %c1 : i32
  %r = scf.if %p -> (i32) {
    %ni = arith.index_cast %n : i32 to index
    %u = memref.load %m[%ni] : memref<?xi32>
    scf.yield %u : i32
  } else {
    scf.yield %l : i32
  }
  func.return %r : i32
}

// Divergent loops run while any lane is active.  An scf.while on a divergent condition
// carries the active mask and one exit vector per result: the before region runs under
// the active mask, lanes still running are pand(active, cond), the loop goes on while
// simd.any of them; lanes active in this check take the current value into the exit
// vector (vphi), the others keep the value they left with.  Uniform mode keeps the
// counter scalar inside the loop (all active lanes agree on it in every iteration)
// and broadcasts it into the exit vector.
// NAIVE-LABEL: func.func @divergent_while_trip_count
// NAIVE:         %[[T:.*]] = arith.constant true
// NAIVE-NEXT:    %[[ALL:.*]] = simd.s2vb %[[T]] : vector<4xi1>
// NAIVE-NEXT:    %{{.*}}, %{{.*}}, %w = scf.while (%i = %[[C0:.*]], %active = %[[ALL]], %[[E:.*]] = %[[C0]]) : (vector<4xi32>, vector<4xi1>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>, vector<4xi32>) {
// NAIVE-NEXT:      %c = simd.vcmp slt, %i, %tids mask(%active) : vector<4xi32>
// NAIVE-NEXT:      %still = simd.pand %active, %c : vector<4xi1>
// NAIVE-NEXT:      %[[X:.*]] = simd.vphi %active, %i, %[[E]] : vector<4xi32>
// NAIVE-NEXT:      %[[ANY:.*]] = simd.any %still : vector<4xi1>
// NAIVE-NEXT:      scf.condition(%[[ANY]]) %i, %still, %[[X]] : vector<4xi32>, vector<4xi1>, vector<4xi32>
// NAIVE-NEXT:    } do {
// NAIVE-NEXT:    ^bb0(%j: vector<4xi32>, %[[A:.*]]: vector<4xi1>, %[[E2:.*]]: vector<4xi32>):
// NAIVE-NEXT:      %j1 = simd.vadd %j, %{{.*}} mask(%[[A]]) : vector<4xi32>
// NAIVE-NEXT:      scf.yield %j1, %[[A]], %[[E2]] : vector<4xi32>, vector<4xi1>, vector<4xi32>
// NAIVE-NEXT:    }
// NAIVE-NEXT:    func.return %w : vector<4xi32>
// UNI-LABEL:  func.func @divergent_while_trip_count
// UNI:          %{{.*}}, %{{.*}}, %w = scf.while (%i = %c0, %active = %{{.*}}, %[[E:.*]] = %{{.*}}) : (i32, vector<4xi1>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>) {
// UNI-NEXT:       %[[I:.*]] = simd.s2vb %i : vector<4xi32>
// UNI-NEXT:       %c = simd.vcmp slt, %[[I]], %tids mask(%active) : vector<4xi32>
// UNI-NEXT:       %still = simd.pand %active, %c : vector<4xi1>
// UNI-NEXT:       %[[X:.*]] = simd.vphi %active, %[[I]], %[[E]] : vector<4xi32>
// UNI-NEXT:       %[[ANY:.*]] = simd.any %still : vector<4xi1>
// UNI-NEXT:       scf.condition(%[[ANY]]) %i, %still, %[[X]] : i32, vector<4xi1>, vector<4xi32>
// UNI-NEXT:     } do {
// UNI-NEXT:     ^bb0(%j: i32, %[[A:.*]]: vector<4xi1>, %[[E2:.*]]: vector<4xi32>):
// UNI-NEXT:       %j1 = arith.addi %j, %c1 : i32
// UNI-NEXT:       scf.yield %j1, %[[A]], %[[E2]] : i32, vector<4xi1>, vector<4xi32>
// UNI-NEXT:     }
// UNI-NEXT:     func.return %w : vector<4xi32>
func.func @divergent_while_trip_count(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %w = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %t : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1 : i32
  }
  func.return %w : i32
}

// An scf.for with a divergent upper bound becomes the same active-mask loop, as an
// scf.while over (iv, iter_args): each lane runs while iv < ub; the exit vectors
// start from the init (lanes that never enter).  Uniform mode keeps the iv and the
// uniform accumulator scalar inside the loop.
// NAIVE-LABEL: func.func @divergent_for_upper_bound
// NAIVE:         %{{.*}}, %{{.*}}, %{{.*}}, %r = scf.while (%i = %i0, %a = %[[C0:.*]], %active = %{{.*}}, %[[E:.*]] = %[[C0]]) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>) {
// NAIVE-NEXT:      %[[C:.*]] = simd.vcmp slt, %i, %lanes mask(%active) : vector<4xi32>
// NAIVE-NEXT:      %still = simd.pand %active, %[[C]] : vector<4xi1>
// NAIVE-NEXT:      %[[X:.*]] = simd.vphi %active, %a, %[[E]] : vector<4xi32>
// NAIVE-NEXT:      %[[ANY:.*]] = simd.any %still : vector<4xi1>
// NAIVE-NEXT:      scf.condition(%[[ANY]]) %i, %a, %still, %[[X]] : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
// NAIVE-NEXT:    } do {
// NAIVE-NEXT:    ^bb0(%[[IV:.*]]: vector<4xi32>, %[[A:.*]]: vector<4xi32>, %[[M:.*]]: vector<4xi1>, %[[E2:.*]]: vector<4xi32>):
// NAIVE-NEXT:      %b = simd.vadd %[[A]], %{{.*}} mask(%[[M]]) : vector<4xi32>
// NAIVE-NEXT:      %[[NEXT:.*]] = simd.vadd %[[IV]], %i1 mask(%[[M]]) : vector<4xi32>
// NAIVE-NEXT:      scf.yield %[[NEXT]], %b, %[[M]], %[[E2]] : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
// NAIVE-NEXT:    }
// NAIVE-NEXT:    func.return %r : vector<4xi32>
// UNI-LABEL:  func.func @divergent_for_upper_bound
// UNI:          %{{.*}}, %{{.*}}, %{{.*}}, %r = scf.while (%i = %i0, %a = %c0, %active = %{{.*}}, %[[E:.*]] = %{{.*}}) : (index, i32, vector<4xi1>, vector<4xi32>) -> (index, i32, vector<4xi1>, vector<4xi32>) {
// UNI-NEXT:       %[[AV:.*]] = simd.s2vb %a : vector<4xi32>
// UNI-NEXT:       %[[II:.*]] = arith.index_cast %i : index to i32
// UNI-NEXT:       %[[IV:.*]] = simd.s2vb %[[II]] : vector<4xi32>
// UNI-NEXT:       %[[C:.*]] = simd.vcmp slt, %[[IV]], %lanes mask(%active) : vector<4xi32>
// UNI-NEXT:       %still = simd.pand %active, %[[C]] : vector<4xi1>
// UNI-NEXT:       %[[X:.*]] = simd.vphi %active, %[[AV]], %[[E]] : vector<4xi32>
// UNI-NEXT:       %[[ANY:.*]] = simd.any %still : vector<4xi1>
// UNI-NEXT:       scf.condition(%[[ANY]]) %i, %a, %still, %[[X]] : index, i32, vector<4xi1>, vector<4xi32>
// UNI-NEXT:     } do {
// UNI-NEXT:     ^bb0(%[[I2:.*]]: index, %[[A:.*]]: i32, %[[M:.*]]: vector<4xi1>, %[[E2:.*]]: vector<4xi32>):
// UNI-NEXT:       %b = arith.addi %[[A]], %n : i32
// UNI-NEXT:       %[[NEXT:.*]] = arith.addi %[[I2]], %i1 : index
// UNI-NEXT:       scf.yield %[[NEXT]], %b, %[[M]], %[[E2]] : index, i32, vector<4xi1>, vector<4xi32>
// UNI-NEXT:     }
// UNI-NEXT:     func.return %r : vector<4xi32>
func.func @divergent_for_upper_bound(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %ub = arith.index_cast %l : i32 to index
  %r = scf.for %i = %i0 to %ub step %i1 iter_args(%a = %c0) -> (i32) {
    %b = arith.addi %a, %n : i32
    scf.yield %b : i32
  }
  func.return %r : i32
}

// Temporal divergence: values uniform inside a divergent loop (the counter, the
// product) are per-lane after it; the loop's results are the exit vectors, and what
// is computed from them is a vector op.
// NAIVE-LABEL: func.func @divergent_loop_live_out_used_after
// NAIVE:         %{{.*}}, %{{.*}}, %{{.*}}, %w, %w_1 = scf.while
// NAIVE:         %x = simd.vadd %w, %w_1 : vector<4xi32>
// NAIVE-NEXT:    func.return %x : vector<4xi32>
// UNI-LABEL:  func.func @divergent_loop_live_out_used_after
// UNI:          %{{.*}}, %{{.*}}, %{{.*}}, %w, %w_1 = scf.while (%i = %c1, %a = %n, %active = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, i32, vector<4xi1>, vector<4xi32>, vector<4xi32>) -> (i32, i32, vector<4xi1>, vector<4xi32>, vector<4xi32>) {
// UNI:            %b1 = arith.muli %b, %j : i32
// UNI:          %x = simd.vadd %w, %w_1 : vector<4xi32>
// UNI-NEXT:     func.return %x : vector<4xi32>
func.func @divergent_loop_live_out_used_after(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %c1 = arith.constant 1 : i32
  %w:2 = scf.while (%i = %c1, %a = %n) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi sle, %i, %l : i32
    scf.condition(%c) %i, %a : i32, i32
  } do {
  ^bb0(%j: i32, %b: i32):
    %j1 = arith.addi %j, %c1 : i32
    %b1 = arith.muli %b, %j : i32
    scf.yield %j1, %b1 : i32, i32
  }
  %x = arith.addi %w#0, %w#1 : i32
  func.return %x : i32
}

// A divergent loop in a linearized arm starts with the arm's mask as its active mask;
// the exit values merge under that mask, and the if's vphi merges the loop's result.
// NAIVE-LABEL: func.func @divergent_loop_in_divergent_if
// NAIVE:         %p = simd.vcmp sgt, %lanes, %[[C1:.*]] : vector<4xi32>
// NAIVE-NEXT:    %{{.*}}, %{{.*}}, %w = scf.while (%i = %[[C0:.*]], %active = %p, %[[E:.*]] = %[[C0]]) : (vector<4xi32>, vector<4xi1>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>, vector<4xi32>) {
// NAIVE-NEXT:      %c = simd.vcmp slt, %i, %lanes mask(%active) : vector<4xi32>
// NAIVE-NEXT:      %still = simd.pand %active, %c : vector<4xi1>
// NAIVE-NEXT:      %{{.*}} = simd.vphi %active, %i, %[[E]] mask(%p) : vector<4xi32>
// NAIVE:         %r = simd.vphi %p, %w, %[[C1]] : vector<4xi32>
// NAIVE-NEXT:    func.return %r : vector<4xi32>
// UNI-LABEL:  func.func @divergent_loop_in_divergent_if
// UNI:          %{{.*}}, %{{.*}}, %w = scf.while (%i = %c0, %active = %p, %{{.*}} = %{{.*}}) : (i32, vector<4xi1>, vector<4xi32>) -> (i32, vector<4xi1>, vector<4xi32>) {
// UNI:            %j1 = arith.addi %j, %n : i32
// UNI:          %r = simd.vphi %p, %w, %{{.*}} : vector<4xi32>
func.func @divergent_loop_in_divergent_if(%n: i32) -> i32 attributes {gpu.known_block_size = array<i32: 64, 1, 1>} {
  %l = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = arith.cmpi sgt, %l, %c1 : i32
  %r = scf.if %p -> (i32) {
    %w = scf.while (%i = %c0) : (i32) -> i32 {
      %c = arith.cmpi slt, %i, %l : i32
      scf.condition(%c) %i : i32
    } do {
    ^bb0(%j: i32):
      %j1 = arith.addi %j, %n : i32
      scf.yield %j1 : i32
    }
    scf.yield %w : i32
  } else {
    scf.yield %c1 : i32
  }
  func.return %r : i32
}
