; ModuleID = '../cuda/layernorm.cu'
source_filename = "../cuda/layernorm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9layernormE3sum = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @layernorm(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = icmp slt i32 %7, %4
  br i1 %9, label %10, label %16

10:                                               ; preds = %6
  %11 = mul nsw i32 %4, %8
  %12 = add nuw nsw i32 %11, %7
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !8
  br label %16

16:                                               ; preds = %6, %10
  %17 = phi float [ %15, %10 ], [ 0.000000e+00, %6 ]
  %18 = zext nneg i32 %7 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3sum to ptr), i64 %18
  store float %17, ptr %19, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = lshr i32 %20, 1
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %30

23:                                               ; preds = %40, %16
  %24 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3sum to ptr), align 4, !tbaa !8
  %25 = sitofp i32 %4 to float
  %26 = fdiv float %24, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = fsub float %17, %26
  %28 = select i1 %9, float %27, float 0.000000e+00
  %29 = fmul float %28, %28
  store float %29, ptr %19, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %43, label %44

30:                                               ; preds = %16, %40
  %31 = phi i32 [ %41, %40 ], [ %21, %16 ]
  %32 = icmp samesign ult i32 %7, %31
  br i1 %32, label %33, label %40

33:                                               ; preds = %30
  %34 = add nuw nsw i32 %31, %7
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3sum to ptr), i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !8
  %38 = load float, ptr %19, align 4, !tbaa !8
  %39 = fadd float %37, %38
  store float %39, ptr %19, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %33, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = lshr i32 %31, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %23, label %30, !llvm.loop !10

43:                                               ; preds = %54, %23
  br i1 %9, label %57, label %74

44:                                               ; preds = %23, %54
  %45 = phi i32 [ %55, %54 ], [ %21, %23 ]
  %46 = icmp samesign ult i32 %7, %45
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = add nuw nsw i32 %45, %7
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3sum to ptr), i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = load float, ptr %19, align 4, !tbaa !8
  %53 = fadd float %51, %52
  store float %53, ptr %19, align 4, !tbaa !8
  br label %54

54:                                               ; preds = %47, %44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = lshr i32 %45, 1
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %43, label %44, !llvm.loop !12

57:                                               ; preds = %43
  %58 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9layernormE3sum to ptr), align 4, !tbaa !8
  %59 = fdiv float %58, %25
  %60 = fadd float %5, %59
  %61 = tail call noundef float @llvm.sqrt.f32(float %60)
  %62 = fdiv float 1.000000e+00, %61
  %63 = fmul float %27, %62
  %64 = getelementptr inbounds nuw float, ptr %1, i64 %18
  %65 = load float, ptr %64, align 4, !tbaa !8
  %66 = fmul float %65, %63
  %67 = getelementptr inbounds nuw float, ptr %2, i64 %18
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = fadd float %68, %66
  %70 = mul nsw i32 %4, %8
  %71 = add nuw nsw i32 %70, %7
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw float, ptr %3, i64 %72
  store float %69, ptr %73, align 4, !tbaa !8
  br label %74

74:                                               ; preds = %57, %43
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
