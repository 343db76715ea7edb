; ModuleID = 'ocl_int_builtins.cl'
source_filename = "ocl_int_builtins.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @int_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_int_ops(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_int_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !4
  %12 = shl nsw i32 %5, 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %15 = tail call i32 @_Z5clampiii(i32 noundef %9, i32 noundef -100, i32 noundef 100) #4
  store i32 %15, ptr addrspace(1) %14, align 4, !tbaa !4
  %16 = tail call i32 @_Z5clampjjj(i32 noundef %9, i32 noundef 5, i32 noundef 1000) #4
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 4
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !4
  %18 = tail call i32 @_Z8popcounti(i32 noundef %9) #4
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 8
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !4
  %20 = tail call i32 @_Z3clzi(i32 noundef %9) #4
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 12
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !4
  %22 = tail call i32 @_Z3ctzi(i32 noundef %9) #4
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 16
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !4
  %24 = tail call i32 @_Z6rotatejj(i32 noundef %9, i32 noundef %11) #4
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 20
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !4
  %26 = tail call i32 @_Z3absi(i32 noundef %9) #4
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 24
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !4
  %28 = tail call i32 @_Z8abs_diffii(i32 noundef %9, i32 noundef %11) #4
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 28
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !4
  %30 = tail call i32 @_Z7add_satii(i32 noundef %9, i32 noundef %11) #4
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 32
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !4
  %32 = tail call i32 @_Z7sub_satii(i32 noundef %9, i32 noundef %11) #4
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 36
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !4
  %34 = tail call i32 @_Z7add_satjj(i32 noundef %9, i32 noundef %11) #4
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 40
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !4
  %36 = tail call i32 @_Z7sub_satjj(i32 noundef %9, i32 noundef %11) #4
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 44
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !4
  %38 = tail call i32 @_Z4haddii(i32 noundef %9, i32 noundef %11) #4
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 48
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !4
  %40 = tail call i32 @_Z5rhaddii(i32 noundef %9, i32 noundef %11) #4
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 52
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !4
  %42 = tail call i32 @_Z4haddjj(i32 noundef %9, i32 noundef %11) #4
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 56
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !4
  %44 = and i32 %9, 65535
  %45 = and i32 %11, 65535
  %46 = tail call i32 @_Z5mad24iii(i32 noundef %44, i32 noundef %45, i32 noundef 3) #4
  %47 = and i32 %9, 255
  %48 = tail call i32 @_Z5mul24ii(i32 noundef %47, i32 noundef 7) #4
  %49 = add nsw i32 %48, %46
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 60
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampjjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z8popcounti(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3clzi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3ctzi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z6rotatejj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3absi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z8abs_diffii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z7add_satii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z7sub_satii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z7sub_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z4haddii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5rhaddii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5mad24iii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5mul24ii(i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
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
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*"}
!11 = !{!"const", !"const", !""}
