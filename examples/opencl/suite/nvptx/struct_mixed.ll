; ModuleID = 'suite/struct_mixed.cl'
source_filename = "suite/struct_mixed.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @struct_mixed(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_struct_mixed(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, float noundef %2) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_struct_mixed(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %1, %5
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 29
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !12
  %12 = fdiv float %11, %2, !fpmath !15
  %13 = fptosi float %12 to i32
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 4
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !16
  %15 = add nsw i32 %13, 1
  %16 = sitofp i32 %15 to float
  %17 = fmul float %11, %16
  store float %17, ptr addrspace(1) %10, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %3, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
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
!8 = !{i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"Body*", !"int", !"float"}
!11 = !{!"", !"", !""}
!12 = !{!13, !14, i64 0}
!13 = !{!"", !14, i64 0, !5, i64 4}
!14 = !{!"float", !6, i64 0}
!15 = !{float 2.500000e+00}
!16 = !{!13, !5, i64 4}
