; llvm.memcpy, llvm.memmove and llvm.memset of a constant length become one load and
; store per element up to 16 elements (every load first, so an overlapping memmove is
; right), an scf.for over the elements beyond (memcpy, memset): a struct copy
; `dst[i] = src[i]` (clang's memcpy of 16 bytes; the buffers, touched by nothing else,
; take the struct's one field type, float), a memmove one element to the right within a
; buffer, memsets of bytes 0 and 0xff (i32 -1, f32 NaN bits), and a copy and a fill of
; 20 elements as loops.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --entry copy_structs --threads 2 --width 2 --args '[[0, 0, 0, 0, 0, 0, 0, 0], [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]]' --json | filecheck %s --check-prefix=COPY
; RUN: simd-run %s --entry shift_right --threads 1 --width 1 --args '[[1, 2, 3, 4, 5]]' --json | filecheck %s --check-prefix=MOVE
; RUN: simd-run %s --entry fill --threads 1 --width 1 --args '[[7, 7, 7, 7], [1.0, 1.0, 1.0]]' --json | filecheck %s --check-prefix=FILL
; RUN: simd-run %s --entry long --threads 1 --width 1 --args '[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=LONG
; RUN: simd-opt %s -p 'spmd-vectorize{width=2 mode=uniform}' -o %t.mlir
; RUN: simd-run %t.mlir --threads 2 --entry copy_structs --args '[[0, 0, 0, 0, 0, 0, 0, 0], [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]]' --json | filecheck %s --check-prefix=COPY

%struct.quad = type { float, float, float, float }

; CHECK-LABEL: func.func @copy_structs(%dst: memref<?xf32>, %src: memref<?xf32>)
; CHECK-COUNT-4: memref.load %src
; CHECK-COUNT-4: memref.store {{.*}}, %dst
; COPY: "memrefs": {{\[}}[1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5], [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]]
define amdgpu_kernel void @copy_structs(ptr addrspace(1) %dst, ptr addrspace(1) %src) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %d = getelementptr inbounds %struct.quad, ptr addrspace(1) %dst, i32 %t
  %s = getelementptr inbounds %struct.quad, ptr addrspace(1) %src, i32 %t
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 16, i1 false)
  ret void
}

; MOVE: "memrefs": {{\[}}[1, 1, 2, 3, 4]]
define amdgpu_kernel void @shift_right(ptr addrspace(1) %p) {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 1
  %x = load i32, ptr addrspace(1) %p
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %q, ptr addrspace(1) align 4 %p, i64 16, i1 false)
  ret void
}

; FILL: "memrefs": {{\[}}[0, -1, -1, 7], ["NaN", "NaN", 0.0]]
define amdgpu_kernel void @fill(ptr addrspace(1) %a, ptr addrspace(1) %f) {
  %x = load i32, ptr addrspace(1) %a
  %y = load float, ptr addrspace(1) %f
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %a, i8 0, i64 4, i1 false)
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %a, i32 1
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %a1, i8 -1, i64 8, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %f, i8 -1, i64 8, i1 false)
  %f2 = getelementptr inbounds float, ptr addrspace(1) %f, i32 2
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %f2, i8 0, i64 4, i1 false)
  ret void
}

; CHECK-LABEL: func.func @long
; CHECK:         scf.for
; CHECK:           memref.load %a
; CHECK:           memref.store {{.*}}, %b
; CHECK:         scf.for
; CHECK:           memref.store {{.*}}, %a
; LONG: "memrefs": {{\[}}[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 0]]
define amdgpu_kernel void @long(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %a1 = getelementptr inbounds i32, ptr addrspace(1) %a, i32 1
  %b1 = getelementptr inbounds i32, ptr addrspace(1) %b, i32 1
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %b1, ptr addrspace(1) align 4 %a1, i64 80, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %a, i8 0, i64 84, i1 false)
  %x = load i32, ptr addrspace(1) %a
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
