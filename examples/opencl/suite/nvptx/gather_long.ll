; ModuleID = 'suite/gather_long.cl'
source_filename = "suite/gather_long.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @gather_long(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_gather_long(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_gather_long(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = icmp ult i64 %7, %5
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = mul i64 %7, %3
  %11 = add i64 %10, %4
  %12 = urem i64 %11, %5
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !4
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !4
  %16 = sub nsw i64 %12, %7
  %17 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %7
  store i64 %16, ptr addrspace(1) %17, align 8, !tbaa !12
  br label %18

18:                                               ; preds = %6, %9
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
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"long*", !"long", !"long", !"ulong"}
!11 = !{!"const", !"", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
