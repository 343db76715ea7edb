; RUN: simd-opt %s | filecheck %s
; RUN: simd-opt %s -p spmd-vectorize | filecheck %s --check-prefix=VEC
; LLVM names that are not valid xDSL names become valid ones, recognisably (they were
; refused, or failed later with a Python tuple repr): accents dropped, other characters
; `_`, a leading digit or underscore after `v`.
; CHECK: %ae = memref.load
; CHECK-NEXT: %v5x = arith.addi %ae
; CHECK-NEXT: %x_y = arith.addi %v5x
; CHECK-NEXT: %v = arith.addi %x_y
; CHECK-NEXT: cf.br ^entree
; CHECK: ^entree:
; VEC: func.func @k
define void @k(ptr %p) {
  %"aé" = load i32, ptr %p
  %"5x" = add i32 %"aé", 1
  %"x y" = add i32 %"5x", 1
  %"%5" = add i32 %"x y", 1
  br label %"éntrée"
"éntrée":
  store i32 %"%5", ptr %p
  ret void
}
