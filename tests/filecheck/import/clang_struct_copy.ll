; clang-22's AMDGPU output (-O2, OpenCL C 2.0, -nogpulib) of this kernel, imported and run:
;   typedef struct { float x, y, z, w; } quad;
;   __kernel void copy_structs(__global quad *dst, __global const quad *src, __global int *out, int n) {
;     __local int bins[128];
;     int i = get_global_id(0);
;     if (get_local_id(0) == 0)
;       for (int b = 0; b < 128; b++) bins[b] = 0;
;     barrier(CLK_LOCAL_MEM_FENCE);
;     if (i < n)
;       dst[i] = src[i];
;     atomic_add(&bins[i % 128], 2);
;     barrier(CLK_LOCAL_MEM_FENCE);
;     out[i] = bins[i % 128];
;   }
; The struct copy is an llvm.memcpy of 16 bytes (dst and src become memref<?xf32>, the
; struct's one field type), and out[i]'s byte offset is a phi of two `shl 32` values
; under `ashr exact 30` (a multiple of 4: the phi's incoming values are).  The first 6 of
; 8 structs are copied; every thread's bin holds 2.  Vectorized, the same.
; DEFINE: %{args} = '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32], [9, 9, 9, 9, 9, 9, 9, 9], 6]'
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --entry copy_structs --grid 1 --block 8 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.mlir
; RUN: simd-run %t.mlir --grid 1 --block 8 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; CHECK-LABEL: func.func @copy_structs(%v0: memref<?xf32>, %v1: memref<?xf32>, %v2: memref<?xi32>, %v3: i32
; OUT: "memrefs": {{\[}}[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [1.0, {{.*}}], [2, 2, 2, 2, 2, 2, 2, 2]
; ModuleID = 'copy.cl'
source_filename = "copy.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.quad = type { float, float, float, float }

@copy_structs.bins = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @copy_structs(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %4
  store i32 0, ptr addrspace(3) @copy_structs.bins, align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 4), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 8), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 12), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 16), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 20), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 24), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 28), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 32), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 36), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 40), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 44), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 48), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 52), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 56), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 60), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 64), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 68), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 72), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 76), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 80), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 84), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 88), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 92), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 96), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 100), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 104), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 108), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 112), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 116), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 120), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 124), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 128), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 132), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 136), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 140), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 144), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 148), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 152), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 156), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 160), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 164), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 168), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 172), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 176), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 180), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 184), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 188), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 192), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 196), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 200), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 204), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 208), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 212), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 216), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 220), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 224), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 228), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 232), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 236), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 240), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 244), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 248), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 252), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 256), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 260), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 264), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 268), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 272), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 276), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 280), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 284), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 288), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 292), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 296), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 300), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 304), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 308), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 312), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 316), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 320), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 324), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 328), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 332), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 336), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 340), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 344), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 348), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 352), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 356), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 360), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 364), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 368), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 372), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 376), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 380), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 384), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 388), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 392), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 396), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 400), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 404), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 408), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 412), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 416), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 420), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 424), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 428), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 432), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 436), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 440), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 444), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 448), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 452), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 456), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 460), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 464), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 468), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 472), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 476), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 480), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 484), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 488), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 492), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 496), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 500), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 504), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 508), align 4, !tbaa !5
  br label %10

10:                                               ; preds = %9, %4
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %11 = icmp sgt i32 %3, %6
  %12 = shl i64 %5, 32
  br i1 %11, label %13, label %17

13:                                               ; preds = %10
  %14 = ashr exact i64 %12, 32
  %15 = getelementptr inbounds %struct.quad, ptr addrspace(1) %0, i64 %14
  %16 = getelementptr inbounds %struct.quad, ptr addrspace(1) %1, i64 %14
  tail call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(16) %15, ptr addrspace(1) noundef align 4 dereferenceable(16) %16, i64 16, i1 false), !tbaa.struct !13
  br label %17

17:                                               ; preds = %10, %13
  %18 = srem i32 %6, 128
  %19 = getelementptr inbounds i32, ptr addrspace(3) @copy_structs.bins, i32 %18
  %20 = tail call i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef %19, i32 noundef 2) #6
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %21 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %22 = ashr exact i64 %12, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_copy_structs(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %4
  store i32 0, ptr addrspace(3) @copy_structs.bins, align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 4), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 8), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 12), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 16), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 20), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 24), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 28), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 32), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 36), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 40), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 44), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 48), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 52), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 56), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 60), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 64), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 68), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 72), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 76), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 80), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 84), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 88), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 92), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 96), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 100), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 104), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 108), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 112), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 116), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 120), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 124), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 128), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 132), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 136), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 140), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 144), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 148), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 152), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 156), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 160), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 164), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 168), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 172), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 176), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 180), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 184), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 188), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 192), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 196), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 200), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 204), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 208), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 212), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 216), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 220), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 224), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 228), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 232), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 236), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 240), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 244), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 248), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 252), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 256), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 260), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 264), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 268), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 272), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 276), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 280), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 284), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 288), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 292), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 296), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 300), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 304), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 308), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 312), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 316), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 320), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 324), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 328), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 332), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 336), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 340), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 344), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 348), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 352), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 356), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 360), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 364), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 368), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 372), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 376), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 380), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 384), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 388), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 392), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 396), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 400), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 404), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 408), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 412), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 416), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 420), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 424), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 428), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 432), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 436), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 440), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 444), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 448), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 452), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 456), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 460), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 464), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 468), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 472), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 476), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 480), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 484), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 488), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 492), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 496), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 500), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 504), align 4, !tbaa !5
  store i32 0, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @copy_structs.bins, i32 508), align 4, !tbaa !5
  br label %10

10:                                               ; preds = %9, %4
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %11 = icmp sgt i32 %3, %6
  %12 = shl i64 %5, 32
  br i1 %11, label %13, label %17

13:                                               ; preds = %10
  %14 = ashr exact i64 %12, 32
  %15 = getelementptr inbounds %struct.quad, ptr addrspace(1) %0, i64 %14
  %16 = getelementptr inbounds %struct.quad, ptr addrspace(1) %1, i64 %14
  tail call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(16) %15, ptr addrspace(1) noundef align 4 dereferenceable(16) %16, i64 16, i1 false), !tbaa.struct !13
  br label %17

17:                                               ; preds = %10, %13
  %18 = srem i32 %6, 128
  %19 = getelementptr inbounds i32, ptr addrspace(3) @copy_structs.bins, i32 %18
  %20 = tail call i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef %19, i32 noundef 2) #6
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %21 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %22 = ashr exact i64 %12, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"quad*", !"quad*", !"int*", !"int"}
!12 = !{!"", !"const", !"", !""}
!13 = !{i64 0, i64 4, !14, i64 4, i64 4, !14, i64 8, i64 4, !14, i64 12, i64 4, !14}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
