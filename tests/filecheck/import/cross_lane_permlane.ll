; AMDGPU permlane16 / permlanex16 / permlane64 -> simd cross-lane ops: lane i reads lane
; 16 * row + nibble (i & 15) of sel_hi:sel_lo (permlanex16: of the other row of its pair)
; by `simd.shuffle idx`; an inactive source without fi is 0 with bound_ctrl, else old;
; permlane64 is `simd.shuffle xor` by 32 (the own value at W = 32).
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --grid 1 --block 64 --width 64 --check-divergence --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 267242409]' --json | filecheck %s --check-prefix=MEM64
; RUN: simd-run %s --grid 1 --block 64 --width 32 --check-divergence --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 267242409]' --json | filecheck %s --check-prefix=MEM32

; CHECK-LABEL: func.func @k(%o: memref<?xi32>, %hi: i32) {
; permlane16 rotate (sel_hi from the argument): lo or hi by lane & 15 < 8, nibble (lane & 7)
; CHECK:         %[[K:.*]] = arith.andi %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    %[[LT:.*]] = arith.cmpi ult, %[[K]], %{{.*}} : i32
; CHECK-NEXT:    %[[WD:.*]] = arith.select %[[LT]], %{{.*}}, %hi : i32
; CHECK:         %[[SH:.*]] = arith.shrui %[[WD]], %{{.*}} : i32
; CHECK-NEXT:    %[[NIB:.*]] = arith.andi %[[SH]], %{{.*}} : i32
; CHECK-NEXT:    %[[ROW:.*]] = arith.andi %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    %[[S:.*]] = arith.ori %[[ROW]], %[[NIB]] : i32
; CHECK-NEXT:    %[[V:.*]] = simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %p16 = arith.select %{{.*}}, %[[V]], %{{.*}} : i32
; permlanex16: the other row (row ^ 16)
; CHECK:         %[[XR:.*]] = arith.xori %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    %[[S:.*]] = arith.ori %[[XR]], %{{.*}} : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %px = arith.select
; permlanex16 with fi: no active check, no select
; CHECK:         %pxf = simd.shuffle idx %x, %{{.*}} : i32
; CHECK:         %p64 = simd.shuffle xor %x, %{{.*}} : i32
; CHECK:         %pd = arith.select
; CHECK:         %pb = arith.select
; Python reference (x = 3*tid + 1, hi = 0x0fedcba9; lanes 15 -> out[0..5], 49 -> out[16..21]):
; p16 = x of row + (i+1) % 16; px = x of (row ^ 16) + i % 16; pxf = x of (row ^ 16) + each
; half of the row reversed (sel 0x01234567:0x89abcdef, fi); p64 = x of i ^ 32 (W = 32: x); in `if (tid & 1)`:
; pd = lane row + 0 (even, inactive) -> old -1, pb the same with bound_ctrl -> 0.
; MEM64: [1, 94, 73, 142, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 151, 100, 115, 52, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; MEM64: "divergence_violations": []
; MEM32: [1, 94, 73, 46, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 151, 100, 115, 148, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; MEM32: "divergence_violations": []
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %hi) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul i32 %tid, 3
  %x = add i32 %m, 1
  %p16 = call i32 @llvm.amdgcn.permlane16.i32(i32 -1, i32 %x, i32 -2023406815, i32 %hi, i1 false, i1 false)
  %px = call i32 @llvm.amdgcn.permlanex16.i32(i32 -1, i32 %x, i32 1985229328, i32 -19088744, i1 false, i1 false)
  %pxf = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 19088743, i32 -1985229329, i1 true, i1 false)
  %p64 = call i32 @llvm.amdgcn.permlane64.i32(i32 %x)
  %c15 = icmp eq i32 %tid, 15
  %c49 = icmp eq i32 %tid, 49
  %pick = or i1 %c15, %c49
  %base = select i1 %c15, i32 0, i32 16
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %div, label %done
div:
  %pd = call i32 @llvm.amdgcn.permlane16.i32(i32 -1, i32 %x, i32 0, i32 0, i1 false, i1 false)
  %pb = call i32 @llvm.amdgcn.permlane16.i32(i32 -1, i32 %x, i32 0, i32 0, i1 false, i1 true)
  br i1 %pick, label %st, label %done
st:
  %a0 = add i32 %base, 0
  %q0 = getelementptr i32, ptr addrspace(1) %o, i32 %a0
  store i32 %p16, ptr addrspace(1) %q0
  %a1 = add i32 %base, 1
  %q1 = getelementptr i32, ptr addrspace(1) %o, i32 %a1
  store i32 %px, ptr addrspace(1) %q1
  %a2 = add i32 %base, 2
  %q2 = getelementptr i32, ptr addrspace(1) %o, i32 %a2
  store i32 %pxf, ptr addrspace(1) %q2
  %a3 = add i32 %base, 3
  %q3 = getelementptr i32, ptr addrspace(1) %o, i32 %a3
  store i32 %p64, ptr addrspace(1) %q3
  %a4 = add i32 %base, 4
  %q4 = getelementptr i32, ptr addrspace(1) %o, i32 %a4
  store i32 %pd, ptr addrspace(1) %q4
  %a5 = add i32 %base, 5
  %q5 = getelementptr i32, ptr addrspace(1) %o, i32 %a5
  store i32 %pb, ptr addrspace(1) %q5
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg)
declare i32 @llvm.amdgcn.permlane64.i32(i32)
