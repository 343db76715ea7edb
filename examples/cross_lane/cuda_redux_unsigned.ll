; ModuleID = 'cuda_redux_unsigned.cu'
source_filename = "cuda_redux_unsigned.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @redux_unsigned(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %11 = tail call i32 @llvm.nvvm.activemask()
  %12 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %10, i32 %11)
  %13 = shl i32 %7, 2
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  store i32 %12, ptr %15, align 4, !tbaa !4
  %16 = tail call i32 @llvm.nvvm.redux.sync.umax(i32 %10, i32 %11)
  %17 = or disjoint i32 %13, 1
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %16, ptr %19, align 4, !tbaa !4
  %20 = and i32 %10, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %29, label %22

22:                                               ; preds = %2
  %23 = tail call i32 @llvm.nvvm.activemask()
  %24 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %10, i32 %23)
  %25 = or disjoint i32 %13, 2
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr %1, i64 %26
  store i32 %24, ptr %27, align 4, !tbaa !4
  %28 = tail call i32 @llvm.nvvm.redux.sync.umax(i32 %10, i32 %23)
  br label %35

29:                                               ; preds = %2
  %30 = or disjoint i32 %13, 2
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %31
  store i32 0, ptr %32, align 4, !tbaa !4
  %33 = tail call i32 @llvm.nvvm.activemask()
  %34 = tail call i32 @llvm.nvvm.redux.sync.min(i32 %10, i32 %33)
  br label %35

35:                                               ; preds = %29, %22
  %36 = phi i32 [ %34, %29 ], [ %28, %22 ]
  %37 = or disjoint i32 %13, 3
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %1, i64 %38
  store i32 %36, ptr %39, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
