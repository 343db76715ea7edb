; ModuleID = 'suite/pathfinder.cl'
source_filename = "suite/pathfinder.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@pathfinder.prev = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@pathfinder.next = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pathfinder(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_pathfinder(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_pathfinder(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i64 %10
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !4
  store i32 %13, ptr addrspace(3) %11, align 4, !tbaa !4
  br label %14

14:                                               ; preds = %8, %4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %15 = icmp sgt i32 %2, 1
  br i1 %15, label %16, label %30

16:                                               ; preds = %14
  %17 = shl i64 %5, 32
  %18 = ashr exact i64 %17, 32
  %19 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i64 %18
  %20 = icmp sgt i32 %6, 0
  %21 = add i64 %5, 4294967295
  %22 = and i64 %21, 4294967295
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) @pathfinder.prev, i64 %22
  %24 = add nsw i32 %3, -1
  %25 = icmp sgt i32 %24, %6
  %26 = add i64 %17, 4294967296
  %27 = ashr exact i64 %26, 30
  %28 = getelementptr inbounds i8, ptr addrspace(3) @pathfinder.prev, i64 %27
  %29 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.next, i64 %18
  br label %31

30:                                               ; preds = %54, %14
  br i1 %7, label %57, label %63

31:                                               ; preds = %16, %54
  %32 = phi i32 [ 1, %16 ], [ %55, %54 ]
  br i1 %7, label %33, label %51

33:                                               ; preds = %31
  %34 = load i32, ptr addrspace(3) %19, align 4, !tbaa !4
  br i1 %20, label %35, label %38

35:                                               ; preds = %33
  %36 = load i32, ptr addrspace(3) %23, align 4, !tbaa !4
  %37 = tail call i32 @_Z3minii(i32 noundef %34, i32 noundef %36) #5
  br label %38

38:                                               ; preds = %35, %33
  %39 = phi i32 [ %37, %35 ], [ %34, %33 ]
  br i1 %25, label %40, label %43

40:                                               ; preds = %38
  %41 = load i32, ptr addrspace(3) %28, align 4, !tbaa !4
  %42 = tail call i32 @_Z3minii(i32 noundef %39, i32 noundef %41) #5
  br label %43

43:                                               ; preds = %40, %38
  %44 = phi i32 [ %42, %40 ], [ %39, %38 ]
  %45 = mul nsw i32 %32, %3
  %46 = add nsw i32 %45, %6
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !4
  %50 = add nsw i32 %49, %44
  store i32 %50, ptr addrspace(3) %29, align 4, !tbaa !4
  br label %51

51:                                               ; preds = %43, %31
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %7, label %52, label %54

52:                                               ; preds = %51
  %53 = load i32, ptr addrspace(3) %29, align 4, !tbaa !4
  store i32 %53, ptr addrspace(3) %19, align 4, !tbaa !4
  br label %54

54:                                               ; preds = %52, %51
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %55 = add nuw nsw i32 %32, 1
  %56 = icmp eq i32 %55, %2
  br i1 %56, label %30, label %31

57:                                               ; preds = %30
  %58 = shl i64 %5, 32
  %59 = ashr exact i64 %58, 32
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %59
  %61 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i64 %59
  %62 = load i32, ptr addrspace(3) %61, align 4, !tbaa !4
  store i32 %62, ptr addrspace(1) %60, align 4, !tbaa !4
  br label %63

63:                                               ; preds = %57, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int", !"int"}
!11 = !{!"const", !"", !"", !""}
