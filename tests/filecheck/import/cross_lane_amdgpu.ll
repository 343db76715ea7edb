; AMDGPU cross-lane intrinsics -> simd cross-lane ops: readlane -> shuffle idx;
; ds.bpermute -> shuffle idx of addr >> 2; ds.swizzle's xor (bit-mask mode, and = 31),
; broadcast-in-groups and quad-permute patterns -> shuffle xor/idx with a width;
; ballot / icmp -> vote ballot; mbcnt.lo/hi of a mask -> lanes_below.  Convergence
; tokens (entry, loop, bundles) are parsed and dropped.  Verdicts: readlane of a
; uniform lane and the ballots uniform, the rest divergent.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=DIV
; RUN: simd-run %s --grid 1 --block 64 --width 64 --check-divergence --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=MEM
; RUN: not simd-opt %S/Inputs/cross_lane_token_in_cycle.ll 2>&1 | filecheck %s --check-prefix=TOKEN
; RUN: not simd-opt %S/Inputs/cross_lane_swizzle_pattern.ll 2>&1 | filecheck %s --check-prefix=SWIZZLE

; CHECK-LABEL: func.func @k(%o: memref<?xi32>) {
; CHECK:         %rl = simd.shuffle idx %tid, %{{.*}} : i32
; CHECK:         %[[L:.*]] = arith.shrui %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    %bp = simd.shuffle idx %tid, %[[L]] : i32
; CHECK-NEXT:    %sx = simd.shuffle xor %tid, %[[C4:.*]] width(%[[C32:.*]]) : i32
; CHECK-NEXT:    %sb = simd.shuffle idx %tid, %[[C2:.*]] width(%[[C8:.*]]) : i32
; CHECK-NEXT:    %sq = simd.shuffle xor %tid, %{{.*}} width(%[[C4]]) : i32
; CHECK-NEXT:    %p = arith.cmpi
; CHECK-NEXT:    %b = simd.vote ballot %p : i64
; CHECK-NEXT:    %[[P:.*]] = arith.cmpi ult, %tid, %{{.*}} : i32
; CHECK-NEXT:    %ib = simd.vote ballot %[[P]] : i64
; CHECK:         simd.lanes_below %{{.*}} : i64
; CHECK:         simd.lanes_below %{{.*}} : i64
; CHECK-NOT:     token
; CHECK-NOT:     convergence
; DIV: uniform %rl
; DIV: divergent %bp
; DIV: divergent %sx
; DIV: uniform %b
; DIV: uniform %ib
; DIV: divergent %rank
; Python reference (W = 64, tid = lane): rl = 5; bp = lane + 1 mod 64; sx = lane ^ 4;
; sb = (lane & ~7) + 2; sq = lane ^ 1; b = lanes 11.. = ~0x7ff; ib = lanes < 3 = 7;
; rank = lanes of b below me = max(lane - 11, 0); r = readfirstlane of the last
; iteration's i = 1.  Memory: out[0..9] written by lane 13:
; MEM: [5, 14, 9, 10, 12, -2048, 7, 2, 1, 0]
; MEM: "divergence_violations": []
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 5) [ "convergencectrl"(token %tok) ]
  %n1 = add i32 %tid, 1
  %addr = shl i32 %n1, 2
  %bp = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %tid) [ "convergencectrl"(token %tok) ]
  %sx = call i32 @llvm.amdgcn.ds.swizzle(i32 %tid, i32 4127) [ "convergencectrl"(token %tok) ]
  %sb = call i32 @llvm.amdgcn.ds.swizzle(i32 %tid, i32 88) [ "convergencectrl"(token %tok) ]
  %sq = call i32 @llvm.amdgcn.ds.swizzle(i32 %tid, i32 32945) [ "convergencectrl"(token %tok) ]
  %p = icmp sgt i32 %tid, 10
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %p) [ "convergencectrl"(token %tok) ]
  %ib = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %tid, i32 3, i32 36) [ "convergencectrl"(token %tok) ]
  %blo = trunc i64 %b to i32
  %bhi64 = lshr i64 %b, 32
  %bhi = trunc i64 %bhi64 to i32
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %blo, i32 0)
  %rank = call i32 @llvm.amdgcn.mbcnt.hi(i32 %bhi, i32 %lo)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %lt) ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 2
  br i1 %c, label %loop, label %exit
exit:
  %me = icmp eq i32 %tid, 13
  br i1 %me, label %store, label %done
store:
  %ib32 = trunc i64 %ib to i32
  %b32 = trunc i64 %b to i32
  store i32 %rl, ptr addrspace(1) %o
  %o1 = getelementptr i32, ptr addrspace(1) %o, i64 1
  store i32 %bp, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 2
  store i32 %sx, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o, i64 3
  store i32 %sb, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o, i64 4
  store i32 %sq, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o, i64 5
  store i32 %b32, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o, i64 6
  store i32 %ib32, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o, i64 7
  store i32 %rank, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %o, i64 8
  store i32 %r, ptr addrspace(1) %o8
  br label %done
done:
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
attributes #0 = { convergent }
; TOKEN: cross_lane_token_in_cycle.ll:9:3: error: convergence token %tok is used in a cycle that does not contain its definition (only llvm.experimental.convergence.loop may do that)
; SWIZZLE: cross_lane_swizzle_pattern.ll:4:3: error: llvm.amdgcn.ds.swizzle pattern 0x9000 (only the bit-mask and quad-permute modes are supported)
