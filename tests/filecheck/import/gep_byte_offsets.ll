; GEPs become element indices: clang's i8 byte GEPs whose offset is a shifted, scaled or
; `ashr exact` value, arrays and structs of one scalar type, constant offsets folded.
; RUN: simd-opt %s | filecheck %s

; `gep i8, p, (sext i) << 2` on a float buffer: element index i.
; CHECK-LABEL: func.func @shl_offset(%a: memref<?xf32>, %i: i32) {
; CHECK:         %e = arith.extsi %i : i32 to i64
; CHECK-NEXT:    %[[X:.*]] = arith.index_cast %e : i64 to index
; CHECK-NEXT:    %off = arith.shli %e, %{{.*}} : i64
; CHECK-NEXT:    %x = memref.load %a[%[[X]]] : memref<?xf32>
define amdgpu_kernel void @shl_offset(ptr addrspace(1) %a, i32 %i) {
  %e = sext i32 %i to i64
  %off = shl nsw i64 %e, 2
  %p = getelementptr inbounds i8, ptr addrspace(1) %a, i64 %off
  %x = load float, ptr addrspace(1) %p
  store float %x, ptr addrspace(1) %a
  ret void
}

; `ashr exact (shl x, 32), 30`: a sign extension times 4, i.e. element sext(trunc x).
; CHECK-LABEL: func.func @ashr_exact_offset(%a: memref<?xi32>, %x: i64) {
; CHECK:         %[[T:.*]] = arith.trunci %x : i64 to i32
; CHECK-NEXT:    %[[S:.*]] = arith.extsi %[[T]] : i32 to i64
; CHECK-NEXT:    %[[I:.*]] = arith.index_cast %[[S]] : i64 to index
; CHECK-NEXT:    %v = memref.load %a[%[[I]]] : memref<?xi32>
define amdgpu_kernel void @ashr_exact_offset(ptr addrspace(1) %a, i64 %x) {
  %s = shl i64 %x, 32
  %off = ashr exact i64 %s, 30
  %p = getelementptr inbounds i8, ptr addrspace(1) %a, i64 %off
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %a
  ret void
}

; Known low zero bits: (x << 32) + (1 << 32), then ashr exact 30: index = offset >> 2.
; CHECK-LABEL: func.func @known_zero_bits(%a: memref<?xi32>, %x: i64) {
; CHECK:         %off = arith.shrsi %y, %{{.*}} : i64
; CHECK-NEXT:    %[[Q:.*]] = arith.shrsi %off, %{{.*}} : i64
; CHECK-NEXT:    %[[I:.*]] = arith.index_cast %[[Q]] : i64 to index
; CHECK-NEXT:    %v = memref.load %a[%[[I]]] : memref<?xi32>
define amdgpu_kernel void @known_zero_bits(ptr addrspace(1) %a, i64 %x) {
  %s = shl i64 %x, 32
  %y = add i64 %s, 4294967296
  %off = ashr exact i64 %y, 30
  %p = getelementptr inbounds i8, ptr addrspace(1) %a, i64 %off
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %a
  ret void
}

; A 2-D array ([4 x [4 x i32]]) and a struct {float, float} of one scalar type; a
; constant byte offset (8 = two floats) folds into the index.
; CHECK-LABEL: func.func @aggregates(%s: memref<?xf32>, %i: i32, %j: i32, %k.m: memref<16xi32, #gpu.address_space<workgroup>>) {
; CHECK:         %[[J:.*]] = arith.index_cast %j : i32 to index
; CHECK-NEXT:    %[[I:.*]] = arith.index_cast %i : i32 to index
; CHECK-NEXT:    %[[R:.*]] = arith.muli %[[I]], %{{.*}} : index
; CHECK-NEXT:    %[[A:.*]] = arith.addi %[[R]], %[[J]] : index
; CHECK-NEXT:    %x = memref.load %k.m[%[[A]]] : memref<16xi32, #gpu.address_space<workgroup>>
; CHECK-NEXT:    %[[I2:.*]] = arith.muli %[[I]], %[[TWO:.*]] : index
; CHECK-NEXT:    %[[F:.*]] = arith.addi %[[I2]], %{{.*}} : index
; CHECK-NEXT:    %y = memref.load %s[%[[F]]] : memref<?xf32>
; CHECK-NEXT:    %[[C:.*]] = arith.addi %[[I2]], %{{.*}} : index
; CHECK-NEXT:    %z = memref.load %s[%[[C]]] : memref<?xf32>
@k.m = internal addrspace(3) global [4 x [4 x i32]] poison
%pair = type { float, float }
define amdgpu_kernel void @aggregates(ptr addrspace(1) %s, i32 %i, i32 %j) {
  %p = getelementptr [4 x [4 x i32]], ptr addrspace(3) @k.m, i32 0, i32 %i, i32 %j
  %x = load i32, ptr addrspace(3) %p
  %q = getelementptr %pair, ptr addrspace(1) %s, i32 %i, i32 1
  %y = load float, ptr addrspace(1) %q
  %r = getelementptr i8, ptr addrspace(1) %q, i32 8
  %z = load float, ptr addrspace(1) %r
  ret void
}
