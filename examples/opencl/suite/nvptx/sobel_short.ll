; ModuleID = 'suite/sobel_short.cl'
source_filename = "suite/sobel_short.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @sobel_short(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, ptr addrspace(1) noundef writeonly align 1 captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_sobel_short(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 2 %1, ptr addrspace(1) noundef align 2 %2, ptr addrspace(1) noundef align 1 %3, i32 noundef %4, i32 noundef %5) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_sobel_short(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, ptr addrspace(1) noundef writeonly align 1 captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %4, %8
  %12 = icmp sgt i32 %5, %10
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %88

14:                                               ; preds = %6
  %15 = mul nsw i32 %4, %10
  %16 = add nsw i32 %15, %8
  %17 = icmp eq i32 %8, 0
  %18 = icmp eq i32 %10, 0
  %19 = select i1 %17, i1 true, i1 %18
  %20 = add nsw i32 %4, -1
  %21 = icmp eq i32 %20, %8
  %22 = select i1 %19, i1 true, i1 %21
  %23 = add nsw i32 %5, -1
  %24 = icmp eq i32 %23, %10
  %25 = select i1 %22, i1 true, i1 %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %14
  %27 = sext i32 %16 to i64
  %28 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %27
  store i16 0, ptr addrspace(1) %28, align 2, !tbaa !12
  %29 = getelementptr inbounds i16, ptr addrspace(1) %2, i64 %27
  store i16 0, ptr addrspace(1) %29, align 2, !tbaa !12
  br label %84

30:                                               ; preds = %14
  %31 = sub nsw i32 %16, %4
  %32 = sext i32 %31 to i64
  %33 = getelementptr i8, ptr addrspace(1) %0, i64 %32
  %34 = getelementptr i8, ptr addrspace(1) %33, i64 -1
  %35 = load i8, ptr addrspace(1) %34, align 1, !tbaa !14
  %36 = load i8, ptr addrspace(1) %33, align 1, !tbaa !14
  %37 = getelementptr i8, ptr addrspace(1) %33, i64 1
  %38 = load i8, ptr addrspace(1) %37, align 1, !tbaa !14
  %39 = sext i32 %16 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 -1
  %42 = load i8, ptr addrspace(1) %41, align 1, !tbaa !14
  %43 = getelementptr i8, ptr addrspace(1) %40, i64 1
  %44 = load i8, ptr addrspace(1) %43, align 1, !tbaa !14
  %45 = add nsw i32 %16, %4
  %46 = sext i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(1) %0, i64 %46
  %48 = getelementptr i8, ptr addrspace(1) %47, i64 -1
  %49 = load i8, ptr addrspace(1) %48, align 1, !tbaa !14
  %50 = load i8, ptr addrspace(1) %47, align 1, !tbaa !14
  %51 = getelementptr i8, ptr addrspace(1) %47, i64 1
  %52 = load i8, ptr addrspace(1) %51, align 1, !tbaa !14
  %53 = zext i8 %38 to i32
  %54 = zext i8 %44 to i32
  %55 = zext i8 %52 to i32
  %56 = zext i8 %35 to i32
  %57 = zext i8 %42 to i32
  %58 = zext i8 %49 to i32
  %59 = sub nsw i32 %54, %57
  %60 = shl nsw i32 %59, 1
  %61 = add nuw nsw i32 %56, %58
  %62 = sub nsw i32 %53, %61
  %63 = add nsw i32 %62, %60
  %64 = add nsw i32 %63, %55
  %65 = trunc nsw i32 %64 to i16
  %66 = zext i8 %50 to i32
  %67 = zext i8 %36 to i32
  %68 = sub nsw i32 %66, %67
  %69 = shl nsw i32 %68, 1
  %70 = add nuw nsw i32 %53, %56
  %71 = sub nsw i32 %58, %70
  %72 = add nsw i32 %71, %55
  %73 = add nsw i32 %72, %69
  %74 = trunc nsw i32 %73 to i16
  %75 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %39
  store i16 %65, ptr addrspace(1) %75, align 2, !tbaa !12
  %76 = getelementptr inbounds i16, ptr addrspace(1) %2, i64 %39
  store i16 %74, ptr addrspace(1) %76, align 2, !tbaa !12
  %77 = tail call zeroext i16 @_Z3abss(i16 noundef signext %65) #4
  %78 = zext i16 %77 to i32
  %79 = tail call zeroext i16 @_Z3abss(i16 noundef signext %74) #4
  %80 = zext i16 %79 to i32
  %81 = add nuw nsw i32 %80, %78
  %82 = tail call i32 @_Z3minii(i32 noundef %81, i32 noundef 255) #4
  %83 = trunc i32 %82 to i8
  br label %84

84:                                               ; preds = %30, %26
  %85 = phi i64 [ %27, %26 ], [ %39, %30 ]
  %86 = phi i8 [ 0, %26 ], [ %83, %30 ]
  %87 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %85
  store i8 %86, ptr addrspace(1) %87, align 1, !tbaa !14
  br label %88

88:                                               ; preds = %84, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i16 @_Z3abss(i16 noundef signext) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"uchar*", !"short*", !"short*", !"uchar*", !"int", !"int"}
!11 = !{!"const", !"", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !6, i64 0}
!14 = !{!6, !6, i64 0}
