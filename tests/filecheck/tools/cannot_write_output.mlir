// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: not simd-opt %s -o %t.dir 2>&1 | filecheck %s --check-prefix=DIR
// RUN: not simd-opt %s -o %t.dir/missing/out.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: not simd-opt %s -o /dev/full 2>&1 | filecheck %s --check-prefix=FULL
// RUN: not simd-opt %s > /dev/full 2> %t.err; filecheck %s --check-prefix=STDOUT < %t.err
// RUN: not simd-run %s > /dev/full 2> %t.err; filecheck %s --check-prefix=RUNSTDOUT < %t.err
// An output that cannot be written is one "cannot write FILE: reason" line and exit 1,
// never an internal error.

// DIR: simd-opt: error: cannot write {{.*}}.dir: Is a directory
// MISSING: simd-opt: error: cannot write {{.*}}missing/out.mlir: No such file or directory
// FULL: simd-opt: error: cannot write /dev/full: No space left on device
// STDOUT: simd-opt: error: cannot write <stdout>: No space left on device
// RUNSTDOUT: simd-run: error: cannot write <stdout>: No space left on device

func.func @main() -> i32 {
  %c = arith.constant 7 : i32
  func.return %c : i32
}
