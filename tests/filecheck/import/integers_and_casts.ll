; Integer widths i1..i64 and f32/f64, every binary op, every cast; `shl`+`ashr` by the same
; amount is clang's sign extension idiom: `trunci` + `extsi`.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @ops(%a: i32, %b: i32, %c: i8, %d: i16, %e: i64, %f: f32, %g: f64, %p: i1, %o: memref<?xi32>, %of: memref<?xf32>) {
; CHECK:         %add = arith.addi %a, %b : i32
; CHECK-NEXT:    %sub = arith.subi %add, %b : i32
; CHECK-NEXT:    %mul = arith.muli %sub, %b : i32
; CHECK-NEXT:    %sdiv = arith.divsi %mul, %b : i32
; CHECK-NEXT:    %udiv = arith.divui %sdiv, %b : i32
; CHECK-NEXT:    %srem = arith.remsi %udiv, %b : i32
; CHECK-NEXT:    %urem = arith.remui %srem, %b : i32
; CHECK-NEXT:    %and = arith.andi %urem, %b : i32
; CHECK-NEXT:    %or = arith.ori %and, %b : i32
; CHECK-NEXT:    %xor = arith.xori %or, %b : i32
; CHECK-NEXT:    %shl = arith.shli %xor, %b : i32
; CHECK-NEXT:    %ashr = arith.shrsi %shl, %b : i32
; CHECK-NEXT:    %lshr = arith.shrui %ashr, %b : i32
; CHECK-NEXT:    %c32 = arith.extsi %c : i8 to i32
; CHECK-NEXT:    %d32 = arith.extui %d : i16 to i32
; CHECK-NEXT:    %e32 = arith.trunci %e : i64 to i32
; CHECK-NEXT:    %p32 = arith.extui %p : i1 to i32
; CHECK-NEXT:    %fi = arith.fptosi %f : f32 to i32
; CHECK-NEXT:    %fu = arith.fptoui %f : f32 to i32
; CHECK-NEXT:    %si = arith.sitofp %a : i32 to f32
; CHECK-NEXT:    %ui = arith.uitofp %a : i32 to f32
; CHECK-NEXT:    %gx = arith.extf %f : f32 to f64
; CHECK-NEXT:    %gt = arith.truncf %g : f64 to f32
; CHECK-NEXT:    %bits = arith.bitcast %f : f32 to i32
; CHECK-NEXT:    %back = arith.bitcast %bits : i32 to f32
; CHECK-NEXT:    %fa = arith.addf %si, %ui : f32
; CHECK-NEXT:    %fs = arith.subf %fa, %gt : f32
; CHECK-NEXT:    %fm = arith.mulf %fs, %back : f32
; CHECK-NEXT:    %fd = arith.divf %fm, %f : f32
; CHECK-NEXT:    %hi = arith.shli %e, %{{.*}} : i64
; CHECK-NEXT:    %[[T:.*]] = arith.trunci %e : i64 to i32
; CHECK-NEXT:    %sx = arith.extsi %[[T]] : i32 to i64
define amdgpu_kernel void @ops(i32 %a, i32 %b, i8 %c, i16 %d, i64 %e, float %f, double %g, i1 %p, ptr addrspace(1) %o, ptr addrspace(1) %of) {
  %add = add i32 %a, %b
  %sub = sub nsw i32 %add, %b
  %mul = mul i32 %sub, %b
  %sdiv = sdiv i32 %mul, %b
  %udiv = udiv i32 %sdiv, %b
  %srem = srem i32 %udiv, %b
  %urem = urem i32 %srem, %b
  %and = and i32 %urem, %b
  %or = or i32 %and, %b
  %xor = xor i32 %or, %b
  %shl = shl i32 %xor, %b
  %ashr = ashr i32 %shl, %b
  %lshr = lshr i32 %ashr, %b
  %c32 = sext i8 %c to i32
  %d32 = zext i16 %d to i32
  %e32 = trunc i64 %e to i32
  %p32 = zext i1 %p to i32
  %fi = fptosi float %f to i32
  %fu = fptoui float %f to i32
  %si = sitofp i32 %a to float
  %ui = uitofp i32 %a to float
  %gx = fpext float %f to double
  %gt = fptrunc double %g to float
  %bits = bitcast float %f to i32
  %back = bitcast i32 %bits to float
  %fa = fadd float %si, %ui
  %fs = fsub float %fa, %gt
  %fm = fmul fast float %fs, %back
  %fd = fdiv float %fm, %f
  %hi = shl i64 %e, 32
  %sx = ashr exact i64 %hi, 32
  %s1 = add i32 %lshr, %c32
  %s2 = add i32 %s1, %d32
  %s3 = add i32 %s2, %e32
  %s4 = add i32 %s3, %p32
  %s5 = add i32 %s4, %fi
  %s6 = add i32 %s5, %fu
  %sx32 = trunc i64 %sx to i32
  %s7 = add i32 %s6, %sx32
  store i32 %s7, ptr addrspace(1) %o
  store float %fd, ptr addrspace(1) %of
  ret void
}
