// RUN: simd-opt %s --split-input-file -p uniform-jump-threading | filecheck %s
// RUN: simd-opt %s --split-input-file -p 'uniform-jump-threading{divergent=true}' | filecheck %s --check-prefix=FORCED
// RUN: simd-opt %s --split-input-file -p 'uniform-jump-threading{threshold=1}' | filecheck %s --check-prefix=SMALL
// RUN: simd-opt %s --split-input-file -p 'uniform-jump-threading{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// uniform-jump-threading: when a first branch implies the outcome of the next one, the
// code between them is copied onto that edge and the known arm taken - only on uniform
// first branches unless {divergent=true}.

// Seed 002's shape: foo == bar implies foo <= bar; baz() (here: two ops) is duplicated.
// CHECK-LABEL: func.func @uniform_equal_implies_less_equal
// CHECK:         %[[W:.*]] = scf.if %eq -> (i32) {
// CHECK-NEXT:      memref.store %c1
// CHECK-NEXT:      arith.muli
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      arith.cmpi sle
// CHECK-NEXT:      %[[B:.*]] = arith.addi %{{.*}}, %c1 : i32
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      arith.muli
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      %[[LE:.*]] = arith.cmpi sle
// CHECK-NEXT:      scf.if %[[LE]] -> (i32) {
// CHECK:         memref.store %[[W]]
// REMARK: uniform-jump-threading: @uniform_equal_implies_less_equal: threaded the true edge of the branch on %eq to the then arm of the branch on %le (uniform, 3 ops copied)
// SMALL-LABEL: func.func @uniform_equal_implies_less_equal
// SMALL:         scf.if %eq {
func.func @uniform_equal_implies_less_equal(%foo: i32, %bar: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %eq = arith.cmpi eq, %foo, %bar : i32
  scf.if %eq {
    memref.store %c1, %m[%c0] : memref<?xi32>
  }
  %baz = arith.muli %foo, %bar : i32
  %baz2 = arith.addi %baz, %c1 : i32
  %le = arith.cmpi sle, %foo, %bar : i32
  %w = scf.if %le -> (i32) {
    %b = arith.addi %baz2, %c1 : i32
    scf.yield %b : i32
  } else {
    %b = arith.subi %baz2, %c1 : i32
    scf.yield %b : i32
  }
  memref.store %w, %m[%c0] : memref<?xi32>
  func.return
}

// -----

// The false edge: a >= b false (a < b) implies that b != a is true.
// CHECK-LABEL: func.func @false_edge_implies_not_equal
// CHECK:         scf.if %ge -> (i32) {
// CHECK:         } else {
// CHECK-NOT:       scf.if
// CHECK:           scf.yield
// CHECK-NEXT:    }
func.func @false_edge_implies_not_equal(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %ge = arith.cmpi sge, %a, %b : i32
  %r = scf.if %ge -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %ne = arith.cmpi ne, %b, %a : i32
  %w = scf.if %ne -> (i32) {
    %x = arith.addi %r, %c1 : i32
    scf.yield %x : i32
  } else {
    scf.yield %r : i32
  }
  func.return %w : i32
}

// -----

// A divergent first branch is left alone (threading it would run the copies one after
// the other on a lockstep machine); forced, it is threaded.
// CHECK-LABEL: func.func @divergent_first_branch_is_kept
// CHECK:         scf.if %div_eq -> (i32) {
// CHECK:         arith.muli
// CHECK:         scf.if %le
// FORCED-LABEL: func.func @divergent_first_branch_is_kept
// FORCED:         scf.if %div_eq -> (i32) {
// FORCED-NEXT:      arith.addi
// FORCED-NEXT:      arith.muli
// REMARK: uniform-jump-threading: @divergent_first_branch_is_kept: kept {{.*}}: divergent
func.func @divergent_first_branch_is_kept(%bar: i32) -> i32 {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %div_eq = arith.cmpi eq, %t, %bar : i32
  %r = scf.if %div_eq -> (i32) {
    %x = arith.addi %t, %c1 : i32
    scf.yield %x : i32
  } else {
    scf.yield %t : i32
  }
  %baz = arith.muli %r, %r : i32
  %le = arith.cmpi sle, %t, %bar : i32
  %w = scf.if %le -> (i32) {
    scf.yield %baz : i32
  } else {
    scf.yield %c1 : i32
  }
  func.return %w : i32
}

// -----

// Signed facts say nothing about unsigned comparisons: not threaded.
// CHECK-LABEL: func.func @signed_does_not_imply_unsigned
// CHECK:         scf.if %slt
// CHECK:         scf.if %ult
func.func @signed_does_not_imply_unsigned(%a: i32, %b: i32) -> i32 {
  %slt = arith.cmpi slt, %a, %b : i32
  %r = scf.if %slt -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %ult = arith.cmpi ult, %a, %b : i32
  %w = scf.if %ult -> (i32) {
    scf.yield %r : i32
  } else {
    scf.yield %a : i32
  }
  func.return %w : i32
}

// -----

// The cf form (what convert-scf-to-cf or the LLVM importer gives): the edge ^then -> ^join
// is threaded through the join and baz() block into the known successor; baz2, used by
// both successors, travels to them as a block argument.
// CHECK-LABEL: func.func @cf_edge_threaded_through_join
// CHECK:         cf.cond_br %eq, ^[[THEN:[a-z0-9_]+]], ^[[ELSE:[a-z0-9_]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    %[[A:.*]] = arith.addi
// CHECK-NEXT:    cf.br ^[[COPY:[a-z0-9_]+]]
// CHECK-NEXT:  ^[[COPY]]:
// CHECK-NEXT:    %[[BAZ:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    %[[BAZ2:.*]] = arith.addi %[[BAZ]], %c1 : i32
// CHECK-NEXT:    arith.cmpi sle
// CHECK-NEXT:    cf.br ^[[LE:[a-z0-9_]+]](%[[BAZ2]] : i32)
// CHECK:         cf.cond_br %{{.*}}, ^[[LE]](%{{.*}} : i32), ^{{[a-z0-9_]+}}(%{{.*}} : i32)
// CHECK-NEXT:  ^[[LE]](%[[ARG:.*]]: i32):
// CHECK-NEXT:    arith.addi %[[ARG]], %c1 : i32
func.func @cf_edge_threaded_through_join(%foo: i32, %bar: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %eq = arith.cmpi eq, %foo, %bar : i32
  cf.cond_br %eq, ^then, ^else
^then:
  %a = arith.addi %foo, %c1 : i32
  cf.br ^join(%a : i32)
^else:
  cf.br ^join(%foo : i32)
^join(%r: i32):
  cf.br ^baz
^baz:
  %baz = arith.muli %r, %r : i32
  %baz2 = arith.addi %baz, %c1 : i32
  %le = arith.cmpi sle, %foo, %bar : i32
  cf.cond_br %le, ^yes, ^no
^yes:
  %y = arith.addi %baz2, %c1 : i32
  cf.br ^exit(%y : i32)
^no:
  %n = arith.subi %baz2, %c1 : i32
  cf.br ^exit(%n : i32)
^exit(%w: i32):
  func.return %w : i32
}

// -----

// A divergent branch in cf form is kept.
// CHECK-LABEL: func.func @cf_divergent_edge_kept
// CHECK:         ^{{.*}}(%{{.*}}: i32):
// CHECK-NEXT:    arith.cmpi sle
// CHECK-NEXT:    cf.cond_br
// FORCED-LABEL: func.func @cf_divergent_edge_kept
// FORCED:         cf.cond_br %eq, ^[[T:[a-z0-9_]+]], ^{{[a-z0-9_]+}}
// FORCED-NEXT:  ^[[T]]:
// FORCED-NEXT:    cf.br ^[[C:[a-z0-9_]+]]
// FORCED-NEXT:  ^[[C]]:
// FORCED-NEXT:    arith.cmpi sle
// FORCED-NEXT:    cf.br
func.func @cf_divergent_edge_kept(%bar: i32) -> i32 {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %eq = arith.cmpi eq, %t, %bar : i32
  cf.cond_br %eq, ^then, ^else
^then:
  cf.br ^join(%c1 : i32)
^else:
  cf.br ^join(%t : i32)
^join(%r: i32):
  %le = arith.cmpi sle, %t, %bar : i32
  cf.cond_br %le, ^yes, ^no
^yes:
  func.return %r : i32
^no:
  func.return %c1 : i32
}

// -----

// A loop latch is reached only when the header's %more was true, but the header
// recomputes %more for the next iteration: that fact is about an earlier instance, so
// the back edge is not threaded (it was, once: an endless loop).
// CHECK-LABEL: func.func @loop_header_recomputes_its_condition
// CHECK:       ^[[H:[a-z0-9]+]](%[[I:.*]]: i32):
// CHECK-NEXT:    %more = arith.cmpi slt, %[[I]], %n : i32
// CHECK-NEXT:    cf.cond_br %more
// CHECK:         cf.br ^[[H]](%{{.*}} : i32)
// REMARK-NOT: threaded the edge into the block branching on %more
func.func @loop_header_recomputes_its_condition(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^latch, ^exit
^latch:
  %next = arith.addi %i, %c1 : i32
  cf.br ^h(%next : i32)
^exit:
  func.return %i : i32
}
