declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(i32 %n, i32 addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [0, %entry], [%next, %join]
  %c = icmp slt i32 %i, %tid
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %v = phi i32 [1, %then], [2, %head]
  %next = add i32 %i, 1
  %u = icmp slt i32 %next, %n
  br i1 %u, label %head, label %exit
exit:
  %after = add i32 %i, 1
  store i32 %after, i32 addrspace(1)* %out
  ret void
}
