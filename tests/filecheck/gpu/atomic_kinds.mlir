// RUN: simd-run %s --threads 3 --width 4 --args '[[10, 10, 10, 10, 10, 10, 10, -1, 12], [1.5, 1.5, 1.5, 1.5], [0.5, 1.5, 2.5]]' --json | filecheck %s
// Every kind of memref.atomic_rmw (MLIR's AtomicRMWKind numbers, as mlir-opt-22 prints
// them) applied by threads 0, 1, 2 with operand tid+1 (ws[tid] = tid+0.5 for floats), in lane
// order within the converged instance; each thread returns the old values it saw.
// Integer slots 0..8: addi, andi, assign, maxs, maxu, mins, xori, minu (from -1: the
// largest unsigned), ori; float slots: addf, maximumf, minimumf, mulf.
// CHECK: "results": {{\[}}[10, 10, 10, 10, 10, 10, -1, 12, 1.5, 1.5, 1.5, 1.5], [11, 0, 1, 10, 10, 1, 1, 13, 2.0, 1.5, 0.5, 0.75], [13, 0, 2, 10, 10, 1, 1, 15, 3.5, 1.5, 0.5, 1.125]]
// CHECK-SAME: "memrefs": {{\[}}[16, 0, 3, 10, 10, 1, 10, 1, 15], [6.0, 2.5, 0.5, 2.8125], [0.5, 1.5, 2.5]]
func.func @kinds(%m: memref<9xi32>, %f: memref<4xf32>, %ws: memref<3xf32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) {
  %t = gpu.thread_id x
  %t32 = arith.index_cast %t : index to i32
  %one = arith.constant 1 : i32
  %v = arith.addi %t32, %one : i32
  %w = memref.load %ws[%t] : memref<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %addi = "memref.atomic_rmw"(%v, %m, %c0) <{kind = 1 : i64}> : (i32, memref<9xi32>, index) -> i32
  %andi = "memref.atomic_rmw"(%v, %m, %c1) <{kind = 2 : i64}> : (i32, memref<9xi32>, index) -> i32
  %assign = "memref.atomic_rmw"(%v, %m, %c2) <{kind = 3 : i64}> : (i32, memref<9xi32>, index) -> i32
  %maxs = "memref.atomic_rmw"(%v, %m, %c3) <{kind = 6 : i64}> : (i32, memref<9xi32>, index) -> i32
  %maxu = "memref.atomic_rmw"(%v, %m, %c4) <{kind = 7 : i64}> : (i32, memref<9xi32>, index) -> i32
  %mins = "memref.atomic_rmw"(%v, %m, %c5) <{kind = 10 : i64}> : (i32, memref<9xi32>, index) -> i32
  %minu = "memref.atomic_rmw"(%v, %m, %c7) <{kind = 11 : i64}> : (i32, memref<9xi32>, index) -> i32
  %ori = "memref.atomic_rmw"(%v, %m, %c8) <{kind = 14 : i64}> : (i32, memref<9xi32>, index) -> i32
  %xori = "memref.atomic_rmw"(%v, %m, %c6) <{kind = 15 : i64}> : (i32, memref<9xi32>, index) -> i32
  %addf = "memref.atomic_rmw"(%w, %f, %c0) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
  %maxf = "memref.atomic_rmw"(%w, %f, %c1) <{kind = 4 : i64}> : (f32, memref<4xf32>, index) -> f32
  %minf = "memref.atomic_rmw"(%w, %f, %c2) <{kind = 8 : i64}> : (f32, memref<4xf32>, index) -> f32
  %mulf = "memref.atomic_rmw"(%w, %f, %c3) <{kind = 12 : i64}> : (f32, memref<4xf32>, index) -> f32
  func.return %addi, %andi, %assign, %maxs, %maxu, %mins, %minu, %ori, %addf, %maxf, %minf, %mulf : i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32
}
