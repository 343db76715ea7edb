; ModuleID = 'ocl_unsigned_collectives.cl'
source_filename = "ocl_unsigned_collectives.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @unsigned_collectives(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef %5) #5
  %7 = shl i64 %3, 4
  %8 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %7
  store i32 %6, ptr addrspace(1) %8, align 4, !tbaa !4
  %9 = tail call spir_func i32 @_Z20sub_group_reduce_maxj(i32 noundef %5) #5
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %8, i64 4
  store i32 %9, ptr addrspace(1) %10, align 4, !tbaa !4
  %11 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_minj(i32 noundef %5) #5
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %8, i64 8
  store i32 %11, ptr addrspace(1) %12, align 4, !tbaa !4
  %13 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef %5) #5
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %8, i64 12
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_unsigned_collectives(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef %5) #5
  %7 = shl i64 %3, 4
  %8 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 %7
  store i32 %6, ptr addrspace(1) %8, align 4, !tbaa !4
  %9 = tail call spir_func i32 @_Z20sub_group_reduce_maxj(i32 noundef %5) #5
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %8, i64 4
  store i32 %9, ptr addrspace(1) %10, align 4, !tbaa !4
  %11 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_minj(i32 noundef %5) #5
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %8, i64 8
  store i32 %11, ptr addrspace(1) %12, align 4, !tbaa !4
  %13 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef %5) #5
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %8, i64 12
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_maxj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_minj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef) local_unnamed_addr #3

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
!10 = !{!"uint*", !"uint*"}
!11 = !{!"const", !""}
