// `--args @FILE` reads the JSON arguments from a file and `--args -` from stdin (a large
// launch's arguments exceed the command-line limit); the results are those of `--args JSON`.
// RUN: echo '[[1, 2, 3, 4], 10]' > %t.json
// RUN: simd-run %s --args @%t.json | filecheck %s
// RUN: echo '[[1, 2, 3, 4], 10]' | simd-run %s --args - | filecheck %s
// RUN: not simd-run %s --args @%t.missing 2>&1 | filecheck %s --check-prefix=MISSING

func.func @main(%m: memref<?xi32>, %k: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %x = memref.load %m[%c2] : memref<?xi32>
  %y = arith.addi %x, %k : i32
  func.return %y : i32
}

// CHECK: 13
// MISSING: simd-run: error: --args @{{.*}}.missing: cannot read {{.*}}.missing: No such file or directory
