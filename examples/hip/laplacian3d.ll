; ModuleID = '../hip/laplacian3d.hip'
source_filename = "../hip/laplacian3d.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_6963406f3b808f1f = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_6963406f3b808f1f to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @laplacian3d(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %15 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 14
  %16 = load i16, ptr addrspace(4) %15, align 2, !range !9, !invariant.load !10, !noundef !10
  %17 = zext nneg i16 %16 to i32
  %18 = mul i32 %14, %17
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %20 = add i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.workgroup.id.z()
  %22 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 16
  %23 = load i16, ptr addrspace(4) %22, align 8, !range !9, !invariant.load !10, !noundef !10
  %24 = zext nneg i16 %23 to i32
  %25 = mul i32 %21, %24
  %26 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z()
  %27 = add i32 %25, %26
  %28 = icmp slt i32 %13, %2
  %29 = icmp slt i32 %20, %3
  %30 = and i1 %28, %29
  %31 = icmp slt i32 %27, %4
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %92

33:                                               ; preds = %5
  %34 = mul nsw i32 %27, %3
  %35 = add nsw i32 %34, %20
  %36 = mul nsw i32 %35, %2
  %37 = add nsw i32 %36, %13
  %38 = icmp eq i32 %13, 0
  %39 = icmp eq i32 %20, 0
  %40 = or i1 %38, %39
  %41 = icmp eq i32 %27, 0
  %42 = or i1 %40, %41
  %43 = add nsw i32 %2, -1
  %44 = icmp eq i32 %13, %43
  %45 = select i1 %42, i1 true, i1 %44
  %46 = add nsw i32 %3, -1
  %47 = icmp eq i32 %20, %46
  %48 = select i1 %45, i1 true, i1 %47
  %49 = add nsw i32 %4, -1
  %50 = icmp eq i32 %27, %49
  %51 = select i1 %48, i1 true, i1 %50
  br i1 %51, label %52, label %56

52:                                               ; preds = %33
  %53 = sext i32 %37 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !11
  br label %88

56:                                               ; preds = %33
  %57 = mul nsw i32 %3, %2
  %58 = sext i32 %37 to i64
  %59 = getelementptr float, ptr addrspace(1) %0, i64 %58
  %60 = getelementptr i8, ptr addrspace(1) %59, i64 -4
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !11
  %62 = getelementptr i8, ptr addrspace(1) %59, i64 4
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !11
  %64 = fadd float %61, %63
  %65 = sub nsw i32 %37, %2
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !11
  %69 = fadd float %64, %68
  %70 = add nsw i32 %37, %2
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !11
  %74 = fadd float %69, %73
  %75 = sub nsw i32 %37, %57
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !11
  %79 = fadd float %74, %78
  %80 = add nsw i32 %37, %57
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !11
  %84 = fadd float %79, %83
  %85 = load float, ptr addrspace(1) %59, align 4, !tbaa !11
  %86 = fmul float %85, 6.000000e+00
  %87 = fsub float %84, %86
  br label %88

88:                                               ; preds = %56, %52
  %89 = phi i64 [ %53, %52 ], [ %58, %56 ]
  %90 = phi float [ %55, %52 ], [ %87, %56 ]
  %91 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %89
  store float %90, ptr addrspace(1) %91, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %88, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
