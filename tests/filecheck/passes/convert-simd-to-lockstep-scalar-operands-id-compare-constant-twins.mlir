// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=8},canonicalize,loop-invariant-code-motion,cse,convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' | filecheck %s
// RUN: simd-run %s --threads 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=8},canonicalize,loop-invariant-code-motion,cse,convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --threads 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0], 3]' --json | filecheck %s --check-prefix=OUT
//
// The lane vector the lowering builds for a loop's bounds check `tid < s` (W constants
// 0..W-1) takes the program's own i32 constant of the same value from the entry block
// (here the kernel's 3; one defined after the id is moved up to the vector) instead of a twin: each constant is
// a scalar issue per run (OpenCL softmax per-op paid 12 cycles for its twins at W = 4).
// Same results (OUT).
// CHECK-LABEL: func.func @steps
// CHECK-NOT:     {{%[0-9]+}} = arith.constant 3 : i32
// CHECK:         %k = arith.constant 3 : i32
// CHECK:         lockstep.vpack %{{.*}}, %{{.*}}, %{{.*}}, %k : vector<4xi32>
// CHECK-NOT:     {{%[0-9]+}} = arith.constant 3 : i32
// CHECK:         arith.subi %k
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
