; ModuleID = 'ocl_crosslane.cl'
source_filename = "ocl_crosslane.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @sg_reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %5) #5
  %7 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %8 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %7) #5
  %9 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %10 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %9) #5
  %11 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %12 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %11, i32 noundef 3) #5
  %13 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %14 = lshr i32 %13, 31
  %15 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %14) #5
  %16 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %17 = icmp sgt i32 %16, -1
  %18 = zext i1 %17 to i32
  %19 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %18) #5
  %20 = mul nsw i32 %8, 1000
  %21 = add nsw i32 %20, %6
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %21, ptr addrspace(1) %22, align 4, !tbaa !4
  %23 = mul nsw i32 %12, 100
  %24 = add nsw i32 %23, %10
  %25 = mul nsw i32 %15, 10
  %26 = add nsw i32 %24, %25
  %27 = add nsw i32 %26, %19
  %28 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %29 = getelementptr i32, ptr addrspace(1) %22, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_sg_reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %5) #5
  %7 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %8 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %7) #5
  %9 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %10 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %9) #5
  %11 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %12 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %11, i32 noundef 3) #5
  %13 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %14 = lshr i32 %13, 31
  %15 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %14) #5
  %16 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %17 = icmp sgt i32 %16, -1
  %18 = zext i1 %17 to i32
  %19 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %18) #5
  %20 = mul nsw i32 %8, 1000
  %21 = add nsw i32 %20, %6
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %21, ptr addrspace(1) %22, align 4, !tbaa !4
  %23 = mul nsw i32 %12, 100
  %24 = add nsw i32 %23, %10
  %25 = mul nsw i32 %15, 10
  %26 = add nsw i32 %24, %25
  %27 = add nsw i32 %26, %19
  %28 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %29 = getelementptr i32, ptr addrspace(1) %22, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @sg_shuffle(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z17sub_group_shuffleij(i32 noundef %5, i32 noundef 5) #5
  %7 = tail call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 noundef %5, i32 noundef 1) #5
  %8 = mul nsw i32 %7, 100
  %9 = add nsw i32 %8, %6
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %9, ptr addrspace(1) %10, align 4, !tbaa !4
  %11 = tail call spir_func i32 @_Z22sub_group_shuffle_downij(i32 noundef %5, i32 noundef 1) #5
  %12 = tail call spir_func i32 @_Z20sub_group_shuffle_upij(i32 noundef %5, i32 noundef 2) #5
  %13 = mul nsw i32 %12, 100
  %14 = add nsw i32 %13, %11
  %15 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %16 = mul nsw i32 %15, 10000
  %17 = add nsw i32 %14, %16
  %18 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %19 = getelementptr i32, ptr addrspace(1) %10, i64 %18
  store i32 %17, ptr addrspace(1) %19, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_sg_shuffle(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z17sub_group_shuffleij(i32 noundef %5, i32 noundef 5) #5
  %7 = tail call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 noundef %5, i32 noundef 1) #5
  %8 = mul nsw i32 %7, 100
  %9 = add nsw i32 %8, %6
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %9, ptr addrspace(1) %10, align 4, !tbaa !4
  %11 = tail call spir_func i32 @_Z22sub_group_shuffle_downij(i32 noundef %5, i32 noundef 1) #5
  %12 = tail call spir_func i32 @_Z20sub_group_shuffle_upij(i32 noundef %5, i32 noundef 2) #5
  %13 = mul nsw i32 %12, 100
  %14 = add nsw i32 %13, %11
  %15 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %16 = mul nsw i32 %15, 10000
  %17 = add nsw i32 %14, %16
  %18 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %19 = getelementptr i32, ptr addrspace(1) %10, i64 %18
  store i32 %17, ptr addrspace(1) %19, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z17sub_group_shuffleij(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z21sub_group_shuffle_xorij(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22sub_group_shuffle_downij(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_shuffle_upij(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"const", !""}
