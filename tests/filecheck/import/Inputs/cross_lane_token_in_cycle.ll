; A convergence token defined outside a cycle used inside it (LLVM's verifier rejects it too).
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %n) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %tok) ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %first, ptr addrspace(1) %o
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
attributes #0 = { convergent }
