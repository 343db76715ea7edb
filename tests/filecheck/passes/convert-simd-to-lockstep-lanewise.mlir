// RUN: simd-opt %s -p convert-simd-to-lockstep{fuse-exec=false} | filecheck %s --check-prefixes=CHECK,EXEC
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' | filecheck %s --check-prefixes=CHECK,PEROP
// RUN: simd-opt %s -p convert-simd-to-lockstep{fuse-exec=false} -o %t.exec.mlir && simd-run %t.exec.mlir --args '[[3, 0, 0, 7], [4.0, -1.0, 9.0, 2.0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir --args '[[3, 0, 0, 7], [4.0, -1.0, 9.0, 2.0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[[3, 0, 0, 7], [4.0, -1.0, 9.0, 2.0]]' --json | filecheck %s --check-prefix=OUT
// vmath, vatomic, vreadfirstlane and vreduce become the lockstep ops of the same name;
// masked, they run in an exec group (exec) or keep their mask (per-op) - the
// cross-lane ops read exactly the active lanes either way.  The same results on every
// stage (OUT): sqrt of the lanes > 0 (lane 1's NaN never computed), an atomic add of
// 1 by the active lanes at one address (old values 3, 4, 5), the first active lane
// and the sum of the active lanes.

// CHECK-LABEL: func.func @main
// CHECK:         %[[P:.*]] = lockstep.vcmp ogt, %{{.*}}, %{{.*}} : vector<4xf32>
// EXEC-NEXT:     %[[S:.*]] = lockstep.exec_save : vector<4xi1>
// EXEC-NEXT:     lockstep.exec_and %[[P]] : vector<4xi1>
// EXEC-NEXT:     %r = lockstep.vmath sqrt, %a : vector<4xf32>
// EXEC-NEXT:     %old = lockstep.vatomic addi, %{{.*}}, %m[%{{.*}}] : memref<?xi32>, vector<4xi32>
// EXEC-NEXT:     %first = lockstep.vreadfirstlane %i : vector<4xi32>
// EXEC-NEXT:     %sum = lockstep.vreduce add, %a : vector<4xf32>
// EXEC-NEXT:     lockstep.exec_restore %[[S]] : vector<4xi1>
// PEROP-NEXT:    %r = lockstep.vmath sqrt, %a mask(%[[P]]) : vector<4xf32>
// PEROP-NEXT:    %old = lockstep.vatomic addi, %{{.*}}, %m[%{{.*}}] mask(%[[P]]) : memref<?xi32>, vector<4xi32>
// PEROP-NEXT:    %first = lockstep.vreadfirstlane %i mask(%[[P]]) : vector<4xi32>
// PEROP-NEXT:    %sum = lockstep.vreduce add, %a mask(%[[P]]) : vector<4xf32>
// CHECK-NEXT:    %all = lockstep.vreduce max, %i : vector<4xi32>
// OUT: "results": [[2.0, -1.0, 3.0, 1.4142135381698608], [3, 0, 4, 5], 3, 15.0, 7]
// OUT: "memrefs": [[6, 0, 0, 7], [4.0, -1.0, 9.0, 2.0]]
func.func @main(%m: memref<?xi32>, %f: memref<?xf32>) -> (vector<4xf32>, vector<4xi32>, i32, f32, i32) {
  %c0 = arith.constant 0 : i32
  %i = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  %a = simd.vload %f[%c0] : memref<?xf32>, vector<4xf32>
  %zf = arith.constant 0.0 : f32
  %z = simd.s2vb %zf : vector<4xf32>
  %one = arith.constant 1 : i32
  %ones = simd.s2vb %one : vector<4xi32>
  %at = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp ogt, %a, %z : vector<4xf32>
  %r = simd.vmath sqrt, %a mask(%p) : vector<4xf32>
  %old = simd.vatomic addi, %ones, %m[%at] mask(%p) : memref<?xi32>, vector<4xi32>
  %first = simd.vreadfirstlane %i mask(%p) : vector<4xi32>
  %sum = simd.vreduce add, %a mask(%p) : vector<4xf32>
  %all = simd.vreduce max, %i : vector<4xi32>
  %rr = simd.vphi %p, %r, %a : vector<4xf32>
  %oo = simd.vphi %p, %old, %at : vector<4xi32>
  func.return %rr, %oo, %first, %sum, %all : vector<4xf32>, vector<4xi32>, i32, f32, i32
}
