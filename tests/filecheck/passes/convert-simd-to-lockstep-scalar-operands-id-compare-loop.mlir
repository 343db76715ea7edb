// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=8},canonicalize,loop-invariant-code-motion,cse,convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=8},canonicalize,loop-invariant-code-motion,cse,convert-simd-to-lockstep{scalar-operands=true}' | filecheck %s --check-prefix=EXEC
// RUN: simd-run %s --threads 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=8},canonicalize,loop-invariant-code-motion,cse,convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=8},canonicalize,loop-invariant-code-motion,cse,convert-simd-to-lockstep{scalar-operands=true}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 3]' --json | filecheck %s --check-prefix=OUT
//
// The bounds check `tid < s` of a loop (a tree reduction's step) whose kernel built no
// lane vector: with per-op masks and scalar operands the lane and id vectors are built
// once in the entry block, after the id's first lane, and each iteration runs one
// `vcmps` where the count took two scalar ops and a mask op.  Exec style does the same
// when the id's op is outside every exec group (here: no vector op precedes it;
// convert-simd-to-lockstep-scalar-operands-id-compare-exec-group.mlir has one inside,
// which keeps the count).  Same results (OUT).
// CHECK-LABEL: func.func @steps
// CHECK:         %[[LANES:.*]] = lockstep.vpack
// CHECK-NEXT:    %[[IDS:.*]] = lockstep.valus add %[[LANES]], %{{.*}} : vector<4xi32>
// CHECK:         scf.for
// CHECK-NOT:     arith.maxsi
// CHECK:         lockstep.vcmps slt, %[[IDS]], %{{.*}} : vector<4xi32>
// EXEC:          %[[LANES:.*]] = lockstep.vpack
// EXEC-NEXT:     %[[IDS:.*]] = lockstep.valus add %[[LANES]], %{{.*}} : vector<4xi32>
// EXEC:          scf.for
// EXEC-NOT:      arith.maxsi
// EXEC:          lockstep.vcmps slt, %[[IDS]], %{{.*}} : vector<4xi32>
// OUT: "memrefs": {{\[}}[3, 3, 3, 0, 0, 0, 0, 0]]
func.func @steps(%a: memref<?xi32>, %n: index) {
  %t = gpu.thread_id x
  %ti = arith.index_cast %t : index to i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %s = %c0 to %n step %c1 {
    %si = arith.index_cast %s : index to i32
    %k = arith.constant 3 : i32
    %b = arith.subi %k, %si : i32
    %c = arith.cmpi slt, %ti, %b : i32
    scf.if %c {
      %new = arith.addi %b, %si : i32
      memref.store %new, %a[%s] : memref<?xi32>
    }
  }
  func.return
}
