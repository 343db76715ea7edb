// RUN: not simd-run %s --entry sync_missing --threads 4 --width 4 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not simd-run %s --entry sync_unnamed --threads 4 --width 4 2>&1 | filecheck %s --check-prefix=UNNAMED
// RUN: not simd-run %s --entry ballot_w64 --threads 64 --width 64 2>&1 | filecheck %s --check-prefix=BALLOT
// RUN: simd-run %s --entry ballot_w64 --threads 64 --width 32 | filecheck %s --check-prefix=BALLOT32
// RUN: not simd-run %s --entry inactive_source --threads 4 --width 4 2>&1 | filecheck %s --check-prefix=INACTIVE
// RUN: not simd-run %s --entry bad_width --threads 4 --width 4 2>&1 | filecheck %s --check-prefix=WIDTH
//
// Cross-lane faults are located at the op: a CUDA member mask naming a lane that does
// not arrive (or missing one that does), a ballot wider than its integer, a shuffle
// that reads an inactive lane (poison, read by a scalar op), a width that is no power
// of two.

// MISSING: cross_lane_faults.mlir:[[# @LINE + 8]]:{{[0-9]+}}: error: 'simd.shuffle' sync mask names lane(s) 3 that do not arrive (lanes here: 0, 1, 2)
func.func @sync_missing() -> i32 {
  %tid = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %full = arith.constant 15 : i32
  %lt = arith.cmpi slt, %tid, %c3 : i32
  %r = scf.if %lt -> (i32) {
    %s = simd.shuffle xor %tid, %c1 sync(%full : i32) : i32
    scf.yield %s : i32
  } else {
    scf.yield %c1 : i32
  }
  func.return %r : i32
}

// UNNAMED: cross_lane_faults.mlir:[[# @LINE + 6]]:{{[0-9]+}}: error: 'simd.vote' lane(s) 2, 3 arrive without being named in the sync mask
func.func @sync_unnamed() -> i1 {
  %tid = simd.thread_id : i32
  %three = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi eq, %tid, %c0 : i32
  %v = simd.vote any %p sync(%three : i32) : i1
  func.return %v : i1
}

// BALLOT: cross_lane_faults.mlir:[[# @LINE + 4]]:{{[0-9]+}}: error: 'simd.vote' of a 64-lane subgroup does not fit i32
// BALLOT32: [-1]
func.func @ballot_w64() -> i32 {
  %t = arith.constant 1 : i1
  %b = simd.vote ballot %t : i32
  func.return %b : i32
}

// INACTIVE: cross_lane_faults.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'arith.addi' reads a poison value (operand #0) (thread 1, lane 1 of group 0)
func.func @inactive_source() -> i32 {
  %tid = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %tid, %c2 : i32
  %r = scf.if %lt -> (i32) {
    %s = simd.shuffle down %tid, %c1 : i32
    %y = arith.addi %s, %c1 : i32
    scf.yield %y : i32
  } else {
    scf.yield %c1 : i32
  }
  func.return %r : i32
}

// WIDTH: error: 'simd.shuffle' width 3 is not a power of two from 1 to the subgroup width 4
func.func @bad_width() -> i32 {
  %tid = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %s = simd.shuffle down %tid, %c1 width(%c3) : i32
  func.return %s : i32
}
