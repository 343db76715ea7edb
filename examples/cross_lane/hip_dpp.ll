; ModuleID = 'hip_dpp.hip'
source_filename = "hip_dpp.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_8a08480ef1116078 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8a08480ef1116078 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dpp_wave_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %13 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %12)
  %14 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %15 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %14)
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = zext i32 %11 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %19, i32 273, i32 15, i32 15, i1 false)
  %21 = add nsw i32 %20, %19
  %22 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %21, i32 274, i32 15, i32 15, i1 false)
  %23 = add nsw i32 %21, %22
  %24 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %23, i32 276, i32 15, i32 15, i1 false)
  %25 = add nsw i32 %23, %24
  %26 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %25, i32 280, i32 15, i32 15, i1 false)
  %27 = add nsw i32 %25, %26
  %28 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %27, i32 322, i32 10, i32 15, i1 false)
  %29 = add nsw i32 %27, %28
  %30 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %29, i32 323, i32 12, i32 15, i1 false)
  %31 = add nsw i32 %29, %30
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %17
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !5
  %33 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %31, i32 312, i32 15, i32 15, i1 true)
  %34 = add i32 %11, 128
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %35
  store i32 %33, ptr addrspace(1) %36, align 4, !tbaa !5
  %37 = add nuw nsw i32 %16, 63
  %38 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %31, i32 %37)
  %39 = icmp eq i32 %13, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %3
  %41 = udiv i32 %11, %16
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %42
  store i32 %38, ptr addrspace(1) %43, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %40, %3
  %45 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 177, i32 15, i32 15, i1 false)
  %46 = add nsw i32 %45, %19
  %47 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %46, i32 78, i32 15, i32 15, i1 false)
  %48 = add nsw i32 %46, %47
  %49 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %48, i32 321, i32 15, i32 15, i1 false)
  %50 = add nsw i32 %48, %49
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 320, i32 15, i32 15, i1 false)
  %52 = add nsw i32 %50, %51
  %53 = add i32 %11, 256
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %54
  store i32 %52, ptr addrspace(1) %55, align 4, !tbaa !5
  %56 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %19, i32 292, i32 15, i32 15, i1 false)
  %57 = add i32 %11, 384
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %58
  store i32 %56, ptr addrspace(1) %59, align 4, !tbaa !5
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %19, i32 259, i32 15, i32 9, i1 false)
  %61 = add i32 %11, 512
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %62
  store i32 %60, ptr addrspace(1) %63, align 4, !tbaa !5
  %64 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -5, i32 %19, i32 341, i32 5, i32 15, i1 true)
  %65 = add i32 %11, 640
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %66
  store i32 %64, ptr addrspace(1) %67, align 4, !tbaa !5
  %68 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 355, i32 15, i32 15, i1 false)
  %69 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 308, i32 15, i32 15, i1 false)
  %70 = mul nsw i32 %69, 1000
  %71 = add nsw i32 %70, %68
  %72 = add i32 %11, 768
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %73
  store i32 %71, ptr addrspace(1) %74, align 4, !tbaa !5
  %75 = icmp sgt i32 %19, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %44
  %77 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 -9, i32 %19, i32 273, i32 15, i32 15, i1 false)
  br label %78

78:                                               ; preds = %76, %44
  %79 = phi i32 [ %77, %76 ], [ 0, %44 ]
  %80 = add i32 %11, 896
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %81
  store i32 %79, ptr addrspace(1) %82, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
