; CUDA's __mulhi/__umulhi (llvm.nvvm.mulhi.i/ui: the high half of the i64 product) and
; fminf/fmaxf (llvm.nvvm.fmin.f/fmax.f: the non-NaN operand wins, as llvm.minnum).
; Expected: x * -7 >> 32 signed (3 -> -1, -5 -> 2, 2^31-1 -> -4, -1 -> 0) and unsigned
; (x * 0xfffffff9 >> 32: 2, 4294967284, 2147483643, 4294967288 read as i32).
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --threads 4 --args '[[3, -5, 2147483647, -1], [0, 0, 0, 0, 0, 0, 0, 0], [0.5, -3.0, 2.0, -0.25]]' --json | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [[3, -5, 2147483647, -1], [-1, 2, 0, -12, -4, 2147483643, 0, -8], [0.5, -1.0, 2.0, -0.25]]
; IMPORT:      %[[A:.*]] = arith.extsi %x : i32 to i64
; IMPORT:      arith.muli %[[A]], %{{.*}} : i64
; IMPORT:      %[[U:.*]] = arith.extui %x : i32 to i64
; IMPORT:      %mn = arith.minnumf %y, %{{.*}} : f32
; IMPORT-NEXT: %mx = arith.maxnumf %mn, %{{.*}} : f32
define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %o, ptr addrspace(1) %f) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %t
  %x = load i32, ptr addrspace(1) %pa
  %hi = call i32 @llvm.nvvm.mulhi.i(i32 %x, i32 -7)
  %uhi = call i32 @llvm.nvvm.mulhi.ui(i32 %x, i32 -7)
  %o2 = mul i32 %t, 2
  %po = getelementptr i32, ptr addrspace(1) %o, i32 %o2
  store i32 %hi, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %uhi, ptr addrspace(1) %po1
  %pf = getelementptr float, ptr addrspace(1) %f, i32 %t
  %y = load float, ptr addrspace(1) %pf
  %mn = call float @llvm.nvvm.fmin.f(float %y, float 0x7FF8000000000000)
  %mx = call float @llvm.nvvm.fmax.f(float %mn, float -1.0)
  store float %mx, ptr addrspace(1) %pf
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32)
declare float @llvm.nvvm.fmin.f(float, float)
declare float @llvm.nvvm.fmax.f(float, float)
