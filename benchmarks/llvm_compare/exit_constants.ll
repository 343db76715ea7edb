declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [0, %entry], [%next, %latch]
  %u = icmp slt i32 %i, %n
  br i1 %u, label %body, label %exit
body:
  %c = icmp slt i32 %i, %tid
  br i1 %c, label %latch, label %exit
latch:
  %next = add i32 %i, 1
  br label %head
exit:
  %k = phi i32 [1, %head], [2, %body]
  %k1 = phi i32 [1, %head], [1, %body]
  %after = add i32 %i, 1
  store i32 %after, ptr addrspace(1) %out
  store i32 %k, ptr addrspace(1) %out
  ret void
}
