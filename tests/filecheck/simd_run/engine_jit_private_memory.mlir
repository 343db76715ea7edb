// RUN: simd-run %s --grid 2 --block 4 --width 2 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json --engine jit | filecheck %s
// RUN: simd-run %s --grid 2 --block 4 --width 2 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s
//
// --engine jit runs private memory natively, as the interpreter does: a gpu.func's
// private attribution and a memref.alloca are one zeroed array per thread (the alloca a
// fresh one each time it runs, here each loop iteration: each adds 1 to %p[0]), kept across a barrier, and
// their accesses are no shared-memory accesses (only the 8 stores to %out count).
// CHECK: "memrefs": {{\[}}[2, 3, 4, 5, 2, 3, 4, 5]]
// CHECK-SAME: "shared_memory_accesses": 8,
gpu.module @m {
  gpu.func @k(%out: memref<8xi32>) private(%p : memref<2xi32, #gpu.address_space<private>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %t32 = arith.index_cast %t : index to i32
    %one = arith.constant 1 : i32
    %old = memref.load %p[%c1] : memref<2xi32, #gpu.address_space<private>>
    %v = arith.addi %old, %t32 : i32
    memref.store %v, %p[%c1] : memref<2xi32, #gpu.address_space<private>>
    gpu.barrier
    cf.br ^loop(%c0 : index)
  ^loop(%i : index):
    %go = arith.cmpi slt, %i, %c2 : index
    cf.cond_br %go, ^body, ^done
  ^body:
    %a = memref.alloca() : memref<1xi32>
    %x = memref.load %a[%c0] : memref<1xi32>
    %x1 = arith.addi %x, %one : i32
    memref.store %x1, %a[%c0] : memref<1xi32>
    %s = memref.load %p[%c0] : memref<2xi32, #gpu.address_space<private>>
    %s1 = arith.addi %s, %x1 : i32
    memref.store %s1, %p[%c0] : memref<2xi32, #gpu.address_space<private>>
    %i1 = arith.addi %i, %c1 : index
    cf.br ^loop(%i1 : index)
  ^done:
    %y = memref.load %p[%c1] : memref<2xi32, #gpu.address_space<private>>
    %z = memref.load %p[%c0] : memref<2xi32, #gpu.address_space<private>>
    %w = arith.addi %y, %z : i32
    memref.store %w, %out[%g] : memref<8xi32>
    gpu.return
  }
}
