; A vector lane chosen at run time (clang keeps a small private array `int a[4]` indexed
; by a variable in a register as a <4 x i32> with dynamic insertelement/extractelement):
; extractelement is a select per lane (lane k where the index is k), insertelement a
; select in every lane.  An index out of range (poison in LLVM) selects no lane.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --threads 4 --width 4 --args '[[0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.mlir
; RUN: simd-run %t.mlir --threads 4 --args '[[0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
; Thread t writes 10 + t into lane t % 4 of <1, 2, 3, 4>, then adds lanes t and (t + 1) % 4:
; OUT: "memrefs": {{\[}}[12, 14, 16, 14]]
; CHECK:      arith.cmpi eq
; CHECK:      arith.select
; CHECK-NOT:  error
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %t, 3
  %x = add i32 %t, 10
  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %x, i32 %i
  %j0 = add i32 %t, 1
  %j = and i32 %j0, 3
  %a = extractelement <4 x i32> %v, i32 %i
  %b = extractelement <4 x i32> %v, i32 %j
  %r = add i32 %a, %b
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
