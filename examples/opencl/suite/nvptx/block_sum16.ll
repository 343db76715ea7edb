; ModuleID = 'suite/block_sum16.cl'
source_filename = "suite/block_sum16.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@block_sum16.t = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @block_sum16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_block_sum16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_block_sum16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %8 = shl i64 %7, 4
  %9 = shl i64 %6, 32
  %10 = ashr exact i64 %9, 32
  %11 = add i64 %8, %10
  %12 = sext i32 %2 to i64
  %13 = mul i64 %11, %12
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %15 = shl i64 %4, 32
  %16 = ashr exact i64 %15, 32
  %17 = getelementptr i32, ptr addrspace(1) %0, i64 %13
  %18 = shl i64 %14, 6
  %19 = getelementptr i8, ptr addrspace(1) %17, i64 %18
  %20 = getelementptr i32, ptr addrspace(1) %19, i64 %16
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !4
  %22 = getelementptr inbounds [16 x i32], ptr addrspace(3) @block_sum16.t, i64 %10
  %23 = getelementptr inbounds i32, ptr addrspace(3) %22, i64 %16
  store i32 %21, ptr addrspace(3) %23, align 4, !tbaa !4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %24 = icmp slt i32 %5, 8
  br i1 %24, label %25, label %33

25:                                               ; preds = %3
  %26 = shl i64 %4, 32
  %27 = add i64 %26, 34359738368
  %28 = ashr exact i64 %27, 30
  %29 = getelementptr inbounds i8, ptr addrspace(3) %22, i64 %28
  %30 = load i32, ptr addrspace(3) %29, align 4, !tbaa !4
  %31 = load i32, ptr addrspace(3) %23, align 4, !tbaa !4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr addrspace(3) %23, align 4, !tbaa !4
  br label %33

33:                                               ; preds = %25, %3
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %34 = icmp slt i32 %5, 4
  br i1 %34, label %35, label %43

35:                                               ; preds = %33
  %36 = shl i64 %4, 32
  %37 = add i64 %36, 17179869184
  %38 = ashr exact i64 %37, 30
  %39 = getelementptr inbounds i8, ptr addrspace(3) %22, i64 %38
  %40 = load i32, ptr addrspace(3) %39, align 4, !tbaa !4
  %41 = load i32, ptr addrspace(3) %23, align 4, !tbaa !4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr addrspace(3) %23, align 4, !tbaa !4
  br label %43

43:                                               ; preds = %35, %33
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %44 = icmp slt i32 %5, 2
  br i1 %44, label %45, label %53

45:                                               ; preds = %43
  %46 = shl i64 %4, 32
  %47 = add i64 %46, 8589934592
  %48 = ashr exact i64 %47, 30
  %49 = getelementptr inbounds i8, ptr addrspace(3) %22, i64 %48
  %50 = load i32, ptr addrspace(3) %49, align 4, !tbaa !4
  %51 = load i32, ptr addrspace(3) %23, align 4, !tbaa !4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr addrspace(3) %23, align 4, !tbaa !4
  br label %53

53:                                               ; preds = %45, %43
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %54 = icmp slt i32 %5, 1
  br i1 %54, label %55, label %63

55:                                               ; preds = %53
  %56 = shl i64 %4, 32
  %57 = add i64 %56, 4294967296
  %58 = ashr exact i64 %57, 30
  %59 = getelementptr inbounds i8, ptr addrspace(3) %22, i64 %58
  %60 = load i32, ptr addrspace(3) %59, align 4, !tbaa !4
  %61 = load i32, ptr addrspace(3) %23, align 4, !tbaa !4
  %62 = add nsw i32 %61, %60
  store i32 %62, ptr addrspace(3) %23, align 4, !tbaa !4
  br label %63

63:                                               ; preds = %55, %53
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %64 = trunc i64 %6 to i32
  %65 = icmp eq i32 %5, 0
  %66 = icmp slt i32 %64, 8
  %67 = and i1 %65, %66
  br i1 %67, label %68, label %76

68:                                               ; preds = %63
  %69 = shl i64 %6, 32
  %70 = add i64 %69, 34359738368
  %71 = ashr exact i64 %70, 26
  %72 = getelementptr inbounds i8, ptr addrspace(3) @block_sum16.t, i64 %71
  %73 = load i32, ptr addrspace(3) %72, align 4, !tbaa !4
  %74 = load i32, ptr addrspace(3) %22, align 4, !tbaa !4
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr addrspace(3) %22, align 4, !tbaa !4
  br label %76

76:                                               ; preds = %68, %63
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %77 = icmp slt i32 %64, 4
  %78 = and i1 %65, %77
  br i1 %78, label %79, label %87

79:                                               ; preds = %76
  %80 = shl i64 %6, 32
  %81 = add i64 %80, 17179869184
  %82 = ashr exact i64 %81, 26
  %83 = getelementptr inbounds i8, ptr addrspace(3) @block_sum16.t, i64 %82
  %84 = load i32, ptr addrspace(3) %83, align 4, !tbaa !4
  %85 = load i32, ptr addrspace(3) %22, align 4, !tbaa !4
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr addrspace(3) %22, align 4, !tbaa !4
  br label %87

87:                                               ; preds = %79, %76
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %88 = icmp slt i32 %64, 2
  %89 = and i1 %65, %88
  br i1 %89, label %90, label %98

90:                                               ; preds = %87
  %91 = shl i64 %6, 32
  %92 = add i64 %91, 8589934592
  %93 = ashr exact i64 %92, 26
  %94 = getelementptr inbounds i8, ptr addrspace(3) @block_sum16.t, i64 %93
  %95 = load i32, ptr addrspace(3) %94, align 4, !tbaa !4
  %96 = load i32, ptr addrspace(3) %22, align 4, !tbaa !4
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr addrspace(3) %22, align 4, !tbaa !4
  br label %98

98:                                               ; preds = %90, %87
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %99 = icmp slt i32 %64, 1
  %100 = and i1 %65, %99
  br i1 %100, label %101, label %109

101:                                              ; preds = %98
  %102 = shl i64 %6, 32
  %103 = add i64 %102, 4294967296
  %104 = ashr exact i64 %103, 26
  %105 = getelementptr inbounds i8, ptr addrspace(3) @block_sum16.t, i64 %104
  %106 = load i32, ptr addrspace(3) %105, align 4, !tbaa !4
  %107 = load i32, ptr addrspace(3) %22, align 4, !tbaa !4
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr addrspace(3) %22, align 4, !tbaa !4
  br label %109

109:                                              ; preds = %101, %98
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %110 = or i32 %64, %5
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %120

112:                                              ; preds = %109
  %113 = load i32, ptr addrspace(3) @block_sum16.t, align 4, !tbaa !4
  %114 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %115 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #5
  %116 = mul i64 %115, %114
  %117 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %118 = getelementptr i32, ptr addrspace(1) %1, i64 %116
  %119 = getelementptr i32, ptr addrspace(1) %118, i64 %117
  store i32 %113, ptr addrspace(1) %119, align 4, !tbaa !4
  br label %120

120:                                              ; preds = %112, %109
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int"}
!11 = !{!"const", !"", !""}
