; clang's llvm.* intrinsics from OpenCL C (Inputs/ocl_llvm_intrinsics.cl, clang-22 amdgcn):
; llvm.sadd.sat/ssub.sat, bswap (i16, i32), bitreverse (i8, i32), ctpop, rint/nearbyint
; (math.roundeven), round, trunc, maximum, copysign, and the vector intrinsics
; llvm.umin.v4i16 / llvm.smax.v4i16 / llvm.fabs.v2f32, one scalar op per lane.  Rounding
; keeps the sign of a zero result (nearbyint(-0.5) = -0.0).
; Expected memory: the x86-64 build of the .cl (clang-22 -O2 -ffp-contract=off), run over
; the same launch.
; DEFINE: %{args} = '[[0, -1, 2147483647, -2147483648, 12345, -777, 65535, 40000], [31, 33, 1, -1, 99999, 5, -65536, 70000], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0.5, -1.5, 2.5, 3.5, -2.5, -0.5, 1.25, -7.75, 0.0, -0.0, 100.5, 101.5, -3.5, 2.490000009536743, 6.0, -6.5], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]'
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [[0, -1, 2147483647, -2147483648, 12345, -777, 65535, 40000], [31, 33, 1, -1, 99999, 5, -65536, 70000], [31, -31, 0, 0, 7936, 0, 69, 248, 32, -34, -1, -1, 8448, 73, 73, 164, 2147483647, 2147483646, -129, -2, 256, 9, 32769, 159, -2147483648, -2147483647, 128, 1, -1, 40007, 6, 256, 112344, -87654, 959447040, -1676935168, -24698, 24691, 24698, 255, -772, -782, -134414337, -281018369, 1280, 17, 17, 189, -1, 131071, -65536, -65536, 0, 40000, 6, 16, 110000, -30000, 1083965440, 37289984, 28689, 8929, 8936, 19], [0.5, -1.5, 2.5, 3.5, -2.5, -0.5, 1.25, -7.75, 0.0, -0.0, 100.5, 101.5, -3.5, 2.490000009536743, 6.0, -6.5], [-1.0, -2.0, -0.0, -0.5, -1.0, 6.0, 8.0, 4.5, 2.0, -3.0, 0.0, -1.5, -6.5, -7.0, -8.0, 0.25, 0.0, 0.0, -0.0, -1.0, -1.0, 202.0, 10200.0, 102.5, 1.0099999904632568, -2.0, -6.0, 3.490000009536743, -0.5, -1.0, -36.0, 5.0]]
; IMPORT-COUNT-4: arith.minui %{{.*}}, %{{.*}} : i16
; IMPORT-COUNT-4: arith.maxsi %{{.*}}, %{{.*}} : i16
; IMPORT-COUNT-2: math.absf %{{.*}} : f32
; IMPORT: math.roundeven
; IMPORT: math.round 
; ModuleID = 'ocl_llvm_intrinsics.cl'
source_filename = "ocl_llvm_intrinsics.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @llvm_intrinsics(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = shl i64 %6, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5, !amdgpu.noclobber !13
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5, !amdgpu.noclobber !13
  %14 = shl nsw i32 %7, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15
  %17 = tail call i32 @llvm.sadd.sat.i32(i32 %11, i32 %13)
  store i32 %17, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = tail call i32 @llvm.ssub.sat.i32(i32 %11, i32 %13)
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  %20 = tail call i32 @llvm.bswap.i32(i32 %11)
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = tail call i32 @llvm.bitreverse.i32(i32 %11)
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 12
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = trunc i32 %13 to i16
  %25 = tail call i16 @llvm.bswap.i16(i16 %24)
  %26 = sext i16 %25 to i32
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 16
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = trunc i32 %11 to i16
  %29 = insertelement <4 x i16> poison, i16 %28, i64 0
  %30 = insertelement <4 x i16> %29, i16 %24, i64 1
  %31 = lshr i32 %11, 16
  %32 = trunc nuw i32 %31 to i16
  %33 = insertelement <4 x i16> %30, i16 %32, i64 2
  %34 = lshr i32 %13, 16
  %35 = trunc nuw i32 %34 to i16
  %36 = insertelement <4 x i16> %33, i16 %35, i64 3
  %37 = insertelement <4 x i16> <i16 poison, i16 poison, i16 7, i16 -25536>, i16 %24, i64 0
  %38 = insertelement <4 x i16> %37, i16 %28, i64 1
  %39 = tail call <4 x i16> @llvm.umin.v4i16(<4 x i16> %36, <4 x i16> %38)
  %40 = extractelement <4 x i16> %39, i64 0
  %41 = zext i16 %40 to i32
  %42 = extractelement <4 x i16> %39, i64 1
  %43 = zext i16 %42 to i32
  %44 = add nuw nsw i32 %41, %43
  %45 = extractelement <4 x i16> %39, i64 2
  %46 = zext nneg i16 %45 to i32
  %47 = add nuw nsw i32 %44, %46
  %48 = extractelement <4 x i16> %39, i64 3
  %49 = zext i16 %48 to i32
  %50 = add nuw nsw i32 %47, %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 20
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = tail call <4 x i16> @llvm.smax.v4i16(<4 x i16> %36, <4 x i16> %38)
  %53 = extractelement <4 x i16> %52, i64 0
  %54 = sext i16 %53 to i32
  %55 = extractelement <4 x i16> %52, i64 1
  %56 = sext i16 %55 to i32
  %57 = add nsw i32 %54, %56
  %58 = extractelement <4 x i16> %52, i64 2
  %59 = zext nneg i16 %58 to i32
  %60 = add nsw i32 %57, %59
  %61 = extractelement <4 x i16> %52, i64 3
  %62 = sext i16 %61 to i32
  %63 = add nsw i32 %60, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 24
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !5
  %65 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %11)
  %66 = trunc i32 %13 to i8
  %67 = tail call i8 @llvm.bitreverse.i8(i8 %66)
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %65, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 28
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = shl nsw i32 %7, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !14, !amdgpu.noclobber !13
  %75 = getelementptr i8, ptr addrspace(1) %73, i64 4
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !14
  %77 = insertelement <2 x float> poison, float %74, i64 0
  %78 = insertelement <2 x float> %77, float %76, i64 1
  %79 = tail call <2 x float> @llvm.fabs.v2f32(<2 x float> %78)
  %80 = extractelement <2 x float> %79, i64 0
  %81 = extractelement <2 x float> %79, i64 1
  %82 = fsub float %80, %81
  %83 = shl nsw i32 %7, 2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %84
  store float %82, ptr addrspace(1) %85, align 4, !tbaa !14
  %86 = tail call float @llvm.rint.f32(float %74)
  %87 = tail call float @llvm.round.f32(float %76)
  %88 = fadd float %86, %87
  %89 = getelementptr i8, ptr addrspace(1) %85, i64 4
  store float %88, ptr addrspace(1) %89, align 4, !tbaa !14
  %90 = tail call float @llvm.nearbyint.f32(float %76)
  %91 = tail call float @llvm.trunc.f32(float %74)
  %92 = fmul float %91, %90
  %93 = getelementptr i8, ptr addrspace(1) %85, i64 8
  store float %92, ptr addrspace(1) %93, align 4, !tbaa !14
  %94 = tail call float @llvm.maximum.f32(float %74, float %76)
  %95 = tail call float @llvm.copysign.f32(float 1.000000e+00, float %76)
  %96 = fadd float %94, %95
  %97 = getelementptr i8, ptr addrspace(1) %85, i64 12
  store float %96, ptr addrspace(1) %97, align 4, !tbaa !14
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_llvm_intrinsics(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = shl i64 %6, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = shl nsw i32 %7, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15
  %17 = tail call i32 @llvm.sadd.sat.i32(i32 %11, i32 %13)
  store i32 %17, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = tail call i32 @llvm.ssub.sat.i32(i32 %11, i32 %13)
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 4
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  %20 = tail call i32 @llvm.bswap.i32(i32 %11)
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 8
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = tail call i32 @llvm.bitreverse.i32(i32 %11)
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 12
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = trunc i32 %13 to i16
  %25 = tail call i16 @llvm.bswap.i16(i16 %24)
  %26 = sext i16 %25 to i32
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 16
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = trunc i32 %11 to i16
  %29 = insertelement <4 x i16> poison, i16 %28, i64 0
  %30 = insertelement <4 x i16> %29, i16 %24, i64 1
  %31 = lshr i32 %11, 16
  %32 = trunc nuw i32 %31 to i16
  %33 = insertelement <4 x i16> %30, i16 %32, i64 2
  %34 = lshr i32 %13, 16
  %35 = trunc nuw i32 %34 to i16
  %36 = insertelement <4 x i16> %33, i16 %35, i64 3
  %37 = insertelement <4 x i16> <i16 poison, i16 poison, i16 7, i16 -25536>, i16 %24, i64 0
  %38 = insertelement <4 x i16> %37, i16 %28, i64 1
  %39 = tail call <4 x i16> @llvm.umin.v4i16(<4 x i16> %36, <4 x i16> %38)
  %40 = extractelement <4 x i16> %39, i64 0
  %41 = zext i16 %40 to i32
  %42 = extractelement <4 x i16> %39, i64 1
  %43 = zext i16 %42 to i32
  %44 = add nuw nsw i32 %41, %43
  %45 = extractelement <4 x i16> %39, i64 2
  %46 = zext nneg i16 %45 to i32
  %47 = add nuw nsw i32 %44, %46
  %48 = extractelement <4 x i16> %39, i64 3
  %49 = zext i16 %48 to i32
  %50 = add nuw nsw i32 %47, %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 20
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = tail call <4 x i16> @llvm.smax.v4i16(<4 x i16> %36, <4 x i16> %38)
  %53 = extractelement <4 x i16> %52, i64 0
  %54 = sext i16 %53 to i32
  %55 = extractelement <4 x i16> %52, i64 1
  %56 = sext i16 %55 to i32
  %57 = add nsw i32 %54, %56
  %58 = extractelement <4 x i16> %52, i64 2
  %59 = zext nneg i16 %58 to i32
  %60 = add nsw i32 %57, %59
  %61 = extractelement <4 x i16> %52, i64 3
  %62 = sext i16 %61 to i32
  %63 = add nsw i32 %60, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 24
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !5
  %65 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %11)
  %66 = trunc i32 %13 to i8
  %67 = tail call i8 @llvm.bitreverse.i8(i8 %66)
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %65, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %16, i64 28
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = shl nsw i32 %7, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !14
  %75 = getelementptr i8, ptr addrspace(1) %73, i64 4
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !14
  %77 = insertelement <2 x float> poison, float %74, i64 0
  %78 = insertelement <2 x float> %77, float %76, i64 1
  %79 = tail call <2 x float> @llvm.fabs.v2f32(<2 x float> %78)
  %80 = extractelement <2 x float> %79, i64 0
  %81 = extractelement <2 x float> %79, i64 1
  %82 = fsub float %80, %81
  %83 = shl nsw i32 %7, 2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %84
  store float %82, ptr addrspace(1) %85, align 4, !tbaa !14
  %86 = tail call float @llvm.rint.f32(float %74)
  %87 = tail call float @llvm.round.f32(float %76)
  %88 = fadd float %86, %87
  %89 = getelementptr i8, ptr addrspace(1) %85, i64 4
  store float %88, ptr addrspace(1) %89, align 4, !tbaa !14
  %90 = tail call float @llvm.nearbyint.f32(float %76)
  %91 = tail call float @llvm.trunc.f32(float %74)
  %92 = fmul float %91, %90
  %93 = getelementptr i8, ptr addrspace(1) %85, i64 8
  store float %92, ptr addrspace(1) %93, align 4, !tbaa !14
  %94 = tail call float @llvm.maximum.f32(float %74, float %76)
  %95 = tail call float @llvm.copysign.f32(float 1.000000e+00, float %76)
  %96 = fadd float %94, %95
  %97 = getelementptr i8, ptr addrspace(1) %85, i64 12
  store float %96, ptr addrspace(1) %97, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.umin.v4i16(<4 x i16>, <4 x i16>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i16> @llvm.smax.v4i16(<4 x i16>, <4 x i16>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.bitreverse.i8(i8) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nearbyint.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*", !"float*", !"float*"}
!12 = !{!"const", !"const", !"", !"const", !""}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
