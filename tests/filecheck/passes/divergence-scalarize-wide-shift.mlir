// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-run %s --args '[7]' --json | filecheck %s --check-prefix=EXEC
// RUN: simd-opt %s -p divergence-scalarize -o %t && simd-run %t --args '[7]' --json | filecheck %s --check-prefix=EXEC
// A uniform shift of i64 lanes by a constant in [32, 64) takes its amount mod 64, not
// mod 32: its scalar form is the arith shift by that amount, unmasked (an i32 lane's
// amount would be masked by 31).

// CHECK-LABEL: func.func @wide_shift
// CHECK:         %[[C:.*]] = arith.constant 40 : i64
// CHECK:         arith.shli %x, %[[C]] : i64
// CHECK-NOT:     arith.andi
// EXEC: "results": {{\[}}[7696581394432, 7696581394432, 7696581394432, 7696581394432]]
func.func @wide_shift(%x: i64) -> vector<4xi64> {
  %b = simd.s2vb %x : vector<4xi64>
  %c = arith.constant 40 : i64
  %cv = simd.s2vb %c : vector<4xi64>
  %r = simd.vshl %b, %cv : vector<4xi64>
  func.return %r : vector<4xi64>
}
