; An array of structs of mixed fields {int, float, char} (12 bytes, 3 of padding): the
; greatest common size of the accesses is 1, so the buffer is memref<?xi8> and an int or a
; float is four i8 loads joined little-endian (a float then bitcast).  The buffer carries its
; struct's C fields (simd.c_type = "{int, float, char}", from the TBAA tags; C's padding
; implied), so --args gives the records {3, 1.5, 'a'}, {4, 2.0, 'b'}, {-5, 0.5, 'a'}, {7, -1.0,
; 0}, {2, 3.0, 'a'} field by field and the result prints them so; the expectation is
; hand-computed (the native oracle takes no padded records): out = w * k where tag == 'a',
; else w; tag + 1 and k * 2 written back.  Not vectorized here: i8 lanes.
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // An array of structs of mixed fields {int, float, char}: byte-addressed.
;   typedef struct {
;     int k;
;     float w;
;     char tag;
;   } Rec;
;   
;   __kernel void struct_ifc(__global Rec *r, __global float *out, int n) {
;     int i = get_global_id(0);
;     if (i >= n)
;       return;
;     Rec x = r[i];
;     out[i] = x.tag == 'a' ? x.w * (float)x.k : x.w;
;     r[i].tag = x.tag + 1;
;     r[i].k = x.k * 2;
;   }
; DEFINE: %{args} = '[[3, 1.5, 97, 4, 2.0, 98, -5, 0.5, 97, 7, -1.0, 0, 2, 3.0, 97], [0.0, 0.0, 0.0, 0.0, 0.0], 5]'
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --grid 2 --block 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; CHECK-LABEL: func.func @struct_ifc(%v0: memref<?xi8> {simd.c_type = "{int, float, char}"}, %v1: memref<?xf32>, %v2: i32)
; CHECK-COUNT-4: memref.load %v0[%{{.*}}] : memref<?xi8>
; CHECK:      arith.bitcast %{{.*}} : i32 to f32
; CHECK:      memref.store %{{.*}}, %v0[%{{.*}}] : memref<?xi8>
; OUT: "memrefs": {{\[}}[6, 1.5, 98, 8, 2.0, 99, -10, 0.5, 98, 14, -1.0, 1, 4, 3.0, 98], [4.5, 2.0, -2.5, -1.0, 6.0]]
; ModuleID = 'struct_ifc.cl'
source_filename = "struct_ifc.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Rec = type { i32, float, i8 }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @struct_ifc(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %2, %5
  br i1 %6, label %7, label %23

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds %struct.Rec, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5, !amdgpu.noclobber !13
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 4
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !14, !amdgpu.noclobber !13
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 8
  %15 = load i8, ptr addrspace(1) %14, align 4, !tbaa !16, !amdgpu.noclobber !13
  %16 = icmp eq i8 %15, 97
  %17 = sitofp i32 %11 to float
  %18 = fmul float %13, %17
  %19 = select i1 %16, float %18, float %13
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %9
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !14
  %21 = add i8 %15, 1
  store i8 %21, ptr addrspace(1) %14, align 4, !tbaa !17
  %22 = shl nsw i32 %11, 1
  store i32 %22, ptr addrspace(1) %10, align 4, !tbaa !19
  br label %23

23:                                               ; preds = %3, %7
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_struct_ifc(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %2, %5
  br i1 %6, label %7, label %23

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds %struct.Rec, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 4
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !14
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 8
  %15 = load i8, ptr addrspace(1) %14, align 4, !tbaa !16
  %16 = icmp eq i8 %15, 97
  %17 = sitofp i32 %11 to float
  %18 = fmul float %13, %17
  %19 = select i1 %16, float %18, float %13
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %9
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !14
  %21 = add i8 %15, 1
  store i8 %21, ptr addrspace(1) %14, align 4, !tbaa !17
  %22 = shl nsw i32 %11, 1
  store i32 %22, ptr addrspace(1) %10, align 4, !tbaa !19
  br label %23

23:                                               ; preds = %3, %7
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
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"Rec*", !"float*", !"int"}
!12 = !{!"", !"", !""}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !7, i64 8}
!18 = !{!"", !6, i64 0, !15, i64 4, !7, i64 8}
!19 = !{!18, !6, i64 0}
