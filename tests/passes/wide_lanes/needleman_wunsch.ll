; ModuleID = 'suite/needleman_wunsch.cl'
source_filename = "suite/needleman_wunsch.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@needleman_wunsch.s = internal unnamed_addr addrspace(3) global [289 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @needleman_wunsch(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = add nsw i32 %3, 1
  %9 = mul nsw i32 %8, %8
  %10 = icmp sgt i32 %9, %7
  br i1 %10, label %26, label %11

11:                                               ; preds = %26, %5
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %36

13:                                               ; preds = %11
  %14 = shl nuw i32 %3, 1
  %15 = add i32 %14, -1
  %16 = icmp sgt i32 %3, %7
  %17 = add nsw i32 %7, 1
  %18 = mul nsw i32 %8, %7
  %19 = getelementptr i32, ptr addrspace(3) @needleman_wunsch.s, i32 %18
  %20 = shl i64 %6, 32
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = mul nsw i32 %17, %8
  %24 = getelementptr i32, ptr addrspace(3) @needleman_wunsch.s, i32 %23
  %25 = tail call i32 @llvm.smax.i32(i32 %15, i32 1)
  br label %37

26:                                               ; preds = %5, %26
  %27 = phi i32 [ %34, %26 ], [ %7, %5 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !5, !amdgpu.noclobber !13
  %31 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i32 %27
  store i32 %30, ptr addrspace(3) %31, align 4, !tbaa !5
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %33 = trunc i64 %32 to i32
  %34 = add i32 %27, %33
  %35 = icmp slt i32 %34, %9
  br i1 %35, label %26, label %11

36:                                               ; preds = %62, %11
  br i1 %10, label %65, label %75

37:                                               ; preds = %13, %62
  %38 = phi i32 [ 0, %13 ], [ %63, %62 ]
  %39 = sub nsw i32 %38, %7
  %40 = icmp ult i32 %39, %3
  %41 = select i1 %16, i1 %40, i1 false
  br i1 %41, label %42, label %62

42:                                               ; preds = %37
  %43 = add nuw nsw i32 %39, 1
  %44 = getelementptr i32, ptr addrspace(3) %19, i32 %39
  %45 = load i32, ptr addrspace(3) %44, align 4, !tbaa !5
  %46 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %47 = zext nneg i32 %39 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !5
  %50 = icmp eq i32 %46, %49
  %51 = select i1 %50, i32 2, i32 -1
  %52 = add nsw i32 %51, %45
  %53 = getelementptr i32, ptr addrspace(3) %19, i32 %43
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %55 = sub nsw i32 %54, %4
  %56 = getelementptr i32, ptr addrspace(3) %24, i32 %39
  %57 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %58 = sub nsw i32 %57, %4
  %59 = tail call i32 @_Z3maxii(i32 noundef %55, i32 noundef %58) #5
  %60 = tail call i32 @_Z3maxii(i32 noundef %52, i32 noundef %59) #5
  %61 = getelementptr i32, ptr addrspace(3) %24, i32 %43
  store i32 %60, ptr addrspace(3) %61, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %42, %37
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %63 = add nuw nsw i32 %38, 1
  %64 = icmp eq i32 %63, %25
  br i1 %64, label %36, label %37

65:                                               ; preds = %36, %65
  %66 = phi i32 [ %73, %65 ], [ %7, %36 ]
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i32 %66
  %69 = load i32, ptr addrspace(3) %68, align 4, !tbaa !5
  %70 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %67
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %72 = trunc i64 %71 to i32
  %73 = add i32 %66, %72
  %74 = icmp slt i32 %73, %9
  br i1 %74, label %65, label %75

75:                                               ; preds = %65, %36
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_needleman_wunsch(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = add nsw i32 %3, 1
  %9 = mul nsw i32 %8, %8
  %10 = icmp sgt i32 %9, %7
  br i1 %10, label %26, label %11

11:                                               ; preds = %26, %5
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %36

13:                                               ; preds = %11
  %14 = shl nuw i32 %3, 1
  %15 = add i32 %14, -1
  %16 = icmp sgt i32 %3, %7
  %17 = add nsw i32 %7, 1
  %18 = mul nsw i32 %8, %7
  %19 = getelementptr i32, ptr addrspace(3) @needleman_wunsch.s, i32 %18
  %20 = shl i64 %6, 32
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = mul nsw i32 %17, %8
  %24 = getelementptr i32, ptr addrspace(3) @needleman_wunsch.s, i32 %23
  %25 = tail call i32 @llvm.smax.i32(i32 %15, i32 1)
  br label %37

26:                                               ; preds = %5, %26
  %27 = phi i32 [ %34, %26 ], [ %7, %5 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i32 %27
  store i32 %30, ptr addrspace(3) %31, align 4, !tbaa !5
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %33 = trunc i64 %32 to i32
  %34 = add i32 %27, %33
  %35 = icmp slt i32 %34, %9
  br i1 %35, label %26, label %11

36:                                               ; preds = %62, %11
  br i1 %10, label %66, label %65

37:                                               ; preds = %13, %62
  %38 = phi i32 [ 0, %13 ], [ %63, %62 ]
  %39 = sub nsw i32 %38, %7
  %40 = icmp ult i32 %39, %3
  %41 = select i1 %16, i1 %40, i1 false
  br i1 %41, label %42, label %62

42:                                               ; preds = %37
  %43 = add nuw nsw i32 %39, 1
  %44 = getelementptr i32, ptr addrspace(3) %19, i32 %39
  %45 = load i32, ptr addrspace(3) %44, align 4, !tbaa !5
  %46 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %47 = zext nneg i32 %39 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !5
  %50 = icmp eq i32 %46, %49
  %51 = select i1 %50, i32 2, i32 -1
  %52 = add nsw i32 %51, %45
  %53 = getelementptr i32, ptr addrspace(3) %19, i32 %43
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %55 = sub nsw i32 %54, %4
  %56 = getelementptr i32, ptr addrspace(3) %24, i32 %39
  %57 = load i32, ptr addrspace(3) %56, align 4, !tbaa !5
  %58 = sub nsw i32 %57, %4
  %59 = tail call i32 @_Z3maxii(i32 noundef %55, i32 noundef %58) #5
  %60 = tail call i32 @_Z3maxii(i32 noundef %52, i32 noundef %59) #5
  %61 = getelementptr i32, ptr addrspace(3) %24, i32 %43
  store i32 %60, ptr addrspace(3) %61, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %42, %37
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %63 = add nuw nsw i32 %38, 1
  %64 = icmp eq i32 %63, %25
  br i1 %64, label %36, label %37

65:                                               ; preds = %66, %36
  ret void

66:                                               ; preds = %36, %66
  %67 = phi i32 [ %74, %66 ], [ %7, %36 ]
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(3) @needleman_wunsch.s, i32 %67
  %70 = load i32, ptr addrspace(3) %69, align 4, !tbaa !5
  %71 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %68
  store i32 %70, ptr addrspace(1) %71, align 4, !tbaa !5
  %72 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %73 = trunc i64 %72 to i32
  %74 = add i32 %67, %73
  %75 = icmp slt i32 %74, %9
  br i1 %75, label %66, label %65
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*", !"int", !"int"}
!12 = !{!"const", !"const", !"", !"", !""}
!13 = !{}
