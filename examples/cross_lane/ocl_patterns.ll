; ModuleID = 'ocl_patterns.cl'
source_filename = "ocl_patterns.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@block_scan.totals = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @block_scan(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i32 @_Z18get_sub_group_sizev() #5
  %7 = udiv i32 %5, %6
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  %10 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %9) #5
  %11 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %12 = add i32 %6, -1
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %17

14:                                               ; preds = %2
  %15 = zext i32 %7 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(3) @block_scan.totals, i64 %15
  store i32 %10, ptr addrspace(3) %16, align 4, !tbaa !4
  br label %17

17:                                               ; preds = %14, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %18 = icmp ugt i32 %6, %5
  br i1 %18, label %28, label %19

19:                                               ; preds = %17, %19
  %20 = phi i32 [ %26, %19 ], [ 0, %17 ]
  %21 = phi i32 [ %25, %19 ], [ %10, %17 ]
  %22 = zext i32 %20 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) @block_scan.totals, i64 %22
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !4
  %25 = add nsw i32 %24, %21
  %26 = add nuw i32 %20, 1
  %27 = icmp ult i32 %26, %7
  br i1 %27, label %19, label %28

28:                                               ; preds = %19, %17
  %29 = phi i32 [ %10, %17 ], [ %25, %19 ]
  %30 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_block_scan(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call spir_func i32 @_Z18get_sub_group_sizev() #5
  %7 = udiv i32 %5, %6
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  %10 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %9) #5
  %11 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %12 = add i32 %6, -1
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %17

14:                                               ; preds = %2
  %15 = zext i32 %7 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(3) @block_scan.totals, i64 %15
  store i32 %10, ptr addrspace(3) %16, align 4, !tbaa !4
  br label %17

17:                                               ; preds = %14, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %18 = icmp ugt i32 %6, %5
  br i1 %18, label %19, label %22

19:                                               ; preds = %22, %17
  %20 = phi i32 [ %10, %17 ], [ %28, %22 ]
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !4
  ret void

22:                                               ; preds = %17, %22
  %23 = phi i32 [ %29, %22 ], [ 0, %17 ]
  %24 = phi i32 [ %28, %22 ], [ %10, %17 ]
  %25 = zext i32 %23 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) @block_scan.totals, i64 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !4
  %28 = add nsw i32 %27, %24
  %29 = add nuw i32 %23, 1
  %30 = icmp ult i32 %29, %7
  br i1 %30, label %22, label %19
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @aggregated_append(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %3
  %9 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef 1) #5
  %10 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #5
  %11 = icmp eq i32 %9, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef align 4 %2, i32 noundef %10) #5
  br label %14

14:                                               ; preds = %12, %8
  %15 = phi i32 [ %13, %12 ], [ 0, %8 ]
  %16 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %15) #5
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  store i32 %6, ptr addrspace(1) %19, align 4, !tbaa !4
  br label %20

20:                                               ; preds = %3, %14
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_aggregated_append(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %3
  %9 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef 1) #5
  %10 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #5
  %11 = icmp eq i32 %9, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %2, i32 noundef %10) #5
  br label %14

14:                                               ; preds = %8, %12
  %15 = phi i32 [ %13, %12 ], [ 0, %8 ]
  %16 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %15) #5
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  store i32 %6, ptr addrspace(1) %19, align 4, !tbaa !4
  br label %20

20:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @waterfall(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !16 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  br label %7

7:                                                ; preds = %7, %3
  %8 = phi i32 [ 0, %3 ], [ %11, %7 ]
  %9 = tail call spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef %6) #5
  %10 = icmp eq i32 %9, %6
  %11 = add nuw nsw i32 %8, 1
  br i1 %10, label %12, label %7

12:                                               ; preds = %7
  %13 = sext i32 %6 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !4
  %16 = mul nsw i32 %15, 100
  %17 = add nsw i32 %16, %8
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %4
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_waterfall(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !16 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !4
  br label %7

7:                                                ; preds = %7, %3
  %8 = phi i32 [ 0, %3 ], [ %11, %7 ]
  %9 = tail call spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef %6) #5
  %10 = icmp eq i32 %9, %6
  %11 = add nuw nsw i32 %8, 1
  br i1 %10, label %12, label %7

12:                                               ; preds = %7
  %13 = sext i32 %6 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !4
  %16 = mul nsw i32 %15, 100
  %17 = add nsw i32 %16, %8
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %4
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @scan_compact(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = tail call spir_func i32 @_Z18get_sub_group_sizev() #5
  %6 = zext i32 %5 to i64
  %7 = udiv i64 %4, %6
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  %10 = srem i32 %9, 3
  %11 = icmp eq i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %12) #5
  %14 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %12) #5
  br i1 %11, label %15, label %21

15:                                               ; preds = %3
  %16 = trunc i64 %7 to i32
  %17 = shl i32 %16, 6
  %18 = add i32 %17, %13
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %19
  store i32 %9, ptr addrspace(1) %20, align 4, !tbaa !4
  br label %21

21:                                               ; preds = %15, %3
  %22 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = and i64 %7, 4294967295
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %25
  store i32 %14, ptr addrspace(1) %26, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %21, %24
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_scan_compact(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = tail call spir_func i32 @_Z18get_sub_group_sizev() #5
  %6 = zext i32 %5 to i64
  %7 = udiv i64 %4, %6
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  %10 = srem i32 %9, 3
  %11 = icmp eq i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %12) #5
  %14 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %12) #5
  br i1 %11, label %15, label %21

15:                                               ; preds = %3
  %16 = trunc i64 %7 to i32
  %17 = shl i32 %16, 6
  %18 = add i32 %17, %13
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %19
  store i32 %9, ptr addrspace(1) %20, align 4, !tbaa !4
  br label %21

21:                                               ; preds = %15, %3
  %22 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #5
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %21
  %25 = and i64 %7, 4294967295
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %25
  store i32 %14, ptr addrspace(1) %26, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %24, %21
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @first_below(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  br label %7

7:                                                ; preds = %17, %4
  %8 = phi i32 [ %6, %4 ], [ %19, %17 ]
  %9 = phi i32 [ 0, %4 ], [ %20, %17 ]
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !4
  %13 = icmp slt i32 %12, %3
  %14 = zext i1 %13 to i32
  %15 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %14) #5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %7
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !4
  %20 = add nuw nsw i32 %9, 1
  br label %7

21:                                               ; preds = %7
  %22 = load i32, ptr addrspace(1) %11, align 4, !tbaa !4
  %23 = icmp slt i32 %22, %3
  %24 = xor i32 %9, -1
  %25 = select i1 %23, i32 %8, i32 %24
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %5
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_first_below(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  br label %7

7:                                                ; preds = %17, %4
  %8 = phi i32 [ %6, %4 ], [ %19, %17 ]
  %9 = phi i32 [ 0, %4 ], [ %20, %17 ]
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !4
  %13 = icmp slt i32 %12, %3
  %14 = zext i1 %13 to i32
  %15 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %14) #5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %7
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !4
  %20 = add nuw nsw i32 %9, 1
  br label %7

21:                                               ; preds = %7
  %22 = load i32, ptr addrspace(1) %11, align 4, !tbaa !4
  %23 = icmp slt i32 %22, %3
  %24 = xor i32 %9, -1
  %25 = select i1 %23, i32 %8, i32 %24
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %5
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"const", !""}
!12 = !{i32 1, i32 1, i32 1}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int*"}
!15 = !{!"const", !"", !""}
!16 = !{!"const", !"const", !""}
!17 = !{i32 1, i32 1, i32 1, i32 0}
!18 = !{!"none", !"none", !"none", !"none"}
!19 = !{!"int*", !"int*", !"int*", !"int"}
!20 = !{!"const", !"const", !"", !""}
