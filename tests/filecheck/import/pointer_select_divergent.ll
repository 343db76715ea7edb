; A pointer select between two buffers whose condition differs between work-items: imported
; as a select of memrefs; spmd-vectorize runs each load and store through it as a masked
; gather/scatter on each buffer under the lanes that chose it.  Equals the native oracle.
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // Each work-item picks one of two buffers by the parity of its id (a divergent pointer select);
;   // work-item i reads elements i and i+1 of its buffer and writes element i (no two work-items
;   // touch one element: i+1 has the other parity, so the other buffer).
;   __kernel void select_divergent(__global float *a, __global float *b, __global float *out, int n) {
;     int i = get_global_id(0);
;     if (i >= n)
;       return;
;     __global float *p = (i & 1) ? a : b;
;     out[i] = p[i] * 2.0f + p[(i + 1) % n];
;     p[i] = p[i] + 1.0f;
;   }
; DEFINE: %{args} = '[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 8]'
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
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=VEC
; CHECK-LABEL: func.func @select_divergent(
; CHECK:      %v11.buf = arith.select %v10, %v1, %v0 : memref<?xf32>
; CHECK:      memref.store %v25, %v11.buf[%{{.*}}] : memref<?xf32>
; VEC-LABEL: func.func @select_divergent(
; VEC-COUNT-2: simd.gather
; VEC:       simd.vphi
; VEC-COUNT-2: simd.scatter
; OUT: "memrefs": {{\[}}[1.0, 3.0, 3.0, 5.0, 5.0, 7.0, 7.0, 9.0], [11.0, 20.0, 31.0, 40.0, 51.0, 60.0, 71.0, 80.0], [40.0, 7.0, 100.0, 13.0, 160.0, 19.0, 220.0, 17.0]]
; ModuleID = 'select_divergent.cl'
source_filename = "select_divergent.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @select_divergent(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %26

8:                                                ; preds = %4
  %9 = and i32 %6, 1
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, ptr addrspace(1) %1, ptr addrspace(1) %0
  %12 = shl i64 %5, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = fmul float %15, 2.000000e+00
  %17 = add nsw i32 %6, 1
  %18 = srem i32 %17, %3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = fadd float %16, %21
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !13
  %24 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %25 = fadd float %24, 1.000000e+00
  store float %25, ptr addrspace(1) %14, align 4, !tbaa !13
  br label %26

26:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected void @__clang_ocl_kern_imp_select_divergent(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %26

8:                                                ; preds = %4
  %9 = and i32 %6, 1
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, ptr addrspace(1) %1, ptr addrspace(1) %0
  %12 = shl i64 %5, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = fmul float %15, 2.000000e+00
  %17 = add nsw i32 %6, 1
  %18 = srem i32 %17, %3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = fadd float %16, %21
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !13
  %24 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %25 = fadd float %24, 1.000000e+00
  store float %25, ptr addrspace(1) %14, align 4, !tbaa !13
  br label %26

26:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int"}
!12 = !{!"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
