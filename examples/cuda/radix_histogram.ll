; ModuleID = '../cuda/radix_histogram.cu'
source_filename = "../cuda/radix_histogram.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15radix_histogramE10local_bins = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @radix_histogram(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = icmp samesign ult i32 %5, 16
  br i1 %10, label %13, label %11

11:                                               ; preds = %13, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = icmp ult i32 %9, %1
  br i1 %12, label %19, label %28

13:                                               ; preds = %4, %13
  %14 = phi i32 [ %17, %13 ], [ %5, %4 ]
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radix_histogramE10local_bins to ptr), i64 %15
  store i32 0, ptr %16, align 4, !tbaa !4
  %17 = add nuw nsw i32 %14, %7
  %18 = icmp samesign ult i32 %17, 16
  br i1 %18, label %13, label %11, !llvm.loop !8

19:                                               ; preds = %11
  %20 = zext i32 %9 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !4
  %23 = lshr i32 %22, %2
  %24 = and i32 %23, 15
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radix_histogramE10local_bins to ptr), i64 %25
  %27 = atomicrmw add ptr %26, i32 1 monotonic, align 4
  br label %28

28:                                               ; preds = %19, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %10, label %30, label %29

29:                                               ; preds = %39, %28
  ret void

30:                                               ; preds = %28, %39
  %31 = phi i32 [ %40, %39 ], [ %5, %28 ]
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15radix_histogramE10local_bins to ptr), i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %39, label %36

36:                                               ; preds = %30
  %37 = getelementptr inbounds nuw i32, ptr %3, i64 %32
  %38 = atomicrmw add ptr %37, i32 %34 monotonic, align 4
  br label %39

39:                                               ; preds = %30, %36
  %40 = add nuw nsw i32 %31, %7
  %41 = icmp samesign ult i32 %40, 16
  br i1 %41, label %30, label %29, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
