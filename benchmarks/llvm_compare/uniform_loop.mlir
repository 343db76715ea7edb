func.func @k(%n : i32, %out : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  cf.br ^bb1(%zero : i32)
^bb1(%i : i32):
  %c = arith.cmpi slt, %i, %tid : i32
  cf.cond_br %c, ^bb2, ^bb3(%two : i32)
^bb2:
  cf.br ^bb3(%one : i32)
^bb3(%v : i32):
  %next = arith.addi %i, %one : i32
  %u = arith.cmpi slt, %next, %n : i32
  cf.cond_br %u, ^bb1(%next : i32), ^bb4
^bb4:
  %after = arith.addi %i, %one : i32
  %z = arith.constant 0 : index
  memref.store %after, %out[%z] : memref<?xi32>
  func.return
}
