; RUN: not simd-opt %s 2>&1 | filecheck %s
; A vector wider than SPEC section 2's 64 lanes is refused when the import reads its
; type (a <65536 x i32> imported in 39 s and vectorized for minutes).  64 lanes are fine.
; RUN: sed 's/128 x/64 x/g' %s > %t.ll && simd-opt %t.ll | filecheck %s --check-prefix=OK
; CHECK: vector_wider_than_64_lanes_refused.ll:{{[0-9]+}}:1: error: vector type of 128 lanes: at most 64 lanes are supported (SPEC section 2)
; OK: func.func @k
define void @k(ptr addrspace(1) %p) {
  %v = load <128 x i32>, ptr addrspace(1) %p, align 4
  %w = add <128 x i32> %v, %v
  store <128 x i32> %w, ptr addrspace(1) %p, align 4
  ret void
}
