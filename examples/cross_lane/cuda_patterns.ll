; ModuleID = 'cuda_patterns.cu'
source_filename = "cuda_patterns.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10block_scanE6totals = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_scan(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = add i32 %6, %3
  %8 = and i32 %3, 31
  %9 = zext i32 %7 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %11, i32 1, i32 0)
  %13 = icmp eq i32 %8, 0
  %14 = select i1 %13, i32 0, i32 %12
  %15 = add nsw i32 %14, %11
  %16 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %15, i32 2, i32 0)
  %17 = icmp samesign ult i32 %8, 2
  %18 = select i1 %17, i32 0, i32 %16
  %19 = add nsw i32 %18, %15
  %20 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %19, i32 4, i32 0)
  %21 = icmp samesign ult i32 %8, 4
  %22 = select i1 %21, i32 0, i32 %20
  %23 = add nsw i32 %22, %19
  %24 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 8, i32 0)
  %25 = icmp samesign ult i32 %8, 8
  %26 = select i1 %25, i32 0, i32 %24
  %27 = add nsw i32 %26, %23
  %28 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 16, i32 0)
  %29 = icmp samesign ult i32 %8, 16
  %30 = select i1 %29, i32 0, i32 %28
  %31 = add nsw i32 %30, %27
  %32 = lshr i32 %3, 5
  %33 = icmp eq i32 %8, 31
  br i1 %33, label %34, label %37

34:                                               ; preds = %2
  %35 = zext nneg i32 %32 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %35
  store i32 %31, ptr %36, align 4, !tbaa !4
  br label %37

37:                                               ; preds = %34, %2
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = icmp eq i32 %32, 0
  br i1 %38, label %61, label %39

39:                                               ; preds = %37
  %40 = and i32 %32, 3
  %41 = icmp samesign ult i32 %3, 128
  br i1 %41, label %46, label %42

42:                                               ; preds = %39
  %43 = and i32 %32, 28
  br label %64

44:                                               ; preds = %64
  %45 = icmp eq i32 %40, 0
  br i1 %45, label %61, label %46

46:                                               ; preds = %44, %39
  %47 = phi i32 [ 0, %39 ], [ %87, %44 ]
  %48 = phi i32 [ %31, %39 ], [ %86, %44 ]
  %49 = icmp ne i32 %40, 0
  tail call void @llvm.assume(i1 %49)
  br label %50

50:                                               ; preds = %50, %46
  %51 = phi i32 [ %58, %50 ], [ %47, %46 ]
  %52 = phi i32 [ %57, %50 ], [ %48, %46 ]
  %53 = phi i32 [ %59, %50 ], [ 0, %46 ]
  %54 = zext nneg i32 %51 to i64
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !4
  %57 = add nsw i32 %56, %52
  %58 = add nuw nsw i32 %51, 1
  %59 = add i32 %53, 1
  %60 = icmp eq i32 %59, %40
  br i1 %60, label %61, label %50, !llvm.loop !8

61:                                               ; preds = %44, %50, %37
  %62 = phi i32 [ %31, %37 ], [ %86, %44 ], [ %57, %50 ]
  %63 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %62, ptr %63, align 4, !tbaa !4
  ret void

64:                                               ; preds = %64, %42
  %65 = phi i32 [ 0, %42 ], [ %87, %64 ]
  %66 = phi i32 [ %31, %42 ], [ %86, %64 ]
  %67 = phi i32 [ 0, %42 ], [ %88, %64 ]
  %68 = zext nneg i32 %65 to i64
  %69 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !4
  %71 = add nsw i32 %70, %66
  %72 = zext nneg i32 %65 to i64
  %73 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 4
  %75 = load i32, ptr %74, align 4, !tbaa !4
  %76 = add nsw i32 %75, %71
  %77 = zext nneg i32 %65 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %80 = load i32, ptr %79, align 4, !tbaa !4
  %81 = add nsw i32 %80, %76
  %82 = zext nneg i32 %65 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanE6totals to ptr), i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 12
  %85 = load i32, ptr %84, align 4, !tbaa !4
  %86 = add nsw i32 %85, %81
  %87 = add nuw nsw i32 %65, 4
  %88 = add i32 %67, 4
  %89 = icmp eq i32 %88, %43
  br i1 %89, label %44, label %64, !llvm.loop !10
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @aggregated_append(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = zext i32 %8 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !4
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %33

14:                                               ; preds = %3
  %15 = tail call i32 @llvm.nvvm.activemask()
  %16 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %15, i1 true)
  %17 = icmp eq i32 %15, 0
  %18 = select i1 %17, i32 -1, i32 %16
  %19 = icmp eq i32 %9, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %14
  %21 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %15)
  %22 = atomicrmw add ptr %2, i32 %21 monotonic, align 4
  br label %23

23:                                               ; preds = %20, %14
  %24 = phi i32 [ %22, %20 ], [ 0, %14 ]
  %25 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %15, i32 %24, i32 %18, i32 31)
  %26 = shl nsw i32 -1, %9
  %27 = xor i32 %26, -1
  %28 = and i32 %15, %27
  %29 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %28)
  %30 = add nsw i32 %25, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %1, i64 %31
  store i32 %12, ptr %32, align 4, !tbaa !4
  br label %33

33:                                               ; preds = %23, %3
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @waterfall(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = getelementptr inbounds nuw i32, ptr %2, i64 %9
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  br label %15

15:                                               ; preds = %29, %3
  %16 = phi i32 [ 0, %3 ], [ %30, %29 ]
  %17 = tail call i32 @llvm.nvvm.activemask()
  %18 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %17, i1 true)
  %19 = icmp eq i32 %17, 0
  %20 = select i1 %19, i32 -1, i32 %18
  %21 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %17, i32 %11, i32 %20, i32 31)
  %22 = icmp eq i32 %21, %11
  br i1 %22, label %23, label %27

23:                                               ; preds = %15
  %24 = load i32, ptr %14, align 4, !tbaa !4
  %25 = mul nsw i32 %24, 100
  %26 = add nsw i32 %25, %16
  store i32 %26, ptr %12, align 4, !tbaa !4
  br label %29

27:                                               ; preds = %15
  %28 = add nsw i32 %16, 1
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi i32 [ %16, %23 ], [ %28, %27 ]
  br i1 %22, label %31, label %15

31:                                               ; preds = %29
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @ballot_compact(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = lshr i32 %8, 5
  %11 = zext i32 %8 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !4
  %14 = srem i32 %13, 3
  %15 = icmp eq i32 %14, 0
  %16 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %15)
  br i1 %15, label %17, label %26

17:                                               ; preds = %3
  %18 = and i32 %8, -32
  %19 = shl nsw i32 -1, %9
  %20 = xor i32 %19, -1
  %21 = and i32 %16, %20
  %22 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %21)
  %23 = or disjoint i32 %22, %18
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %1, i64 %24
  store i32 %13, ptr %25, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %17, %3
  %27 = icmp eq i32 %9, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %26
  %29 = zext nneg i32 %10 to i64
  %30 = getelementptr inbounds nuw i32, ptr %2, i64 %29
  %31 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %16)
  store i32 %31, ptr %30, align 4, !tbaa !4
  br label %32

32:                                               ; preds = %28, %26
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @first_below(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  br label %10

10:                                               ; preds = %18, %4
  %11 = phi i32 [ %9, %4 ], [ %20, %18 ]
  %12 = phi i32 [ 0, %4 ], [ %21, %18 ]
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds i32, ptr %1, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %16 = icmp slt i32 %15, %3
  %17 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %16)
  br i1 %17, label %22, label %18

18:                                               ; preds = %10
  %19 = getelementptr inbounds i32, ptr %0, i64 %13
  %20 = load i32, ptr %19, align 4, !tbaa !4
  %21 = add nuw nsw i32 %12, 1
  br label %10, !llvm.loop !12

22:                                               ; preds = %10
  %23 = xor i32 %12, -1
  %24 = select i1 %16, i32 %11, i32 %23
  %25 = zext i32 %9 to i64
  %26 = getelementptr inbounds nuw i32, ptr %2, i64 %25
  store i32 %24, ptr %26, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
