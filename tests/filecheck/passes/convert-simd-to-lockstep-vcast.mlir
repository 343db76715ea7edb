// RUN: simd-opt %s -p convert-simd-to-lockstep{fuse-exec=false} | filecheck %s --check-prefixes=CHECK,EXEC
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' | filecheck %s --check-prefixes=CHECK,PEROP
// RUN: simd-opt %s -p convert-simd-to-lockstep{fuse-exec=false} -o %t.exec.mlir && simd-run %t.exec.mlir --args '[[3, -7, 0, 2147483647], [2.5, -1.75, NaN, 3.0e9]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir --args '[[3, -7, 0, 2147483647], [2.5, -1.75, NaN, 3.0e9]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[[3, -7, 0, 2147483647], [2.5, -1.75, NaN, 3.0e9]]' --json | filecheck %s --check-prefix=OUT
// simd.vcast becomes lockstep.vcast of the same kind; masked, it runs in an exec group
// (exec) or keeps its mask (per-op).  The same results on every stage (OUT): sitofp of
// every lane (2147483647 rounds to 2^31 in f32), uitofp reads the unsigned bits (-7 is
// 4294967289, rounded), fptosi only on the lanes whose float is ordered and below 2^31
// (lane 2's NaN and lane 3's 3e9 are never converted: no fault) and bitcast both ways.

// CHECK-LABEL: func.func @main
// CHECK:         %s = lockstep.vcast sitofp, %i : vector<4xi32> to vector<4xf32>
// CHECK-NEXT:    %u = lockstep.vcast uitofp, %i : vector<4xi32> to vector<4xf32>
// CHECK:         %p = lockstep.vcmp olt, %f, %bigv : vector<4xf32>
// EXEC-NEXT:     %[[S:.*]] = lockstep.exec_save : vector<4xi1>
// EXEC-NEXT:     lockstep.exec_and %p : vector<4xi1>
// EXEC-NEXT:     %t = lockstep.vcast fptosi, %f : vector<4xf32> to vector<4xi32>
// EXEC-NEXT:     lockstep.exec_restore %[[S]] : vector<4xi1>
// PEROP-NEXT:    %t = lockstep.vcast fptosi, %f mask(%p) : vector<4xf32> to vector<4xi32>
// CHECK:         %b = lockstep.vcast bitcast, %f : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:    %bb = lockstep.vcast bitcast, %b : vector<4xi32> to vector<4xf32>
// OUT: "results": [[3.0, -7.0, 0.0, 2147483648.0], [3.0, 4294967296.0, 0.0, 2147483648.0], [2, -1, 0, 0], [1075838976, -1075838976, 2143289344, 1328730206], [2.5, -1.75, "NaN", 3000000000.0]]
func.func @main(%m: memref<?xi32>, %fm: memref<?xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xi32>, vector<4xi32>, vector<4xf32>) {
  %c0 = arith.constant 0 : i32
  %i = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  %f = simd.vload %fm[%c0] : memref<?xf32>, vector<4xf32>
  %s = simd.vcast sitofp, %i : vector<4xi32> to vector<4xf32>
  %u = simd.vcast uitofp, %i : vector<4xi32> to vector<4xf32>
  %big = arith.constant 2.0e9 : f32
  %bigv = simd.s2vb %big : vector<4xf32>
  %p = simd.vcmp olt, %f, %bigv : vector<4xf32>
  %t = simd.vcast fptosi, %f mask(%p) : vector<4xf32> to vector<4xi32>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %tt = simd.vphi %p, %t, %zero : vector<4xi32>
  %b = simd.vcast bitcast, %f : vector<4xf32> to vector<4xi32>
  %bb = simd.vcast bitcast, %b : vector<4xi32> to vector<4xf32>
  func.return %s, %u, %tt, %b, %bb : vector<4xf32>, vector<4xf32>, vector<4xi32>, vector<4xi32>, vector<4xf32>
}
