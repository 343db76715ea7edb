// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], 10]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true fuse-exec=false}' -o %t.mlir && simd-run %t.mlir --args '[[1, 2, 3, 4], 10]' --json | filecheck %s --check-prefix=OUT
//
// A broadcast %b between ops of an exec group, read by a shift under another mask
// whose amount is a masked broadcast (as spmd-vectorize builds one).  Under exec that
// amount becomes a `vbcast` first and takes the shift's scalar slot, so %b is read as
// a vector: it ends the group and is computed on every lane (transpose's `block_id.y
// << 2`: kept inside the group, its inactive lanes were poison and the mask built
// from it faulted).  Same results (OUT).
// CHECK-LABEL: func.func @other_broadcast
// CHECK:         %a = lockstep.valu add
// CHECK-NEXT:    lockstep.exec_restore
// CHECK-NEXT:    %b = lockstep.vbcast %s
// CHECK:         lockstep.exec_and %n
// CHECK:         lockstep.valus shl %b, %{{.*}} : vector<4xi32>
// OUT: "results": {{\[\[}}2, 4, 3, 4], [40, 40, 40, 0]]
func.func @other_broadcast(%v: vector<4xi32>, %s: i32) -> (vector<4xi32>, vector<4xi32>) {
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %m = simd.pfirst %two : vector<4xi1>
  %n = simd.pfirst %three : vector<4xi1>
  %a = simd.vadd %v, %v mask(%m) : vector<4xi32>
  %b = simd.s2vb %s : vector<4xi32>
  %k = simd.s2vb %two mask(%n) : vector<4xi32>
  %c = simd.vshl %b, %k mask(%n) : vector<4xi32>
  %zero = arith.constant 0 : i32
  %z = simd.s2vb %zero : vector<4xi32>
  %e = simd.vphi %m, %a, %v : vector<4xi32>
  %f = simd.vphi %n, %c, %z : vector<4xi32>
  func.return %e, %f : vector<4xi32>, vector<4xi32>
}
