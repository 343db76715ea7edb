; A phi of pointers into different buffers (a switch picks a, b or a + n): the block gets a
; second argument, the buffer's memref, next to the index.  which = 2 (a + n); equals the
; native oracle.  spmd-vectorize mode=uniform keeps the (uniform) buffer choice scalar;
; mode=naive refuses the select of buffers it makes of it, located.
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // A pointer chosen among two buffers by a switch (a phi of pointers into different buffers).
;   __kernel void phi_buffers(__global float *a, __global float *b, __global float *out, int n, int which) {
;     __global float *p;
;     int i = get_global_id(0);
;     switch (which) {
;     case 0: p = a; break;
;     case 1: p = b; break;
;     case 2: p = a + n; break;
;     }
;     out[i] = which < 3 ? p[i % n] * (float)i : 0.0f;
;   }
; DEFINE: %{args} = '[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [10.0, 20.0, 30.0, 40.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 4, 2]'
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --grid 2 --block 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.uniform4.mlir
; RUN: simd-run %t.uniform4.mlir --grid 2 --block 4 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform}' -o %t.uniform8.mlir
; RUN: simd-run %t.uniform8.mlir --grid 2 --block 4 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: not simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' 2>&1 | filecheck %s --check-prefix=NAIVE
; CHECK-LABEL: func.func @phi_buffers(
; CHECK:      default: ^L12(%{{.*}}, %v0 : index, memref<?xf32>),
; CHECK:      cf.br ^L12(%{{.*}}, %v1 : index, memref<?xf32>)
; CHECK:      ^L12(%v13: index, %v13.buf: memref<?xf32>):
; CHECK:      memref.load %v13.buf[%{{.*}}] : memref<?xf32>
; NAIVE: error: spmd-vectorize: a select between buffers whose condition differs between lanes is supported where loads and stores use it directly, not in 'arith.select'
; OUT: "memrefs": {{\[}}[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [10.0, 20.0, 30.0, 40.0], [0.0, 6.0, 14.0, 24.0, 20.0, 30.0, 42.0, 56.0]]
; ModuleID = 'phi_buffers.cl'
source_filename = "phi_buffers.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected amdgpu_kernel void @phi_buffers(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  switch i32 %4, label %12 [
    i32 2, label %9
    i32 1, label %8
  ]

8:                                                ; preds = %5
  br label %12

9:                                                ; preds = %5
  %10 = sext i32 %3 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  br label %12

12:                                               ; preds = %9, %8, %5
  %13 = phi ptr addrspace(1) [ %0, %5 ], [ %11, %9 ], [ %1, %8 ]
  %14 = icmp slt i32 %4, 3
  br i1 %14, label %15, label %22

15:                                               ; preds = %12
  %16 = srem i32 %7, %3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = sitofp i32 %7 to float
  %21 = fmul float %19, %20
  br label %22

22:                                               ; preds = %12, %15
  %23 = phi float [ %21, %15 ], [ 0.000000e+00, %12 ]
  %24 = shl i64 %6, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %25
  store float %23, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define protected void @__clang_ocl_kern_imp_phi_buffers(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  switch i32 %4, label %12 [
    i32 2, label %9
    i32 1, label %8
  ]

8:                                                ; preds = %5
  br label %12

9:                                                ; preds = %5
  %10 = sext i32 %3 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  br label %12

12:                                               ; preds = %5, %9, %8
  %13 = phi ptr addrspace(1) [ %0, %5 ], [ %11, %9 ], [ %1, %8 ]
  %14 = icmp slt i32 %4, 3
  br i1 %14, label %15, label %22

15:                                               ; preds = %12
  %16 = srem i32 %7, %3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = sitofp i32 %7 to float
  %21 = fmul float %19, %20
  br label %22

22:                                               ; preds = %12, %15
  %23 = phi float [ %21, %15 ], [ 0.000000e+00, %12 ]
  %24 = shl i64 %6, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %25
  store float %23, ptr addrspace(1) %26, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!12 = !{!"", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
