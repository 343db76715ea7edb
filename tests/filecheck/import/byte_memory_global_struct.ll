; A module-scope struct of mixed fields {int n; float w[3]; char c} read as float (w[i % 3])
; and as int: one memref<5xi32> global whose initializer is the struct's bytes (padding zero)
; in i32 units.  Equals the native oracle.
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // A module-scope struct of mixed fields with an array inside, indexed at run time.
;   typedef struct {
;     int n;
;     float w[3];
;     char c;
;   } Cfg;
;   
;   __constant Cfg cfg = {3, {0.5f, 1.5f, 2.5f}, 7};
;   
;   __kernel void global_struct(__global float *out, __global int *cnt, int k) {
;     int i = get_global_id(0);
;     __constant int *words = (__constant int *)&cfg;
;     out[i] = cfg.w[i % 3] * 2.0f;
;     cnt[i] = words[(i + k) % 5];
;   }
; DEFINE: %{args} = '[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0, 0, 0, 0, 0, 0, 0, 0], 2]'
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --grid 2 --block 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive4.mlir
; RUN: simd-run %t.naive4.mlir --grid 2 --block 4 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.uniform4.mlir
; RUN: simd-run %t.uniform4.mlir --grid 2 --block 4 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=naive}' -o %t.naive8.mlir
; RUN: simd-run %t.naive8.mlir --grid 2 --block 4 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform}' -o %t.uniform8.mlir
; RUN: simd-run %t.uniform8.mlir --grid 2 --block 4 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
; CHECK:      "memref.global"() <{sym_name = "cfg", type = memref<5xi32>, initial_value = dense<[3, 1056964608, 1069547520, 1075838976, 7]> : tensor<5xi32>
; CHECK-LABEL: func.func @global_struct(
; CHECK:      %[[W:.*]] = memref.load %cfg[%{{.*}}] : memref<5xi32>
; CHECK-NEXT: %v9 = arith.bitcast %[[W]] : i32 to f32
; CHECK:      %v18 = memref.load %cfg[%{{.*}}] : memref<5xi32>
; OUT: "memrefs": {{\[}}[1.0, 3.0, 5.0, 1.0, 3.0, 5.0, 1.0, 3.0], [1069547520, 1075838976, 7, 3, 1056964608, 1069547520, 1075838976, 7]]
; ModuleID = 'global_struct.cl'
source_filename = "global_struct.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cfg = hidden local_unnamed_addr addrspace(4) constant { i32, [3 x float], i8, [3 x i8] } { i32 3, [3 x float] [float 5.000000e-01, float 1.500000e+00, float 2.500000e+00], i8 7, [3 x i8] zeroinitializer }, align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @global_struct(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = srem i32 %5, 3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @cfg, i64 4), i64 %7
  %9 = load float, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = fmul float %9, 2.000000e+00
  %11 = shl i64 %4, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  store float %10, ptr addrspace(1) %13, align 4, !tbaa !13
  %14 = add nsw i32 %2, %5
  %15 = srem i32 %14, 5
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(4) @cfg, i64 %16
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_global_struct(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = srem i32 %5, 3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr addrspace(4) getelementptr inbounds nuw (i8, ptr addrspace(4) @cfg, i64 4), i64 %7
  %9 = load float, ptr addrspace(4) %8, align 4, !tbaa !13
  %10 = fmul float %9, 2.000000e+00
  %11 = shl i64 %4, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  store float %10, ptr addrspace(1) %13, align 4, !tbaa !13
  %14 = add nsw i32 %2, %5
  %15 = srem i32 %14, 5
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(4) @cfg, i64 %16
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"float*", !"int*", !"int"}
!12 = !{!"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
