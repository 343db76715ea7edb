; OpenCL any/all of an int4 (Inputs/ocl_any_all.cl, clang-22 amdgcn and nvptx: calls of
; _Z3anyDv4_i/_Z3allDv4_i): 1 when the sign bit of any / every lane is set, an or / and of
; per-lane `cmpi slt 0`.  Work-item i: any(v > 10) + 2 * all(v > 0).
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --grid 2 --block 2 --json --args '[[1, 2, 3, 4, 11, 1, 1, 1, 0, 5, 6, 7, -1, -2, -3, -4], [0, 0, 0, 0]]' | filecheck %s --check-prefix=OUT
; RUN: simd-run %S/Inputs/ocl_any_all.nvptx.ll --grid 2 --block 2 --json --args '[[1, 2, 3, 4, 11, 1, 1, 1, 0, 5, 6, 7, -1, -2, -3, -4], [0, 0, 0, 0]]' | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [[1, 2, 3, 4, 11, 1, 1, 1, 0, 5, 6, 7, -1, -2, -3, -4], [2, 3, 0, 0]]
; IMPORT:      %[[L0:.*]] = arith.cmpi slt, %v9.l0, %[[Z:.*]] : i32
; IMPORT-NEXT: %[[L1:.*]] = arith.cmpi slt, %v9.l1, %[[Z]] : i32
; IMPORT-NEXT: %[[O1:.*]] = arith.ori %[[L0]], %[[L1]] : i1
; IMPORT-NEXT: %[[L2:.*]] = arith.cmpi slt, %v9.l2, %[[Z]] : i32
; IMPORT-NEXT: %[[O2:.*]] = arith.ori %[[O1]], %[[L2]] : i1
; IMPORT-NEXT: %[[L3:.*]] = arith.cmpi slt, %v9.l3, %[[Z]] : i32
; IMPORT-NEXT: %[[O3:.*]] = arith.ori %[[O2]], %[[L3]] : i1
; IMPORT-NEXT: %v10 = arith.extui %[[O3]] : i1 to i32
; IMPORT:      arith.andi %{{.*}}, %{{.*}} : i1
; ModuleID = 'anyof.cl'
source_filename = "anyof.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @anyof(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %5
  %7 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !14, !amdgpu.noclobber !15
  %8 = icmp sgt <4 x i32> %7, splat (i32 10)
  %9 = sext <4 x i1> %8 to <4 x i32>
  %10 = tail call i32 @_Z3anyDv4_i(<4 x i32> noundef %9) #3
  %11 = icmp sgt <4 x i32> %7, zeroinitializer
  %12 = sext <4 x i1> %11 to <4 x i32>
  %13 = tail call i32 @_Z3allDv4_i(<4 x i32> noundef %12) #3
  %14 = shl nsw i32 %13, 1
  %15 = add nsw i32 %14, %10
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_anyof(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %5
  %7 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !14
  %8 = icmp sgt <4 x i32> %7, splat (i32 10)
  %9 = sext <4 x i1> %8 to <4 x i32>
  %10 = tail call i32 @_Z3anyDv4_i(<4 x i32> noundef %9) #3
  %11 = icmp sgt <4 x i32> %7, zeroinitializer
  %12 = sext <4 x i1> %11 to <4 x i32>
  %13 = tail call i32 @_Z3allDv4_i(<4 x i32> noundef %12) #3
  %14 = shl nsw i32 %13, 1
  %15 = add nsw i32 %14, %10
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int4*", !"int*"}
!12 = !{!"int __attribute__((ext_vector_type(4)))*", !"int*"}
!13 = !{!"const", !""}
!14 = !{!7, !7, i64 0}
!15 = !{}
