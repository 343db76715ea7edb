; An array of structs {float mass; int cls}: the buffer is read as float and as i32, so it is
; addressed in i32 units (SPEC section 2): the float field is an i32 load/store and an
; arith.bitcast.  The struct's C fields, from clang's TBAA struct-path tags, are recorded on the
; argument (simd.c_type = "{float, int}"), so --args gives each struct's fields as C values and
; the result prints them: the native oracle's [[20.0, 3, 4.0, 1, 4.0, 1, 18.0, 3, 18.0, 3, 30.0, 4]],
; vectorized too.
; clang-22 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -ffp-contract=off of:
;   // An array of structs with an int and a float field: each body's weight class (int)
;   // from its mass (float), and the mass scaled by its class.
;   typedef struct {
;     float mass;
;     int cls;
;   } Body;
;   
;   __kernel void struct_mixed(__global Body *b, int n, float unit) {
;     int i = get_global_id(0);
;     if (i >= n)
;       return;
;     int c = (int)(b[i].mass / unit);
;     b[i].cls = c;
;     b[i].mass = b[i].mass * (float)(c + 1);
;   }
; DEFINE: %{args} = '[[5.0, 0, 2.0, 0, 2.0, 0, 4.5, 0, 4.5, 0, 6.0, 0], 6, 1.5]'
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --grid 2 --block 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive4.mlir
; RUN: simd-run %t.naive4.mlir --grid 2 --block 4 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.uniform4.mlir
; RUN: simd-run %t.uniform4.mlir --grid 2 --block 4 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=naive}' -o %t.naive8.mlir
; RUN: simd-run %t.naive8.mlir --grid 2 --block 4 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform}' -o %t.uniform8.mlir
; RUN: simd-run %t.uniform8.mlir --grid 2 --block 4 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
; CHECK-LABEL: func.func @struct_mixed(%v0: memref<?xi32> {simd.c_type = "{float, int}"}, %v1: i32, %v2: f32)
; CHECK:      %[[M:.*]] = memref.load %v0[%[[I:.*]]] : memref<?xi32>
; CHECK-NEXT: %v11 = arith.bitcast %[[M]] : i32 to f32
; CHECK:      memref.store %v13, %v0[%{{.*}}] : memref<?xi32>
; CHECK:      %[[B:.*]] = arith.bitcast %v17 : f32 to i32
; CHECK-NEXT: memref.store %[[B]], %v0[%[[I]]] : memref<?xi32>
; OUT: "memrefs": {{\[}}[20.0, 3, 4.0, 1, 4.0, 1, 18.0, 3, 18.0, 3, 30.0, 4]]
; ModuleID = 'suite/struct_mixed.cl'
source_filename = "suite/struct_mixed.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @struct_mixed(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %1, %5
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 29
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !13, !amdgpu.noclobber !16
  %12 = fdiv float %11, %2, !fpmath !17
  %13 = fptosi float %12 to i32
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 4
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !18
  %15 = add nsw i32 %13, 1
  %16 = sitofp i32 %15 to float
  %17 = fmul float %11, %16
  store float %17, ptr addrspace(1) %10, align 4, !tbaa !13
  br label %18

18:                                               ; preds = %3, %7
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_struct_mixed(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %1, %5
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 29
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !13
  %12 = fdiv float %11, %2, !fpmath !17
  %13 = fptosi float %12 to i32
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %10, i64 4
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !18
  %15 = add nsw i32 %13, 1
  %16 = sitofp i32 %15 to float
  %17 = fmul float %11, %16
  store float %17, ptr addrspace(1) %10, align 4, !tbaa !13
  br label %18

18:                                               ; preds = %3, %7
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
!9 = !{i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"Body*", !"int", !"float"}
!12 = !{!"", !"", !""}
!13 = !{!14, !15, i64 0}
!14 = !{!"", !15, i64 0, !6, i64 4}
!15 = !{!"float", !7, i64 0}
!16 = !{}
!17 = !{float 2.500000e+00}
!18 = !{!14, !6, i64 4}
