; A pointer that is poison on paths that do not use it (hand-written: clang folds its own
; away): a phi's incoming `poison` is a `ub.poison : index` block argument, and a load from
; `poison` in a block only a negative n reaches reads a `ub.poison : memref<?xf32>`.  The
; program runs; only a run that reaches the poison load faults, located.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --threads 4 --args '[[1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 0.0, 0.0], 3]' --json | filecheck %s --check-prefix=OUT
; RUN: not simd-run %s --threads 4 --args '[[1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 0.0, 0.0], -1]' 2>&1 | filecheck %s --check-prefix=FAULT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir
; RUN: simd-run %t.u.mlir --threads 4 --width 4 --args '[[1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 0.0, 0.0], 3]' --json | filecheck %s --check-prefix=OUT
; RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir
; RUN: simd-run %t.n.mlir --threads 4 --width 4 --args '[[1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 0.0, 0.0], 3]' --json | filecheck %s --check-prefix=OUT
; RUN: not simd-run %t.n.mlir --threads 4 --width 4 --args '[[1.0, 2.0, 3.0, 4.0], [0.0, 0.0, 0.0, 0.0], -1]' 2>&1 | filecheck %s --check-prefix=VFAULT
; VFAULT: error: 'simd.gather' address of active lane 0 is poison
; CHECK-LABEL: func.func @poison_pointer(%a: memref<?xf32>, %out: memref<?xf32>, %n: i32)
; CHECK-DAG:  %[[PI:.*]] = ub.poison : index
; CHECK-DAG:  %[[PM:.*]] = ub.poison : memref<?xf32>
; CHECK:      ^skip:
; CHECK-NEXT: cf.br ^join(%[[PI]] : index)
; CHECK:      ^dead:
; CHECK-NEXT: %x = memref.load %[[PM]][%[[PI]]] : memref<?xf32>
; OUT: "memrefs": {{\[}}[1.0, 2.0, 3.0, 4.0], [1.0, 2.0, 3.0, 0.0]]
; FAULT: poison_pointer.ll:{{4[0-9]}}:3: error: 'memref.load' reads a poison value (operand #0)
; FAULT-NEXT: %x = load float, ptr addrspace(1) poison
define amdgpu_kernel void @poison_pointer(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %i, %n
  br i1 %c, label %use, label %skip
skip:
  br label %join
use:
  br label %join
join:
  %p = phi ptr addrspace(1) [ %a, %use ], [ poison, %skip ]
  br i1 %c, label %load, label %tail
load:
  %q = getelementptr float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %q
  %o = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %v, ptr addrspace(1) %o
  br label %tail
tail:
  %neg = icmp slt i32 %n, 0
  br i1 %neg, label %dead, label %done
dead:
  %x = load float, ptr addrspace(1) poison
  store float %x, ptr addrspace(1) %out
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
