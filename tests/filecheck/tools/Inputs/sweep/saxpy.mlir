// simd-run: --threads 8 --width 4 --args '[3, 6, [1, 2, 3, 4, 5, 6, 7, 8], [10, 20, 30, 40, 50, 60, 70, 80], [0, 0, 0, 0, 0, 0, 0, 0]]'
func.func @main(%a: i32, %n: i32, %x: memref<8xi32>, %y: memref<8xi32>, %out: memref<8xi32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %in = arith.cmpi slt, %t, %n : i32
  %v = scf.if %in -> (i32) {
    %xv = memref.load %x[%ti] : memref<8xi32>
    %yv = memref.load %y[%ti] : memref<8xi32>
    %ax = arith.muli %a, %xv : i32
    %s = arith.addi %ax, %yv : i32
    scf.yield %s : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  memref.store %v, %out[%ti] : memref<8xi32>
  func.return
}
