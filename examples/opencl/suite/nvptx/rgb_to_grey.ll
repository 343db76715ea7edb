; ModuleID = 'suite/rgb_to_grey.cl'
source_filename = "suite/rgb_to_grey.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @rgb_to_grey(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef writeonly align 1 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_rgb_to_grey(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, ptr addrspace(1) noundef align 1 %2, i32 noundef %3) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_rgb_to_grey(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef writeonly align 1 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %41

8:                                                ; preds = %4
  %9 = mul i64 %5, 12884901888
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i8, ptr addrspace(1) %11, align 1, !tbaa !12
  %13 = zext i8 %12 to i16
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 1
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !12
  %16 = zext i8 %15 to i16
  %17 = getelementptr i8, ptr addrspace(1) %11, i64 2
  %18 = load i8, ptr addrspace(1) %17, align 1, !tbaa !12
  %19 = zext i8 %18 to i16
  %20 = mul nuw nsw i16 %13, 77
  %21 = mul nuw i16 %16, 150
  %22 = mul nuw nsw i16 %19, 29
  %23 = add nuw nsw i16 %20, 128
  %24 = add nuw i16 %23, %21
  %25 = add nuw i16 %24, %22
  %26 = lshr i16 %25, 8
  %27 = trunc nuw i16 %26 to i8
  %28 = shl i64 %5, 32
  %29 = ashr exact i64 %28, 32
  %30 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %29
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !12
  %32 = icmp sgt i8 %31, -1
  br i1 %32, label %33, label %35

33:                                               ; preds = %8
  %34 = tail call zeroext i8 @_Z7add_sathh(i8 noundef zeroext %27, i8 noundef zeroext %31) #4
  br label %38

35:                                               ; preds = %8
  %36 = sub i8 0, %31
  %37 = tail call zeroext i8 @_Z7sub_sathh(i8 noundef zeroext %27, i8 noundef zeroext %36) #4
  br label %38

38:                                               ; preds = %35, %33
  %39 = phi i8 [ %34, %33 ], [ %37, %35 ]
  %40 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %29
  store i8 %39, ptr addrspace(1) %40, align 1, !tbaa !12
  br label %41

41:                                               ; preds = %4, %38
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z7add_sathh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z7sub_sathh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"uchar*", !"char*", !"uchar*", !"int"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{!6, !6, i64 0}
