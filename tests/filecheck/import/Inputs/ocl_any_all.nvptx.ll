; ModuleID = 'anyof.cl'
source_filename = "anyof.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @anyof(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  tail call void @__clang_ocl_kern_imp_anyof(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 4 %1) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_anyof(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %5
  %7 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !13
  %8 = icmp sgt <4 x i32> %7, splat (i32 10)
  %9 = sext <4 x i1> %8 to <4 x i32>
  %10 = tail call i32 @_Z3anyDv4_i(<4 x i32> noundef %9) #4
  %11 = icmp sgt <4 x i32> %7, zeroinitializer
  %12 = sext <4 x i1> %11 to <4 x i32>
  %13 = tail call i32 @_Z3allDv4_i(<4 x i32> noundef %12) #4
  %14 = shl nsw i32 %13, 1
  %15 = add nsw i32 %14, %10
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int4*", !"int*"}
!11 = !{!"int __attribute__((ext_vector_type(4)))*", !"int*"}
!12 = !{!"const", !""}
!13 = !{!6, !6, i64 0}
