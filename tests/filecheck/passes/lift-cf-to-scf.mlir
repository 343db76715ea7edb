// RUN: simd-opt %s --split-input-file --verify-diagnostics -p lift-cf-to-scf | filecheck %s
// lift-cf-to-scf structures reducible cf CFGs: guarded units, select chains for block
// arguments, one scf.while per natural loop, one func.return.

// An if/else diamond whose arms are single-entry single-exit up to the join: an
// scf.if/else yielding the join's argument (no guards, no selects).
// CHECK-LABEL: func.func @diamond
// CHECK-NEXT:    %[[V:.*]] = scf.if %c -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %a, %a : i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Y:.*]] = arith.subi %a, %a : i32
// CHECK-NEXT:      scf.yield %[[Y]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[V]] : i32
func.func @diamond(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %x = arith.addi %a, %a : i32
  cf.br ^j(%x : i32)
^f:
  %y = arith.subi %a, %a : i32
  cf.br ^j(%y : i32)
^j(%v: i32):
  func.return %v : i32
}

// -----

// A loop with an early return inside (not while-shaped: the body exits too): scf.while
// whose condition carries the next header value, the exit flags and the exit values; the
// body units run under guards; the two returns become one.
// CHECK-LABEL: func.func @loop_with_early_return
// CHECK:         = scf.while (%{{.*}} = %c0) : (i32) -> (i32, i1, i1, i32) {
// CHECK:           scf.condition(%{{.*}}) %{{.*}} : {{.*}}
// CHECK:         } do {
// CHECK:           scf.yield %{{.*}} : i32
// CHECK:         }
// CHECK:         arith.select
// CHECK:         func.return
// CHECK-NOT:     {{ cf\.}}
func.func @loop_with_early_return(%n: i32, %stop: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^done
^body:
  %hit = arith.cmpi eq, %i, %stop : i32
  cf.cond_br %hit, ^early, ^latch
^early:
  func.return %i : i32
^latch:
  %next = arith.addi %i, %c1 : i32
  cf.br ^h(%next : i32)
^done:
  func.return %n : i32
}

// -----

// A switch: one flag per case (flag == value), the default when none matched.
// CHECK-LABEL: func.func @switch
// CHECK-DAG:     arith.cmpi eq, %k, %{{.*}} : i32
// CHECK-DAG:     arith.cmpi eq, %k, %{{.*}} : i32
// CHECK:         arith.ori
// CHECK:         arith.select
// CHECK:         arith.select
// CHECK-NOT:     {{ cf\.}}
// CHECK:         {{//}} {{-----}}
func.func @switch(%k: i32) -> i32 {
  %a = arith.constant 10 : i32
  %b = arith.constant 20 : i32
  %d = arith.constant 30 : i32
  cf.switch %k : i32, [
    default: ^j(%d : i32),
    1: ^j(%a : i32),
    2: ^j(%b : i32)
  ]
^j(%v: i32):
  func.return %v : i32
}

// -----

// An irreducible cycle (two entries) is made single-entry by fix-irreducible first,
// then structured like any loop.
// CHECK-LABEL: func.func @irreducible
// CHECK:         scf.while
// CHECK-NOT:     {{ cf\.}}
// CHECK:         func.return
func.func @irreducible(%c: i1, %d: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  cf.cond_br %d, ^a, ^e
^e:
  func.return
}

// -----

// A while-shaped loop (the header's branch is its only exit): the header in the before
// region, the body in the after region, as MLIR writes scf.while.
// CHECK-LABEL: func.func @while_shaped_loop
// CHECK:         %[[R:.*]] = scf.while (%[[I:.*]] = %c1) : (i32) -> i32 {
// CHECK-NEXT:      %[[MORE:.*]] = arith.cmpi slt, %[[I]], %n : i32
// CHECK-NEXT:      scf.condition(%[[MORE]]) %[[I]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^{{.*}}(%[[J:.*]]: i32):
// CHECK-NEXT:      %[[NEXT:.*]] = arith.muli %[[J]], %c3 : i32
// CHECK-NEXT:      scf.yield %[[NEXT]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[R]] : i32
func.func @while_shaped_loop(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^h(%c1 : i32)
^h(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^done
^body:
  %next = arith.muli %i, %c3 : i32
  cf.br ^h(%next : i32)
^done:
  func.return %i : i32
}

// -----

// A counted loop (i < ub, i += 1, ub and step from outside) becomes scf.for, whose loop
// control costs nothing under SPEC §8; the exit value of i is max(lb, ub).
// CHECK-LABEL: func.func @counted_loop_becomes_for
// CHECK:         %[[S:.*]] = scf.for %[[I:.*]] = %c0 to %n step %c1 iter_args(%[[A:.*]] = %c0) -> (i32) : i32 {
// CHECK-NEXT:      %[[B:.*]] = arith.addi %[[A]], %[[I]] : i32
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[LAST:.*]] = arith.maxsi %c0, %n : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[S]], %[[LAST]] : i32
// CHECK-NEXT:    func.return %[[R]] : i32
func.func @counted_loop_becomes_for(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^h(%c0, %c0 : i32, i32)
^h(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^done
^body:
  %acc2 = arith.addi %acc, %i : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^h(%next, %acc2 : i32, i32)
^done:
  %r = arith.addi %acc, %i : i32
  func.return %r : i32
}

// -----

// What a guarded unit defines leaves its scf.if with `ub.poison` on the not-taken arm
// (never read there; the divergence analysis then sees one value at the join), a flag
// with `false` (flags are combined by arith.andi).  A value from before the loop
// leaves it on an exit edge as itself, not as a result of the loop (%n below).
// CHECK-LABEL: func.func @escape_loop
// CHECK:         scf.while (%it = %c0, %x = %a) : (i32, i32) -> (i32, i32, i1, i1, i32) {
// CHECK:           %last, %{{.*}}, %next, %x3 = scf.if %{{.*}} -> (i1, i1, i32, i32) {
// CHECK:           } else {
// CHECK-NEXT:        %[[F1:.*]] = arith.constant false
// CHECK-NEXT:        %[[F2:.*]] = arith.constant false
// CHECK-NEXT:        %[[P1:.*]] = ub.poison : i32
// CHECK-NEXT:        %[[P2:.*]] = ub.poison : i32
// CHECK-NEXT:        scf.yield %[[F1]], %[[F2]], %[[P1]], %[[P2]] : i1, i1, i32, i32
// CHECK:           scf.condition(%{{.*}}) %next, %x3, %big, %{{.*}}, %it : i32, i32, i1, i1, i32
// CHECK:         %r = arith.select %{{.*}}, %{{.*}}, %n : i32
func.func @escape_loop(%n: i32, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %lim = arith.constant 5 : i32
  cf.br ^head(%c0, %a : i32, i32)
^head(%it: i32, %x: i32):
  %big = arith.cmpi sgt, %x, %lim : i32
  cf.cond_br %big, ^done(%it : i32), ^body
^body:
  %next = arith.addi %it, %c1 : i32
  %x2 = arith.addi %x, %x : i32
  %x3 = arith.addi %x2, %c1 : i32
  %last = arith.cmpi eq, %next, %n : i32
  cf.cond_br %last, ^done(%n : i32), ^head(%next, %x3 : i32, i32)
^done(%r: i32):
  func.return %r : i32
}
