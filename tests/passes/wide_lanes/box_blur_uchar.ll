; ModuleID = 'suite/box_blur_uchar.cl'
source_filename = "suite/box_blur_uchar.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @box_blur_uchar(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef writeonly align 1 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %2, %6
  %10 = icmp sgt i32 %3, %8
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %145

12:                                               ; preds = %4
  %13 = add nsw i32 %8, -1
  %14 = icmp sgt i32 %8, 0
  %15 = mul nsw i32 %13, %2
  %16 = add nsw i32 %6, -1
  %17 = icmp sgt i32 %6, 0
  %18 = select i1 %17, i1 %14, i1 false
  br i1 %18, label %19, label %25

19:                                               ; preds = %12
  %20 = add nuw nsw i32 %16, %15
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %21
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !13, !amdgpu.noclobber !14
  %24 = zext i8 %23 to i32
  br label %25

25:                                               ; preds = %19, %12
  %26 = phi i32 [ 1, %19 ], [ 0, %12 ]
  %27 = phi i32 [ %24, %19 ], [ 0, %12 ]
  %28 = icmp sgt i32 %6, -1
  %29 = select i1 %28, i1 %14, i1 false
  br i1 %29, label %30, label %38

30:                                               ; preds = %25
  %31 = add nuw nsw i32 %26, 1
  %32 = add nuw nsw i32 %15, %6
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %33
  %35 = load i8, ptr addrspace(1) %34, align 1, !tbaa !13, !amdgpu.noclobber !14
  %36 = zext i8 %35 to i32
  %37 = add nuw nsw i32 %27, %36
  br label %38

38:                                               ; preds = %30, %25
  %39 = phi i32 [ %31, %30 ], [ %26, %25 ]
  %40 = phi i32 [ %37, %30 ], [ %27, %25 ]
  %41 = add nsw i32 %6, 1
  %42 = icmp sgt i32 %6, -2
  %43 = icmp slt i32 %41, %2
  %44 = and i1 %42, %43
  %45 = select i1 %44, i1 %14, i1 false
  br i1 %45, label %46, label %54

46:                                               ; preds = %38
  %47 = add nuw nsw i32 %39, 1
  %48 = add nuw nsw i32 %41, %15
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %49
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !13, !amdgpu.noclobber !14
  %52 = zext i8 %51 to i32
  %53 = add nuw nsw i32 %40, %52
  br label %54

54:                                               ; preds = %46, %38
  %55 = phi i32 [ %47, %46 ], [ %39, %38 ]
  %56 = phi i32 [ %53, %46 ], [ %40, %38 ]
  %57 = icmp sgt i32 %8, -1
  %58 = mul nsw i32 %2, %8
  %59 = select i1 %17, i1 %57, i1 false
  br i1 %59, label %60, label %68

60:                                               ; preds = %54
  %61 = add nuw nsw i32 %55, 1
  %62 = add nuw nsw i32 %16, %58
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %63
  %65 = load i8, ptr addrspace(1) %64, align 1, !tbaa !13, !amdgpu.noclobber !14
  %66 = zext i8 %65 to i32
  %67 = add nuw nsw i32 %56, %66
  br label %68

68:                                               ; preds = %60, %54
  %69 = phi i32 [ %61, %60 ], [ %55, %54 ]
  %70 = phi i32 [ %67, %60 ], [ %56, %54 ]
  %71 = select i1 %28, i1 %57, i1 false
  br i1 %71, label %72, label %80

72:                                               ; preds = %68
  %73 = add nuw nsw i32 %69, 1
  %74 = add nuw nsw i32 %58, %6
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %75
  %77 = load i8, ptr addrspace(1) %76, align 1, !tbaa !13, !amdgpu.noclobber !14
  %78 = zext i8 %77 to i32
  %79 = add nuw nsw i32 %70, %78
  br label %80

80:                                               ; preds = %72, %68
  %81 = phi i32 [ %73, %72 ], [ %69, %68 ]
  %82 = phi i32 [ %79, %72 ], [ %70, %68 ]
  %83 = select i1 %44, i1 %57, i1 false
  br i1 %83, label %84, label %92

84:                                               ; preds = %80
  %85 = add nuw nsw i32 %81, 1
  %86 = add nuw nsw i32 %41, %58
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %87
  %89 = load i8, ptr addrspace(1) %88, align 1, !tbaa !13, !amdgpu.noclobber !14
  %90 = zext i8 %89 to i32
  %91 = add nuw nsw i32 %82, %90
  br label %92

92:                                               ; preds = %84, %80
  %93 = phi i32 [ %85, %84 ], [ %81, %80 ]
  %94 = phi i32 [ %91, %84 ], [ %82, %80 ]
  %95 = add nsw i32 %8, 1
  %96 = icmp sgt i32 %8, -2
  %97 = icmp slt i32 %95, %3
  %98 = and i1 %96, %97
  %99 = mul nsw i32 %95, %2
  %100 = select i1 %17, i1 %98, i1 false
  br i1 %100, label %101, label %109

101:                                              ; preds = %92
  %102 = add nuw nsw i32 %93, 1
  %103 = add nuw nsw i32 %16, %99
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %104
  %106 = load i8, ptr addrspace(1) %105, align 1, !tbaa !13, !amdgpu.noclobber !14
  %107 = zext i8 %106 to i32
  %108 = add nuw nsw i32 %94, %107
  br label %109

109:                                              ; preds = %101, %92
  %110 = phi i32 [ %102, %101 ], [ %93, %92 ]
  %111 = phi i32 [ %108, %101 ], [ %94, %92 ]
  %112 = select i1 %28, i1 %98, i1 false
  br i1 %112, label %113, label %121

113:                                              ; preds = %109
  %114 = add nuw nsw i32 %110, 1
  %115 = add nuw nsw i32 %99, %6
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %116
  %118 = load i8, ptr addrspace(1) %117, align 1, !tbaa !13, !amdgpu.noclobber !14
  %119 = zext i8 %118 to i32
  %120 = add nuw nsw i32 %111, %119
  br label %121

121:                                              ; preds = %113, %109
  %122 = phi i32 [ %114, %113 ], [ %110, %109 ]
  %123 = phi i32 [ %120, %113 ], [ %111, %109 ]
  %124 = select i1 %44, i1 %98, i1 false
  br i1 %124, label %125, label %133

125:                                              ; preds = %121
  %126 = add nuw nsw i32 %122, 1
  %127 = add nuw nsw i32 %41, %99
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %128
  %130 = load i8, ptr addrspace(1) %129, align 1, !tbaa !13, !amdgpu.noclobber !14
  %131 = zext i8 %130 to i32
  %132 = add nuw nsw i32 %123, %131
  br label %133

133:                                              ; preds = %125, %121
  %134 = phi i32 [ %126, %125 ], [ %122, %121 ]
  %135 = phi i32 [ %132, %125 ], [ %123, %121 ]
  %136 = lshr i32 %134, 1
  %137 = add nuw nsw i32 %135, %136
  %138 = trunc i32 %137 to i16
  %139 = trunc i32 %134 to i16
  %140 = udiv i16 %138, %139
  %141 = trunc i16 %140 to i8
  %142 = add nsw i32 %58, %6
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %143
  store i8 %141, ptr addrspace(1) %144, align 1, !tbaa !13
  br label %145

145:                                              ; preds = %4, %133
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_box_blur_uchar(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef writeonly align 1 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %2, %6
  %10 = icmp sgt i32 %3, %8
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %145

12:                                               ; preds = %4
  %13 = add nsw i32 %8, -1
  %14 = icmp sgt i32 %8, 0
  %15 = mul nsw i32 %13, %2
  %16 = add nsw i32 %6, -1
  %17 = icmp sgt i32 %6, 0
  %18 = select i1 %17, i1 %14, i1 false
  br i1 %18, label %19, label %25

19:                                               ; preds = %12
  %20 = add nuw nsw i32 %16, %15
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %21
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !13
  %24 = zext i8 %23 to i32
  br label %25

25:                                               ; preds = %19, %12
  %26 = phi i32 [ 1, %19 ], [ 0, %12 ]
  %27 = phi i32 [ %24, %19 ], [ 0, %12 ]
  %28 = icmp sgt i32 %6, -1
  %29 = select i1 %28, i1 %14, i1 false
  br i1 %29, label %30, label %38

30:                                               ; preds = %25
  %31 = add nuw nsw i32 %26, 1
  %32 = add nuw nsw i32 %15, %6
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %33
  %35 = load i8, ptr addrspace(1) %34, align 1, !tbaa !13
  %36 = zext i8 %35 to i32
  %37 = add nuw nsw i32 %27, %36
  br label %38

38:                                               ; preds = %30, %25
  %39 = phi i32 [ %31, %30 ], [ %26, %25 ]
  %40 = phi i32 [ %37, %30 ], [ %27, %25 ]
  %41 = add nsw i32 %6, 1
  %42 = icmp sgt i32 %6, -2
  %43 = icmp slt i32 %41, %2
  %44 = and i1 %42, %43
  %45 = select i1 %44, i1 %14, i1 false
  br i1 %45, label %46, label %54

46:                                               ; preds = %38
  %47 = add nuw nsw i32 %39, 1
  %48 = add nuw nsw i32 %41, %15
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %49
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !13
  %52 = zext i8 %51 to i32
  %53 = add nuw nsw i32 %40, %52
  br label %54

54:                                               ; preds = %46, %38
  %55 = phi i32 [ %47, %46 ], [ %39, %38 ]
  %56 = phi i32 [ %53, %46 ], [ %40, %38 ]
  %57 = icmp sgt i32 %8, -1
  %58 = mul nsw i32 %2, %8
  %59 = select i1 %17, i1 %57, i1 false
  br i1 %59, label %60, label %68

60:                                               ; preds = %54
  %61 = add nuw nsw i32 %55, 1
  %62 = add nuw nsw i32 %16, %58
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %63
  %65 = load i8, ptr addrspace(1) %64, align 1, !tbaa !13
  %66 = zext i8 %65 to i32
  %67 = add nuw nsw i32 %56, %66
  br label %68

68:                                               ; preds = %60, %54
  %69 = phi i32 [ %61, %60 ], [ %55, %54 ]
  %70 = phi i32 [ %67, %60 ], [ %56, %54 ]
  %71 = select i1 %28, i1 %57, i1 false
  br i1 %71, label %72, label %80

72:                                               ; preds = %68
  %73 = add nuw nsw i32 %69, 1
  %74 = add nuw nsw i32 %58, %6
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %75
  %77 = load i8, ptr addrspace(1) %76, align 1, !tbaa !13
  %78 = zext i8 %77 to i32
  %79 = add nuw nsw i32 %70, %78
  br label %80

80:                                               ; preds = %72, %68
  %81 = phi i32 [ %73, %72 ], [ %69, %68 ]
  %82 = phi i32 [ %79, %72 ], [ %70, %68 ]
  %83 = select i1 %44, i1 %57, i1 false
  br i1 %83, label %84, label %92

84:                                               ; preds = %80
  %85 = add nuw nsw i32 %81, 1
  %86 = add nuw nsw i32 %41, %58
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %87
  %89 = load i8, ptr addrspace(1) %88, align 1, !tbaa !13
  %90 = zext i8 %89 to i32
  %91 = add nuw nsw i32 %82, %90
  br label %92

92:                                               ; preds = %84, %80
  %93 = phi i32 [ %85, %84 ], [ %81, %80 ]
  %94 = phi i32 [ %91, %84 ], [ %82, %80 ]
  %95 = add nsw i32 %8, 1
  %96 = icmp sgt i32 %8, -2
  %97 = icmp slt i32 %95, %3
  %98 = and i1 %96, %97
  %99 = mul nsw i32 %95, %2
  %100 = select i1 %17, i1 %98, i1 false
  br i1 %100, label %101, label %109

101:                                              ; preds = %92
  %102 = add nuw nsw i32 %93, 1
  %103 = add nuw nsw i32 %16, %99
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %104
  %106 = load i8, ptr addrspace(1) %105, align 1, !tbaa !13
  %107 = zext i8 %106 to i32
  %108 = add nuw nsw i32 %94, %107
  br label %109

109:                                              ; preds = %101, %92
  %110 = phi i32 [ %102, %101 ], [ %93, %92 ]
  %111 = phi i32 [ %108, %101 ], [ %94, %92 ]
  %112 = select i1 %28, i1 %98, i1 false
  br i1 %112, label %113, label %121

113:                                              ; preds = %109
  %114 = add nuw nsw i32 %110, 1
  %115 = add nuw nsw i32 %99, %6
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %116
  %118 = load i8, ptr addrspace(1) %117, align 1, !tbaa !13
  %119 = zext i8 %118 to i32
  %120 = add nuw nsw i32 %111, %119
  br label %121

121:                                              ; preds = %113, %109
  %122 = phi i32 [ %114, %113 ], [ %110, %109 ]
  %123 = phi i32 [ %120, %113 ], [ %111, %109 ]
  %124 = select i1 %44, i1 %98, i1 false
  br i1 %124, label %125, label %133

125:                                              ; preds = %121
  %126 = add nuw nsw i32 %122, 1
  %127 = add nuw nsw i32 %41, %99
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %128
  %130 = load i8, ptr addrspace(1) %129, align 1, !tbaa !13
  %131 = zext i8 %130 to i32
  %132 = add nuw nsw i32 %123, %131
  br label %133

133:                                              ; preds = %125, %121
  %134 = phi i32 [ %126, %125 ], [ %122, %121 ]
  %135 = phi i32 [ %132, %125 ], [ %123, %121 ]
  %136 = lshr i32 %134, 1
  %137 = add nuw nsw i32 %135, %136
  %138 = trunc i32 %137 to i16
  %139 = trunc i32 %134 to i16
  %140 = udiv i16 %138, %139
  %141 = trunc i16 %140 to i8
  %142 = add nsw i32 %58, %6
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %143
  store i8 %141, ptr addrspace(1) %144, align 1, !tbaa !13
  br label %145

145:                                              ; preds = %4, %133
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"uchar*", !"uchar*", !"int", !"int"}
!12 = !{!"const", !"", !"", !""}
!13 = !{!7, !7, i64 0}
!14 = !{}
