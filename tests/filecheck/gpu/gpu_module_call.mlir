// RUN: simd-run %s --threads 4 --width 2 --args '[[0, 0, 0, 0], 5]' --json | filecheck %s
// A kernel inside a gpu.module calls a function of the same gpu.module (its own symbol
// table): the callee is found from the call, not only at the top of the file.
// CHECK: "memrefs": {{\[}}[5, 7, 9, 11]]
gpu.module @m {
  func.func @scale(%x: index, %k: index) -> index {
    %y = arith.addi %x, %x : index
    %z = arith.addi %y, %k : index
    func.return %z : index
  }
  gpu.func @k(%out: memref<4xindex>, %k: index) kernel {
    %t = gpu.thread_id x
    %y = func.call @scale(%t, %k) : (index, index) -> index
    memref.store %y, %out[%t] : memref<4xindex>
    gpu.return
  }
}
