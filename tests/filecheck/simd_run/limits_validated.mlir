// RUN: not simd-run %s --max-steps -1 2>&1 | filecheck %s --check-prefix=STEPS
// RUN: not simd-run %s --max-steps 0 2>&1 | filecheck %s --check-prefix=STEPS0
// RUN: not simd-run %s --time-limit -5 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not simd-run %s --time-limit nan 2>&1 | filecheck %s --check-prefix=NAN
// RUN: simd-run %s --time-limit 0 --max-steps 10 | filecheck %s --check-prefix=OK
// A limit that cannot mean anything is refused, naming the option (it printed "stopped
// after -1 ops", or silently meant no limit).
// STEPS: simd-run: error: argument --max-steps: expected a positive integer, got '-1'
// STEPS0: simd-run: error: argument --max-steps: expected a positive integer, got '0'
// NEG: simd-run: error: argument --time-limit: expected a number of seconds, 0 (no limit) or more, got '-5'
// NAN: simd-run: error: argument --time-limit: expected a number of seconds, 0 (no limit) or more, got 'nan'
// OK: 7
func.func @main() -> i32 {
  %c = arith.constant 7 : i32
  func.return %c : i32
}
