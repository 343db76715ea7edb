; clang-22's AMDGPU output (-O2, OpenCL C 2.0, -nogpulib) of four kernels with what real
; code has: a __constant filter table, a helper function and 2-D ids (blur); a private
; array sorted in place, which clang keeps in a <8 x i32> with lanes chosen at run time
; (priv_sort); atomic_inc (count_if); a data-dependent loop (sg_sum).  Each runs over
; its launch as imported, vectorized and scalarized, and lowered to the machine: the
; same memory every time.  The OpenCL C source:
;   __constant float filt[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f};
;   float clampf(float x, float lo, float hi) { return x < lo ? lo : (x > hi ? hi : x); }
;   __kernel void blur(__global const float *in, __global float *out, int w, int h) {
;     int x = get_global_id(0), y = get_global_id(1);
;     if (x >= w || y >= h) return;
;     float acc = 0.0f;
;     for (int dy = -1; dy <= 1; dy++)
;       for (int dx = -1; dx <= 1; dx++) {
;         int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
;         acc += filt[(dy + 1) * 3 + dx + 1] * in[yy * w + xx];
;       }
;     out[y * w + x] = clampf(acc, 0.0f, 1.0f);
;   }
;   __kernel void priv_sort(__global int *data) {
;     int g = get_global_id(0);
;     int v[8];
;     for (int k = 0; k < 8; k++) v[k] = data[g * 8 + k];
;     for (int i = 1; i < 8; i++) {
;       int key = v[i], j = i - 1;
;       while (j >= 0 && v[j] > key) { v[j + 1] = v[j]; j--; }
;       v[j + 1] = key;
;     }
;     for (int k = 0; k < 8; k++) data[g * 8 + k] = v[k];
;   }
;   __kernel void sg_sum(__global const int *in, __global int *out) {
;     int g = get_global_id(0);
;     int s = in[g];
;     for (int off = 1; off < 32; off <<= 1) s += (g & off) ? 0 : s;
;     out[g] = s;
;   }
;   __kernel void count_if(__global const float *a, volatile __global int *cnt, float t) {
;     if (a[get_global_id(0)] > t) atomic_inc(cnt);
;   }
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce' -o %t.vec.mlir
; RUN: simd-opt %t.vec.mlir -p convert-simd-to-lockstep -o %t.machine.mlir
; RUN: simd-run %s --entry priv_sort --grid 2 --block 4 --args '[[5, 3, 8, 1, 9, 2, 7, 4, 16, 15, 14, 13, 12, 11, 10, 9, 1, 1, 1, 1, 0, 0, 0, 0, 3, 2, 1, 0, -1, -2, -3, -4, 5, 3, 8, 1, 9, 2, 7, 4, 16, 15, 14, 13, 12, 11, 10, 9, 1, 1, 1, 1, 0, 0, 0, 0, 3, 2, 1, 0, -1, -2, -3, -4]]' --json | filecheck %s --check-prefix=SORT
; RUN: simd-run %t.vec.mlir --entry priv_sort --grid 2 --block 4 --width 4 --args '[[5, 3, 8, 1, 9, 2, 7, 4, 16, 15, 14, 13, 12, 11, 10, 9, 1, 1, 1, 1, 0, 0, 0, 0, 3, 2, 1, 0, -1, -2, -3, -4, 5, 3, 8, 1, 9, 2, 7, 4, 16, 15, 14, 13, 12, 11, 10, 9, 1, 1, 1, 1, 0, 0, 0, 0, 3, 2, 1, 0, -1, -2, -3, -4]]' --json | filecheck %s --check-prefix=SORT
; RUN: simd-run %t.machine.mlir --entry priv_sort --grid 2 --block 4 --width 4 --args '[[5, 3, 8, 1, 9, 2, 7, 4, 16, 15, 14, 13, 12, 11, 10, 9, 1, 1, 1, 1, 0, 0, 0, 0, 3, 2, 1, 0, -1, -2, -3, -4, 5, 3, 8, 1, 9, 2, 7, 4, 16, 15, 14, 13, 12, 11, 10, 9, 1, 1, 1, 1, 0, 0, 0, 0, 3, 2, 1, 0, -1, -2, -3, -4]]' --json | filecheck %s --check-prefix=SORT
; SORT: "memrefs": {{\[}}[1, 2, 3, 4, 5, 7, 8, 9, 9, 10, 11, 12, 13, 14, 15, 16, 0, 0, 0, 0, 1, 1, 1, 1, -4, -3, -2, -1, 0, 1, 2, 3, 1, 2, 3, 4, 5, 7, 8, 9, 9, 10, 11, 12, 13, 14, 15, 16, 0, 0, 0, 0, 1, 1, 1, 1, -4, -3, -2, -1, 0, 1, 2, 3]]
; RUN: simd-run %s --entry blur --grid 2,1 --block 4,4 --args '[[0.1, 0.9, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6, 0.0, 1.0, 0.5, 0.2, 0.3, 0.9, 0.1, 0.4, 0.8, 0.7, 0.6], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 5, 4]' --json | filecheck %s --check-prefix=BLUR
; RUN: simd-run %t.vec.mlir --entry blur --grid 2,1 --block 4,4 --width 4 --args '[[0.1, 0.9, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6, 0.0, 1.0, 0.5, 0.2, 0.3, 0.9, 0.1, 0.4, 0.8, 0.7, 0.6], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 5, 4]' --json | filecheck %s --check-prefix=BLUR
; RUN: simd-run %t.machine.mlir --entry blur --grid 2,1 --block 4,4 --width 4 --args '[[0.1, 0.9, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6, 0.0, 1.0, 0.5, 0.2, 0.3, 0.9, 0.1, 0.4, 0.8, 0.7, 0.6], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 5, 4]' --json | filecheck %s --check-prefix=BLUR
; BLUR: "memrefs": {{\[}}[0.10000000149011612, 0.8999999761581421, 0.5, 0.30000001192092896, 0.699999988079071, 0.20000000298023224, 0.800000011920929, 0.4000000059604645, 0.6000000238418579, 0.0, 1.0, 0.5, 0.20000000298023224, 0.30000001192092896, 0.8999999761581421, 0.10000000149011612, 0.4000000059604645, 0.800000011920929, 0.699999988079071, 0.6000000238418579], [0.3125, 0.5874999761581421, 0.550000011920929, 0.4375, 0.48750001192092896, 0.46875, 0.5625, 0.48750004172325134, 0.41874998807907104, 0.4124999940395355, 0.5687499642372131, 0.518750011920929, 0.45624998211860657, 0.48750001192092896, 0.5687500238418579, 0.3499999940395355, 0.45625001192092896, 0.581250011920929, 0.6312500238418579, 0.65625]]
; RUN: simd-run %s --entry count_if --grid 2 --block 4 --args '[[0.1, 0.9, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4], [0], 0.45]' --json | filecheck %s --check-prefix=COUNT
; RUN: simd-run %t.vec.mlir --entry count_if --grid 2 --block 4 --width 4 --args '[[0.1, 0.9, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4], [0], 0.45]' --json | filecheck %s --check-prefix=COUNT
; RUN: simd-run %t.machine.mlir --entry count_if --grid 2 --block 4 --width 4 --args '[[0.1, 0.9, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4], [0], 0.45]' --json | filecheck %s --check-prefix=COUNT
; COUNT: "memrefs": {{\[}}[0.10000000149011612, 0.8999999761581421, 0.5, 0.30000001192092896, 0.699999988079071, 0.20000000298023224, 0.800000011920929, 0.4000000059604645], [4]]
; RUN: simd-run %s --entry sg_sum --grid 2 --block 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SUM
; RUN: simd-run %t.vec.mlir --entry sg_sum --grid 2 --block 4 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SUM
; RUN: simd-run %t.machine.mlir --entry sg_sum --grid 2 --block 4 --width 4 --args '[[1, 2, 3, 4, 5, 6, 7, 8], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SUM
; SUM: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8], [32, 32, 48, 32, 80, 48, 56, 32]]
; ModuleID = 'a.cl'
source_filename = "a.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@filt = hidden local_unnamed_addr addrspace(4) constant [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef float @clampf(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = fcmp olt float %0, %1
  %5 = fcmp ogt float %0, %2
  %6 = select i1 %5, float %2, float %0
  %7 = select i1 %4, float %1, float %6
  ret float %7
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @blur(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %2, %6
  %10 = icmp sgt i32 %3, %8
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %117

12:                                               ; preds = %4
  %13 = add nsw i32 %2, -1
  %14 = add nsw i32 %3, -1
  %15 = add nsw i32 %6, -1
  %16 = add nsw i32 %8, -1
  %17 = tail call i32 @_Z3maxii(i32 noundef %15, i32 noundef 0) #8
  %18 = tail call i32 @_Z3minii(i32 noundef %17, i32 noundef %13) #8
  %19 = tail call i32 @_Z3maxii(i32 noundef %16, i32 noundef 0) #8
  %20 = tail call i32 @_Z3minii(i32 noundef %19, i32 noundef %14) #8
  %21 = mul nsw i32 %20, %2
  %22 = add nsw i32 %21, %18
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13, !amdgpu.noclobber !15
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 6.250000e-02, float 0.000000e+00)
  %27 = tail call i32 @_Z3maxii(i32 noundef %6, i32 noundef 0) #8
  %28 = tail call i32 @_Z3minii(i32 noundef %27, i32 noundef %13) #8
  %29 = tail call i32 @_Z3maxii(i32 noundef %16, i32 noundef 0) #8
  %30 = tail call i32 @_Z3minii(i32 noundef %29, i32 noundef %14) #8
  %31 = mul nsw i32 %30, %2
  %32 = add nsw i32 %31, %28
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13, !amdgpu.noclobber !15
  %36 = tail call float @llvm.fmuladd.f32(float %35, float 1.250000e-01, float %26)
  %37 = add nsw i32 %6, 1
  %38 = tail call i32 @_Z3maxii(i32 noundef %37, i32 noundef 0) #8
  %39 = tail call i32 @_Z3minii(i32 noundef %38, i32 noundef %13) #8
  %40 = tail call i32 @_Z3maxii(i32 noundef %16, i32 noundef 0) #8
  %41 = tail call i32 @_Z3minii(i32 noundef %40, i32 noundef %14) #8
  %42 = mul nsw i32 %41, %2
  %43 = add nsw i32 %42, %39
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13, !amdgpu.noclobber !15
  %47 = tail call float @llvm.fmuladd.f32(float %46, float 6.250000e-02, float %36)
  %48 = tail call i32 @_Z3maxii(i32 noundef %15, i32 noundef 0) #8
  %49 = tail call i32 @_Z3minii(i32 noundef %48, i32 noundef %13) #8
  %50 = tail call i32 @_Z3maxii(i32 noundef %8, i32 noundef 0) #8
  %51 = tail call i32 @_Z3minii(i32 noundef %50, i32 noundef %14) #8
  %52 = mul nsw i32 %51, %2
  %53 = add nsw i32 %52, %49
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !13, !amdgpu.noclobber !15
  %57 = tail call float @llvm.fmuladd.f32(float %56, float 1.250000e-01, float %47)
  %58 = tail call i32 @_Z3maxii(i32 noundef %6, i32 noundef 0) #8
  %59 = tail call i32 @_Z3minii(i32 noundef %58, i32 noundef %13) #8
  %60 = tail call i32 @_Z3maxii(i32 noundef %8, i32 noundef 0) #8
  %61 = tail call i32 @_Z3minii(i32 noundef %60, i32 noundef %14) #8
  %62 = mul nsw i32 %61, %2
  %63 = add nsw i32 %62, %59
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !13, !amdgpu.noclobber !15
  %67 = tail call float @llvm.fmuladd.f32(float %66, float 2.500000e-01, float %57)
  %68 = tail call i32 @_Z3maxii(i32 noundef %37, i32 noundef 0) #8
  %69 = tail call i32 @_Z3minii(i32 noundef %68, i32 noundef %13) #8
  %70 = tail call i32 @_Z3maxii(i32 noundef %8, i32 noundef 0) #8
  %71 = tail call i32 @_Z3minii(i32 noundef %70, i32 noundef %14) #8
  %72 = mul nsw i32 %71, %2
  %73 = add nsw i32 %72, %69
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !13, !amdgpu.noclobber !15
  %77 = tail call float @llvm.fmuladd.f32(float %76, float 1.250000e-01, float %67)
  %78 = add nsw i32 %8, 1
  %79 = tail call i32 @_Z3maxii(i32 noundef %15, i32 noundef 0) #8
  %80 = tail call i32 @_Z3minii(i32 noundef %79, i32 noundef %13) #8
  %81 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef 0) #8
  %82 = tail call i32 @_Z3minii(i32 noundef %81, i32 noundef %14) #8
  %83 = mul nsw i32 %82, %2
  %84 = add nsw i32 %83, %80
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !13, !amdgpu.noclobber !15
  %88 = tail call float @llvm.fmuladd.f32(float %87, float 6.250000e-02, float %77)
  %89 = tail call i32 @_Z3maxii(i32 noundef %6, i32 noundef 0) #8
  %90 = tail call i32 @_Z3minii(i32 noundef %89, i32 noundef %13) #8
  %91 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef 0) #8
  %92 = tail call i32 @_Z3minii(i32 noundef %91, i32 noundef %14) #8
  %93 = mul nsw i32 %92, %2
  %94 = add nsw i32 %93, %90
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4, !tbaa !13, !amdgpu.noclobber !15
  %98 = tail call float @llvm.fmuladd.f32(float %97, float 1.250000e-01, float %88)
  %99 = tail call i32 @_Z3maxii(i32 noundef %37, i32 noundef 0) #8
  %100 = tail call i32 @_Z3minii(i32 noundef %99, i32 noundef %13) #8
  %101 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef 0) #8
  %102 = tail call i32 @_Z3minii(i32 noundef %101, i32 noundef %14) #8
  %103 = mul nsw i32 %102, %2
  %104 = add nsw i32 %103, %100
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4, !tbaa !13, !amdgpu.noclobber !15
  %108 = tail call float @llvm.fmuladd.f32(float %107, float 6.250000e-02, float %98)
  %109 = fcmp olt float %108, 0.000000e+00
  %110 = fcmp ogt float %108, 1.000000e+00
  %111 = select i1 %110, float 1.000000e+00, float %108
  %112 = select i1 %109, float 0.000000e+00, float %111
  %113 = mul nsw i32 %2, %8
  %114 = add nsw i32 %113, %6
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %115
  store float %112, ptr addrspace(1) %116, align 4, !tbaa !13
  br label %117

117:                                              ; preds = %4, %12
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_blur(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %2, %6
  %10 = icmp sgt i32 %3, %8
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %117

12:                                               ; preds = %4
  %13 = add nsw i32 %2, -1
  %14 = add nsw i32 %3, -1
  %15 = add nsw i32 %6, -1
  %16 = add nsw i32 %8, -1
  %17 = tail call i32 @_Z3maxii(i32 noundef %15, i32 noundef 0) #8
  %18 = tail call i32 @_Z3minii(i32 noundef %17, i32 noundef %13) #8
  %19 = tail call i32 @_Z3maxii(i32 noundef %16, i32 noundef 0) #8
  %20 = tail call i32 @_Z3minii(i32 noundef %19, i32 noundef %14) #8
  %21 = mul nsw i32 %20, %2
  %22 = add nsw i32 %21, %18
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 6.250000e-02, float 0.000000e+00)
  %27 = tail call i32 @_Z3maxii(i32 noundef %6, i32 noundef 0) #8
  %28 = tail call i32 @_Z3minii(i32 noundef %27, i32 noundef %13) #8
  %29 = tail call i32 @_Z3maxii(i32 noundef %16, i32 noundef 0) #8
  %30 = tail call i32 @_Z3minii(i32 noundef %29, i32 noundef %14) #8
  %31 = mul nsw i32 %30, %2
  %32 = add nsw i32 %31, %28
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = tail call float @llvm.fmuladd.f32(float %35, float 1.250000e-01, float %26)
  %37 = add nsw i32 %6, 1
  %38 = tail call i32 @_Z3maxii(i32 noundef %37, i32 noundef 0) #8
  %39 = tail call i32 @_Z3minii(i32 noundef %38, i32 noundef %13) #8
  %40 = tail call i32 @_Z3maxii(i32 noundef %16, i32 noundef 0) #8
  %41 = tail call i32 @_Z3minii(i32 noundef %40, i32 noundef %14) #8
  %42 = mul nsw i32 %41, %2
  %43 = add nsw i32 %42, %39
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = tail call float @llvm.fmuladd.f32(float %46, float 6.250000e-02, float %36)
  %48 = tail call i32 @_Z3maxii(i32 noundef %15, i32 noundef 0) #8
  %49 = tail call i32 @_Z3minii(i32 noundef %48, i32 noundef %13) #8
  %50 = tail call i32 @_Z3maxii(i32 noundef %8, i32 noundef 0) #8
  %51 = tail call i32 @_Z3minii(i32 noundef %50, i32 noundef %14) #8
  %52 = mul nsw i32 %51, %2
  %53 = add nsw i32 %52, %49
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !13
  %57 = tail call float @llvm.fmuladd.f32(float %56, float 1.250000e-01, float %47)
  %58 = tail call i32 @_Z3maxii(i32 noundef %6, i32 noundef 0) #8
  %59 = tail call i32 @_Z3minii(i32 noundef %58, i32 noundef %13) #8
  %60 = tail call i32 @_Z3maxii(i32 noundef %8, i32 noundef 0) #8
  %61 = tail call i32 @_Z3minii(i32 noundef %60, i32 noundef %14) #8
  %62 = mul nsw i32 %61, %2
  %63 = add nsw i32 %62, %59
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !13
  %67 = tail call float @llvm.fmuladd.f32(float %66, float 2.500000e-01, float %57)
  %68 = tail call i32 @_Z3maxii(i32 noundef %37, i32 noundef 0) #8
  %69 = tail call i32 @_Z3minii(i32 noundef %68, i32 noundef %13) #8
  %70 = tail call i32 @_Z3maxii(i32 noundef %8, i32 noundef 0) #8
  %71 = tail call i32 @_Z3minii(i32 noundef %70, i32 noundef %14) #8
  %72 = mul nsw i32 %71, %2
  %73 = add nsw i32 %72, %69
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !13
  %77 = tail call float @llvm.fmuladd.f32(float %76, float 1.250000e-01, float %67)
  %78 = add nsw i32 %8, 1
  %79 = tail call i32 @_Z3maxii(i32 noundef %15, i32 noundef 0) #8
  %80 = tail call i32 @_Z3minii(i32 noundef %79, i32 noundef %13) #8
  %81 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef 0) #8
  %82 = tail call i32 @_Z3minii(i32 noundef %81, i32 noundef %14) #8
  %83 = mul nsw i32 %82, %2
  %84 = add nsw i32 %83, %80
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !13
  %88 = tail call float @llvm.fmuladd.f32(float %87, float 6.250000e-02, float %77)
  %89 = tail call i32 @_Z3maxii(i32 noundef %6, i32 noundef 0) #8
  %90 = tail call i32 @_Z3minii(i32 noundef %89, i32 noundef %13) #8
  %91 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef 0) #8
  %92 = tail call i32 @_Z3minii(i32 noundef %91, i32 noundef %14) #8
  %93 = mul nsw i32 %92, %2
  %94 = add nsw i32 %93, %90
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4, !tbaa !13
  %98 = tail call float @llvm.fmuladd.f32(float %97, float 1.250000e-01, float %88)
  %99 = tail call i32 @_Z3maxii(i32 noundef %37, i32 noundef 0) #8
  %100 = tail call i32 @_Z3minii(i32 noundef %99, i32 noundef %13) #8
  %101 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef 0) #8
  %102 = tail call i32 @_Z3minii(i32 noundef %101, i32 noundef %14) #8
  %103 = mul nsw i32 %102, %2
  %104 = add nsw i32 %103, %100
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4, !tbaa !13
  %108 = tail call float @llvm.fmuladd.f32(float %107, float 6.250000e-02, float %98)
  %109 = fcmp olt float %108, 0.000000e+00
  %110 = fcmp ogt float %108, 1.000000e+00
  %111 = select i1 %110, float 1.000000e+00, float %108
  %112 = select i1 %109, float 0.000000e+00, float %111
  %113 = mul nsw i32 %2, %8
  %114 = add nsw i32 %113, %6
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %115
  store float %112, ptr addrspace(1) %116, align 4, !tbaa !13
  br label %117

117:                                              ; preds = %4, %12
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @priv_sort(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %3 = trunc i64 %2 to i32
  %4 = shl nsw i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load <2 x i32>, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = extractelement <2 x i32> %7, i64 1
  %9 = extractelement <2 x i32> %7, i64 0
  %10 = shufflevector <2 x i32> %7, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %11 = sext i32 %4 to i64
  %12 = getelementptr i32, ptr addrspace(1) %0, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %12, i64 8
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5, !amdgpu.noclobber !15
  %15 = insertelement <8 x i32> %10, i32 %14, i64 2
  %16 = sext i32 %4 to i64
  %17 = getelementptr i32, ptr addrspace(1) %0, i64 %16
  %18 = getelementptr i8, ptr addrspace(1) %17, i64 12
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5, !amdgpu.noclobber !15
  %20 = insertelement <8 x i32> %15, i32 %19, i64 3
  %21 = sext i32 %4 to i64
  %22 = getelementptr i32, ptr addrspace(1) %0, i64 %21
  %23 = getelementptr i8, ptr addrspace(1) %22, i64 16
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5, !amdgpu.noclobber !15
  %25 = insertelement <8 x i32> %20, i32 %24, i64 4
  %26 = sext i32 %4 to i64
  %27 = getelementptr i32, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr i8, ptr addrspace(1) %27, i64 20
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !5, !amdgpu.noclobber !15
  %30 = insertelement <8 x i32> %25, i32 %29, i64 5
  %31 = sext i32 %4 to i64
  %32 = getelementptr i32, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 24
  %34 = load i32, ptr addrspace(1) %33, align 4, !tbaa !5, !amdgpu.noclobber !15
  %35 = insertelement <8 x i32> %30, i32 %34, i64 6
  %36 = sext i32 %4 to i64
  %37 = getelementptr i32, ptr addrspace(1) %0, i64 %36
  %38 = getelementptr i8, ptr addrspace(1) %37, i64 28
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !5, !amdgpu.noclobber !15
  %40 = insertelement <8 x i32> %35, i32 %39, i64 7
  %41 = icmp sle i32 %9, %8
  %42 = shufflevector <2 x i32> %7, <2 x i32> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %43 = shufflevector <8 x i32> %40, <8 x i32> %42, <8 x i32> <i32 0, i32 8, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %44 = select i1 %41, <8 x i32> %40, <8 x i32> %43
  %45 = zext i1 %41 to i32
  %46 = insertelement <8 x i32> %44, i32 %8, i32 %45
  %47 = extractelement <8 x i32> %46, i64 2
  %48 = extractelement <8 x i32> %46, i64 1
  %49 = icmp sgt i32 %48, %47
  br i1 %49, label %50, label %56

50:                                               ; preds = %1
  %51 = shufflevector <8 x i32> %46, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %52 = extractelement <8 x i32> %46, i64 0
  %53 = icmp sgt i32 %52, %47
  br i1 %53, label %54, label %56

54:                                               ; preds = %50
  %55 = shufflevector <8 x i32> %46, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %56

56:                                               ; preds = %54, %50, %1
  %57 = phi <8 x i32> [ %46, %1 ], [ %55, %54 ], [ %51, %50 ]
  %58 = phi i32 [ 2, %1 ], [ 0, %54 ], [ 1, %50 ]
  %59 = insertelement <8 x i32> %57, i32 %47, i32 %58
  %60 = extractelement <8 x i32> %59, i64 3
  %61 = extractelement <8 x i32> %59, i64 2
  %62 = icmp sgt i32 %61, %60
  br i1 %62, label %63, label %73

63:                                               ; preds = %56
  %64 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 4, i32 5, i32 6, i32 7>
  %65 = extractelement <8 x i32> %59, i64 1
  %66 = icmp sgt i32 %65, %60
  br i1 %66, label %67, label %73

67:                                               ; preds = %63
  %68 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 4, i32 5, i32 6, i32 7>
  %69 = extractelement <8 x i32> %59, i64 0
  %70 = icmp sgt i32 %69, %60
  br i1 %70, label %71, label %73

71:                                               ; preds = %67
  %72 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 4, i32 5, i32 6, i32 7>
  br label %73

73:                                               ; preds = %71, %67, %63, %56
  %74 = phi <8 x i32> [ %59, %56 ], [ %72, %71 ], [ %64, %63 ], [ %68, %67 ]
  %75 = phi i32 [ 3, %56 ], [ 0, %71 ], [ 2, %63 ], [ 1, %67 ]
  %76 = insertelement <8 x i32> %74, i32 %60, i32 %75
  %77 = extractelement <8 x i32> %76, i64 4
  %78 = extractelement <8 x i32> %76, i64 3
  %79 = icmp sgt i32 %78, %77
  br i1 %79, label %80, label %94

80:                                               ; preds = %73
  %81 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 5, i32 6, i32 7>
  %82 = extractelement <8 x i32> %76, i64 2
  %83 = icmp sgt i32 %82, %77
  br i1 %83, label %84, label %94

84:                                               ; preds = %80
  %85 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 5, i32 6, i32 7>
  %86 = extractelement <8 x i32> %76, i64 1
  %87 = icmp sgt i32 %86, %77
  br i1 %87, label %88, label %94

88:                                               ; preds = %84
  %89 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 5, i32 6, i32 7>
  %90 = extractelement <8 x i32> %76, i64 0
  %91 = icmp sgt i32 %90, %77
  br i1 %91, label %92, label %94

92:                                               ; preds = %88
  %93 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 5, i32 6, i32 7>
  br label %94

94:                                               ; preds = %92, %88, %84, %80, %73
  %95 = phi <8 x i32> [ %76, %73 ], [ %93, %92 ], [ %81, %80 ], [ %89, %88 ], [ %85, %84 ]
  %96 = phi i32 [ 4, %73 ], [ 0, %92 ], [ 3, %80 ], [ 1, %88 ], [ 2, %84 ]
  %97 = insertelement <8 x i32> %95, i32 %77, i32 %96
  %98 = extractelement <8 x i32> %97, i64 5
  %99 = extractelement <8 x i32> %97, i64 4
  %100 = icmp sgt i32 %99, %98
  br i1 %100, label %101, label %119

101:                                              ; preds = %94
  %102 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 6, i32 7>
  %103 = extractelement <8 x i32> %97, i64 3
  %104 = icmp sgt i32 %103, %98
  br i1 %104, label %105, label %119

105:                                              ; preds = %101
  %106 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 4, i32 6, i32 7>
  %107 = extractelement <8 x i32> %97, i64 2
  %108 = icmp sgt i32 %107, %98
  br i1 %108, label %109, label %119

109:                                              ; preds = %105
  %110 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 4, i32 6, i32 7>
  %111 = extractelement <8 x i32> %97, i64 1
  %112 = icmp sgt i32 %111, %98
  br i1 %112, label %113, label %119

113:                                              ; preds = %109
  %114 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 4, i32 6, i32 7>
  %115 = extractelement <8 x i32> %97, i64 0
  %116 = icmp sgt i32 %115, %98
  br i1 %116, label %117, label %119

117:                                              ; preds = %113
  %118 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 7>
  br label %119

119:                                              ; preds = %117, %113, %109, %105, %101, %94
  %120 = phi <8 x i32> [ %97, %94 ], [ %118, %117 ], [ %102, %101 ], [ %114, %113 ], [ %106, %105 ], [ %110, %109 ]
  %121 = phi i32 [ 5, %94 ], [ 0, %117 ], [ 4, %101 ], [ 1, %113 ], [ 3, %105 ], [ 2, %109 ]
  %122 = insertelement <8 x i32> %120, i32 %98, i32 %121
  %123 = extractelement <8 x i32> %122, i64 6
  %124 = extractelement <8 x i32> %122, i64 5
  %125 = icmp sgt i32 %124, %123
  br i1 %125, label %126, label %148

126:                                              ; preds = %119
  %127 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 7>
  %128 = extractelement <8 x i32> %122, i64 4
  %129 = icmp sgt i32 %128, %123
  br i1 %129, label %130, label %148

130:                                              ; preds = %126
  %131 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 5, i32 7>
  %132 = extractelement <8 x i32> %122, i64 3
  %133 = icmp sgt i32 %132, %123
  br i1 %133, label %134, label %148

134:                                              ; preds = %130
  %135 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 4, i32 5, i32 7>
  %136 = extractelement <8 x i32> %122, i64 2
  %137 = icmp sgt i32 %136, %123
  br i1 %137, label %138, label %148

138:                                              ; preds = %134
  %139 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 4, i32 5, i32 7>
  %140 = extractelement <8 x i32> %122, i64 1
  %141 = icmp sgt i32 %140, %123
  br i1 %141, label %142, label %148

142:                                              ; preds = %138
  %143 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 4, i32 5, i32 7>
  %144 = extractelement <8 x i32> %122, i64 0
  %145 = icmp sgt i32 %144, %123
  br i1 %145, label %146, label %148

146:                                              ; preds = %142
  %147 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 7>
  br label %148

148:                                              ; preds = %146, %142, %138, %134, %130, %126, %119
  %149 = phi <8 x i32> [ %122, %119 ], [ %147, %146 ], [ %127, %126 ], [ %143, %142 ], [ %131, %130 ], [ %139, %138 ], [ %135, %134 ]
  %150 = phi i32 [ 6, %119 ], [ 0, %146 ], [ 5, %126 ], [ 1, %142 ], [ 4, %130 ], [ 2, %138 ], [ 3, %134 ]
  %151 = insertelement <8 x i32> %149, i32 %123, i32 %150
  %152 = extractelement <8 x i32> %151, i64 7
  %153 = extractelement <8 x i32> %151, i64 6
  %154 = icmp sgt i32 %153, %152
  br i1 %154, label %155, label %181

155:                                              ; preds = %148
  %156 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 6>
  %157 = extractelement <8 x i32> %151, i64 5
  %158 = icmp sgt i32 %157, %152
  br i1 %158, label %159, label %181

159:                                              ; preds = %155
  %160 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 6>
  %161 = extractelement <8 x i32> %151, i64 4
  %162 = icmp sgt i32 %161, %152
  br i1 %162, label %163, label %181

163:                                              ; preds = %159
  %164 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 5, i32 6>
  %165 = extractelement <8 x i32> %151, i64 3
  %166 = icmp sgt i32 %165, %152
  br i1 %166, label %167, label %181

167:                                              ; preds = %163
  %168 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 4, i32 5, i32 6>
  %169 = extractelement <8 x i32> %151, i64 2
  %170 = icmp sgt i32 %169, %152
  br i1 %170, label %171, label %181

171:                                              ; preds = %167
  %172 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 4, i32 5, i32 6>
  %173 = extractelement <8 x i32> %151, i64 1
  %174 = icmp sgt i32 %173, %152
  br i1 %174, label %175, label %181

175:                                              ; preds = %171
  %176 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
  %177 = extractelement <8 x i32> %151, i64 0
  %178 = icmp sgt i32 %177, %152
  br i1 %178, label %179, label %181

179:                                              ; preds = %175
  %180 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
  br label %181

181:                                              ; preds = %179, %175, %171, %167, %163, %159, %155, %148
  %182 = phi <8 x i32> [ %151, %148 ], [ %180, %179 ], [ %156, %155 ], [ %176, %175 ], [ %160, %159 ], [ %168, %167 ], [ %164, %163 ], [ %172, %171 ]
  %183 = phi i32 [ 7, %148 ], [ 0, %179 ], [ 6, %155 ], [ 1, %175 ], [ 5, %159 ], [ 3, %167 ], [ 4, %163 ], [ 2, %171 ]
  %184 = sext i32 %4 to i64
  %185 = getelementptr i32, ptr addrspace(1) %0, i64 %184
  %186 = getelementptr i8, ptr addrspace(1) %185, i64 4
  %187 = insertelement <8 x i32> %182, i32 %152, i32 %183
  %188 = extractelement <8 x i32> %187, i64 0
  store i32 %188, ptr addrspace(1) %6, align 4, !tbaa !5
  %189 = extractelement <8 x i32> %187, i64 1
  store i32 %189, ptr addrspace(1) %186, align 4, !tbaa !5
  %190 = extractelement <8 x i32> %187, i64 2
  store i32 %190, ptr addrspace(1) %13, align 4, !tbaa !5
  %191 = extractelement <8 x i32> %187, i64 3
  store i32 %191, ptr addrspace(1) %18, align 4, !tbaa !5
  %192 = extractelement <8 x i32> %187, i64 4
  store i32 %192, ptr addrspace(1) %23, align 4, !tbaa !5
  %193 = extractelement <8 x i32> %187, i64 5
  store i32 %193, ptr addrspace(1) %28, align 4, !tbaa !5
  %194 = extractelement <8 x i32> %187, i64 6
  store i32 %194, ptr addrspace(1) %33, align 4, !tbaa !5
  %195 = extractelement <8 x i32> %187, i64 7
  store i32 %195, ptr addrspace(1) %38, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_priv_sort(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %3 = trunc i64 %2 to i32
  %4 = shl nsw i32 %3, 3
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load <2 x i32>, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = extractelement <2 x i32> %7, i64 1
  %9 = extractelement <2 x i32> %7, i64 0
  %10 = shufflevector <2 x i32> %7, <2 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %11 = sext i32 %4 to i64
  %12 = getelementptr i32, ptr addrspace(1) %0, i64 %11
  %13 = getelementptr i8, ptr addrspace(1) %12, i64 8
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = insertelement <8 x i32> %10, i32 %14, i64 2
  %16 = sext i32 %4 to i64
  %17 = getelementptr i32, ptr addrspace(1) %0, i64 %16
  %18 = getelementptr i8, ptr addrspace(1) %17, i64 12
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = insertelement <8 x i32> %15, i32 %19, i64 3
  %21 = sext i32 %4 to i64
  %22 = getelementptr i32, ptr addrspace(1) %0, i64 %21
  %23 = getelementptr i8, ptr addrspace(1) %22, i64 16
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = insertelement <8 x i32> %20, i32 %24, i64 4
  %26 = sext i32 %4 to i64
  %27 = getelementptr i32, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr i8, ptr addrspace(1) %27, i64 20
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !5
  %30 = insertelement <8 x i32> %25, i32 %29, i64 5
  %31 = sext i32 %4 to i64
  %32 = getelementptr i32, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 24
  %34 = load i32, ptr addrspace(1) %33, align 4, !tbaa !5
  %35 = insertelement <8 x i32> %30, i32 %34, i64 6
  %36 = sext i32 %4 to i64
  %37 = getelementptr i32, ptr addrspace(1) %0, i64 %36
  %38 = getelementptr i8, ptr addrspace(1) %37, i64 28
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !5
  %40 = insertelement <8 x i32> %35, i32 %39, i64 7
  %41 = icmp sle i32 %9, %8
  %42 = shufflevector <2 x i32> %7, <2 x i32> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %43 = shufflevector <8 x i32> %40, <8 x i32> %42, <8 x i32> <i32 0, i32 8, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %44 = select i1 %41, <8 x i32> %40, <8 x i32> %43
  %45 = zext i1 %41 to i32
  %46 = insertelement <8 x i32> %44, i32 %8, i32 %45
  %47 = extractelement <8 x i32> %46, i64 2
  %48 = extractelement <8 x i32> %46, i64 1
  %49 = icmp sgt i32 %48, %47
  br i1 %49, label %50, label %56

50:                                               ; preds = %1
  %51 = shufflevector <8 x i32> %46, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  %52 = extractelement <8 x i32> %46, i64 0
  %53 = icmp sgt i32 %52, %47
  br i1 %53, label %54, label %56

54:                                               ; preds = %50
  %55 = shufflevector <8 x i32> %46, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7>
  br label %56

56:                                               ; preds = %54, %50, %1
  %57 = phi <8 x i32> [ %55, %54 ], [ %46, %1 ], [ %51, %50 ]
  %58 = phi i32 [ 0, %54 ], [ 2, %1 ], [ 1, %50 ]
  %59 = insertelement <8 x i32> %57, i32 %47, i32 %58
  %60 = extractelement <8 x i32> %59, i64 3
  %61 = extractelement <8 x i32> %59, i64 2
  %62 = icmp sgt i32 %61, %60
  br i1 %62, label %63, label %73

63:                                               ; preds = %56
  %64 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 4, i32 5, i32 6, i32 7>
  %65 = extractelement <8 x i32> %59, i64 1
  %66 = icmp sgt i32 %65, %60
  br i1 %66, label %67, label %73

67:                                               ; preds = %63
  %68 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 4, i32 5, i32 6, i32 7>
  %69 = extractelement <8 x i32> %59, i64 0
  %70 = icmp sgt i32 %69, %60
  br i1 %70, label %71, label %73

71:                                               ; preds = %67
  %72 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 4, i32 5, i32 6, i32 7>
  br label %73

73:                                               ; preds = %71, %67, %63, %56
  %74 = phi <8 x i32> [ %72, %71 ], [ %59, %56 ], [ %64, %63 ], [ %68, %67 ]
  %75 = phi i32 [ 0, %71 ], [ 3, %56 ], [ 2, %63 ], [ 1, %67 ]
  %76 = insertelement <8 x i32> %74, i32 %60, i32 %75
  %77 = extractelement <8 x i32> %76, i64 4
  %78 = extractelement <8 x i32> %76, i64 3
  %79 = icmp sgt i32 %78, %77
  br i1 %79, label %80, label %94

80:                                               ; preds = %73
  %81 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 5, i32 6, i32 7>
  %82 = extractelement <8 x i32> %76, i64 2
  %83 = icmp sgt i32 %82, %77
  br i1 %83, label %84, label %94

84:                                               ; preds = %80
  %85 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 5, i32 6, i32 7>
  %86 = extractelement <8 x i32> %76, i64 1
  %87 = icmp sgt i32 %86, %77
  br i1 %87, label %88, label %94

88:                                               ; preds = %84
  %89 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 5, i32 6, i32 7>
  %90 = extractelement <8 x i32> %76, i64 0
  %91 = icmp sgt i32 %90, %77
  br i1 %91, label %92, label %94

92:                                               ; preds = %88
  %93 = shufflevector <8 x i32> %76, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 5, i32 6, i32 7>
  br label %94

94:                                               ; preds = %92, %88, %84, %80, %73
  %95 = phi <8 x i32> [ %93, %92 ], [ %76, %73 ], [ %81, %80 ], [ %89, %88 ], [ %85, %84 ]
  %96 = phi i32 [ 0, %92 ], [ 4, %73 ], [ 3, %80 ], [ 1, %88 ], [ 2, %84 ]
  %97 = insertelement <8 x i32> %95, i32 %77, i32 %96
  %98 = extractelement <8 x i32> %97, i64 5
  %99 = extractelement <8 x i32> %97, i64 4
  %100 = icmp sgt i32 %99, %98
  br i1 %100, label %101, label %119

101:                                              ; preds = %94
  %102 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 6, i32 7>
  %103 = extractelement <8 x i32> %97, i64 3
  %104 = icmp sgt i32 %103, %98
  br i1 %104, label %105, label %119

105:                                              ; preds = %101
  %106 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 4, i32 6, i32 7>
  %107 = extractelement <8 x i32> %97, i64 2
  %108 = icmp sgt i32 %107, %98
  br i1 %108, label %109, label %119

109:                                              ; preds = %105
  %110 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 4, i32 6, i32 7>
  %111 = extractelement <8 x i32> %97, i64 1
  %112 = icmp sgt i32 %111, %98
  br i1 %112, label %113, label %119

113:                                              ; preds = %109
  %114 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 4, i32 6, i32 7>
  %115 = extractelement <8 x i32> %97, i64 0
  %116 = icmp sgt i32 %115, %98
  br i1 %116, label %117, label %119

117:                                              ; preds = %113
  %118 = shufflevector <8 x i32> %97, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 7>
  br label %119

119:                                              ; preds = %117, %113, %109, %105, %101, %94
  %120 = phi <8 x i32> [ %118, %117 ], [ %97, %94 ], [ %102, %101 ], [ %114, %113 ], [ %106, %105 ], [ %110, %109 ]
  %121 = phi i32 [ 0, %117 ], [ 5, %94 ], [ 4, %101 ], [ 1, %113 ], [ 3, %105 ], [ 2, %109 ]
  %122 = insertelement <8 x i32> %120, i32 %98, i32 %121
  %123 = extractelement <8 x i32> %122, i64 6
  %124 = extractelement <8 x i32> %122, i64 5
  %125 = icmp sgt i32 %124, %123
  br i1 %125, label %126, label %148

126:                                              ; preds = %119
  %127 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 7>
  %128 = extractelement <8 x i32> %122, i64 4
  %129 = icmp sgt i32 %128, %123
  br i1 %129, label %130, label %148

130:                                              ; preds = %126
  %131 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 5, i32 7>
  %132 = extractelement <8 x i32> %122, i64 3
  %133 = icmp sgt i32 %132, %123
  br i1 %133, label %134, label %148

134:                                              ; preds = %130
  %135 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 4, i32 5, i32 7>
  %136 = extractelement <8 x i32> %122, i64 2
  %137 = icmp sgt i32 %136, %123
  br i1 %137, label %138, label %148

138:                                              ; preds = %134
  %139 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 4, i32 5, i32 7>
  %140 = extractelement <8 x i32> %122, i64 1
  %141 = icmp sgt i32 %140, %123
  br i1 %141, label %142, label %148

142:                                              ; preds = %138
  %143 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 4, i32 5, i32 7>
  %144 = extractelement <8 x i32> %122, i64 0
  %145 = icmp sgt i32 %144, %123
  br i1 %145, label %146, label %148

146:                                              ; preds = %142
  %147 = shufflevector <8 x i32> %122, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 7>
  br label %148

148:                                              ; preds = %146, %142, %138, %134, %130, %126, %119
  %149 = phi <8 x i32> [ %147, %146 ], [ %122, %119 ], [ %127, %126 ], [ %143, %142 ], [ %131, %130 ], [ %139, %138 ], [ %135, %134 ]
  %150 = phi i32 [ 0, %146 ], [ 6, %119 ], [ 5, %126 ], [ 1, %142 ], [ 4, %130 ], [ 2, %138 ], [ 3, %134 ]
  %151 = insertelement <8 x i32> %149, i32 %123, i32 %150
  %152 = extractelement <8 x i32> %151, i64 7
  %153 = extractelement <8 x i32> %151, i64 6
  %154 = icmp sgt i32 %153, %152
  br i1 %154, label %155, label %181

155:                                              ; preds = %148
  %156 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 6>
  %157 = extractelement <8 x i32> %151, i64 5
  %158 = icmp sgt i32 %157, %152
  br i1 %158, label %159, label %181

159:                                              ; preds = %155
  %160 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 6>
  %161 = extractelement <8 x i32> %151, i64 4
  %162 = icmp sgt i32 %161, %152
  br i1 %162, label %163, label %181

163:                                              ; preds = %159
  %164 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 5, i32 6>
  %165 = extractelement <8 x i32> %151, i64 3
  %166 = icmp sgt i32 %165, %152
  br i1 %166, label %167, label %181

167:                                              ; preds = %163
  %168 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 4, i32 5, i32 6>
  %169 = extractelement <8 x i32> %151, i64 2
  %170 = icmp sgt i32 %169, %152
  br i1 %170, label %171, label %181

171:                                              ; preds = %167
  %172 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 3, i32 4, i32 5, i32 6>
  %173 = extractelement <8 x i32> %151, i64 1
  %174 = icmp sgt i32 %173, %152
  br i1 %174, label %175, label %181

175:                                              ; preds = %171
  %176 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
  %177 = extractelement <8 x i32> %151, i64 0
  %178 = icmp sgt i32 %177, %152
  br i1 %178, label %179, label %181

179:                                              ; preds = %175
  %180 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6>
  br label %181

181:                                              ; preds = %179, %175, %171, %167, %163, %159, %155, %148
  %182 = phi <8 x i32> [ %180, %179 ], [ %151, %148 ], [ %156, %155 ], [ %176, %175 ], [ %160, %159 ], [ %168, %167 ], [ %164, %163 ], [ %172, %171 ]
  %183 = phi i32 [ 0, %179 ], [ 7, %148 ], [ 6, %155 ], [ 1, %175 ], [ 5, %159 ], [ 3, %167 ], [ 4, %163 ], [ 2, %171 ]
  %184 = sext i32 %4 to i64
  %185 = getelementptr i32, ptr addrspace(1) %0, i64 %184
  %186 = getelementptr i8, ptr addrspace(1) %185, i64 4
  %187 = insertelement <8 x i32> %182, i32 %152, i32 %183
  %188 = extractelement <8 x i32> %187, i64 0
  store i32 %188, ptr addrspace(1) %6, align 4, !tbaa !5
  %189 = extractelement <8 x i32> %187, i64 1
  store i32 %189, ptr addrspace(1) %186, align 4, !tbaa !5
  %190 = extractelement <8 x i32> %187, i64 2
  store i32 %190, ptr addrspace(1) %13, align 4, !tbaa !5
  %191 = extractelement <8 x i32> %187, i64 3
  store i32 %191, ptr addrspace(1) %18, align 4, !tbaa !5
  %192 = extractelement <8 x i32> %187, i64 4
  store i32 %192, ptr addrspace(1) %23, align 4, !tbaa !5
  %193 = extractelement <8 x i32> %187, i64 5
  store i32 %193, ptr addrspace(1) %28, align 4, !tbaa !5
  %194 = extractelement <8 x i32> %187, i64 6
  store i32 %194, ptr addrspace(1) %33, align 4, !tbaa !5
  %195 = extractelement <8 x i32> %187, i64 7
  store i32 %195, ptr addrspace(1) %38, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @sg_sum(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = shl i64 %3, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5, !amdgpu.noclobber !15
  %9 = and i32 %4, 1
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, i32 %8, i32 0
  %12 = add nsw i32 %11, %8
  %13 = and i32 %4, 2
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %14, i32 %12, i32 0
  %16 = add nsw i32 %15, %12
  %17 = and i32 %4, 4
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %18, i32 %16, i32 0
  %20 = add nsw i32 %19, %16
  %21 = and i32 %4, 8
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i32 %20, i32 0
  %24 = add nsw i32 %23, %20
  %25 = and i32 %4, 16
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %26, i32 %24, i32 0
  %28 = add nsw i32 %27, %24
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_sg_sum(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = shl i64 %3, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5
  %9 = and i32 %4, 1
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, i32 %8, i32 0
  %12 = add nsw i32 %11, %8
  %13 = and i32 %4, 2
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %14, i32 %12, i32 0
  %16 = add nsw i32 %15, %12
  %17 = and i32 %4, 4
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %18, i32 %16, i32 0
  %20 = add nsw i32 %19, %16
  %21 = and i32 %4, 8
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i32 %20, i32 0
  %24 = add nsw i32 %23, %20
  %25 = and i32 %4, 16
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %26, i32 %24, i32 0
  %28 = add nsw i32 %27, %24
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @count_if(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1, float noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %5 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !13, !amdgpu.noclobber !15
  %7 = fcmp ogt float %6, %2
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = tail call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef align 4 %1) #9
  br label %10

10:                                               ; preds = %3, %8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_count_if(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 %1, float noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %5 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !13
  %7 = fcmp ogt float %6, %2
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = tail call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %1) #9
  br label %10

10:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int", !"int"}
!12 = !{!"const", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
!16 = !{i32 1}
!17 = !{!"none"}
!18 = !{!"int*"}
!19 = !{!""}
!20 = !{i32 1, i32 1}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"int*"}
!23 = !{!"const", !""}
!24 = !{i32 1, i32 1, i32 0}
!25 = !{!"none", !"none", !"none"}
!26 = !{!"float*", !"int*", !"float"}
!27 = !{!"const", !"volatile", !""}
