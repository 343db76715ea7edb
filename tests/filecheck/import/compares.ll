; Every icmp and fcmp predicate keeps its name in arith.cmpi / arith.cmpf.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @icmps(%a: i32, %b: i32, %o: memref<?xi8>) {
; CHECK:         %eq = arith.cmpi eq, %a, %b : i32
; CHECK-NEXT:    %ne = arith.cmpi ne, %a, %b : i32
; CHECK-NEXT:    %slt = arith.cmpi slt, %a, %b : i32
; CHECK-NEXT:    %sle = arith.cmpi sle, %a, %b : i32
; CHECK-NEXT:    %sgt = arith.cmpi sgt, %a, %b : i32
; CHECK-NEXT:    %sge = arith.cmpi sge, %a, %b : i32
; CHECK-NEXT:    %ult = arith.cmpi ult, %a, %b : i32
; CHECK-NEXT:    %ule = arith.cmpi ule, %a, %b : i32
; CHECK-NEXT:    %ugt = arith.cmpi ugt, %a, %b : i32
; CHECK-NEXT:    %uge = arith.cmpi uge, %a, %b : i32
define amdgpu_kernel void @icmps(i32 %a, i32 %b, ptr addrspace(1) %o) {
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %ult = icmp samesign ult i32 %a, %b
  %ule = icmp ule i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %x1 = xor i1 %eq, %ne
  %x2 = xor i1 %x1, %slt
  %x3 = xor i1 %x2, %sle
  %x4 = xor i1 %x3, %sgt
  %x5 = xor i1 %x4, %sge
  %x6 = xor i1 %x5, %ult
  %x7 = xor i1 %x6, %ule
  %x8 = xor i1 %x7, %ugt
  %x9 = xor i1 %x8, %uge
  %z = zext i1 %x9 to i8
  store i8 %z, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: func.func @fcmps(%a: f32, %b: f32, %o: memref<?xi8>) {
; CHECK:         %f0 = arith.cmpf false, %a, %b : f32
; CHECK-NEXT:    %f1 = arith.cmpf oeq, %a, %b : f32
; CHECK-NEXT:    %f2 = arith.cmpf ogt, %a, %b : f32
; CHECK-NEXT:    %f3 = arith.cmpf oge, %a, %b : f32
; CHECK-NEXT:    %f4 = arith.cmpf olt, %a, %b : f32
; CHECK-NEXT:    %f5 = arith.cmpf ole, %a, %b : f32
; CHECK-NEXT:    %f6 = arith.cmpf one, %a, %b : f32
; CHECK-NEXT:    %f7 = arith.cmpf ord, %a, %b : f32
; CHECK-NEXT:    %f8 = arith.cmpf ueq, %a, %b : f32
; CHECK-NEXT:    %f9 = arith.cmpf ugt, %a, %b : f32
; CHECK-NEXT:    %f10 = arith.cmpf uge, %a, %b : f32
; CHECK-NEXT:    %f11 = arith.cmpf ult, %a, %b : f32
; CHECK-NEXT:    %f12 = arith.cmpf ule, %a, %b : f32
; CHECK-NEXT:    %f13 = arith.cmpf une, %a, %b : f32
; CHECK-NEXT:    %f14 = arith.cmpf uno, %a, %b : f32
; CHECK-NEXT:    %f15 = arith.cmpf true, %a, %b : f32
define amdgpu_kernel void @fcmps(float %a, float %b, ptr addrspace(1) %o) {
  %f0 = fcmp false float %a, %b
  %f1 = fcmp oeq float %a, %b
  %f2 = fcmp ogt float %a, %b
  %f3 = fcmp oge float %a, %b
  %f4 = fcmp olt float %a, %b
  %f5 = fcmp ole float %a, %b
  %f6 = fcmp one float %a, %b
  %f7 = fcmp ord float %a, %b
  %f8 = fcmp ueq float %a, %b
  %f9 = fcmp ugt float %a, %b
  %f10 = fcmp uge float %a, %b
  %f11 = fcmp fast ult float %a, %b
  %f12 = fcmp ule float %a, %b
  %f13 = fcmp une float %a, %b
  %f14 = fcmp uno float %a, %b
  %f15 = fcmp true float %a, %b
  %x = xor i1 %f0, %f15
  %z = zext i1 %x to i8
  store i8 %z, ptr addrspace(1) %o
  ret void
}
