; An array of structs of four doubles read by 32-bit halves, as a <2 x i64> and as doubles:
; addressed in i32 units, an i64 (or double) is two i32 loads joined little-endian (extui,
; shli 32, ori; a double then bitcast) and a store cuts it in two.  The buffer carries its
; struct's C fields (simd.c_type = "{double, double, double, double}", from the TBAA tags), so
; --args gives the doubles {1.5, -2, 3.25, 0}, {2^40 + 2^20, 7, 2^20, 0}, {2, 3, 4, 5} and the
; result prints doubles.  Equals the native oracle (d = a + c: 4.75, 2^40 + 2^21, 6.0).  Not
; vectorized here: i64 lanes.
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // An array of structs of four doubles, read by 32-bit and 64-bit halves as well as doubles.
;   typedef struct {
;     double a, b, c, d;
;   } Quad;
;   
;   __kernel void aos_halves(__global Quad *q, __global uint *lo, __global long *sum, int n) {
;     int i = get_global_id(0);
;     if (i >= n)
;       return;
;     __global uint *w = (__global uint *)&q[i];
;     lo[i] = w[1] ^ w[6];
;     __global long *l = (__global long *)&q[i];
;     sum[i] = l[1] + l[2];
;     q[i].d = q[i].a + q[i].c;
;   }
; DEFINE: %{args} = '[[1.5, -2.0, 3.25, 0.0, 1099512676352.0, 7.0, 1048576.0, 0.0, 2.0, 3.0, 4.0, 5.0], [0, 0, 0], [0, 0, 0], 3]'
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --grid 1 --block 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; CHECK-LABEL: func.func @aos_halves(%v0: memref<?xi32> {simd.c_type = "{double, double, double, double}"}, %v1: memref<?xi32> {simd.c_type = "uint"}, %v2: memref<?xi64>, %v3: i32)
; CHECK:      memref.store %v16, %v1[%{{.*}}] : memref<?xi32>
; CHECK:      %[[LO:.*]] = memref.load %v0[%{{.*}}] : memref<?xi32>
; CHECK-NEXT: %[[LO64:.*]] = arith.extui %[[LO]] : i32 to i64
; CHECK:      %[[HI:.*]] = memref.load %v0[%{{.*}}] : memref<?xi32>
; CHECK-NEXT: %[[HI64:.*]] = arith.extui %[[HI]] : i32 to i64
; CHECK-NEXT: %[[SH:.*]] = arith.shli %[[HI64]], %{{.*}} : i64
; CHECK-NEXT: %v19.l0 = arith.ori %[[LO64]], %[[SH]] : i64
; CHECK:      arith.bitcast %{{.*}} : i64 to f64
; CHECK:      %[[D:.*]] = arith.bitcast %{{.*}} : f64 to i64
; CHECK-NEXT: %[[D0:.*]] = arith.trunci %[[D]] : i64 to i32
; CHECK:      memref.store %[[D0]], %v0[%{{.*}}] : memref<?xi32>
; CHECK:      %[[D1:.*]] = arith.shrui %[[D]], %{{.*}} : i64
; CHECK-NEXT: %[[D1T:.*]] = arith.trunci %[[D1]] : i64 to i32
; CHECK:      memref.store %[[D1T]], %v0[%{{.*}}] : memref<?xi32>
; OUT: "memrefs": {{\[}}[1.5, -2.0, 3.25, 4.75, 1099512676352.0, 7.0, 1048576.0, 1099513724928.0, 2.0, 3.0, 4.0, 6.0], [1073217536, 1114636289, 1073741824], [2814749767106560, -9129922344586838016, -9216616637413720064]]
; ModuleID = 'aos_halves.cl'
source_filename = "aos_halves.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Quad = type { double, double, double, double }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @aos_halves(ptr addrspace(1) noundef align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %27

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds %struct.Quad, ptr addrspace(1) %0, i64 %10
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %11, i64 4
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5, !amdgpu.noclobber !13
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %11, i64 24
  %15 = load i32, ptr addrspace(1) %14, align 8, !tbaa !5, !amdgpu.noclobber !13
  %16 = xor i32 %15, %13
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !5
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %11, i64 8
  %19 = load <2 x i64>, ptr addrspace(1) %18, align 8, !tbaa !14
  %20 = extractelement <2 x i64> %19, i64 0
  %21 = extractelement <2 x i64> %19, i64 1
  %22 = add nsw i64 %21, %20
  %23 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %10
  store i64 %22, ptr addrspace(1) %23, align 8, !tbaa !14
  %24 = load double, ptr addrspace(1) %11, align 8, !tbaa !16, !amdgpu.noclobber !13
  %25 = bitcast i64 %21 to double
  %26 = fadd double %24, %25
  store double %26, ptr addrspace(1) %14, align 8, !tbaa !19
  br label %27

27:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_aos_halves(ptr addrspace(1) noundef align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %27

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds %struct.Quad, ptr addrspace(1) %0, i64 %10
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %11, i64 4
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %11, i64 24
  %15 = load i32, ptr addrspace(1) %14, align 8, !tbaa !5
  %16 = xor i32 %15, %13
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !5
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %11, i64 8
  %19 = load <2 x i64>, ptr addrspace(1) %18, align 8, !tbaa !14
  %20 = extractelement <2 x i64> %19, i64 0
  %21 = extractelement <2 x i64> %19, i64 1
  %22 = add nsw i64 %21, %20
  %23 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %10
  store i64 %22, ptr addrspace(1) %23, align 8, !tbaa !14
  %24 = load double, ptr addrspace(1) %11, align 8, !tbaa !16
  %25 = bitcast i64 %21 to double
  %26 = fadd double %24, %25
  store double %26, ptr addrspace(1) %14, align 8, !tbaa !19
  br label %27

27:                                               ; preds = %4, %8
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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"Quad*", !"uint*", !"long*", !"int"}
!12 = !{!"", !"", !"", !""}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = !{!17, !18, i64 0}
!17 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16, !18, i64 24}
!18 = !{!"double", !7, i64 0}
!19 = !{!17, !18, i64 24}
