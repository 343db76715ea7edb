; OpenCL float builtins (Inputs/ocl_float_builtins.cl, clang-22 amdgcn and nvptx): clamp,
; sign, step, mix, native_/half_ forms computed as the precise ones (native_divide and
; native_recip an f32 division, native_rsqrt one over the f32 sqrt, native_exp math.exp...),
; trunc/round/rint/ceil, copysign, atan/atan2/asin/acos/sinh/cosh/tanh, pow/powr, exp2,
; log10, fmin/fmax, fma.  The transcendental f32 ops call the C library's f32 function
; (sinhf, ...) as the native code does, so the results are equal bit for bit (glibc's
; sinhf/tanhf/atanf/log10f are 1-2 ulp off the correctly rounded value on many inputs).
; (spmd-vectorize: arith.minnumf/maxnumf have no vector form yet.)
; Expected memory: the x86-64 build of the .cl (clang-22 -O2 -ffp-contract=off, as the
; native oracle builds it) linked with the native oracle's builtins (tools/native/harness.c
; of the corpus branch; libm's f32 functions for the ones it lacks), run over the same launch.
; DEFINE: %{args} = '[[0.5, -1.25, 3.0, -0.0, 2.5, -2.5, 0.1, 7.75], [2.0, 0.75, -1.5, 4.0, -0.5, 1.5, 0.3, -3.25], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]'
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-run %S/Inputs/ocl_float_builtins.nvptx.ll --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [[0.5, -1.25, 3.0, -0.0, 2.5, -2.5, 0.10000000149011612, 7.75], [2.0, 0.75, -1.5, 4.0, -0.5, 1.5, 0.30000001192092896, -3.25], [0.5, 1.0, 0.875, 0.75, 2.1213202476501465, 0.5773502588272095, 5.648721218109131, 2.4054651260375977, 4.0, 2.0, 1.789465308189392, 2.6179938316345215, 4.745408058166504, 3.982050895690918, 1.8913347721099854, 2.5, -1.25, -1.0, -0.75, -0.33333325386047363, 1.9840593338012695, 0.7559289932250977, 1.9682977199554443, 2.27036190032959, 0.0, -0.75, 1.7051177024841309, 3.989654779434204, -1.1555194854736328, 3.1599929332733154, 0.6634862422943115, -1.375, 2.0, 2.0, 1.875, -2.6666667461395264, 2.9567956924438477, 0.6324555277824402, 20.439090728759766, 3.1936492919921875, 3.0, 1.5, 0.7853981256484985, -1.5707963705062866, 13.365339279174805, 1.7061388492584229, 8.397939682006836, -8.5, -0.0, 0.0, 1.0, 0.25, 2.0, 0.4472135901451111, 17.0, 2.5849626064300537, 8.0, -4.0, 1.5707963705062866, 3.1415927410125732, 27.308231353759766, 3.2360680103302, 1.698970079421997, 0.5, 2.0, 2.0, 1.75, -7.0, 2.288245677947998, 0.8164965510368347, 12.88960075378418, 2.5746910572052, 3.0, 0.5, 0.9928944110870361, -0.5235987901687622, 8.164444923400879, 1.7592673301696777, 5.832945346832275, -2.0, -1.5, -1.0, -1.5, -0.9999999403953552, 2.8058838844299316, 0.6324555277824402, 2.9105119705200195, 3.060117721557617, 0.0, -1.5, 1.4108831882476807, 4.71238899230957, -4.6844096183776855, 8.12903881072998, 0.5747166872024536, -7.0, 0.10000000149011612, 1.0, 0.15000000596046448, 3.6666665077209473, 0.8639503717422485, 0.8770579695701599, 2.336315393447876, 1.29694402217865, 1.0, 0.30000001192092896, 1.3487143516540527, 1.7753214836120605, 1.2451733350753784, 2.1691813468933105, 1.1857167482376099, 0.5600000619888306, 2.0, 2.0, 5.0, -2.692307710647583, 4.586657524108887, 0.4850712716579437, 2321.677734375, 4.561371326446533, 9.0, 3.25, 1.0453935861587524, -1.5707963705062866, 1174.7005615234375, 2.062420606613159, 215.8978729248047, -49.875]]
; IMPORT:      %[[M:.*]] = arith.maxnumf %v9, %{{.*}} : f32
; IMPORT-NEXT: %{{.*}} = arith.minnumf %[[M]], %{{.*}} : f32
; IMPORT:      %[[RCP:.*]] = arith.divf %{{.*}}, %v11 : f32
; IMPORT:      math.sinh %v9 : f32
; IMPORT:      math.powf %{{.*}}, %v11 : f32
; ModuleID = 'ocl_float_builtins.cl'
source_filename = "ocl_float_builtins.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @float_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !13, !amdgpu.noclobber !15
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !13, !amdgpu.noclobber !15
  %12 = shl nsw i32 %5, 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  %15 = tail call float @_Z5clampfff(float noundef %9, float noundef -1.500000e+00, float noundef 2.000000e+00) #4
  store float %15, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = tail call float @_Z4signf(float noundef %9) #4
  %17 = tail call float @_Z4stepff(float noundef %11, float noundef %9) #4
  %18 = fadd float %16, %17
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 4
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = tail call float @_Z3mixfff(float noundef %9, float noundef %11, float noundef 2.500000e-01) #4
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 8
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !13
  %22 = tail call float @_Z13native_divideff(float noundef %9, float noundef %11) #4
  %23 = tail call float @_Z12native_recipf(float noundef %11) #4
  %24 = fadd float %22, %23
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 12
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !13
  %26 = tail call float @llvm.fabs.f32(float noundef %9) #4
  %27 = tail call float @llvm.sqrt.f32(float noundef %26) #4
  %28 = tail call float @llvm.fabs.f32(float noundef %11) #4
  %29 = tail call float @llvm.sqrt.f32(float noundef %28) #4
  %30 = fadd float %27, %29
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 16
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !13
  %32 = fadd float %28, 1.000000e+00
  %33 = tail call float @_Z12native_rsqrtf(float noundef %32) #4
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 20
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = tail call float @_Z10native_expf(float noundef %9) #4
  %36 = tail call float @_Z9half_exp2f(float noundef %11) #4
  %37 = fadd float %35, %36
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 24
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !13
  %39 = fadd float %26, 1.000000e+00
  %40 = tail call float @_Z10native_logf(float noundef %39) #4
  %41 = fadd float %28, 2.000000e+00
  %42 = tail call float @_Z11native_log2f(float noundef %41) #4
  %43 = fadd float %40, %42
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 28
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !13
  %45 = tail call float @llvm.trunc.f32(float noundef %9) #4
  %46 = tail call float @llvm.round.f32(float noundef %11) #4
  %47 = fadd float %45, %46
  %48 = tail call float @llvm.rint.f32(float noundef %9) #4
  %49 = fadd float %48, %47
  %50 = tail call float @llvm.ceil.f32(float noundef %11) #4
  %51 = fadd float %50, %49
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 32
  store float %51, ptr addrspace(1) %52, align 4, !tbaa !13
  %53 = tail call float @llvm.copysign.f32(float noundef %11, float noundef %9) #4
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 36
  store float %53, ptr addrspace(1) %54, align 4, !tbaa !13
  %55 = tail call float @_Z4atanf(float noundef %9) #4
  %56 = tail call float @_Z5atan2ff(float noundef %11, float noundef %9) #4
  %57 = fadd float %55, %56
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 40
  store float %57, ptr addrspace(1) %58, align 4, !tbaa !13
  %59 = tail call float @_Z5clampfff(float noundef %11, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %60 = tail call float @_Z4asinf(float noundef %59) #4
  %61 = tail call float @_Z5clampfff(float noundef %9, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %62 = tail call float @_Z4acosf(float noundef %61) #4
  %63 = fadd float %60, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 44
  store float %63, ptr addrspace(1) %64, align 4, !tbaa !13
  %65 = tail call float @_Z4sinhf(float noundef %9) #4
  %66 = tail call float @_Z4coshf(float noundef %11) #4
  %67 = fadd float %65, %66
  %68 = tail call float @_Z4tanhf(float noundef %9) #4
  %69 = fadd float %67, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 48
  store float %69, ptr addrspace(1) %70, align 4, !tbaa !13
  %71 = tail call float @_Z3powff(float noundef %39, float noundef %11) #4
  %72 = tail call float @_Z4powrff(float noundef %32, float noundef 5.000000e-01) #4
  %73 = fadd float %71, %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 52
  store float %73, ptr addrspace(1) %74, align 4, !tbaa !13
  %75 = tail call float @_Z4exp2f(float noundef %9) #4
  %76 = tail call float @_Z5log10f(float noundef %32) #4
  %77 = fadd float %75, %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 56
  store float %77, ptr addrspace(1) %78, align 4, !tbaa !13
  %79 = tail call float @llvm.minnum.f32(float noundef %9, float noundef %11) #4
  %80 = tail call float @llvm.maxnum.f32(float noundef %9, float noundef %11) #4
  %81 = fmul float %79, %80
  %82 = tail call float @llvm.fma.f32(float noundef %9, float noundef %11, float noundef 5.000000e-01) #4
  %83 = fadd float %82, %81
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 60
  store float %83, ptr addrspace(1) %84, align 4, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_float_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !13
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !13
  %12 = shl nsw i32 %5, 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  %15 = tail call float @_Z5clampfff(float noundef %9, float noundef -1.500000e+00, float noundef 2.000000e+00) #4
  store float %15, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = tail call float @_Z4signf(float noundef %9) #4
  %17 = tail call float @_Z4stepff(float noundef %11, float noundef %9) #4
  %18 = fadd float %16, %17
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 4
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !13
  %20 = tail call float @_Z3mixfff(float noundef %9, float noundef %11, float noundef 2.500000e-01) #4
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 8
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !13
  %22 = tail call float @_Z13native_divideff(float noundef %9, float noundef %11) #4
  %23 = tail call float @_Z12native_recipf(float noundef %11) #4
  %24 = fadd float %22, %23
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 12
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !13
  %26 = tail call float @llvm.fabs.f32(float noundef %9) #4
  %27 = tail call float @llvm.sqrt.f32(float noundef %26) #4
  %28 = tail call float @llvm.fabs.f32(float noundef %11) #4
  %29 = tail call float @llvm.sqrt.f32(float noundef %28) #4
  %30 = fadd float %27, %29
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 16
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !13
  %32 = fadd float %28, 1.000000e+00
  %33 = tail call float @_Z12native_rsqrtf(float noundef %32) #4
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 20
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = tail call float @_Z10native_expf(float noundef %9) #4
  %36 = tail call float @_Z9half_exp2f(float noundef %11) #4
  %37 = fadd float %35, %36
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 24
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !13
  %39 = fadd float %26, 1.000000e+00
  %40 = tail call float @_Z10native_logf(float noundef %39) #4
  %41 = fadd float %28, 2.000000e+00
  %42 = tail call float @_Z11native_log2f(float noundef %41) #4
  %43 = fadd float %40, %42
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 28
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !13
  %45 = tail call float @llvm.trunc.f32(float noundef %9) #4
  %46 = tail call float @llvm.round.f32(float noundef %11) #4
  %47 = fadd float %45, %46
  %48 = tail call float @llvm.rint.f32(float noundef %9) #4
  %49 = fadd float %48, %47
  %50 = tail call float @llvm.ceil.f32(float noundef %11) #4
  %51 = fadd float %50, %49
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 32
  store float %51, ptr addrspace(1) %52, align 4, !tbaa !13
  %53 = tail call float @llvm.copysign.f32(float noundef %11, float noundef %9) #4
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 36
  store float %53, ptr addrspace(1) %54, align 4, !tbaa !13
  %55 = tail call float @_Z4atanf(float noundef %9) #4
  %56 = tail call float @_Z5atan2ff(float noundef %11, float noundef %9) #4
  %57 = fadd float %55, %56
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 40
  store float %57, ptr addrspace(1) %58, align 4, !tbaa !13
  %59 = tail call float @_Z5clampfff(float noundef %11, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %60 = tail call float @_Z4asinf(float noundef %59) #4
  %61 = tail call float @_Z5clampfff(float noundef %9, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %62 = tail call float @_Z4acosf(float noundef %61) #4
  %63 = fadd float %60, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 44
  store float %63, ptr addrspace(1) %64, align 4, !tbaa !13
  %65 = tail call float @_Z4sinhf(float noundef %9) #4
  %66 = tail call float @_Z4coshf(float noundef %11) #4
  %67 = fadd float %65, %66
  %68 = tail call float @_Z4tanhf(float noundef %9) #4
  %69 = fadd float %67, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 48
  store float %69, ptr addrspace(1) %70, align 4, !tbaa !13
  %71 = tail call float @_Z3powff(float noundef %39, float noundef %11) #4
  %72 = tail call float @_Z4powrff(float noundef %32, float noundef 5.000000e-01) #4
  %73 = fadd float %71, %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 52
  store float %73, ptr addrspace(1) %74, align 4, !tbaa !13
  %75 = tail call float @_Z4exp2f(float noundef %9) #4
  %76 = tail call float @_Z5log10f(float noundef %32) #4
  %77 = fadd float %75, %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 56
  store float %77, ptr addrspace(1) %78, align 4, !tbaa !13
  %79 = tail call float @llvm.minnum.f32(float noundef %9, float noundef %11) #4
  %80 = tail call float @llvm.maxnum.f32(float noundef %9, float noundef %11) #4
  %81 = fmul float %79, %80
  %82 = tail call float @llvm.fma.f32(float noundef %9, float noundef %11, float noundef 5.000000e-01) #4
  %83 = fadd float %82, %81
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 60
  store float %83, ptr addrspace(1) %84, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4signf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4stepff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3mixfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z13native_divideff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z12native_recipf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z12native_rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z10native_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z9half_exp2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z10native_logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z11native_log2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4atanf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5atan2ff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4asinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4acosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4sinhf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4coshf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4tanhf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3powff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4powrff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4exp2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5log10f(float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*"}
!12 = !{!"const", !"const", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
