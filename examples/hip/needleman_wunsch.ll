; ModuleID = '../hip/needleman_wunsch.hip'
source_filename = "../hip/needleman_wunsch.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ16needleman_wunschE1s = internal unnamed_addr addrspace(3) global [289 x i32] undef, align 16
@__hip_cuid_25f5bac8d56f9735 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_25f5bac8d56f9735 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @needleman_wunsch(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = add nsw i32 %3, 1
  %8 = mul nsw i32 %7, %7
  %9 = icmp samesign ult i32 %6, %8
  br i1 %9, label %10, label %15

10:                                               ; preds = %5
  %11 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %11, i64 12
  %13 = load i16, ptr addrspace(4) %12, align 4, !range !9, !invariant.load !10, !noundef !10
  %14 = zext nneg i16 %13 to i32
  br label %29

15:                                               ; preds = %29, %5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %17, label %37

17:                                               ; preds = %15
  %18 = shl nuw i32 %3, 1
  %19 = add i32 %18, -1
  %20 = icmp samesign ult i32 %6, %3
  %21 = add nuw nsw i32 %6, 1
  %22 = mul nuw nsw i32 %7, %6
  %23 = getelementptr i32, ptr addrspace(3) @_ZZ16needleman_wunschE1s, i32 %22
  %24 = zext nneg i32 %6 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %24
  %26 = mul nuw nsw i32 %7, %21
  %27 = getelementptr i32, ptr addrspace(3) @_ZZ16needleman_wunschE1s, i32 %26
  %28 = tail call i32 @llvm.smax.i32(i32 %19, i32 1)
  br label %43

29:                                               ; preds = %10, %29
  %30 = phi i32 [ %6, %10 ], [ %35, %29 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ16needleman_wunschE1s, i32 %30
  store i32 %33, ptr addrspace(3) %34, align 4, !tbaa !5
  %35 = add i32 %30, %14
  %36 = icmp slt i32 %35, %8
  br i1 %36, label %29, label %15, !llvm.loop !11

37:                                               ; preds = %68, %15
  br i1 %9, label %38, label %71

38:                                               ; preds = %37
  %39 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %40 = getelementptr inbounds nuw i8, ptr addrspace(4) %39, i64 12
  %41 = load i16, ptr addrspace(4) %40, align 4, !range !9, !invariant.load !10, !noundef !10
  %42 = zext nneg i16 %41 to i32
  br label %72

43:                                               ; preds = %17, %68
  %44 = phi i32 [ 0, %17 ], [ %69, %68 ]
  %45 = sub nsw i32 %44, %6
  %46 = icmp ult i32 %45, %3
  %47 = select i1 %20, i1 %46, i1 false
  br i1 %47, label %48, label %68

48:                                               ; preds = %43
  %49 = add nuw nsw i32 %45, 1
  %50 = getelementptr i32, ptr addrspace(3) %23, i32 %45
  %51 = load i32, ptr addrspace(3) %50, align 4, !tbaa !5
  %52 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %53 = zext nneg i32 %45 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %53
  %55 = load i32, ptr addrspace(1) %54, align 4, !tbaa !5
  %56 = icmp eq i32 %52, %55
  %57 = select i1 %56, i32 2, i32 -1
  %58 = add nsw i32 %57, %51
  %59 = getelementptr i32, ptr addrspace(3) %23, i32 %49
  %60 = load i32, ptr addrspace(3) %59, align 4, !tbaa !5
  %61 = sub nsw i32 %60, %4
  %62 = getelementptr i32, ptr addrspace(3) %27, i32 %45
  %63 = load i32, ptr addrspace(3) %62, align 4, !tbaa !5
  %64 = sub nsw i32 %63, %4
  %65 = tail call noundef i32 @llvm.smax.i32(i32 %61, i32 %64)
  %66 = tail call noundef i32 @llvm.smax.i32(i32 %58, i32 %65)
  %67 = getelementptr i32, ptr addrspace(3) %27, i32 %49
  store i32 %66, ptr addrspace(3) %67, align 4, !tbaa !5
  br label %68

68:                                               ; preds = %48, %43
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %69 = add nuw nsw i32 %44, 1
  %70 = icmp eq i32 %69, %28
  br i1 %70, label %37, label %43, !llvm.loop !13

71:                                               ; preds = %72, %37
  ret void

72:                                               ; preds = %38, %72
  %73 = phi i32 [ %6, %38 ], [ %78, %72 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ16needleman_wunschE1s, i32 %73
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !5
  %77 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %74
  store i32 %76, ptr addrspace(1) %77, align 4, !tbaa !5
  %78 = add i32 %73, %42
  %79 = icmp slt i32 %78, %8
  br i1 %79, label %72, label %71, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
