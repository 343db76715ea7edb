// RUN: simd-opt %s --split-input-file -p uniform-unswitch | filecheck %s
// RUN: simd-opt %s --split-input-file -p 'uniform-unswitch{divergent=true}' | filecheck %s --check-prefix=FORCED
// RUN: simd-opt %s --split-input-file -p 'uniform-unswitch{threshold=3}' | filecheck %s --check-prefix=SMALL
// RUN: simd-opt %s --split-input-file -p 'uniform-unswitch{remarks=true}' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// uniform-unswitch versions a loop on a loop-invariant branch when the branch is uniform
// (or hinted simd.non_divergent); a divergent one stays unless {divergent=true}.

// CHECK-LABEL: func.func @uniform_invariant_branch_is_unswitched
// CHECK:         %[[R:.*]] = scf.if %uni_c -> (i32) {
// CHECK-NEXT:      %{{.*}} = scf.for
// CHECK-NOT:         scf.if
// CHECK:             arith.muli
// CHECK:           scf.yield
// CHECK:         } else {
// CHECK-NEXT:      %{{.*}} = scf.for
// CHECK-NOT:         scf.if
// CHECK:             arith.addi
// CHECK:         func.return %[[R]] : i32
// REMARK: uniform-unswitch: @uniform_invariant_branch_is_unswitched: unswitched the uniform branch on %uni_c out of scf.for
// SMALL-LABEL: func.func @uniform_invariant_branch_is_unswitched
// SMALL:         scf.for
// SMALL:           scf.if %uni_c
func.func @uniform_invariant_branch_is_unswitched(%n: i32, %flag: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %uni_c = arith.cmpi sgt, %flag, %c0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %b = scf.if %uni_c -> (i32) {
      %x = arith.muli %acc, %i : i32
      scf.yield %x : i32
    } else {
      %x = arith.addi %acc, %i : i32
      scf.yield %x : i32
    }
    scf.yield %b : i32
  }
  func.return %s : i32
}

// -----

// CHECK-LABEL: func.func @divergent_invariant_branch_is_kept
// CHECK:         scf.for
// CHECK:           scf.if %div_c
// FORCED-LABEL: func.func @divergent_invariant_branch_is_kept
// FORCED:         scf.if %div_c -> (i32) {
// FORCED-NEXT:      scf.for
// REMARK: uniform-unswitch: @divergent_invariant_branch_is_kept: kept the branch on %div_c: divergent
func.func @divergent_invariant_branch_is_kept(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %div_c = arith.cmpi sgt, %t, %c1 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %b = scf.if %div_c -> (i32) {
      %x = arith.muli %acc, %i : i32
      scf.yield %x : i32
    } else {
      %x = arith.addi %acc, %i : i32
      scf.yield %x : i32
    }
    scf.yield %b : i32
  }
  func.return %s : i32
}

// -----

// The seed-002 hint makes a divergent-looking branch unswitchable.
// CHECK-LABEL: func.func @hinted_branch_is_unswitched
// CHECK:         scf.if %c -> (i32) {
// CHECK-NEXT:      scf.for
func.func @hinted_branch_is_unswitched(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c = arith.cmpi sgt, %t, %c1 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %b = scf.if %c -> (i32) {
      %x = arith.muli %acc, %i : i32
      scf.yield %x : i32
    } else {
      %x = arith.addi %acc, %i : i32
      scf.yield %x : i32
    } {simd.non_divergent}
    scf.yield %b : i32
  }
  func.return %s : i32
}

// -----

// A branch on a value computed in the loop is not loop-invariant: untouched.
// CHECK-LABEL: func.func @variant_branch_is_kept
// CHECK:         scf.while
// CHECK:           scf.if %uni_v
func.func @variant_branch_is_kept(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i: i32):
    %uni_v = arith.cmpi eq, %i, %c1 : i32
    %j = scf.if %uni_v -> (i32) {
      %a = arith.addi %i, %c1 : i32
      scf.yield %a : i32
    } else {
      %a = arith.addi %i, %c1 : i32
      scf.yield %a : i32
    }
    scf.yield %j : i32
  }
  func.return %r : i32
}

// -----

// A cf loop: one entry edge, one exit block.  The loop is copied; a guard block branches
// on the uniform condition to the original (then arm kept) or the copy (else arm kept);
// the value leaving the loop reaches the exit through a block argument (LCSSA).
// CHECK-LABEL: func.func @cf_loop_unswitched
// CHECK:         cf.br ^[[GUARD:bb[0-9]+]]
// CHECK-NEXT:  ^[[GUARD]]:
// CHECK-NEXT:    cf.cond_br %uni_c, ^[[H:[a-z0-9]+]](%c0 : i32), ^[[H2:bb[0-9]+]](%c0 : i32)
// CHECK-NEXT:  ^[[H]](%{{.*}}: i32):
// CHECK:         cf.br ^[[THEN:[a-z0-9]+]]
// CHECK:       ^[[H2]](%{{.*}}: i32):
// CHECK:         cf.br ^[[ELSE2:[a-z0-9]+]]
// CHECK:       ^{{.*}}(%[[OUT:.*]]: i32):
// CHECK-NEXT:    func.return %[[OUT]] : i32
func.func @cf_loop_unswitched(%n: i32, %flag: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %uni_c = arith.cmpi sgt, %flag, %c0 : i32
  cf.br ^header(%c0 : i32)
^header(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  cf.cond_br %uni_c, ^then, ^else
^then:
  %a = arith.addi %i, %c1 : i32
  cf.br ^header(%a : i32)
^else:
  %b = arith.addi %i, %c1 : i32
  %b2 = arith.addi %b, %c1 : i32
  cf.br ^header(%b2 : i32)
^exit:
  func.return %i : i32
}
