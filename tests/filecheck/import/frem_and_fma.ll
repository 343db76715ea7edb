; LLVM `frem` and OpenCL's `fmod` import to `arith.remf` (C's fmod: the dividend's sign,
; NaN for a zero divisor); `llvm.fma`/`llvm.fmuladd` to `math.fma`, which rounds once.
; RUN: simd-opt %s | filecheck %s --check-prefix=IR
; RUN: simd-run %s --threads 4 --args '[[7.5, -7.5, 1.0, 1.000244140625], [2.0, 2.0, 0.0, 1.000244140625], [0, 0, 0, 0]]' --json | filecheck %s
;
; IR: %r = arith.remf %x, %y : f32
; IR: %o = arith.remf %x, %y : f32
; IR: %f = math.fma %y, %y, %tiny : f32
; IR: %g = math.fma %x, %y, %r : f32
;
; out = r + o + f + f + g with r = frem, o = fmod, f = fma(y, y, 2^-60), g = fmuladd(x, y, r).
; Lanes 0, 1: r = o = ±1.5, f = 4, g = ±16.5.  Lane 2: a zero divisor, NaN (no fault).
; Lane 3: y*y + 2^-60 = 1+2^-11+2^-24+2^-60 rounds once to f = 1+2^-11+2^-23 (through a
; double it would tie to even, 1+2^-11); r = o = 0 and g = x*y = 1+2^-11+2^-24 ties to
; 1+2^-11: out = 3+2^-10+2^-11+2^-22 = 3.001465082168579 (2*(1+2^-11) + g = 3.00146484375
; had the fma rounded twice).
; CHECK: "memrefs": {{\[}}[7.5, -7.5, 1.0, 1.000244140625], [2.0, 2.0, 0.0, 1.000244140625],
; CHECK-SAME: [27.5, -11.5, "NaN", 3.001465082168579]]
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %i
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pb, align 4
  %r = frem float %x, %y
  %o = tail call float @_Z4fmodff(float %x, float %y)
  %tiny = fadd float 0x3C30000000000000, 0.0
  %f = tail call float @llvm.fma.f32(float %y, float %y, float %tiny)
  %g = tail call float @llvm.fmuladd.f32(float %x, float %y, float %r)
  %s1 = fadd float %r, %o
  %s2 = fadd float %s1, %f
  %s3 = fadd float %s2, %f
  %s4 = fadd float %s3, %g
  store float %s4, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @_Z4fmodff(float, float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
