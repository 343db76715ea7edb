; atomicrmw add/sub/min/max/umin/umax/xchg/and/or and OpenCL's atomic builtins ->
; memref.atomic_rmw (kind: MLIR's AtomicRMWKind number as mlir-opt-22 prints it, the
; order of vector_unit.ATOMIC_KINDS; sub adds the negation).  Run by one
; thread from p[0] = 12, v = 5, each atomic sees the value the one before left.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --threads 1 --width 1 --args '[[12], 5]' --json | filecheck %s --check-prefix=EXEC
; add 17, sub 12, min 5, max 5, umin 5, umax 5, xchg 5, and 5, or 5, inc (k.loc), atomic_add 10
; EXEC: "memrefs": {{\[}}[10], {{\[}}[0, 0, 1, 0]]]

; CHECK-LABEL: func.func @k(%p: memref<?xi32>, %v: i32, %k.loc: memref<4xi32, #gpu.address_space<workgroup>>) {
; CHECK:         %add = "memref.atomic_rmw"(%v, %p, %[[Z:.*]]) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32
; CHECK-NEXT:    %[[N:.*]] = arith.subi %{{.*}}, %v : i32
; CHECK-NEXT:    %sub = "memref.atomic_rmw"(%[[N]], %p, %[[Z]]) <{kind = 1 : i64}>
; CHECK-NEXT:    %min = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 10 : i64}>
; CHECK-NEXT:    %max = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 6 : i64}>
; CHECK-NEXT:    %umin = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 11 : i64}>
; CHECK-NEXT:    %umax = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 7 : i64}>
; CHECK-NEXT:    %xchg = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 3 : i64}>
; CHECK-NEXT:    %and = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 2 : i64}>
; CHECK-NEXT:    %or = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 14 : i64}>
; CHECK-NEXT:    %inc = "memref.atomic_rmw"(%{{.*}}, %k.loc, %{{.*}}) <{kind = 1 : i64}> : (i32, memref<4xi32, #gpu.address_space<workgroup>>, index) -> i32
; CHECK-NEXT:    %cl = "memref.atomic_rmw"(%v, %p, %[[Z]]) <{kind = 1 : i64}>
@k.loc = internal addrspace(3) global [4 x i32] poison
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 %v) {
  %add = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("agent") monotonic
  %sub = atomicrmw sub ptr addrspace(1) %p, i32 %v monotonic
  %min = atomicrmw min ptr addrspace(1) %p, i32 %v monotonic
  %max = atomicrmw max ptr addrspace(1) %p, i32 %v monotonic
  %umin = atomicrmw umin ptr addrspace(1) %p, i32 %v monotonic
  %umax = atomicrmw umax ptr addrspace(1) %p, i32 %v monotonic
  %xchg = atomicrmw xchg ptr addrspace(1) %p, i32 %v monotonic
  %and = atomicrmw and ptr addrspace(1) %p, i32 %v monotonic
  %or = atomicrmw volatile or ptr addrspace(1) %p, i32 %v seq_cst
  %q = getelementptr i32, ptr addrspace(3) @k.loc, i32 2
  %inc = call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) %q)
  %cl = call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  ret void
}
declare i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3))
declare i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32)
