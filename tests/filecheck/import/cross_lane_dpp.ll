; AMDGPU DPP -> simd cross-lane ops: llvm.amdgcn.update.dpp / mov.dpp become
; `simd.shuffle idx %src, s(lane)` with s computed from simd.lane_id per dpp_ctrl class,
; then `arith.select` of (s in range and active) between the moved value and old (0 with
; bound_ctrl), and of the row/bank masks between that and old.  One call per class:
; quad_perm, row_shl/shr/ror, wave_shl/rol/shr/ror, row_mirror, row_half_mirror,
; row_bcast:15/31, row_share, row_xmask; mov.dpp; an f32 update.dpp.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=DIV
; RUN: simd-run %s --grid 1 --block 64 --width 64 --check-divergence --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=MEM64
; RUN: simd-run %s --grid 1 --block 64 --width 32 --check-divergence --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=MEM32
; RUN: not simd-opt %S/Inputs/cross_lane_dpp_ctrl.ll 2>&1 | filecheck %s --check-prefix=CTRL
; RUN: not simd-opt %S/Inputs/cross_lane_dpp_bcast.ll 2>&1 | filecheck %s --check-prefix=BCAST
; RUN: not simd-opt %S/Inputs/cross_lane_swizzle_rotate.ll 2>&1 | filecheck %s --check-prefix=ROTATE

; CHECK-LABEL: func.func @k(%o: memref<?xi32>) {
; quad_perm [3, 2, 1, 0] (0x1b): (lane & ~3) | (0x1b >> 2*(lane & 3)) & 3
; CHECK:         %[[LID:.*]] = gpu.lane_id
; CHECK-NEXT:    %[[L:.*]] = arith.index_cast %[[LID]] : index to i32
; CHECK-NEXT:    %[[Q:.*]] = arith.andi %[[L]], %{{.*}} : i32
; CHECK-NEXT:    %[[SH:.*]] = arith.shli %[[Q]], %{{.*}} : i32
; CHECK-NEXT:    arith.shrui %{{.*}}, %[[SH]] : i32
; CHECK:         %[[S:.*]] = arith.ori %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    %[[V:.*]] = simd.shuffle idx %x, %[[S]] : i32
; CHECK-NEXT:    %[[A:.*]] = simd.active_mask : i64
; CHECK:         %[[OK:.*]] = arith.cmpi ne, %{{.*}}, %{{.*}} : i64
; CHECK-NEXT:    %qp = arith.select %[[OK]], %[[V]], %{{.*}} : i32
; row_shl:1: lane + 1, valid while (lane & 15) < 15
; CHECK:         %[[S:.*]] = arith.addi %[[L:.*]], %{{.*}} : i32
; CHECK-NEXT:    %[[R:.*]] = arith.andi %[[L]], %{{.*}} : i32
; CHECK-NEXT:    %[[IN:.*]] = arith.cmpi ult, %[[R]], %{{.*}} : i32
; CHECK-NEXT:    %[[V:.*]] = simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %[[OK:.*]] = arith.andi %{{.*}}, %[[IN]] : i1
; CHECK-NEXT:    %shl = arith.select %[[OK]], %[[V]], %{{.*}} : i32
; row_shr:15 with bound_ctrl: lane - 15, valid when (lane & 15) >= 15, else 0
; CHECK:         %[[S:.*]] = arith.subi %[[L:.*]], %{{.*}} : i32
; CHECK:         arith.cmpi uge
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %shr = arith.select %{{.*}}, %{{.*}}, %[[ZERO:.*]] : i32
; row_ror:5: (lane & ~15) | ((lane - 5) & 15)
; CHECK:         %[[ROW:.*]] = arith.andi %[[L:.*]], %{{.*}} : i32
; CHECK-NEXT:    %[[D:.*]] = arith.subi %[[L]], %{{.*}} : i32
; CHECK-NEXT:    %[[D15:.*]] = arith.andi %[[D]], %{{.*}} : i32
; CHECK-NEXT:    %[[S:.*]] = arith.ori %[[ROW]], %[[D15]] : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %ror = arith.select
; wave_shl:1: lane + 1 < W
; CHECK:         %[[SG:.*]] = gpu.subgroup_size
; CHECK-NEXT:    %[[W:.*]] = arith.index_cast %[[SG]] : index to i32
; CHECK-NEXT:    %[[S:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    arith.cmpi ult, %[[S]], %[[W]] : i32
; CHECK:         %wshl = arith.select
; wave_rol:1: (lane + 1 + W) & (W - 1)
; CHECK:         gpu.subgroup_size
; CHECK:         %[[M:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    %[[S:.*]] = arith.andi %{{.*}}, %[[M]] : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %wrol = arith.select
; CHECK:         %wshr = arith.select
; CHECK:         %wror = arith.select
; row_mirror: lane ^ 15; row_half_mirror: lane ^ 7
; CHECK:         %[[S:.*]] = arith.xori %{{.*}}, %[[C15:.*]] : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %mir = arith.select
; CHECK:         %[[S:.*]] = arith.xori %{{.*}}, %[[C7:.*]] : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %hmir = arith.select
; row_bcast:15 (row_mask 0xa): (lane & ~15) - 1, then the row/bank mask select keeps old
; CHECK:         %[[S:.*]] = arith.subi %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %[[MOVED:.*]] = arith.select
; CHECK:         %[[EN:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
; CHECK-NEXT:    %b15 = arith.select %[[EN]], %[[MOVED]], %{{.*}} : i32
; row_bcast:31 (row_mask 0xc): lane 31
; CHECK:         simd.shuffle idx %x, %{{.*}} : i32
; CHECK:         %b31 = arith.select
; row_share:3 (bank_mask 0x3): (lane & ~15) | 3
; CHECK:         %[[S:.*]] = arith.ori %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %share = arith.select
; row_xmask:10: lane ^ 10
; CHECK:         %[[S:.*]] = arith.xori %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    simd.shuffle idx %x, %[[S]] : i32
; CHECK:         %xm = arith.select
; mov.dpp row_shl:1 with bound_ctrl (old is poison, never chosen); the f32 form
; CHECK:         %mov = arith.select %{{.*}}, %{{.*}}, %[[ZERO]] : i32
; CHECK:         simd.shuffle idx %xf, %{{.*}} : f32
; CHECK:         %fd = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
; DIV: divergent %qp
; DIV: divergent %b31
; DIV: divergent %fd
; Python reference (x = 3*tid + 1; lanes 15 -> out[0..15], 49 -> out[16..31]; per class
; s(i) and validity as in frontends/llvm/intrinsics/dpp.py's table).  W = 32: lane 49 is
; lane 17 of subgroup 1, where row_bcast:31's row 3 does not exist (old = -1).
; MEM64: [37, -1, 1, 31, 49, 49, 43, 43, 1, 25, -1, -1, -1, 16, 0, 43, 151, 151, 0, 181, 151, 151, 145, 145, 187, 163, 142, 94, 154, 178, 151, 145]
; MEM64: "divergence_violations": []
; MEM32: [37, -1, 1, 31, 49, 49, 43, 43, 1, 25, -1, -1, -1, 16, 0, 43, 151, 151, 0, 181, 151, 151, 145, 145, 187, 163, 142, -1, 154, 178, 151, 145]
; MEM32: "divergence_violations": []
; CTRL: cross_lane_dpp_ctrl.ll:3:3: error: @llvm.amdgcn.update.dpp.i32 with dpp_ctrl 0x100 (only quad_perm, row_shl/shr/ror, wave_shl/rol/shr/ror, row_mirror, row_half_mirror, row_bcast:15/31, row_share and row_xmask are supported)
; ds_swizzle's gfx9+ rotate / FFT offsets (0xc000 and up) are not quad-permute patterns:
; ROTATE: cross_lane_swizzle_rotate.ll:3:3: error: llvm.amdgcn.ds.swizzle pattern 0xc055 (only the bit-mask and quad-permute modes are supported)
; BCAST: cross_lane_dpp_bcast.ll:3:3: error: @llvm.amdgcn.mov.dpp.i32 row_bcast:15 (dpp_ctrl 0x142) with row_mask 0xf: the ISA gives row 0 no source lane: leave it out of the row_mask
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul i32 %tid, 3
  %x = add i32 %m, 1
  %qp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 27, i32 15, i32 15, i1 false)
  %shl = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 257, i32 15, i32 15, i1 false)
  %shr = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 287, i32 15, i32 15, i1 true)
  %ror = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 293, i32 15, i32 15, i1 false)
  %wshl = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 304, i32 15, i32 15, i1 false)
  %wrol = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 308, i32 15, i32 15, i1 false)
  %wshr = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 312, i32 15, i32 15, i1 false)
  %wror = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 316, i32 15, i32 15, i1 false)
  %mir = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 320, i32 15, i32 15, i1 false)
  %hmir = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 321, i32 15, i32 15, i1 false)
  %b15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 322, i32 10, i32 15, i1 false)
  %b31 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 323, i32 12, i32 15, i1 false)
  %share = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 339, i32 15, i32 3, i1 false)
  %xm = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %x, i32 362, i32 15, i32 15, i1 false)
  %mov = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 257, i32 15, i32 15, i1 true)
  %xf = sitofp i32 %x to float
  %fd = call float @llvm.amdgcn.update.dpp.f32(float -1.0, float %xf, i32 273, i32 15, i32 15, i1 false)
  %fi = fptosi float %fd to i32
  %lane = and i32 %tid, 31
  %c15 = icmp eq i32 %tid, 15
  %c49 = icmp eq i32 %tid, 49
  %pick = or i1 %c15, %c49
  br i1 %pick, label %st, label %done
st:
  %base = select i1 %c15, i32 0, i32 16
  %a0 = add i32 %base, 0
  %p0 = getelementptr i32, ptr addrspace(1) %o, i32 %a0
  store i32 %qp, ptr addrspace(1) %p0
  %a1 = add i32 %base, 1
  %p1 = getelementptr i32, ptr addrspace(1) %o, i32 %a1
  store i32 %shl, ptr addrspace(1) %p1
  %a2 = add i32 %base, 2
  %p2 = getelementptr i32, ptr addrspace(1) %o, i32 %a2
  store i32 %shr, ptr addrspace(1) %p2
  %a3 = add i32 %base, 3
  %p3 = getelementptr i32, ptr addrspace(1) %o, i32 %a3
  store i32 %ror, ptr addrspace(1) %p3
  %a4 = add i32 %base, 4
  %p4 = getelementptr i32, ptr addrspace(1) %o, i32 %a4
  store i32 %wshl, ptr addrspace(1) %p4
  %a5 = add i32 %base, 5
  %p5 = getelementptr i32, ptr addrspace(1) %o, i32 %a5
  store i32 %wrol, ptr addrspace(1) %p5
  %a6 = add i32 %base, 6
  %p6 = getelementptr i32, ptr addrspace(1) %o, i32 %a6
  store i32 %wshr, ptr addrspace(1) %p6
  %a7 = add i32 %base, 7
  %p7 = getelementptr i32, ptr addrspace(1) %o, i32 %a7
  store i32 %wror, ptr addrspace(1) %p7
  %a8 = add i32 %base, 8
  %p8 = getelementptr i32, ptr addrspace(1) %o, i32 %a8
  store i32 %mir, ptr addrspace(1) %p8
  %a9 = add i32 %base, 9
  %p9 = getelementptr i32, ptr addrspace(1) %o, i32 %a9
  store i32 %hmir, ptr addrspace(1) %p9
  %a10 = add i32 %base, 10
  %p10 = getelementptr i32, ptr addrspace(1) %o, i32 %a10
  store i32 %b15, ptr addrspace(1) %p10
  %a11 = add i32 %base, 11
  %p11 = getelementptr i32, ptr addrspace(1) %o, i32 %a11
  store i32 %b31, ptr addrspace(1) %p11
  %a12 = add i32 %base, 12
  %p12 = getelementptr i32, ptr addrspace(1) %o, i32 %a12
  store i32 %share, ptr addrspace(1) %p12
  %a13 = add i32 %base, 13
  %p13 = getelementptr i32, ptr addrspace(1) %o, i32 %a13
  store i32 %xm, ptr addrspace(1) %p13
  %a14 = add i32 %base, 14
  %p14 = getelementptr i32, ptr addrspace(1) %o, i32 %a14
  store i32 %mov, ptr addrspace(1) %p14
  %a15 = add i32 %base, 15
  %p15 = getelementptr i32, ptr addrspace(1) %o, i32 %a15
  store i32 %fi, ptr addrspace(1) %p15
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
