; Type punning on a kernel buffer: read as float, written as uint through a pointer cast.
; The buffer is addressed in i32 units; the float read is a load and an arith.bitcast.  The
; native oracle's floats [0.0, -1.4e-45, 2.8e-45, 4.2e-45, -5.6e-45, 7.0e-45, -8.4e-45, 3.0] are
; these bits.
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // One buffer read as float and written as uint through a pointer cast (type punning).
;   __kernel void pun_buffer(__global float *x, int n) {
;     int i = get_global_id(0);
;     if (i >= n)
;       return;
;     float y = x[i] * 2.0f + 1.0f;
;     __global uint *u = (__global uint *)x;
;     u[i] = (uint)(y > 4.0f) << 31 | (uint)i;
;   }
; `simd-run --args` takes and prints the buffer as its C type, float (`simd.c_type`).
; DEFINE: %{args} = '[[1.0, 2.0, -3.0, 0.5, 7.0, 1.25, 9.0, 3.0], 7]'
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
; CHECK-LABEL: func.func @pun_buffer(%v0: memref<?xi32> {simd.c_type = "float"}, %v1: i32)
; CHECK:      %[[W:.*]] = memref.load %v0[%[[I:.*]]] : memref<?xi32>
; CHECK-NEXT: %v10 = arith.bitcast %[[W]] : i32 to f32
; CHECK:      memref.store %v15, %v0[%[[I]]] : memref<?xi32>
; OUT: "memrefs": {{\[}}[0.0, -1.401298464324817e-45, 2.802596928649634e-45, 4.203895392974451e-45, -5.605193857299268e-45, 7.006492321624085e-45, -8.407790785948902e-45, 3.0]]
; ModuleID = 'pun_buffer.cl'
source_filename = "pun_buffer.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pun_buffer(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = icmp sgt i32 %1, %4
  br i1 %5, label %6, label %16

6:                                                ; preds = %2
  %7 = shl i64 %3, 32
  %8 = ashr exact i64 %7, 30
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !13, !amdgpu.noclobber !15
  %11 = fmul float %10, 2.000000e+00
  %12 = fadd float %11, 1.000000e+00
  %13 = fcmp ogt float %12, 4.000000e+00
  %14 = select i1 %13, i32 -2147483648, i32 0
  %15 = or i32 %14, %4
  store i32 %15, ptr addrspace(1) %9, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %2, %6
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_pun_buffer(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = icmp sgt i32 %1, %4
  br i1 %5, label %6, label %16

6:                                                ; preds = %2
  %7 = shl i64 %3, 32
  %8 = ashr exact i64 %7, 30
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !13
  %11 = fmul float %10, 2.000000e+00
  %12 = fadd float %11, 1.000000e+00
  %13 = fcmp ogt float %12, 4.000000e+00
  %14 = select i1 %13, i32 -2147483648, i32 0
  %15 = or i32 %14, %4
  store i32 %15, ptr addrspace(1) %9, align 4, !tbaa !5
  br label %16

16:                                               ; preds = %2, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 0}
!10 = !{!"none", !"none"}
!11 = !{!"float*", !"int"}
!12 = !{!"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
