// RUN: simd-run %s --threads 8 --width 8 --check-divergence --json | filecheck %s --check-prefix=W8
// RUN: simd-run %s --threads 8 --width 4 --check-divergence --json | filecheck %s --check-prefix=W4
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=VERDICT
//
// The cross-lane ops on the lanes of one converged instance (interpreters/cross_lane.py).
// Per thread: shuffle down 1 in segments of 4 (the own value at a segment's end),
// shuffle up 2 (own value below 2), xor 1, ballot of odd tids, the odd lanes below me,
// the exclusive add scan of tid, vote all odd, inclusive min scan of a uniform 5, and,
// inside `if tid < 6`, the active mask and the first lane read by idx 0 of
// the lanes there (uniform: W=8 -> 0b111111 = 63; W=4 -> 15 and 3).
// Python reference (W=8): down = [1,2,3,3,5,6,7,7], up = [0,1,0,1,2,3,4,5],
// xor = [1,0,3,2,5,4,7,6], ballot = 0b10101010 = 170, below = [0,0,1,1,2,2,3,3],
// scan = [0,0,1,3,6,10,15,21]; W=4 restarts the up/scan/ballot per group of 4.
// W8: "results": [[1, 0, 1, 170, 0, 0, 0, 5, 63], [2, 1, 0, 170, 0, 0, 0, 5, 63], [3, 0, 3, 170, 1, 1, 0, 5, 63], [3, 1, 2, 170, 1, 3, 0, 5, 63], [5, 2, 5, 170, 2, 6, 0, 5, 63], [6, 3, 4, 170, 2, 10, 0, 5, 63], [7, 4, 7, 170, 3, 15, 0, 5, -1], [7, 5, 6, 170, 3, 21, 0, 5, -1]]
// W8: "convergent_instances": 9
// W8: "divergence_violations": []
// W4: "results": [[1, 0, 1, 10, 0, 0, 0, 5, 15], [2, 1, 0, 10, 0, 0, 0, 5, 15], [3, 0, 3, 10, 1, 1, 0, 5, 15], [3, 1, 2, 10, 1, 3, 0, 5, 15], [5, 4, 5, 10, 0, 0, 0, 5, 3], [6, 5, 4, 10, 0, 4, 0, 5, 3], [7, 4, 7, 10, 1, 9, 0, 5, -1], [7, 5, 6, 10, 1, 15, 0, 5, -1]]
// W4: "divergence_violations": []
// VERDICT: divergent %d
// VERDICT: divergent %u
// VERDICT: divergent %x
// VERDICT: uniform %b
// VERDICT: divergent %n
// VERDICT: divergent %s
// VERDICT: uniform %a
// VERDICT: uniform %mn
// VERDICT: divergent %r
// VERDICT: uniform %am
// VERDICT: uniform %first

func.func @main() -> (i32, i32, i32, i32, i32, i32, i1, i32, i32) {
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %cm1 = arith.constant -1 : i32
  %w = arith.constant 4 : i32
  %d = simd.shuffle down %tid, %c1 width(%w) : i32
  %u = simd.shuffle up %tid, %c2 : i32
  %x = simd.shuffle xor %tid, %c1 : i32
  %bit = arith.andi %tid, %c1 : i32
  %odd = arith.cmpi ne, %bit, %c0 : i32
  %b = simd.vote ballot %odd : i32
  %n = simd.lanes_below %b : i32
  %s = simd.group_scan exclusive add, %tid : i32
  %a = simd.vote all %odd : i1
  %mn = simd.group_scan inclusive min, %c5 : i32
  %lt = arith.cmpi slt, %tid, %c6 : i32
  %r = scf.if %lt -> (i32) {
    %am = simd.active_mask : i32
    %first = simd.shuffle idx %am, %c0 : i32
    scf.yield %first : i32
  } else {
    scf.yield %cm1 : i32
  }
  func.return %d, %u, %x, %b, %n, %s, %a, %mn, %r : i32, i32, i32, i32, i32, i32, i1, i32, i32
}
