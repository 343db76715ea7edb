; RUN: simd-run %s --threads 6 --args '[[0, 0, 0, 0, 0, 0], 5]' --json | filecheck %s
; RUN: simd-opt %s -p 'spmd-vectorize{width=4}' -o %t.naive.mlir
; RUN: simd-run %t.naive.mlir --threads 6 --args '[[0, 0, 0, 0, 0, 0], 5]' --json | filecheck %s
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.uniform.mlir
; RUN: simd-run %t.uniform.mlir --threads 6 --args '[[0, 0, 0, 0, 0, 0], 5]' --json | filecheck %s
; RUN: simd-opt %s -p 'spmd-vectorize{width=4},convert-simd-to-lockstep' -o %t.lockstep.mlir
; RUN: simd-run %t.lockstep.mlir --threads 6 --args '[[0, 0, 0, 0, 0, 0], 5]' --json | filecheck %s
; RUN: filecheck %s --check-prefix=VEC < %t.naive.mlir
; A private array (OpenCL `int buf[64]`, an `alloca` in addrspace(5)) indexed at run
; time runs on every stage: one copy per thread in the SPMD executor, the W lanes'
; copies interleaved in one W-times longer alloca in the vectorized program (lane l's
; element i at i*W + l).  Each thread fills buf[i] = i + tid, then reads buf[n & 63]:
; out[tid] = 5 + tid.  It was "Could not find interpretation function for op
; memref.alloca", and one shared copy for the subgroup after spmd-vectorize.
; CHECK: "memrefs": {{\[}}[5, 6, 7, 8, 9, 10]]
; VEC: memref.alloca() : memref<256xi32>
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %buf = alloca [64 x i32], align 4, addrspace(5)
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %e = getelementptr [64 x i32], ptr addrspace(5) %buf, i32 0, i32 %i
  %v = add i32 %i, %t
  store i32 %v, ptr addrspace(5) %e
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 64
  br i1 %c, label %fill, label %done
done:
  %j = and i32 %n, 63
  %x = getelementptr [64 x i32], ptr addrspace(5) %buf, i32 0, i32 %j
  %y = load i32, ptr addrspace(5) %x
  %g = getelementptr i32, ptr addrspace(1) %p, i32 %t
  store i32 %y, ptr addrspace(1) %g
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
