; Imported atomics run with MLIR 22's AtomicRMWKind numbering (the importer and the
; interpreter share vector_unit.ATOMIC_KINDS): max of -5 and the thread ids, the last
; exchange (thread 3: threads of one instance go in lane order), and/or of 6/8 with
; the ids, unsigned min of -1 (0xffffffff) and the ids.
; RUN: simd-run %s --threads 4 --width 4 --args '[[-5, 9, 6, 8, -1]]' --json | filecheck %s
; CHECK: "memrefs": [[3, 3, 0, 11, 0]]
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %max = atomicrmw max ptr addrspace(1) %p, i32 %t monotonic
  %q1 = getelementptr i32, ptr addrspace(1) %p, i32 1
  %xchg = atomicrmw xchg ptr addrspace(1) %q1, i32 %t monotonic
  %q2 = getelementptr i32, ptr addrspace(1) %p, i32 2
  %and = atomicrmw and ptr addrspace(1) %q2, i32 %t monotonic
  %q3 = getelementptr i32, ptr addrspace(1) %p, i32 3
  %or = atomicrmw or ptr addrspace(1) %q3, i32 %t monotonic
  %q4 = getelementptr i32, ptr addrspace(1) %p, i32 4
  %umin = atomicrmw umin ptr addrspace(1) %q4, i32 %t monotonic
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
