; A `double` kernel is computed in IEEE double on import and in the SPMD executor:
; f64 arguments, constants and results are not rounded to f32; `fpext` is exact,
; `fptrunc` rounds once to f32; `llvm.fma.f64` rounds once; x/0.0 is ±inf.  The source
; (clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off):
;   __kernel void dk(__global double *d, __global float *f, double s) {
;     int i = get_global_id(0);
;     double x = d[i] * s;
;     d[i] = fma(x, x, -s) / (double)f[i];
;     f[i] = (float)x;
;   }
; RUN: simd-opt %s | filecheck %s --check-prefix=IR
; RUN: simd-run %s --threads 4 --args '[[0.123456789, 1.0, 3.0, 0.1], [2.0, 0.0, -0.0, 3.0], 1.000000001]' --json | filecheck %s
;
; IR: func.func @dk(%v0: memref<?xf64>, %v1: memref<?xf32>, %v2: f64) {
; IR: %v9 = arith.mulf %v2, %v8 : f64
; IR: %v11 = math.fma %v9, %v9, %v10 : f64
; IR: %v14 = arith.extf %v13 : f32 to f64
; IR: %v15 = arith.divf %v11, %v14 : f64
; IR: %v16 = arith.truncf %v9 : f64 to f32
;
; d: fma(x, x, -s) / f in double (f = 0.0 and -0.0 give +inf and -inf), f: (float)x.
; CHECK: "memrefs": {{\[}}[-0.4923792111096632, "Infinity", "-Infinity", -0.3300000003266667],
; CHECK-SAME: [0.12345679104328156, 1.0, 3.0, 0.10000000149011612]]
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @dk(ptr addrspace(1) %0, ptr addrspace(1) %1, double %2) !kernel_arg_base_type !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 0)
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %6
  %8 = load double, ptr addrspace(1) %7, align 8
  %9 = fmul double %2, %8
  %10 = fneg double %2
  %11 = tail call double @llvm.fma.f64(double %9, double %9, double %10)
  %12 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %6
  %13 = load float, ptr addrspace(1) %12, align 4
  %14 = fpext float %13 to double
  %15 = fdiv double %11, %14
  store double %15, ptr addrspace(1) %7, align 8
  %16 = fptrunc double %9 to float
  store float %16, ptr addrspace(1) %12, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare double @llvm.fma.f64(double, double, double)

!11 = !{!"double*", !"float*", !"double"}
