; Rule 8 against LLVM 22 (the comparison kernel a1; `passes/analysis/alignment.py`): with
; `reqd_work_group_size(256, 1, 1)` every subgroup of W lanes holds x0 + i, x0 a multiple
; of W.  The LLVM lines are opt-22's own verdicts on this file (AMDGPU, wave64 by
; default and wave32): LLVM 22 calls uniform only a shift right or a mask of the raw
; work-item id (`%sh`, `%msk`, and `%sh5` at wave32: its `isAlwaysUniform`); the same
; quotient written as a division (`%row`, `%sd`), the compare `%lt` and the branch on it
; stay divergent for LLVM, and are uniform for us at W = 64 and 32.  Both keep `%col`,
; `%low` (the lane's offset in its row), `%d3` (3 is not a multiple of W) and `%sh5` at
; W = 64 (32-lane halves) divergent; `@rows96`, whose x size 96 is not a multiple of 64
; (a subgroup spans two rows), has no alignment fact on either side.
; RUN: simd-opt %s -p 'print-divergence{subgroup-width=64}' | filecheck %s --check-prefix=W64
; RUN: simd-opt %s -p 'print-divergence{subgroup-width=32}' | filecheck %s --check-prefix=W32
; RUN: opt-22 -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | filecheck %s --check-prefix=LLVM64
; RUN: opt-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize32 -passes='print<uniformity>' -disable-output %s 2>&1 | filecheck %s --check-prefix=LLVM32
; The vectorized program (W = 32 and 64: the uniform ops are scalars on lane 0's x) gives
; the SPMD executor's memory.
; RUN: %python -c 'print([[0] * 8, [0] * 256])' > %t.args
; RUN: simd-run %s --entry a1 --grid 2 --block 256 --width 32 --json --args @%t.args | filecheck %s --check-prefix=MEM
; RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform},divergence-scalarize,canonicalize' -o %t.32.mlir
; RUN: filecheck %s --check-prefix=VEC < %t.32.mlir
; RUN: simd-run %t.32.mlir --entry a1 --grid 2 --block 256 --width 32 --json --args @%t.args | filecheck %s --check-prefix=MEM
; RUN: simd-opt %s -p 'spmd-vectorize{width=64 mode=uniform},divergence-scalarize,canonicalize' -o %t.64.mlir
; RUN: simd-run %t.64.mlir --entry a1 --grid 2 --block 256 --width 64 --json --args @%t.args | filecheck %s --check-prefix=MEM

; W64-LABEL: divergence @a1
; W64:       divergent %x
; W64-NEXT:  uniform %row
; W64:       divergent %col
; W64-NEXT:  uniform %sh
; W64-NEXT:  uniform %msk
; W64:       divergent %low
; W64-NEXT:  uniform %lt
; W64-NEXT:  uniform %sd
; W64-NEXT:  divergent %d3
; W64-NEXT:  divergent %sh5
; W64:       uniform-branch ^entry
; W64-LABEL: divergence @rows96
; W64-NOT:   uniform %{{(row|sh|msk|lt|sd)$}}
; W64:       divergent-branch ^entry
; W32-LABEL: divergence @a1
; W32:       uniform %row
; W32:       uniform %sh
; W32-NEXT:  uniform %msk
; W32:       uniform %lt
; W32-NEXT:  uniform %sd
; W32-NEXT:  divergent %d3
; W32-NEXT:  uniform %sh5
; W32:       uniform-branch ^entry

; LLVM64-LABEL: UniformityInfo for function 'a1':
; LLVM64:       DIVERGENT: %row = udiv i32 %x, 64
; LLVM64-NEXT:  DIVERGENT: %col = urem i32 %x, 64
; LLVM64-NEXT:  {{^ +}}%sh = lshr i32 %x, 6
; LLVM64-NEXT:  {{^ +}}%msk = and i32 %x, -64
; LLVM64-NEXT:  DIVERGENT: %low = and i32 %x, 63
; LLVM64-NEXT:  DIVERGENT: %lt = icmp ult i32 %x, 128
; LLVM64-NEXT:  DIVERGENT: %sd = sdiv i32 %x, 64
; LLVM64-NEXT:  DIVERGENT: %d3 = udiv i32 %x, 3
; LLVM64-NEXT:  DIVERGENT: %sh5 = lshr i32 %x, 5
; LLVM64:       TERMINATORS
; LLVM64-NEXT:  DIVERGENT: br i1 %lt, label %then, label %exit
; LLVM64-LABEL: UniformityInfo for function 'rows96':
; LLVM64:       DIVERGENT: %sh = lshr i32 %x, 6
; LLVM64-NEXT:  DIVERGENT: %msk = and i32 %x, -64
; LLVM64:       DIVERGENT: br i1 %lt, label %then, label %exit
; LLVM32-LABEL: UniformityInfo for function 'a1':
; LLVM32:       DIVERGENT: %row = udiv i32 %x, 64
; LLVM32:       {{^ +}}%sh = lshr i32 %x, 6
; LLVM32-NEXT:  {{^ +}}%msk = and i32 %x, -64
; LLVM32:       DIVERGENT: %lt = icmp ult i32 %x, 128
; LLVM32-NEXT:  DIVERGENT: %sd = sdiv i32 %x, 64
; LLVM32-NEXT:  DIVERGENT: %d3 = udiv i32 %x, 3
; LLVM32-NEXT:  {{^ +}}%sh5 = lshr i32 %x, 5

; VEC-LABEL: func.func @a1(
; VEC:         %row = arith.divui %[[X0:.*]], %{{.*}} : i32
; VEC:         %col = simd.vremu %x, %{{.*}} : vector<32xi32>
; VEC-NEXT:    %sh = arith.shrui %[[X0]], %{{.*}} : i32
; VEC-NEXT:    %msk = arith.andi %[[X0]], %{{.*}} : i32
; VEC-NEXT:    %low = simd.vand %x, %{{.*}} : vector<32xi32>
; The compare is a scalar on lane 0's x too (`lane_zero.py`): it decides an arm of
; more than 4 ops, which the kept branch skips in the subgroups past x = 128.
; VEC-NEXT:    %lt = arith.cmpi ult, %[[X0]], %{{.*}} : i32
; VEC-NEXT:    %sd = arith.divsi %[[X0]], %{{.*}} : i32
; VEC-NEXT:    %d3 = simd.vdivu %x, %{{.*}} : vector<32xi32>
; VEC-NEXT:    %sh5 = arith.shrui %[[X0]], %{{.*}} : i32
; VEC:         scf.if %lt {

; MEM: "memrefs": {{\[}}[0, 1, 2, 3, 0, 0, 0, 0], [0, 2, 4, 16, 18, 20, 32, 34, 36, 48, 50, 52, 64, 66, 68, 80, 82, 84, 96, 98, 100, 112, 114, 116, 128, 130, 132, 144, 146, 148, 160, 162, 165, 177, 179, 181, 193, 195, 197, 209, 211, 213, 225, 227, 229, 241, 243, 245, 257, 259, 261, 273, 275, 277, 289, 291, 293, 305, 307, 309, 321, 323, 325, 337, 1276, 1278, 1290, 1292, 1294, 1306, 1308, 1310, 1322, 1324, 1326, 1338, 1340, 1342, 1354, 1356, 1358, 1370, 1372, 1374, 1386, 1388, 1390, 1402, 1404, 1406, 1418, 1420, 1422, 1434, 1436, 1438, 1451, 1453, 1455, 1467, 1469, 1471, 1483, 1485, 1487, 1499, 1501, 1503, 1515, 1517, 1519, 1531, 1533, 1535, 1547, 1549, 1551, 1563, 1565, 1567, 1579, 1581, 1583, 1595, 1597, 1599, 1611, 1613, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]

target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @a1(ptr addrspace(1) %rows, ptr addrspace(1) %out) !reqd_work_group_size !0 {
entry:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %row = udiv i32 %x, 64
  %col = urem i32 %x, 64
  %sh = lshr i32 %x, 6
  %msk = and i32 %x, -64
  %low = and i32 %x, 63
  %lt = icmp ult i32 %x, 128
  %sd = sdiv i32 %x, 64
  %d3 = udiv i32 %x, 3
  %sh5 = lshr i32 %x, 5
  %p = getelementptr i32, ptr addrspace(1) %rows, i32 %row
  store i32 %sh, ptr addrspace(1) %p
  br i1 %lt, label %then, label %exit
then:
  %v0 = mul i32 %sd, 1000
  %v1 = add i32 %v0, %msk
  %v2 = mul i32 %d3, 10
  %v3 = add i32 %v1, %v2
  %v4 = add i32 %v3, %low
  %v5 = add i32 %v4, %sh5
  %v6 = add i32 %v5, %col
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %v6, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}

define amdgpu_kernel void @rows96(ptr addrspace(1) %rows, ptr addrspace(1) %out) !reqd_work_group_size !1 {
entry:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %row = udiv i32 %x, 64
  %sh = lshr i32 %x, 6
  %msk = and i32 %x, -64
  %lt = icmp ult i32 %x, 64
  %sd = sdiv i32 %x, 64
  %p = getelementptr i32, ptr addrspace(1) %rows, i32 %row
  store i32 %sh, ptr addrspace(1) %p
  br i1 %lt, label %then, label %exit
then:
  %v = add i32 %sd, %msk
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %v, ptr addrspace(1) %q
  br label %exit
exit:
  ret void
}

!0 = !{i32 256, i32 1, i32 1}
!1 = !{i32 96, i32 2, i32 1}
