; ModuleID = 'suite/printf_debug.cl'
source_filename = "suite/printf_debug.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @printf_debug(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %2
  %7 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %8 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #4
  %9 = tail call ptr addrspace(1) @__printf_alloc(i32 12)
  %10 = icmp eq ptr addrspace(1) %9, null
  br i1 %10, label %16, label %11

11:                                               ; preds = %6
  %12 = getelementptr i8, ptr addrspace(1) %9, i64 8
  %13 = getelementptr i8, ptr addrspace(1) %9, i64 4
  %14 = trunc i64 %8 to i32
  %15 = trunc i64 %7 to i32
  store i32 2, ptr addrspace(1) %9, align 4
  store i32 %15, ptr addrspace(1) %13, align 4
  store i32 %14, ptr addrspace(1) %12, align 4
  br label %16

16:                                               ; preds = %11, %6, %2
  %17 = icmp sgt i32 %1, %4
  br i1 %17, label %18, label %37

18:                                               ; preds = %16
  %19 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %20 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %21 = shl i64 %3, 32
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = tail call ptr addrspace(1) @__printf_alloc(i32 20)
  %26 = icmp eq ptr addrspace(1) %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %18
  %28 = trunc i64 %20 to i32
  %29 = trunc i64 %19 to i32
  store i32 1, ptr addrspace(1) %25, align 4
  %30 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 %4, ptr addrspace(1) %30, align 4
  %31 = getelementptr i8, ptr addrspace(1) %25, i64 8
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = getelementptr i8, ptr addrspace(1) %25, i64 12
  store i32 %28, ptr addrspace(1) %32, align 4
  %33 = getelementptr i8, ptr addrspace(1) %25, i64 16
  store i32 %24, ptr addrspace(1) %33, align 4
  br label %34

34:                                               ; preds = %27, %18
  %35 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %36 = shl nsw i32 %35, 1
  store i32 %36, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %16, %34
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_printf_debug(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %16

6:                                                ; preds = %2
  %7 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %8 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #4
  %9 = tail call ptr addrspace(1) @__printf_alloc(i32 12)
  %10 = icmp eq ptr addrspace(1) %9, null
  br i1 %10, label %16, label %11

11:                                               ; preds = %6
  %12 = getelementptr i8, ptr addrspace(1) %9, i64 8
  %13 = getelementptr i8, ptr addrspace(1) %9, i64 4
  %14 = trunc i64 %8 to i32
  %15 = trunc i64 %7 to i32
  store i32 2, ptr addrspace(1) %9, align 4
  store i32 %15, ptr addrspace(1) %13, align 4
  store i32 %14, ptr addrspace(1) %12, align 4
  br label %16

16:                                               ; preds = %11, %6, %2
  %17 = icmp sgt i32 %1, %4
  br i1 %17, label %18, label %37

18:                                               ; preds = %16
  %19 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %20 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %21 = shl i64 %3, 32
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = tail call ptr addrspace(1) @__printf_alloc(i32 20)
  %26 = icmp eq ptr addrspace(1) %25, null
  br i1 %26, label %34, label %27

27:                                               ; preds = %18
  %28 = trunc i64 %20 to i32
  %29 = trunc i64 %19 to i32
  store i32 1, ptr addrspace(1) %25, align 4
  %30 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 %4, ptr addrspace(1) %30, align 4
  %31 = getelementptr i8, ptr addrspace(1) %25, i64 8
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = getelementptr i8, ptr addrspace(1) %25, i64 12
  store i32 %28, ptr addrspace(1) %32, align 4
  %33 = getelementptr i8, ptr addrspace(1) %25, i64 16
  store i32 %24, ptr addrspace(1) %33, align 4
  br label %34

34:                                               ; preds = %18, %27
  %35 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %36 = shl nsw i32 %35, 1
  store i32 %36, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %34, %16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare ptr addrspace(1) @__printf_alloc(i32) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { nounwind "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}
!llvm.printf.fmts = !{!9, !10}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"1:4:4:4:4:4:item %d (group %d, local %d)\\72 %d\\n"}
!10 = !{!"2:2:4:4:launch of %d work-items in %d groups\\n"}
!11 = !{i32 1, i32 0}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int"}
!14 = !{!"", !""}
