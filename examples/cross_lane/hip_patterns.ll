; ModuleID = 'hip_patterns.hip'
source_filename = "hip_patterns.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10block_scanE6totals = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_22ccbe5147d85a13 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_22ccbe5147d85a13 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @block_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %11)
  %13 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %14 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %13)
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = trunc nuw nsw i32 %3 to i16
  %17 = trunc nuw nsw i64 %14 to i16
  %18 = udiv i16 %16, %17
  %19 = zext nneg i16 %18 to i32
  %20 = zext i32 %10 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = icmp samesign ugt i64 %14, 1
  br i1 %23, label %28, label %24

24:                                               ; preds = %28, %2
  %25 = phi i32 [ %22, %2 ], [ %36, %28 ]
  %26 = add nsw i32 %15, -1
  %27 = icmp eq i32 %12, %26
  br i1 %27, label %39, label %41

28:                                               ; preds = %2, %28
  %29 = phi i32 [ %36, %28 ], [ %22, %2 ]
  %30 = phi i32 [ %37, %28 ], [ 1, %2 ]
  %31 = sub i32 %12, %30
  %32 = shl i32 %31, 2
  %33 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %29)
  %34 = icmp ult i32 %12, %30
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %35, %29
  %37 = shl nuw nsw i32 %30, 1
  %38 = icmp samesign ult i32 %37, %15
  br i1 %38, label %28, label %24, !llvm.loop !11

39:                                               ; preds = %24
  %40 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %19
  store i32 %25, ptr addrspace(3) %40, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %39, %24
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = icmp samesign ugt i16 %17, %16
  br i1 %42, label %65, label %43

43:                                               ; preds = %41
  %44 = tail call i32 @llvm.umax.i32(i32 %19, i32 1)
  %45 = and i32 %44, 7
  %46 = icmp samesign ult i16 %18, 8
  br i1 %46, label %51, label %47

47:                                               ; preds = %43
  %48 = and i32 %44, 1016
  br label %68

49:                                               ; preds = %68
  %50 = icmp eq i32 %45, 0
  br i1 %50, label %65, label %51

51:                                               ; preds = %49, %43
  %52 = phi i32 [ 0, %43 ], [ %103, %49 ]
  %53 = phi i32 [ %25, %43 ], [ %102, %49 ]
  %54 = icmp ne i32 %45, 0
  tail call void @llvm.assume(i1 %54)
  br label %55

55:                                               ; preds = %55, %51
  %56 = phi i32 [ %62, %55 ], [ %52, %51 ]
  %57 = phi i32 [ %61, %55 ], [ %53, %51 ]
  %58 = phi i32 [ %63, %55 ], [ 0, %51 ]
  %59 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %56
  %60 = load i32, ptr addrspace(3) %59, align 4, !tbaa !5
  %61 = add nsw i32 %60, %57
  %62 = add nuw nsw i32 %56, 1
  %63 = add i32 %58, 1
  %64 = icmp eq i32 %63, %45
  br i1 %64, label %65, label %55, !llvm.loop !13

65:                                               ; preds = %49, %55, %41
  %66 = phi i32 [ %25, %41 ], [ %102, %49 ], [ %61, %55 ]
  %67 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %20
  store i32 %66, ptr addrspace(1) %67, align 4, !tbaa !5
  ret void

68:                                               ; preds = %68, %47
  %69 = phi i32 [ 0, %47 ], [ %103, %68 ]
  %70 = phi i32 [ %25, %47 ], [ %102, %68 ]
  %71 = phi i32 [ 0, %47 ], [ %104, %68 ]
  %72 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %73 = load i32, ptr addrspace(3) %72, align 16, !tbaa !5
  %74 = add nsw i32 %73, %70
  %75 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %75, i32 4
  %77 = load i32, ptr addrspace(3) %76, align 4, !tbaa !5
  %78 = add nsw i32 %77, %74
  %79 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) %79, i32 8
  %81 = load i32, ptr addrspace(3) %80, align 8, !tbaa !5
  %82 = add nsw i32 %81, %78
  %83 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 12
  %85 = load i32, ptr addrspace(3) %84, align 4, !tbaa !5
  %86 = add nsw i32 %85, %82
  %87 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) %87, i32 16
  %89 = load i32, ptr addrspace(3) %88, align 16, !tbaa !5
  %90 = add nsw i32 %89, %86
  %91 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %91, i32 20
  %93 = load i32, ptr addrspace(3) %92, align 4, !tbaa !5
  %94 = add nsw i32 %93, %90
  %95 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %95, i32 24
  %97 = load i32, ptr addrspace(3) %96, align 8, !tbaa !5
  %98 = add nsw i32 %97, %94
  %99 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanE6totals, i32 %69
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i32 28
  %101 = load i32, ptr addrspace(3) %100, align 4, !tbaa !5
  %102 = add nsw i32 %101, %98
  %103 = add nuw nsw i32 %69, 8
  %104 = add i32 %71, 8
  %105 = icmp eq i32 %104, %48
  br i1 %105, label %49, label %68, !llvm.loop !15
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @aggregated_append(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2) local_unnamed_addr #4 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %34

16:                                               ; preds = %3
  %17 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %18 = lshr i64 %17, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = trunc i64 %17 to i32
  %21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %20, i32 0)
  %22 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %19, i32 %21)
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %16
  %25 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %17)
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = atomicrmw add ptr addrspace(1) %2, i32 %26 monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  br label %28

28:                                               ; preds = %24, %16
  %29 = phi i32 [ %27, %24 ], [ 0, %16 ]
  %30 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %29)
  %31 = add nsw i32 %30, %22
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %32
  store i32 %14, ptr addrspace(1) %33, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %28, %3
  ret void
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @waterfall(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %12
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16
  br label %18

18:                                               ; preds = %28, %3
  %19 = phi i32 [ 0, %3 ], [ %29, %28 ]
  %20 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %14)
  %21 = icmp eq i32 %20, %14
  br i1 %21, label %22, label %26

22:                                               ; preds = %18
  %23 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %24 = mul nsw i32 %23, 100
  %25 = add nsw i32 %24, %19
  store i32 %25, ptr addrspace(1) %15, align 4, !tbaa !5
  br label %28

26:                                               ; preds = %18
  %27 = add nsw i32 %19, 1
  br label %28

28:                                               ; preds = %26, %22
  %29 = phi i32 [ %19, %22 ], [ %27, %26 ]
  br i1 %21, label %30, label %18

30:                                               ; preds = %28
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ballot_compact(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = add i32 %10, %4
  %12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %13 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %12)
  %14 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %15 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %14)
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = udiv i32 %11, %16
  %18 = zext i32 %11 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = srem i32 %20, 3
  %22 = icmp eq i32 %21, 0
  %23 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %22)
  br i1 %22, label %24, label %34

24:                                               ; preds = %3
  %25 = shl i32 %17, 6
  %26 = lshr i64 %23, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = trunc i64 %23 to i32
  %29 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %28, i32 0)
  %30 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 %27, i32 %29)
  %31 = add i32 %30, %25
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %32
  store i32 %20, ptr addrspace(1) %33, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %24, %3
  %35 = icmp eq i32 %13, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %34
  %37 = zext i32 %17 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %37
  %39 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %23)
  %40 = trunc nuw nsw i64 %39 to i32
  store i32 %40, ptr addrspace(1) %38, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %36, %34
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @first_below(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  br label %13

13:                                               ; preds = %22, %4
  %14 = phi i32 [ %12, %4 ], [ %24, %22 ]
  %15 = phi i32 [ 0, %4 ], [ %25, %22 ]
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = icmp slt i32 %18, %3
  %20 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %19)
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %13
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = add nuw nsw i32 %15, 1
  br label %13, !llvm.loop !18

26:                                               ; preds = %13
  %27 = xor i32 %15, -1
  %28 = select i1 %19, i32 %14, i32 %27
  %29 = zext i32 %12 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %29
  store i32 %28, ptr addrspace(1) %30, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #7

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #8 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.vectorize.width", i32 1}
!17 = !{!"llvm.loop.interleave.count", i32 1}
!18 = distinct !{!18, !12}
