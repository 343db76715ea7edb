declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(i32 %n, i32 addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %x = phi i32 [1, %a], [2, %b]
  %y = phi i32 [%n, %a], [%n, %b]
  store i32 %x, i32 addrspace(1)* %out
  ret void
}
