; A vector compare reduced by hand to any / all / none (Inputs/vec_compare_any.cl, built by
; clang-22 -x cl -cl-std=CL2.0 -target spir64 -O2 -ffp-contract=off): clang's spir64
; output bitcasts the <4 x i1> compare to an i4 and compares it with 0.  The i4 is
; held in an i8, lane k at bit k, sign-extended from bit 3 (frontends/llvm/small_ints.py).
; Expected buffers: the native oracle's (python -m simdopt.tools.native_oracle
; Inputs/vec_compare_any.cl --grid 2 --block 3 --args ... --types
; '[["i32","i32","i32","i32"],["i32","i32","i32","i32"],null]'), equal at every stage.
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce' -o %t.vec.mlir
; RUN: simd-opt %t.vec.mlir -p convert-simd-to-lockstep -o %t.machine.mlir
; RUN: simd-run %s --entry vec_compare_any --grid 2 --block 3 --json --args '[[1, 2, 3, 4, 5, 5, 5, 5, 9, 8, 7, 6, 0, 0, 0, 1, -3, 7, 2, -8, 4, 4, 4, 4], [2, 2, 2, 2, 1, 2, 3, 4, 1, 2, 3, 4, 0, 0, 0, 0, -4, 6, 1, -9, 4, 4, 4, 4], [0, 0, 0, 0, 0, 0]]' | filecheck %s --check-prefix=OUT
; RUN: simd-run %t.vec.mlir --entry vec_compare_any --grid 2 --block 3 --width 4 --json --args '[[1, 2, 3, 4, 5, 5, 5, 5, 9, 8, 7, 6, 0, 0, 0, 1, -3, 7, 2, -8, 4, 4, 4, 4], [2, 2, 2, 2, 1, 2, 3, 4, 1, 2, 3, 4, 0, 0, 0, 0, -4, 6, 1, -9, 4, 4, 4, 4], [0, 0, 0, 0, 0, 0]]' | filecheck %s --check-prefix=OUT
; RUN: simd-run %t.machine.mlir --entry vec_compare_any --grid 2 --block 3 --width 4 --json --args '[[1, 2, 3, 4, 5, 5, 5, 5, 9, 8, 7, 6, 0, 0, 0, 1, -3, 7, 2, -8, 4, 4, 4, 4], [2, 2, 2, 2, 1, 2, 3, 4, 1, 2, 3, 4, 0, 0, 0, 0, -4, 6, 1, -9, 4, 4, 4, 4], [0, 0, 0, 0, 0, 0]]' | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [{{\[}}{{.*}}], {{\[}}{{.*}}], [1, 6, 6, 0, 6, 0]]
; IMPORT-LABEL: func.func @vec_compare_any
; IMPORT:      %v11.l0 = arith.cmpi slt, %v8.l0, %v10.l0 : i32
; IMPORT:      %[[B0:.*]] = arith.extui %v12.l0 : i1 to i8
; IMPORT-NEXT: %[[E1:.*]] = arith.extui %v12.l1 : i1 to i8
; IMPORT-NEXT: %[[B1:.*]] = arith.shli %[[E1]], %{{.*}} : i8
; IMPORT-NEXT: %[[O1:.*]] = arith.ori %[[B0]], %[[B1]] : i8
; IMPORT-NEXT: %[[E2:.*]] = arith.extui %v12.l2 : i1 to i8
; IMPORT-NEXT: %[[B2:.*]] = arith.shli %[[E2]], %{{.*}} : i8
; IMPORT-NEXT: %[[O2:.*]] = arith.ori %[[O1]], %[[B2]] : i8
; IMPORT-NEXT: %[[E3:.*]] = arith.extsi %v12.l3 : i1 to i8
; IMPORT-NEXT: %[[B3:.*]] = arith.shli %[[E3]], %{{.*}} : i8
; IMPORT-NEXT: %v13 = arith.ori %[[O2]], %[[B3]] : i8
; IMPORT-NEXT: %v14 = arith.cmpi eq, %v13, %{{.*}} : i8

source_filename = "vec_compare_any.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @vec_compare_any(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %6
  %8 = load <4 x i32>, ptr addrspace(1) %7, align 16, !tbaa !13
  %9 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %6
  %10 = load <4 x i32>, ptr addrspace(1) %9, align 16, !tbaa !13
  %11 = icmp slt <4 x i32> %8, %10
  %12 = icmp eq <4 x i32> %8, %10
  %13 = bitcast <4 x i1> %12 to i4
  %14 = icmp eq i4 %13, 0
  %15 = icmp sle <4 x i32> %8, %10
  %16 = bitcast <4 x i1> %15 to i4
  %17 = icmp eq i4 %16, 0
  %18 = select i1 %17, i32 2, i32 0
  %19 = select i1 %14, i32 0, i32 4
  %20 = bitcast <4 x i1> %11 to i4
  %21 = icmp ne i4 %20, 0
  %22 = zext i1 %21 to i32
  %23 = or disjoint i32 %18, %22
  %24 = or disjoint i32 %23, %19
  %25 = xor i32 %24, 4
  %26 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %6
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_vec_compare_any(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %6
  %8 = load <4 x i32>, ptr addrspace(1) %7, align 16, !tbaa !13
  %9 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %6
  %10 = load <4 x i32>, ptr addrspace(1) %9, align 16, !tbaa !13
  %11 = icmp slt <4 x i32> %8, %10
  %12 = icmp eq <4 x i32> %8, %10
  %13 = bitcast <4 x i1> %12 to i4
  %14 = icmp eq i4 %13, 0
  %15 = icmp sle <4 x i32> %8, %10
  %16 = bitcast <4 x i1> %15 to i4
  %17 = icmp eq i4 %16, 0
  %18 = select i1 %17, i32 2, i32 0
  %19 = select i1 %14, i32 0, i32 4
  %20 = bitcast <4 x i1> %11 to i4
  %21 = icmp ne i4 %20, 0
  %22 = zext i1 %21 to i32
  %23 = or disjoint i32 %18, %22
  %24 = or disjoint i32 %23, %19
  %25 = xor i32 %24, 4
  %26 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %6
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int4*", !"int4*", !"int*"}
!11 = !{!"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"int*"}
!12 = !{!"const", !"const", !""}
!13 = !{!6, !6, i64 0}
