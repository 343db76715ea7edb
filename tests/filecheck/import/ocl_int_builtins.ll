; OpenCL integer builtins on int/uint (Inputs/ocl_int_builtins.cl, clang-22 amdgcn and nvptx):
; clamp, popcount, clz, ctz, rotate, abs, abs_diff, add_sat/sub_sat (signed and unsigned),
; hadd/rhadd, mad24/mul24 import as i32 arith/math ops, so every stage runs them: the SPMD
; executor (AMDGPU and NVPTX builds), spmd-vectorize both modes at W=4/8/32,
; divergence-scalarize, and the lockstep machine in both mask styles.
; Expected memory: the x86-64 build of the .cl (clang-22 -O2 -ffp-contract=off, as the
; native oracle builds it) linked with the native oracle's builtins (tools/native/harness.c
; of the corpus branch; libm's f32 functions for the ones it lacks), run over the same launch.
; DEFINE: %{args} = '[[0, -1, 2147483647, -2147483648, 12345, -777, 65535, 40000], [31, 33, 1, -1, 99999, 5, -65536, 70000], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]'
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-run %S/Inputs/ocl_int_builtins.nvptx.ll --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive4.mlir && simd-run %t.naive4.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.uniform4.mlir && simd-run %t.uniform4.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.ds4.mlir && simd-run %t.ds4.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %t.ds4.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.lsexec4.mlir && simd-run %t.lsexec4.mlir --grid 2 --block 4 --width 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %t.ds4.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.lsper-op4.mlir && simd-run %t.lsper-op4.mlir --grid 2 --block 4 --width 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=naive}' -o %t.naive8.mlir && simd-run %t.naive8.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform}' -o %t.uniform8.mlir && simd-run %t.uniform8.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.ds8.mlir && simd-run %t.ds8.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %t.ds8.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.lsexec8.mlir && simd-run %t.lsexec8.mlir --grid 2 --block 4 --width 8 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %t.ds8.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.lsper-op8.mlir && simd-run %t.lsper-op8.mlir --grid 2 --block 4 --width 8 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=naive}' -o %t.naive32.mlir && simd-run %t.naive32.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform}' -o %t.uniform32.mlir && simd-run %t.uniform32.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.ds32.mlir && simd-run %t.ds32.mlir --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %t.ds32.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.lsexec32.mlir && simd-run %t.lsexec32.mlir --grid 2 --block 4 --width 32 --json --args %{args} | filecheck %s --check-prefix=OUT
; RUN: simd-opt %t.ds32.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.lsper-op32.mlir && simd-run %t.lsper-op32.mlir --grid 2 --block 4 --width 32 --json --args %{args} | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [[0, -1, 2147483647, -2147483648, 12345, -777, 65535, 40000], [31, 33, 1, -1, 99999, 5, -65536, 70000], [0, 5, 0, 32, 32, 0, 0, 31, 31, -31, 31, 0, 15, 16, 15, 3, -1, 1000, 32, 0, 0, -1, 1, 34, 32, -34, -1, -34, 16, 16, -2147483632, 2164443, 100, 1000, 31, 1, 0, -2, 2147483647, 2147483646, 2147483647, 2147483646, -2147483648, 2147483646, 1073741824, 1073741824, 1073741824, 67323, -100, 1000, 1, 0, 31, 1073741824, -2147483648, 2147483647, -2147483648, -2147483647, -1, 0, -1073741825, -1073741824, -1073741825, 3, 100, 1000, 6, 18, 0, -2147477476, 12345, 87654, 112344, -87654, 112344, 0, 56172, 56172, 56172, 425446137, -100, 1000, 29, 0, 0, -24833, 777, 782, -772, -782, -772, -782, -386, -386, 2147483262, 325527, 100, 1000, 16, 16, 0, 65535, 65535, 131071, -1, 131071, -1, 0, -1, 0, 2147483647, 1788, 100, 1000, 5, 16, 6, -1673527296, 40000, 30000, 110000, -30000, 110000, 0, 55000, 55000, 55000, 178560451]]
; IMPORT:      %[[GT:.*]] = arith.cmpi sgt, %v9, %[[HI:.*]] : i32
; IMPORT-NEXT: %[[UP:.*]] = arith.select %[[GT]], %[[HI]], %v9 : i32
; IMPORT-NEXT: %[[LT:.*]] = arith.cmpi slt, %v9, %[[LO:.*]] : i32
; IMPORT-NEXT: %v15 = arith.select %[[LT]], %[[LO]], %[[UP]] : i32
; IMPORT:      %v18 = math.ctpop %v9 : i32
; IMPORT:      %v20 = math.ctlz %v9 : i32
; IMPORT:      %v22 = math.cttz %v9 : i32
; IMPORT:      %[[K:.*]] = arith.andi %v11, %{{.*}} : i32
; IMPORT:      %v24 = arith.select %{{.*}}, %v9, %{{.*}} : i32
; IMPORT:      %v26 = math.absi %v9 : i32
; ModuleID = 'ocl_int_builtins.cl'
source_filename = "ocl_int_builtins.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5, !amdgpu.noclobber !13
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5, !amdgpu.noclobber !13
  %12 = shl nsw i32 %5, 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %15 = tail call i32 @_Z5clampiii(i32 noundef %9, i32 noundef -100, i32 noundef 100) #3
  store i32 %15, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = tail call i32 @_Z5clampjjj(i32 noundef %9, i32 noundef 5, i32 noundef 1000) #3
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 4
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !5
  %18 = tail call i32 @_Z8popcounti(i32 noundef %9) #3
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 8
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  %20 = tail call i32 @_Z3clzi(i32 noundef %9) #3
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 12
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = tail call i32 @_Z3ctzi(i32 noundef %9) #3
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 16
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = tail call i32 @_Z6rotatejj(i32 noundef %9, i32 noundef %11) #3
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 20
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @_Z3absi(i32 noundef %9) #3
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 24
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = tail call i32 @_Z8abs_diffii(i32 noundef %9, i32 noundef %11) #3
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 28
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call i32 @_Z7add_satii(i32 noundef %9, i32 noundef %11) #3
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 32
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @_Z7sub_satii(i32 noundef %9, i32 noundef %11) #3
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 36
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @_Z7add_satjj(i32 noundef %9, i32 noundef %11) #3
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 40
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @_Z7sub_satjj(i32 noundef %9, i32 noundef %11) #3
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 44
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call i32 @_Z4haddii(i32 noundef %9, i32 noundef %11) #3
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 48
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = tail call i32 @_Z5rhaddii(i32 noundef %9, i32 noundef %11) #3
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 52
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  %42 = tail call i32 @_Z4haddjj(i32 noundef %9, i32 noundef %11) #3
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 56
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = and i32 %9, 65535
  %45 = and i32 %11, 65535
  %46 = tail call i32 @_Z5mad24iii(i32 noundef %44, i32 noundef %45, i32 noundef 3) #3
  %47 = and i32 %9, 255
  %48 = tail call i32 @_Z5mul24ii(i32 noundef %47, i32 noundef 7) #3
  %49 = add nsw i32 %48, %46
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 60
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_int_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  %12 = shl nsw i32 %5, 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %15 = tail call i32 @_Z5clampiii(i32 noundef %9, i32 noundef -100, i32 noundef 100) #3
  store i32 %15, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = tail call i32 @_Z5clampjjj(i32 noundef %9, i32 noundef 5, i32 noundef 1000) #3
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 4
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !5
  %18 = tail call i32 @_Z8popcounti(i32 noundef %9) #3
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 8
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  %20 = tail call i32 @_Z3clzi(i32 noundef %9) #3
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 12
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = tail call i32 @_Z3ctzi(i32 noundef %9) #3
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 16
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !5
  %24 = tail call i32 @_Z6rotatejj(i32 noundef %9, i32 noundef %11) #3
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 20
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !5
  %26 = tail call i32 @_Z3absi(i32 noundef %9) #3
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 24
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = tail call i32 @_Z8abs_diffii(i32 noundef %9, i32 noundef %11) #3
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 28
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = tail call i32 @_Z7add_satii(i32 noundef %9, i32 noundef %11) #3
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 32
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @_Z7sub_satii(i32 noundef %9, i32 noundef %11) #3
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 36
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @_Z7add_satjj(i32 noundef %9, i32 noundef %11) #3
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 40
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = tail call i32 @_Z7sub_satjj(i32 noundef %9, i32 noundef %11) #3
  %37 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 44
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = tail call i32 @_Z4haddii(i32 noundef %9, i32 noundef %11) #3
  %39 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 48
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = tail call i32 @_Z5rhaddii(i32 noundef %9, i32 noundef %11) #3
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 52
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  %42 = tail call i32 @_Z4haddjj(i32 noundef %9, i32 noundef %11) #3
  %43 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 56
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = and i32 %9, 65535
  %45 = and i32 %11, 65535
  %46 = tail call i32 @_Z5mad24iii(i32 noundef %44, i32 noundef %45, i32 noundef 3) #3
  %47 = and i32 %9, 255
  %48 = tail call i32 @_Z5mul24ii(i32 noundef %47, i32 noundef 7) #3
  %49 = add nsw i32 %48, %46
  %50 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 60
  store i32 %49, ptr addrspace(1) %50, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5clampjjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z8popcounti(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3clzi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3ctzi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6rotatejj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3absi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z8abs_diffii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7add_satii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7sub_satii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7sub_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z4haddii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5rhaddii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5mad24iii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5mul24ii(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*"}
!12 = !{!"const", !"const", !""}
!13 = !{}
