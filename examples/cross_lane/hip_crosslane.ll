; ModuleID = 'hip_crosslane.hip'
source_filename = "hip_crosslane.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_85b91a90f3006f4 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_85b91a90f3006f4 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z11wave_reducePKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %6, i32 1055)
  %8 = add nsw i32 %7, %6
  %9 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %8, i32 2079)
  %10 = add nsw i32 %8, %9
  %11 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %10, i32 4127)
  %12 = add nsw i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %12, i32 8223)
  %14 = add nsw i32 %12, %13
  %15 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %14, i32 16415)
  %16 = add nsw i32 %14, %15
  %17 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %16, i32 0)
  %18 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %16, i32 32)
  %19 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %20 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %19)
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %2
  %23 = lshr i32 %3, 6
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %24
  %26 = add nsw i32 %18, %17
  store i32 %26, ptr addrspace(1) %25, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z12permute_rankPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !5
  %7 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %8 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %7)
  %9 = shl i32 %8, 2
  %10 = add i32 %9, 4
  %11 = and i32 %10, 252
  %12 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %11, i32 %6)
  %13 = icmp sgt i32 %6, 0
  %14 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %13)
  %15 = lshr i64 %14, 32
  %16 = trunc nuw i64 %15 to i32
  %17 = trunc i64 %14 to i32
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %17, i32 0)
  %19 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 %16, i32 %18)
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  store i32 %12, ptr addrspace(1) %20, align 4, !tbaa !5
  %21 = select i1 %13, i32 %19, i32 -1
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 256
  store i32 %21, ptr addrspace(1) %22, align 4, !tbaa !5
  %23 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %6, i32 32768)
  %24 = getelementptr inbounds nuw i8, ptr addrspace(1) %20, i64 512
  store i32 %23, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
