; ModuleID = 'suite/rgb_to_grey.cl'
source_filename = "suite/rgb_to_grey.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rgb_to_grey(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef writeonly align 1 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %41

8:                                                ; preds = %4
  %9 = mul i64 %5, 12884901888
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i8, ptr addrspace(1) %11, align 1, !tbaa !13, !amdgpu.noclobber !14
  %13 = zext i8 %12 to i16
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 1
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !13
  %16 = zext i8 %15 to i16
  %17 = getelementptr i8, ptr addrspace(1) %11, i64 2
  %18 = load i8, ptr addrspace(1) %17, align 1, !tbaa !13
  %19 = zext i8 %18 to i16
  %20 = mul nuw nsw i16 %13, 77
  %21 = mul nuw i16 %16, 150
  %22 = mul nuw nsw i16 %19, 29
  %23 = add nuw nsw i16 %20, 128
  %24 = add nuw i16 %23, %21
  %25 = add nuw i16 %24, %22
  %26 = lshr i16 %25, 8
  %27 = trunc nuw i16 %26 to i8
  %28 = shl i64 %5, 32
  %29 = ashr exact i64 %28, 32
  %30 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %29
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !13, !amdgpu.noclobber !14
  %32 = icmp sgt i8 %31, -1
  br i1 %32, label %33, label %35

33:                                               ; preds = %8
  %34 = tail call zeroext i8 @_Z7add_sathh(i8 noundef zeroext %27, i8 noundef zeroext %31) #3
  br label %38

35:                                               ; preds = %8
  %36 = sub i8 0, %31
  %37 = tail call zeroext i8 @_Z7sub_sathh(i8 noundef zeroext %27, i8 noundef zeroext %36) #3
  br label %38

38:                                               ; preds = %35, %33
  %39 = phi i8 [ %34, %33 ], [ %37, %35 ]
  %40 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %29
  store i8 %39, ptr addrspace(1) %40, align 1, !tbaa !13
  br label %41

41:                                               ; preds = %4, %38
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rgb_to_grey(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef writeonly align 1 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %41

8:                                                ; preds = %4
  %9 = mul i64 %5, 12884901888
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i8, ptr addrspace(1) %11, align 1, !tbaa !13
  %13 = zext i8 %12 to i16
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 1
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !13
  %16 = zext i8 %15 to i16
  %17 = getelementptr i8, ptr addrspace(1) %11, i64 2
  %18 = load i8, ptr addrspace(1) %17, align 1, !tbaa !13
  %19 = zext i8 %18 to i16
  %20 = mul nuw nsw i16 %13, 77
  %21 = mul nuw i16 %16, 150
  %22 = mul nuw nsw i16 %19, 29
  %23 = add nuw nsw i16 %20, 128
  %24 = add nuw i16 %23, %21
  %25 = add nuw i16 %24, %22
  %26 = lshr i16 %25, 8
  %27 = trunc nuw i16 %26 to i8
  %28 = shl i64 %5, 32
  %29 = ashr exact i64 %28, 32
  %30 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %29
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !13
  %32 = icmp sgt i8 %31, -1
  br i1 %32, label %33, label %35

33:                                               ; preds = %8
  %34 = tail call zeroext i8 @_Z7add_sathh(i8 noundef zeroext %27, i8 noundef zeroext %31) #3
  br label %38

35:                                               ; preds = %8
  %36 = sub i8 0, %31
  %37 = tail call zeroext i8 @_Z7sub_sathh(i8 noundef zeroext %27, i8 noundef zeroext %36) #3
  br label %38

38:                                               ; preds = %35, %33
  %39 = phi i8 [ %34, %33 ], [ %37, %35 ]
  %40 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %29
  store i8 %39, ptr addrspace(1) %40, align 1, !tbaa !13
  br label %41

41:                                               ; preds = %4, %38
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z7add_sathh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z7sub_sathh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"uchar*", !"char*", !"uchar*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{!7, !7, i64 0}
!14 = !{}
