; ModuleID = 'suite/needleman_wunsch.cl'
source_filename = "suite/needleman_wunsch.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@needleman_wunsch.s = internal unnamed_addr addrspace(3) global [289 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @needleman_wunsch(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_needleman_wunsch(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_needleman_wunsch(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %7 = trunc i64 %6 to i32
  %8 = add nsw i32 %3, 1
  %9 = mul nsw i32 %8, %8
  %10 = icmp sgt i32 %9, %7
  br i1 %10, label %24, label %11

11:                                               ; preds = %24, %5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %34

13:                                               ; preds = %11
  %14 = shl nuw i32 %3, 1
  %15 = add i32 %14, -1
  %16 = icmp sgt i32 %3, %7
  %17 = add nsw i32 %7, 1
  %18 = mul nsw i32 %8, %7
  %19 = shl i64 %6, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %20
  %22 = mul nsw i32 %17, %8
  %23 = tail call i32 @llvm.smax.i32(i32 %15, i32 1)
  br label %35

24:                                               ; preds = %5, %24
  %25 = phi i32 [ %32, %24 ], [ %7, %5 ]
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !4
  %29 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i64 %26
  store i32 %28, ptr addrspace(3) %29, align 4, !tbaa !4
  %30 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %31 = trunc i64 %30 to i32
  %32 = add i32 %25, %31
  %33 = icmp slt i32 %32, %9
  br i1 %33, label %24, label %11

34:                                               ; preds = %68, %11
  br i1 %10, label %72, label %71

35:                                               ; preds = %13, %68
  %36 = phi i32 [ 0, %13 ], [ %69, %68 ]
  %37 = sub nsw i32 %36, %7
  %38 = icmp ult i32 %37, %3
  %39 = select i1 %16, i1 %38, i1 false
  br i1 %39, label %40, label %68

40:                                               ; preds = %35
  %41 = add nuw nsw i32 %37, 1
  %42 = add nsw i32 %41, %18
  %43 = add i32 %37, %18
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i64 %44
  %46 = load i32, ptr addrspace(3) %45, align 4, !tbaa !4
  %47 = load i32, ptr addrspace(1) %21, align 4, !tbaa !4
  %48 = zext nneg i32 %37 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4, !tbaa !4
  %51 = icmp eq i32 %47, %50
  %52 = select i1 %51, i32 2, i32 -1
  %53 = add nsw i32 %52, %46
  %54 = sext i32 %42 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i64 %54
  %56 = load i32, ptr addrspace(3) %55, align 4, !tbaa !4
  %57 = sub nsw i32 %56, %4
  %58 = add nsw i32 %41, %22
  %59 = add i32 %37, %22
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i64 %60
  %62 = load i32, ptr addrspace(3) %61, align 4, !tbaa !4
  %63 = sub nsw i32 %62, %4
  %64 = tail call i32 @_Z3maxii(i32 noundef %57, i32 noundef %63) #6
  %65 = tail call i32 @_Z3maxii(i32 noundef %53, i32 noundef %64) #6
  %66 = sext i32 %58 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i64 %66
  store i32 %65, ptr addrspace(3) %67, align 4, !tbaa !4
  br label %68

68:                                               ; preds = %40, %35
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %69 = add nuw nsw i32 %36, 1
  %70 = icmp eq i32 %69, %23
  br i1 %70, label %34, label %35

71:                                               ; preds = %72, %34
  ret void

72:                                               ; preds = %34, %72
  %73 = phi i32 [ %80, %72 ], [ %7, %34 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i64 %74
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !4
  %77 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %74
  store i32 %76, ptr addrspace(1) %77, align 4, !tbaa !4
  %78 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %79 = trunc i64 %78 to i32
  %80 = add i32 %73, %79
  %81 = icmp slt i32 %80, %9
  br i1 %81, label %72, label %71
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!11 = !{!"const", !"const", !"", !"", !""}
