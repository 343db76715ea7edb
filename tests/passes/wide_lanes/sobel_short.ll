; ModuleID = 'suite/sobel_short.cl'
source_filename = "suite/sobel_short.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @sobel_short(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, ptr addrspace(1) noundef writeonly align 1 captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %4, %8
  %12 = icmp sgt i32 %5, %10
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %88

14:                                               ; preds = %6
  %15 = mul nsw i32 %4, %10
  %16 = add nsw i32 %15, %8
  %17 = icmp eq i32 %8, 0
  %18 = icmp eq i32 %10, 0
  %19 = select i1 %17, i1 true, i1 %18
  %20 = add nsw i32 %4, -1
  %21 = icmp eq i32 %20, %8
  %22 = select i1 %19, i1 true, i1 %21
  %23 = add nsw i32 %5, -1
  %24 = icmp eq i32 %23, %10
  %25 = select i1 %22, i1 true, i1 %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %14
  %27 = sext i32 %16 to i64
  %28 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %27
  store i16 0, ptr addrspace(1) %28, align 2, !tbaa !13
  %29 = getelementptr inbounds i16, ptr addrspace(1) %2, i64 %27
  store i16 0, ptr addrspace(1) %29, align 2, !tbaa !13
  br label %84

30:                                               ; preds = %14
  %31 = sub nsw i32 %16, %4
  %32 = sext i32 %31 to i64
  %33 = getelementptr i8, ptr addrspace(1) %0, i64 %32
  %34 = getelementptr i8, ptr addrspace(1) %33, i64 -1
  %35 = load i8, ptr addrspace(1) %34, align 1, !tbaa !15
  %36 = load i8, ptr addrspace(1) %33, align 1, !tbaa !15, !amdgpu.noclobber !16
  %37 = getelementptr i8, ptr addrspace(1) %33, i64 1
  %38 = load i8, ptr addrspace(1) %37, align 1, !tbaa !15
  %39 = sext i32 %16 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 -1
  %42 = load i8, ptr addrspace(1) %41, align 1, !tbaa !15
  %43 = getelementptr i8, ptr addrspace(1) %40, i64 1
  %44 = load i8, ptr addrspace(1) %43, align 1, !tbaa !15
  %45 = add nsw i32 %16, %4
  %46 = sext i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(1) %0, i64 %46
  %48 = getelementptr i8, ptr addrspace(1) %47, i64 -1
  %49 = load i8, ptr addrspace(1) %48, align 1, !tbaa !15
  %50 = load i8, ptr addrspace(1) %47, align 1, !tbaa !15, !amdgpu.noclobber !16
  %51 = getelementptr i8, ptr addrspace(1) %47, i64 1
  %52 = load i8, ptr addrspace(1) %51, align 1, !tbaa !15
  %53 = zext i8 %38 to i32
  %54 = zext i8 %44 to i32
  %55 = zext i8 %52 to i32
  %56 = zext i8 %35 to i32
  %57 = zext i8 %42 to i32
  %58 = zext i8 %49 to i32
  %59 = sub nsw i32 %54, %57
  %60 = shl nsw i32 %59, 1
  %61 = add nuw nsw i32 %56, %58
  %62 = sub nsw i32 %53, %61
  %63 = add nsw i32 %62, %60
  %64 = add nsw i32 %63, %55
  %65 = trunc nsw i32 %64 to i16
  %66 = zext i8 %50 to i32
  %67 = zext i8 %36 to i32
  %68 = sub nsw i32 %66, %67
  %69 = shl nsw i32 %68, 1
  %70 = add nuw nsw i32 %53, %56
  %71 = sub nsw i32 %58, %70
  %72 = add nsw i32 %71, %55
  %73 = add nsw i32 %72, %69
  %74 = trunc nsw i32 %73 to i16
  %75 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %39
  store i16 %65, ptr addrspace(1) %75, align 2, !tbaa !13
  %76 = getelementptr inbounds i16, ptr addrspace(1) %2, i64 %39
  store i16 %74, ptr addrspace(1) %76, align 2, !tbaa !13
  %77 = tail call zeroext i16 @_Z3abss(i16 noundef signext %65) #3
  %78 = zext i16 %77 to i32
  %79 = tail call zeroext i16 @_Z3abss(i16 noundef signext %74) #3
  %80 = zext i16 %79 to i32
  %81 = add nuw nsw i32 %80, %78
  %82 = tail call i32 @_Z3minii(i32 noundef %81, i32 noundef 255) #3
  %83 = trunc i32 %82 to i8
  br label %84

84:                                               ; preds = %30, %26
  %85 = phi i64 [ %27, %26 ], [ %39, %30 ]
  %86 = phi i8 [ 0, %26 ], [ %83, %30 ]
  %87 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %85
  store i8 %86, ptr addrspace(1) %87, align 1, !tbaa !15
  br label %88

88:                                               ; preds = %84, %6
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_sobel_short(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 2 captures(none) %2, ptr addrspace(1) noundef writeonly align 1 captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %4, %8
  %12 = icmp sgt i32 %5, %10
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %88

14:                                               ; preds = %6
  %15 = mul nsw i32 %4, %10
  %16 = add nsw i32 %15, %8
  %17 = icmp eq i32 %8, 0
  %18 = icmp eq i32 %10, 0
  %19 = select i1 %17, i1 true, i1 %18
  %20 = add nsw i32 %4, -1
  %21 = icmp eq i32 %20, %8
  %22 = select i1 %19, i1 true, i1 %21
  %23 = add nsw i32 %5, -1
  %24 = icmp eq i32 %23, %10
  %25 = select i1 %22, i1 true, i1 %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %14
  %27 = sext i32 %16 to i64
  %28 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %27
  store i16 0, ptr addrspace(1) %28, align 2, !tbaa !13
  %29 = getelementptr inbounds i16, ptr addrspace(1) %2, i64 %27
  store i16 0, ptr addrspace(1) %29, align 2, !tbaa !13
  br label %84

30:                                               ; preds = %14
  %31 = sub nsw i32 %16, %4
  %32 = sext i32 %31 to i64
  %33 = getelementptr i8, ptr addrspace(1) %0, i64 %32
  %34 = getelementptr i8, ptr addrspace(1) %33, i64 -1
  %35 = load i8, ptr addrspace(1) %34, align 1, !tbaa !15
  %36 = load i8, ptr addrspace(1) %33, align 1, !tbaa !15
  %37 = getelementptr i8, ptr addrspace(1) %33, i64 1
  %38 = load i8, ptr addrspace(1) %37, align 1, !tbaa !15
  %39 = sext i32 %16 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 -1
  %42 = load i8, ptr addrspace(1) %41, align 1, !tbaa !15
  %43 = getelementptr i8, ptr addrspace(1) %40, i64 1
  %44 = load i8, ptr addrspace(1) %43, align 1, !tbaa !15
  %45 = add nsw i32 %16, %4
  %46 = sext i32 %45 to i64
  %47 = getelementptr i8, ptr addrspace(1) %0, i64 %46
  %48 = getelementptr i8, ptr addrspace(1) %47, i64 -1
  %49 = load i8, ptr addrspace(1) %48, align 1, !tbaa !15
  %50 = load i8, ptr addrspace(1) %47, align 1, !tbaa !15
  %51 = getelementptr i8, ptr addrspace(1) %47, i64 1
  %52 = load i8, ptr addrspace(1) %51, align 1, !tbaa !15
  %53 = zext i8 %38 to i32
  %54 = zext i8 %44 to i32
  %55 = zext i8 %52 to i32
  %56 = zext i8 %35 to i32
  %57 = zext i8 %42 to i32
  %58 = zext i8 %49 to i32
  %59 = sub nsw i32 %54, %57
  %60 = shl nsw i32 %59, 1
  %61 = add nuw nsw i32 %56, %58
  %62 = sub nsw i32 %53, %61
  %63 = add nsw i32 %62, %60
  %64 = add nsw i32 %63, %55
  %65 = trunc nsw i32 %64 to i16
  %66 = zext i8 %50 to i32
  %67 = zext i8 %36 to i32
  %68 = sub nsw i32 %66, %67
  %69 = shl nsw i32 %68, 1
  %70 = add nuw nsw i32 %53, %56
  %71 = sub nsw i32 %58, %70
  %72 = add nsw i32 %71, %55
  %73 = add nsw i32 %72, %69
  %74 = trunc nsw i32 %73 to i16
  %75 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %39
  store i16 %65, ptr addrspace(1) %75, align 2, !tbaa !13
  %76 = getelementptr inbounds i16, ptr addrspace(1) %2, i64 %39
  store i16 %74, ptr addrspace(1) %76, align 2, !tbaa !13
  %77 = tail call zeroext i16 @_Z3abss(i16 noundef signext %65) #3
  %78 = zext i16 %77 to i32
  %79 = tail call zeroext i16 @_Z3abss(i16 noundef signext %74) #3
  %80 = zext i16 %79 to i32
  %81 = add nuw nsw i32 %80, %78
  %82 = tail call i32 @_Z3minii(i32 noundef %81, i32 noundef 255) #3
  %83 = trunc i32 %82 to i8
  br label %84

84:                                               ; preds = %30, %26
  %85 = phi i64 [ %27, %26 ], [ %39, %30 ]
  %86 = phi i8 [ 0, %26 ], [ %83, %30 ]
  %87 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %85
  store i8 %86, ptr addrspace(1) %87, align 1, !tbaa !15
  br label %88

88:                                               ; preds = %84, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i16 @_Z3abss(i16 noundef signext) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"uchar*", !"short*", !"short*", !"uchar*", !"int", !"int"}
!12 = !{!"const", !"", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = !{}
