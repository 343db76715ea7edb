; ModuleID = 'suite/layernorm.cl'
source_filename = "suite/layernorm.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@layernorm.sum = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @layernorm(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_layernorm(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, i32 noundef %4, float noundef %5) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_layernorm(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %4, %8
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  %13 = mul nsw i32 %4, %10
  %14 = add nsw i32 %13, %8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %6, %12
  %19 = phi float [ %17, %12 ], [ 0.000000e+00, %6 ]
  %20 = shl i64 %7, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds float, ptr addrspace(3) @layernorm.sum, i64 %21
  store float %19, ptr addrspace(3) %22, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %23 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %24 = lshr i64 %23, 1
  %25 = trunc i64 %24 to i32
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %38, label %27

27:                                               ; preds = %48, %18
  %28 = load float, ptr addrspace(3) @layernorm.sum, align 4, !tbaa !12
  %29 = sitofp i32 %4 to float
  %30 = fdiv float %28, %29, !fpmath !14
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %31 = fsub float %19, %30
  %32 = select i1 %11, float %31, float 0.000000e+00
  %33 = fmul float %32, %32
  store float %33, ptr addrspace(3) %22, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %34 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %35 = lshr i64 %34, 1
  %36 = trunc i64 %35 to i32
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %56, label %51

38:                                               ; preds = %18, %48
  %39 = phi i32 [ %49, %48 ], [ %25, %18 ]
  %40 = icmp sgt i32 %39, %8
  br i1 %40, label %41, label %48

41:                                               ; preds = %38
  %42 = add nsw i32 %39, %8
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(3) @layernorm.sum, i64 %43
  %45 = load float, ptr addrspace(3) %44, align 4, !tbaa !12
  %46 = load float, ptr addrspace(3) %22, align 4, !tbaa !12
  %47 = fadd float %45, %46
  store float %47, ptr addrspace(3) %22, align 4, !tbaa !12
  br label %48

48:                                               ; preds = %41, %38
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %49 = lshr i32 %39, 1
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %27, label %38

51:                                               ; preds = %66, %27
  %52 = load float, ptr addrspace(3) @layernorm.sum, align 4, !tbaa !12
  %53 = fdiv float %52, %29, !fpmath !14
  %54 = fadd float %5, %53
  %55 = tail call float @_Z4sqrtf(float noundef %54) #5, !fpmath !15
  br i1 %11, label %69, label %82

56:                                               ; preds = %27, %66
  %57 = phi i32 [ %67, %66 ], [ %36, %27 ]
  %58 = icmp sgt i32 %57, %8
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = add nsw i32 %57, %8
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(3) @layernorm.sum, i64 %61
  %63 = load float, ptr addrspace(3) %62, align 4, !tbaa !12
  %64 = load float, ptr addrspace(3) %22, align 4, !tbaa !12
  %65 = fadd float %63, %64
  store float %65, ptr addrspace(3) %22, align 4, !tbaa !12
  br label %66

66:                                               ; preds = %59, %56
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %67 = lshr i32 %57, 1
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %51, label %56

69:                                               ; preds = %51
  %70 = fdiv float 1.000000e+00, %55, !fpmath !14
  %71 = fmul float %31, %70
  %72 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !12
  %74 = fmul float %71, %73
  %75 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !12
  %77 = fadd float %74, %76
  %78 = mul nsw i32 %4, %10
  %79 = add nsw i32 %78, %8
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %80
  store float %77, ptr addrspace(1) %81, align 4, !tbaa !12
  br label %82

82:                                               ; preds = %69, %51
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"float"}
!11 = !{!"const", !"const", !"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{float 2.500000e+00}
!15 = !{float 3.000000e+00}
