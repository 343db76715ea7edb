// Seed 002, jump threading: `if (foo == bar) ...; baz(); if (foo <= bar) ...` in a loop,
// with foo and bar kernel parameters (uniform).  uniform-jump-threading copies baz()
// onto the foo == bar edge, which then skips the second test.
// Launched as one block of 8 threads (gpu.known_block_size: whole subgroups, no tail mask).
// simd-run: --threads 8 --width 4 --args '[16, 5, 5, [1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0]]'
func.func @jump_threading_uniform(%n: i32, %foo: i32, %bar: i32, %x: memref<?xi32>, %out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 8, 1, 1>} {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %v = memref.load %x[%ti] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c1023 = arith.constant 1023 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (i32) : i32 {
    %eq = arith.cmpi eq, %foo, %bar : i32
    %r = scf.if %eq -> (i32) {
      %a = arith.addi %acc, %c1 : i32
      scf.yield %a : i32
    } else {
      scf.yield %acc : i32
    }
    %baz = arith.muli %r, %c3 : i32
    %baz2 = arith.addi %baz, %i : i32
    %le = arith.cmpi sle, %foo, %bar : i32
    %w = scf.if %le -> (i32) {
      %y = arith.addi %baz2, %v : i32
      scf.yield %y : i32
    } else {
      %y = arith.subi %baz2, %v : i32
      scf.yield %y : i32
    }
    %m = arith.andi %w, %c1023 : i32
    scf.yield %m : i32
  }
  memref.store %s, %out[%ti] : memref<?xi32>
  func.return
}
