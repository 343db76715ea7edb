; ModuleID = 'suite/block_sum16.cl'
source_filename = "suite/block_sum16.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@block_sum16.t = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @block_sum16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %9 = shl i64 %8, 4
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = add i64 %9, %11
  %13 = sext i32 %2 to i64
  %14 = mul i64 %12, %13
  %15 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %16 = shl i64 %4, 32
  %17 = getelementptr i32, ptr addrspace(1) %0, i64 %14
  %18 = shl i64 %15, 6
  %19 = getelementptr i8, ptr addrspace(1) %17, i64 %18
  %20 = ashr exact i64 %16, 30
  %21 = getelementptr i8, ptr addrspace(1) %19, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = getelementptr [16 x i32], ptr addrspace(3) @block_sum16.t, i32 %7
  %24 = getelementptr i32, ptr addrspace(3) %23, i32 %5
  store i32 %22, ptr addrspace(3) %24, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %25 = icmp slt i32 %5, 8
  br i1 %25, label %26, label %31

26:                                               ; preds = %3
  %27 = getelementptr i8, ptr addrspace(3) %24, i32 32
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %26, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %32 = icmp slt i32 %5, 4
  br i1 %32, label %33, label %38

33:                                               ; preds = %31
  %34 = getelementptr i8, ptr addrspace(3) %24, i32 16
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %33, %31
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %39 = icmp slt i32 %5, 2
  br i1 %39, label %40, label %45

40:                                               ; preds = %38
  %41 = getelementptr i8, ptr addrspace(3) %24, i32 8
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %43 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %40, %38
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %46 = icmp slt i32 %5, 1
  br i1 %46, label %47, label %52

47:                                               ; preds = %45
  %48 = load <2 x i32>, ptr addrspace(3) %24, align 4, !tbaa !5
  %49 = extractelement <2 x i32> %48, i64 0
  %50 = extractelement <2 x i32> %48, i64 1
  %51 = add nsw i32 %49, %50
  store i32 %51, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %47, %45
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %53 = icmp eq i32 %5, 0
  %54 = icmp slt i32 %7, 8
  %55 = and i1 %53, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %52
  %57 = getelementptr i8, ptr addrspace(3) %23, i32 512
  %58 = load i32, ptr addrspace(3) %57, align 4, !tbaa !5
  %59 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %56, %52
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %62 = icmp slt i32 %7, 4
  %63 = and i1 %53, %62
  br i1 %63, label %64, label %69

64:                                               ; preds = %61
  %65 = getelementptr i8, ptr addrspace(3) %23, i32 256
  %66 = load i32, ptr addrspace(3) %65, align 4, !tbaa !5
  %67 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %64, %61
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %70 = icmp slt i32 %7, 2
  %71 = and i1 %53, %70
  br i1 %71, label %72, label %77

72:                                               ; preds = %69
  %73 = getelementptr i8, ptr addrspace(3) %23, i32 128
  %74 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %75 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %76 = add nsw i32 %75, %74
  store i32 %76, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %77

77:                                               ; preds = %72, %69
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %78 = icmp slt i32 %7, 1
  %79 = and i1 %53, %78
  br i1 %79, label %80, label %85

80:                                               ; preds = %77
  %81 = getelementptr i8, ptr addrspace(3) %23, i32 64
  %82 = load i32, ptr addrspace(3) %81, align 4, !tbaa !5
  %83 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %80, %77
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %86 = or i32 %7, %5
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %96

88:                                               ; preds = %85
  %89 = load i32, ptr addrspace(3) @block_sum16.t, align 4, !tbaa !5
  %90 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %91 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #4
  %92 = mul i64 %91, %90
  %93 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %94 = getelementptr i32, ptr addrspace(1) %1, i64 %92
  %95 = getelementptr i32, ptr addrspace(1) %94, i64 %93
  store i32 %89, ptr addrspace(1) %95, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %85, %88
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_block_sum16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %9 = shl i64 %8, 4
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = add i64 %9, %11
  %13 = sext i32 %2 to i64
  %14 = mul i64 %12, %13
  %15 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %16 = shl i64 %4, 32
  %17 = getelementptr i32, ptr addrspace(1) %0, i64 %14
  %18 = shl i64 %15, 6
  %19 = getelementptr i8, ptr addrspace(1) %17, i64 %18
  %20 = ashr exact i64 %16, 30
  %21 = getelementptr i8, ptr addrspace(1) %19, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = getelementptr [16 x i32], ptr addrspace(3) @block_sum16.t, i32 %7
  %24 = getelementptr i32, ptr addrspace(3) %23, i32 %5
  store i32 %22, ptr addrspace(3) %24, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %25 = icmp slt i32 %5, 8
  br i1 %25, label %26, label %31

26:                                               ; preds = %3
  %27 = getelementptr i8, ptr addrspace(3) %24, i32 32
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %26, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %32 = icmp slt i32 %5, 4
  br i1 %32, label %33, label %38

33:                                               ; preds = %31
  %34 = getelementptr i8, ptr addrspace(3) %24, i32 16
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %38

38:                                               ; preds = %33, %31
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %39 = icmp slt i32 %5, 2
  br i1 %39, label %40, label %45

40:                                               ; preds = %38
  %41 = getelementptr i8, ptr addrspace(3) %24, i32 8
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %43 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %40, %38
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %46 = icmp slt i32 %5, 1
  br i1 %46, label %47, label %52

47:                                               ; preds = %45
  %48 = load <2 x i32>, ptr addrspace(3) %24, align 4, !tbaa !5
  %49 = extractelement <2 x i32> %48, i64 0
  %50 = extractelement <2 x i32> %48, i64 1
  %51 = add nsw i32 %49, %50
  store i32 %51, ptr addrspace(3) %24, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %47, %45
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %53 = icmp eq i32 %5, 0
  %54 = icmp slt i32 %7, 8
  %55 = and i1 %53, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %52
  %57 = getelementptr i8, ptr addrspace(3) %23, i32 512
  %58 = load i32, ptr addrspace(3) %57, align 4, !tbaa !5
  %59 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %56, %52
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %62 = icmp slt i32 %7, 4
  %63 = and i1 %53, %62
  br i1 %63, label %64, label %69

64:                                               ; preds = %61
  %65 = getelementptr i8, ptr addrspace(3) %23, i32 256
  %66 = load i32, ptr addrspace(3) %65, align 4, !tbaa !5
  %67 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %69

69:                                               ; preds = %64, %61
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %70 = icmp slt i32 %7, 2
  %71 = and i1 %53, %70
  br i1 %71, label %72, label %77

72:                                               ; preds = %69
  %73 = getelementptr i8, ptr addrspace(3) %23, i32 128
  %74 = load i32, ptr addrspace(3) %73, align 4, !tbaa !5
  %75 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %76 = add nsw i32 %75, %74
  store i32 %76, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %77

77:                                               ; preds = %72, %69
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %78 = icmp slt i32 %7, 1
  %79 = and i1 %53, %78
  br i1 %79, label %80, label %85

80:                                               ; preds = %77
  %81 = getelementptr i8, ptr addrspace(3) %23, i32 64
  %82 = load i32, ptr addrspace(3) %81, align 4, !tbaa !5
  %83 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %85

85:                                               ; preds = %80, %77
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %86 = or i32 %7, %5
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %96

88:                                               ; preds = %85
  %89 = load i32, ptr addrspace(3) @block_sum16.t, align 4, !tbaa !5
  %90 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %91 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #4
  %92 = mul i64 %91, %90
  %93 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %94 = getelementptr i32, ptr addrspace(1) %1, i64 %92
  %95 = getelementptr i32, ptr addrspace(1) %94, i64 %93
  store i32 %89, ptr addrspace(1) %95, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %88, %85
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int"}
!12 = !{!"const", !"", !""}
