; A __constant table of bit patterns read as uint and, through a pointer cast, as float: the
; global is one memref<4xi32> and the float read an arith.bitcast.  Equals the native oracle
; (outi is a uint buffer: it prints in the unsigned range, 3204448257, as the native oracle does).
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // A __constant table of bit patterns read both as uint and, through a pointer cast, as float.
;   __constant uint bits[4] = {0x3f800000u, 0x40490fdbu, 0xbf000000u, 0x7f800000u};
;   
;   __kernel void pun_table(__global float *out, __global uint *outi, int n) {
;     int i = get_global_id(0);
;     if (i >= n)
;       return;
;     __constant float *f = (__constant float *)bits;
;     out[i] = f[i & 3] * 2.0f;
;     outi[i] = bits[(i + 1) & 3] + 1u;
;   }
; DEFINE: %{args} = '[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0, 0, 0, 0, 0, 0, 0, 0], 7]'
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
; CHECK:      "memref.global"() <{sym_name = "bits", type = memref<4xi32>, initial_value = dense<[1065353216, 1078530011, -1090519040, 2139095040]> : tensor<4xi32>
; CHECK-LABEL: func.func @pun_table(%v0: memref<?xf32>, %v1: memref<?xi32> {simd.c_type = "uint"}, %v2: i32)
; CHECK:      %[[W:.*]] = memref.load %bits[%{{.*}}] : memref<4xi32>
; CHECK-NEXT: %v10 = arith.bitcast %[[W]] : i32 to f32
; CHECK:      %v18 = memref.load %bits[%{{.*}}] : memref<4xi32>
; OUT: "memrefs": {{\[}}[2.0, 6.2831854820251465, -1.0, "Infinity", 2.0, 6.2831854820251465, -1.0, 0.0], [1078530012, 3204448257, 2139095041, 1065353217, 1078530012, 3204448257, 2139095041, 0]]
; ModuleID = 'pun_table.cl'
source_filename = "pun_table.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@bits = hidden local_unnamed_addr addrspace(4) constant [4 x i32] [i32 1065353216, i32 1078530011, i32 -1090519040, i32 2139095040], align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @pun_table(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %2, %5
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = and i64 %4, 3
  %9 = getelementptr inbounds nuw float, ptr addrspace(4) @bits, i64 %8
  %10 = load float, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = fmul float %10, 2.000000e+00
  %12 = shl i64 %4, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  store float %11, ptr addrspace(1) %14, align 4, !tbaa !13
  %15 = add i64 %4, 1
  %16 = and i64 %15, 3
  %17 = getelementptr inbounds nuw i32, ptr addrspace(4) @bits, i64 %16
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !5
  %19 = add i32 %18, 1
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %3, %7
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_pun_table(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %2, %5
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = and i64 %4, 3
  %9 = getelementptr inbounds nuw float, ptr addrspace(4) @bits, i64 %8
  %10 = load float, ptr addrspace(4) %9, align 4, !tbaa !13
  %11 = fmul float %10, 2.000000e+00
  %12 = shl i64 %4, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  store float %11, ptr addrspace(1) %14, align 4, !tbaa !13
  %15 = add i64 %4, 1
  %16 = and i64 %15, 3
  %17 = getelementptr inbounds nuw i32, ptr addrspace(4) @bits, i64 %16
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !5
  %19 = add i32 %18, 1
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !5
  br label %21

21:                                               ; preds = %3, %7
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
!11 = !{!"float*", !"uint*", !"int"}
!12 = !{!"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
