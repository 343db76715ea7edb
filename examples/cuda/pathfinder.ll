; ModuleID = '../cuda/pathfinder.cu'
source_filename = "../cuda/pathfinder.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10pathfinderE4prev = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@_ZZ10pathfinderE4next = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @pathfinder(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp slt i32 %5, %3
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10pathfinderE4prev to ptr), i64 %8
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %11 = load i32, ptr %10, align 4, !tbaa !4
  store i32 %11, ptr %9, align 4, !tbaa !4
  br label %12

12:                                               ; preds = %7, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = icmp sgt i32 %2, 1
  br i1 %13, label %14, label %23

14:                                               ; preds = %12
  %15 = zext nneg i32 %5 to i64
  %16 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10pathfinderE4prev to ptr), i64 %15
  %17 = icmp eq i32 %5, 0
  %18 = getelementptr i8, ptr %16, i64 -4
  %19 = add nsw i32 %3, -1
  %20 = icmp slt i32 %5, %19
  %21 = getelementptr i8, ptr %16, i64 4
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10pathfinderE4next to ptr), i64 %15
  br label %24

23:                                               ; preds = %47, %12
  br i1 %6, label %50, label %55

24:                                               ; preds = %14, %47
  %25 = phi i32 [ 1, %14 ], [ %48, %47 ]
  br i1 %6, label %26, label %44

26:                                               ; preds = %24
  %27 = load i32, ptr %16, align 4, !tbaa !4
  br i1 %17, label %31, label %28

28:                                               ; preds = %26
  %29 = load i32, ptr %18, align 4, !tbaa !4
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %27, i32 %29)
  br label %31

31:                                               ; preds = %28, %26
  %32 = phi i32 [ %30, %28 ], [ %27, %26 ]
  br i1 %20, label %33, label %36

33:                                               ; preds = %31
  %34 = load i32, ptr %21, align 4, !tbaa !4
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 %34)
  br label %36

36:                                               ; preds = %33, %31
  %37 = phi i32 [ %35, %33 ], [ %32, %31 ]
  %38 = mul nsw i32 %25, %3
  %39 = add nsw i32 %38, %5
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !4
  %43 = add nsw i32 %42, %37
  store i32 %43, ptr %22, align 4, !tbaa !4
  br label %44

44:                                               ; preds = %36, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %6, label %45, label %47

45:                                               ; preds = %44
  %46 = load i32, ptr %22, align 4, !tbaa !4
  store i32 %46, ptr %16, align 4, !tbaa !4
  br label %47

47:                                               ; preds = %45, %44
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %48 = add nuw nsw i32 %25, 1
  %49 = icmp eq i32 %48, %2
  br i1 %49, label %23, label %24, !llvm.loop !8

50:                                               ; preds = %23
  %51 = zext nneg i32 %5 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  %53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10pathfinderE4prev to ptr), i64 %51
  %54 = load i32, ptr %53, align 4, !tbaa !4
  store i32 %54, ptr %52, align 4, !tbaa !4
  br label %55

55:                                               ; preds = %50, %23
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
