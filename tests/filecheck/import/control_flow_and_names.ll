; br, conditional br (true successor first), switch, phi -> block arguments (pointer phis
; carry element indices), ret, unreachable -> ub.unreachable.  Names are kept (SPEC
; section 10): %x.next stays, %5 -> %v5, for.body: -> ^for.body, 7: -> ^L7, bb3: -> ^Lbb3.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @loop(%v0: memref<?xi32>, %n: i32) {
; CHECK:         %[[T:.*]] = gpu.thread_id x
; CHECK-NEXT:    %v2 = arith.index_cast %[[T]] : index to i32
; CHECK-NEXT:    cf.br ^for.body(%{{.*}}, %{{.*}} : i32, index)
; CHECK-NEXT:  ^for.body(%i: i32, %p: index):
; CHECK-NEXT:    %x = memref.load %v0[%p] : memref<?xi32>
; CHECK-NEXT:    %v5 = arith.addi %x, %v2 : i32
; CHECK-NEXT:    memref.store %v5, %v0[%p] : memref<?xi32>
; CHECK-NEXT:    %x.next = arith.addi %i, %{{.*}} : i32
; CHECK-NEXT:    %done = arith.cmpi sge, %x.next, %n : i32
; CHECK-NEXT:    %[[N:.*]] = arith.addi %p, %{{.*}} : index
; CHECK-NEXT:    cf.cond_br %done, ^L7, ^for.body(%x.next, %[[N]] : i32, index)
; CHECK-NEXT:  ^L7:
; CHECK-NEXT:    cf.switch %v2 : i32, [
; CHECK-NEXT:    default: ^Lbb3,
; CHECK-NEXT:      0: ^exit,
; CHECK-NEXT:      5: ^exit
; CHECK-NEXT:    ]
; CHECK-NEXT:  ^Lbb3:
; CHECK-NEXT:    ub.unreachable
; CHECK-NEXT:  ^exit:
; CHECK-NEXT:    func.return
define amdgpu_kernel void @loop(ptr addrspace(1) %0, i32 %n) {
entry:
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for.body

for.body:
  %i = phi i32 [ 0, %entry ], [ %x.next, %for.body ]
  %p = phi ptr addrspace(1) [ %0, %entry ], [ %p.next, %for.body ]
  %x = load i32, ptr addrspace(1) %p
  %5 = add i32 %x, %2
  store i32 %5, ptr addrspace(1) %p
  %p.next = getelementptr i32, ptr addrspace(1) %p, i32 1
  %x.next = add i32 %i, 1
  %done = icmp sge i32 %x.next, %n
  br i1 %done, label %7, label %for.body

7:
  switch i32 %2, label %bb3 [
    i32 0, label %exit
    i32 5, label %exit
  ]

bb3:
  unreachable

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
