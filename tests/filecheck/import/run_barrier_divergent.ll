; simd-run runs imported kernels over a launch; a barrier reached by only some threads of
; a block (here inside `if (tid < 2)`) is a located runtime error at the barrier's .ll line.
; RUN: simd-run %s --grid 1 --block 4 --args '[[0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OK
; OK: "memrefs": {{\[}}[0, 1, 2, 3]]
; RUN: not simd-run %s --entry bad --grid 1 --block 4 --args '[[0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=BAD
; BAD: run_barrier_divergent.ll:21:3: error: 'gpu.barrier' reached by only some threads of block 0
define amdgpu_kernel void @good(ptr addrspace(1) %o) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.s.barrier()
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %t
  store i32 %t, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @bad(ptr addrspace(1) %o) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %t, 2
  br i1 %c, label %then, label %done
then:
  call void @llvm.amdgcn.s.barrier()
  br label %done
done:
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %t
  store i32 %t, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
