// Seed 002, loop unswitching: a loop-invariant branch on a kernel parameter (uniform).
// uniform-unswitch versions the loop; every subgroup runs one copy.
// Launched as one block of 8 threads (gpu.known_block_size: whole subgroups, no tail mask).
// simd-run: --threads 8 --width 4 --args '[16, 1, [1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0]]'
func.func @unswitch_uniform(%n: i32, %flag: i32, %x: memref<?xi32>, %out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 8, 1, 1>} {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %v = memref.load %x[%ti] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c1023 = arith.constant 1023 : i32
  %cond = arith.cmpi sgt, %flag, %c0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (i32) : i32 {
    %a = arith.muli %acc, %c3 : i32
    %a2 = arith.addi %a, %i : i32
    %b = scf.if %cond -> (i32) {
      %y = arith.addi %a2, %v : i32
      scf.yield %y : i32
    } else {
      %y = arith.subi %a2, %v : i32
      scf.yield %y : i32
    }
    %m = arith.andi %b, %c1023 : i32
    scf.yield %m : i32
  }
  memref.store %s, %out[%ti] : memref<?xi32>
  func.return
}
