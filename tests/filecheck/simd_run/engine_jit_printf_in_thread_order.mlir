// RUN: simd-run %s --threads 6 --args '[[5, -1, 0, 3, 255, 4], [0.5, 1.0, -2.0, 3.25, 1e10, -0.0]]' | filecheck %s
// RUN: simd-run %s --threads 6 --args '[[5, -1, 0, 3, 255, 4], [0.5, 1.0, -2.0, 3.25, 1e10, -0.0]]' --engine jit | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' > %t.vec.mlir
// RUN: simd-run %t.vec.mlir --threads 6 --args '[[5, -1, 0, 3, 255, 4], [0.5, 1.0, -2.0, 3.25, 1e10, -0.0]]' --engine jit | filecheck %s
//
// --engine jit prints what a kernel's gpu.printf prints (and simd.vprintf after
// vectorization) as the interpreters do: after the run, in thread order, each thread's
// lines in program order.

func.func @k(%a : memref<?xi32>, %f : memref<?xf32>) {
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %y = memref.load %f[%i] : memref<?xf32>
  %p = arith.cmpi sgt, %x, %c0 : i32
  cf.cond_br %p, ^pos, ^done
^pos:
  gpu.printf "%d: %x %.3f\n", %tid, %x, %y : i32, i32, f32
  cf.br ^done
^done:
  gpu.printf "end %d\n", %tid : i32
  func.return
}

// CHECK: 0: 5 0.500
// CHECK-NEXT: end 0
// CHECK-NEXT: end 1
// CHECK-NEXT: end 2
// CHECK-NEXT: 3: 3 3.250
// CHECK-NEXT: end 3
// CHECK-NEXT: 4: ff 10000000000.000
// CHECK-NEXT: end 4
// CHECK-NEXT: 5: 4 -0.000
// CHECK-NEXT: end 5
