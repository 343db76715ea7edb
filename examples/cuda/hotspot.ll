; ModuleID = '../cuda/hotspot.cu'
source_filename = "../cuda/hotspot.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @hotspot(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = add nuw nsw i32 %18, %19
  %21 = icmp slt i32 %15, %3
  %22 = icmp slt i32 %20, %4
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %74

24:                                               ; preds = %10
  %25 = tail call i32 @llvm.smax.i32(i32 %15, i32 1)
  %26 = add nsw i32 %25, -1
  %27 = add nsw i32 %15, 1
  %28 = add nsw i32 %3, -1
  %29 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 -2147483647, -2147483648) %27, i32 range(i32 -2147483648, 2147483647) %28)
  %30 = tail call i32 @llvm.usub.sat.i32(i32 %20, i32 1)
  %31 = add nuw nsw i32 %20, 1
  %32 = add nsw i32 %4, -1
  %33 = tail call i32 @llvm.umin.i32(i32 %31, i32 %32)
  %34 = mul nsw i32 %3, %20
  %35 = add nsw i32 %34, %15
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = getelementptr inbounds float, ptr %1, i64 %36
  %40 = load float, ptr %39, align 4, !tbaa !8
  %41 = add nsw i32 %26, %34
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = add nsw i32 %29, %34
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = fadd float %44, %48
  %50 = fmul float %38, 2.000000e+00
  %51 = fsub float %49, %50
  %52 = fmul float %6, %51
  %53 = fadd float %40, %52
  %54 = mul nsw i32 %3, %30
  %55 = add nsw i32 %54, %15
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = mul nsw i32 %33, %3
  %60 = add nsw i32 %59, %15
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = fadd float %58, %63
  %65 = fsub float %64, %50
  %66 = fmul float %7, %65
  %67 = fadd float %53, %66
  %68 = fsub float %9, %38
  %69 = fmul float %8, %68
  %70 = fadd float %69, %67
  %71 = fmul float %5, %70
  %72 = fadd float %38, %71
  %73 = getelementptr inbounds float, ptr %2, i64 %36
  store float %72, ptr %73, align 4, !tbaa !8
  br label %74

74:                                               ; preds = %10, %24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
