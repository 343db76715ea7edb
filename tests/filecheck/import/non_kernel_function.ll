; A module without kernels: every defined function no other one calls is imported, its
; scalar arguments per-thread values ({simd.divergent}, as LLVM treats the arguments of
; non-kernel functions); calls to defined functions are inlined (LLVM's always-inliner).
; RUN: simd-opt %s | filecheck %s

; CHECK-NOT:   func.func @sq
; CHECK-LABEL: func.func @f(%a: i32 {simd.divergent}) -> i32 {
; CHECK-NEXT:    %b.i = arith.muli %a, %a : i32
; CHECK-NEXT:    %c = arith.addi %b.i, %a : i32
; CHECK-NEXT:    func.return %c : i32
define i32 @f(i32 %a) {
  %s = call i32 @sq(i32 %a)
  %c = add i32 %s, %a
  ret i32 %c
}

define i32 @sq(i32 %x) noinline {
  %b = mul i32 %x, %x
  ret i32 %b
}
