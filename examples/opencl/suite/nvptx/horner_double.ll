; ModuleID = 'suite/horner_double.cl'
source_filename = "suite/horner_double.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @horner_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_horner_double(ptr addrspace(1) noundef align 8 %0, i32 noundef %1, ptr addrspace(1) noundef align 8 %2, ptr addrspace(1) noundef align 8 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #3
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_horner_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %73

10:                                               ; preds = %6
  %11 = sext i32 %1 to i64
  %12 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %11
  %13 = load double, ptr addrspace(1) %12, align 8, !tbaa !12
  %14 = icmp sgt i32 %1, 0
  %15 = shl i64 %7, 32
  br i1 %14, label %16, label %39

16:                                               ; preds = %10
  %17 = ashr exact i64 %15, 29
  %18 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8, !tbaa !12
  %20 = and i32 %1, 3
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %16, %22
  %23 = phi i32 [ %26, %22 ], [ %1, %16 ]
  %24 = phi double [ %31, %22 ], [ %13, %16 ]
  %25 = phi i32 [ %32, %22 ], [ 0, %16 ]
  %26 = add nsw i32 %23, -1
  %27 = fmul double %24, %19
  %28 = zext nneg i32 %26 to i64
  %29 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %28
  %30 = load double, ptr addrspace(1) %29, align 8, !tbaa !12
  %31 = fadd double %27, %30
  %32 = add i32 %25, 1
  %33 = icmp eq i32 %32, %20
  br i1 %33, label %34, label %22, !llvm.loop !14

34:                                               ; preds = %22, %16
  %35 = phi i32 [ %1, %16 ], [ %26, %22 ]
  %36 = phi double [ %13, %16 ], [ %31, %22 ]
  %37 = phi double [ poison, %16 ], [ %31, %22 ]
  %38 = icmp ult i32 %1, 4
  br i1 %38, label %39, label %45

39:                                               ; preds = %34, %45, %10
  %40 = phi double [ %13, %10 ], [ %37, %34 ], [ %71, %45 ]
  %41 = ashr exact i64 %15, 32
  %42 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %41
  store double %40, ptr addrspace(1) %42, align 8, !tbaa !12
  %43 = fptrunc double %40 to float
  %44 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %41
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !16
  br label %73

45:                                               ; preds = %34, %45
  %46 = phi i32 [ %66, %45 ], [ %35, %34 ]
  %47 = phi double [ %71, %45 ], [ %36, %34 ]
  %48 = fmul double %47, %19
  %49 = sext i32 %46 to i64
  %50 = getelementptr double, ptr addrspace(1) %0, i64 %49
  %51 = getelementptr i8, ptr addrspace(1) %50, i64 -8
  %52 = load double, ptr addrspace(1) %51, align 8, !tbaa !12
  %53 = fadd double %48, %52
  %54 = fmul double %53, %19
  %55 = sext i32 %46 to i64
  %56 = getelementptr double, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 -16
  %58 = load double, ptr addrspace(1) %57, align 8, !tbaa !12
  %59 = fadd double %54, %58
  %60 = add nsw i32 %46, -3
  %61 = fmul double %59, %19
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %62
  %64 = load double, ptr addrspace(1) %63, align 8, !tbaa !12
  %65 = fadd double %61, %64
  %66 = add nsw i32 %46, -4
  %67 = fmul double %65, %19
  %68 = zext nneg i32 %66 to i64
  %69 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %68
  %70 = load double, ptr addrspace(1) %69, align 8, !tbaa !12
  %71 = fadd double %67, %70
  %72 = icmp sgt i32 %46, 4
  br i1 %72, label %45, label %39

73:                                               ; preds = %6, %39
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
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
!8 = !{i32 1, i32 0, i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"double*", !"int", !"double*", !"double*", !"float*", !"int"}
!11 = !{!"const", !"", !"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
