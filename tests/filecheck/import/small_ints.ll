; Integers narrower than i8 (frontends/llvm/small_ints.py): an i4 held in an i8,
; sign-extended from bit 3; add/mul re-extend, lshr/zext/uitofp mask to 4 bits first,
; `bitcast i4 to <4 x i1>` gives bit k as lane k.  x = 13 (i4 -3) and x = 6; the values
; are C's on the low 4 bits: (t + 7) & 15, (t >> 2) & 1, t >> 1, sext, t > 8 (unsigned),
; (float)t, sext((t * t) & 15).
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --json --args '[[0, 0, 0, 0, 0, 0, 0], 13]' | filecheck %s --check-prefix=X13
; RUN: simd-run %s --json --args '[[0, 0, 0, 0, 0, 0, 0], 6]' | filecheck %s --check-prefix=X6
; X13: "memrefs": [[4, 1, 6, -3, 1, 13, -7]]
; X6: "memrefs": [[13, 1, 3, 6, 0, 6, 4]]
; IMPORT:      %[[TR:.*]] = arith.trunci %x : i32 to i8
; IMPORT-NEXT: %[[UP:.*]] = arith.shli %[[TR]], %[[FOUR:.*]] : i8
; IMPORT-NEXT: %t = arith.shrsi %[[UP]], %[[FOUR]] : i8
; IMPORT-NEXT: %[[A:.*]] = arith.addi %t, %{{.*}} : i8
; IMPORT-NEXT: %[[AUP:.*]] = arith.shli %[[A]], %[[FOUR]] : i8
; IMPORT-NEXT: %a = arith.shrsi %[[AUP]], %[[FOUR]] : i8
; IMPORT-NEXT: %[[AM:.*]] = arith.andi %a, %{{.*}} : i8
; IMPORT-NEXT: %z = arith.extui %[[AM]] : i8 to i32

define void @small(ptr %o, i32 %x) {
  %t = trunc i32 %x to i4
  %a = add i4 %t, 7
  %z = zext i4 %a to i32
  store i32 %z, ptr %o
  %v = bitcast i4 %t to <4 x i1>
  %l2 = extractelement <4 x i1> %v, i64 2
  %e = zext i1 %l2 to i32
  %p1 = getelementptr i32, ptr %o, i64 1
  store i32 %e, ptr %p1
  %sh = lshr i4 %t, 1
  %zs = zext i4 %sh to i32
  %p2 = getelementptr i32, ptr %o, i64 2
  store i32 %zs, ptr %p2
  %s = sext i4 %t to i32
  %p3 = getelementptr i32, ptr %o, i64 3
  store i32 %s, ptr %p3
  %u = icmp ugt i4 %t, -8
  %uz = zext i1 %u to i32
  %p4 = getelementptr i32, ptr %o, i64 4
  store i32 %uz, ptr %p4
  %f = uitofp i4 %t to float
  %fi = fptosi float %f to i32
  %p5 = getelementptr i32, ptr %o, i64 5
  store i32 %fi, ptr %p5
  %m = mul i4 %t, %t
  %ms = sext i4 %m to i32
  %p6 = getelementptr i32, ptr %o, i64 6
  store i32 %ms, ptr %p6
  ret void
}
