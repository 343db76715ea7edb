; ModuleID = '../cuda/kmeans_assign.cu'
source_filename = "../cuda/kmeans_assign.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kmeans_assign(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %87

13:                                               ; preds = %6
  %14 = icmp sgt i32 %4, 0
  br i1 %14, label %15, label %28

15:                                               ; preds = %13
  %16 = icmp sgt i32 %5, 0
  %17 = and i32 %5, 1
  %18 = icmp eq i32 %5, 1
  %19 = and i32 %5, 2147483646
  %20 = icmp eq i32 %17, 0
  %21 = icmp ne i32 %17, 0
  br label %22

22:                                               ; preds = %15, %48
  %23 = phi i32 [ 0, %15 ], [ %53, %48 ]
  %24 = phi float [ 0x47EC363CC0000000, %15 ], [ %52, %48 ]
  %25 = phi i32 [ 0, %15 ], [ %51, %48 ]
  br i1 %16, label %26, label %48

26:                                               ; preds = %22
  %27 = mul nuw nsw i32 %23, %5
  br i1 %18, label %33, label %55

28:                                               ; preds = %48, %13
  %29 = phi i32 [ 0, %13 ], [ %51, %48 ]
  %30 = sext i32 %11 to i64
  %31 = getelementptr inbounds i32, ptr %2, i64 %30
  store i32 %29, ptr %31, align 4, !tbaa !4
  br label %87

32:                                               ; preds = %55
  br i1 %20, label %48, label %33

33:                                               ; preds = %32, %26
  %34 = phi i32 [ 0, %26 ], [ %84, %32 ]
  %35 = phi float [ 0.000000e+00, %26 ], [ %83, %32 ]
  tail call void @llvm.assume(i1 %21)
  %36 = mul nsw i32 %34, %3
  %37 = add nsw i32 %36, %11
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = add nuw nsw i32 %34, %27
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = fsub float %40, %44
  %46 = fmul float %45, %45
  %47 = fadd float %35, %46
  br label %48

48:                                               ; preds = %33, %32, %22
  %49 = phi float [ 0.000000e+00, %22 ], [ %83, %32 ], [ %47, %33 ]
  %50 = fcmp olt float %49, %24
  %51 = select i1 %50, i32 %23, i32 %25
  %52 = select i1 %50, float %49, float %24
  %53 = add nuw nsw i32 %23, 1
  %54 = icmp eq i32 %53, %4
  br i1 %54, label %28, label %22, !llvm.loop !10

55:                                               ; preds = %26, %55
  %56 = phi i32 [ %84, %55 ], [ 0, %26 ]
  %57 = phi float [ %83, %55 ], [ 0.000000e+00, %26 ]
  %58 = phi i32 [ %85, %55 ], [ 0, %26 ]
  %59 = mul nsw i32 %56, %3
  %60 = add nsw i32 %59, %11
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = add nuw nsw i32 %56, %27
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw float, ptr %1, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !8
  %68 = fsub float %63, %67
  %69 = fmul float %68, %68
  %70 = fadd float %57, %69
  %71 = or disjoint i32 %56, 1
  %72 = mul nsw i32 %71, %3
  %73 = add nsw i32 %72, %11
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !8
  %77 = add nuw nsw i32 %71, %27
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw float, ptr %1, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !8
  %81 = fsub float %76, %80
  %82 = fmul float %81, %81
  %83 = fadd float %70, %82
  %84 = add nuw nsw i32 %56, 2
  %85 = add i32 %58, 2
  %86 = icmp eq i32 %85, %19
  br i1 %86, label %32, label %55, !llvm.loop !12

87:                                               ; preds = %6, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
