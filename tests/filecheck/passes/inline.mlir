// RUN: simd-opt %s --split-input-file --verify-diagnostics -p inline | filecheck %s
// RUN: simd-opt %s --split-input-file --verify-diagnostics -p inline | filecheck %s --check-prefix=DIAG
// `inline` replaces calls of the module's functions by their bodies, bottom-up; dead
// private callees go, public functions stay; recursive calls stay calls.

// A single-block callee is copied in place, also inside an scf region.
// CHECK-LABEL: func.func @single_block_in_scf_if
// CHECK:         scf.if
// CHECK-NEXT:      %[[Y:.*]] = arith.muli %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:      scf.yield %[[Y]] : i32
// CHECK-NOT:     func.call
// CHECK-NOT:     func.func private @square
func.func private @square(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  func.return %y : i32
}
func.func @single_block_in_scf_if(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = func.call @square(%a) : (i32) -> i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  func.return %r : i32
}

// -----

// A multi-block callee is spliced into the caller's CFG; its returns branch to the
// continuation block, whose argument replaces the call's result.  The public callee stays.
// CHECK-LABEL: func.func public @absdiff
// CHECK-LABEL: func.func @multi_block_into_cfg
// CHECK:         cf.br ^[[ENTRY:bb[0-9]+]]
// CHECK:       ^[[ENTRY]]:
// CHECK:         cf.cond_br
// CHECK:         cf.br ^[[CONT:bb[0-9]+]](%{{.*}} : i32)
// CHECK:         cf.br ^[[CONT]](%{{.*}} : i32)
// CHECK:       ^[[CONT]](%[[R:.*]]: i32):
// CHECK:         func.return %[[R]] : i32
func.func public @absdiff(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi sgt, %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %d = arith.subi %a, %b : i32
  func.return %d : i32
^bb2:
  %e = arith.subi %b, %a : i32
  func.return %e : i32
}
func.func @multi_block_into_cfg(%x: i32, %y: i32) -> i32 {
  %r = func.call @absdiff(%x, %y) : (i32, i32) -> i32
  func.return %r : i32
}

// -----

// A recursive function's calls are left alone.
// CHECK-LABEL: func.func private @countdown
// CHECK:         func.call @countdown
// CHECK-LABEL: func.func @calls_recursive
// CHECK:         func.call @countdown
func.func private @countdown(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %z -> (i32) {
    scf.yield %c0 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %s = func.call @countdown(%m) : (i32) -> i32
    scf.yield %s : i32
  }
  func.return %r : i32
}
func.func @calls_recursive(%n: i32) -> i32 {
  %r = func.call @countdown(%n) : (i32) -> i32
  func.return %r : i32
}

// -----

// A multi-block callee cannot go into a single-block region: error at the call.
func.func private @branchy(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  func.return %a : i32
}
func.func @multi_block_into_scf(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    // DIAG: inline.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: inline: cannot inline the multi-block function @branchy into a single-block region of 'scf.if'; run convert-scf-to-cf first
    %s = func.call @branchy(%a) : (i32) -> i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  func.return %r : i32
}
