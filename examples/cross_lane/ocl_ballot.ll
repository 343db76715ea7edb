; ModuleID = 'ocl_ballot.cl'
source_filename = "ocl_ballot.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @ballot_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %7 = icmp sgt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %8) #5
  %10 = urem i32 %4, 3
  %11 = icmp eq i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %12) #5
  %14 = extractelement <4 x i32> %9, i64 0
  %15 = shl i64 %3, 5
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4, !tbaa !4
  %17 = extractelement <4 x i32> %9, i64 1
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !4
  %19 = tail call spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32> noundef %13) #4
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !4
  %21 = mul i32 %4, 5
  %22 = tail call spir_func i32 @_Z18get_sub_group_sizev() #5
  %23 = urem i32 %21, %22
  %24 = tail call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> noundef %9, i32 noundef %23) #4
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 12
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !4
  %26 = tail call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> noundef %9) #4
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 16
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !4
  %28 = tail call spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> noundef %9) #5
  %29 = mul i32 %28, 100
  %30 = tail call spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(<4 x i32> noundef %9) #5
  %31 = add i32 %29, %30
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 20
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !4
  %33 = icmp eq i32 %4, 5
  %34 = select i1 %7, i1 true, i1 %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %2
  %36 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef 1) #5
  %37 = tail call spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> noundef %36) #5
  br label %38

38:                                               ; preds = %2, %35
  %39 = phi i32 [ %37, %35 ], [ 77, %2 ]
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !4
  %41 = zext i1 %34 to i32
  %42 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %41) #5
  %43 = tail call spir_func i32 @_Z25sub_group_ballot_find_msbDv4_j(<4 x i32> noundef %42) #5
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 28
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_ballot_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %7 = icmp sgt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %8) #5
  %10 = urem i32 %4, 3
  %11 = icmp eq i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %12) #5
  %14 = extractelement <4 x i32> %9, i64 0
  %15 = shl i64 %3, 5
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4, !tbaa !4
  %17 = extractelement <4 x i32> %9, i64 1
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !4
  %19 = tail call spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32> noundef %13) #4
  %20 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !4
  %21 = mul i32 %4, 5
  %22 = tail call spir_func i32 @_Z18get_sub_group_sizev() #5
  %23 = urem i32 %21, %22
  %24 = tail call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> noundef %9, i32 noundef %23) #4
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 12
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !4
  %26 = tail call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> noundef %9) #4
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 16
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !4
  %28 = tail call spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> noundef %9) #5
  %29 = mul i32 %28, 100
  %30 = tail call spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(<4 x i32> noundef %9) #5
  %31 = add i32 %29, %30
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 20
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !4
  %33 = icmp eq i32 %4, 5
  %34 = select i1 %7, i1 true, i1 %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %2
  %36 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef 1) #5
  %37 = tail call spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> noundef %36) #5
  br label %38

38:                                               ; preds = %2, %35
  %39 = phi i32 [ %37, %35 ], [ 77, %2 ]
  %40 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 24
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !4
  %41 = zext i1 %34 to i32
  %42 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %41) #5
  %43 = tail call spir_func i32 @_Z25sub_group_ballot_find_msbDv4_j(<4 x i32> noundef %42) #5
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 28
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(<4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_ballot_find_msbDv4_j(<4 x i32> noundef) local_unnamed_addr #3

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
!2 = !{i32 3, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"uint*"}
!11 = !{!"const", !""}
