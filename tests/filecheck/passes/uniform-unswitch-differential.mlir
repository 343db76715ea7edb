// DEFINE: %{run} = simd-run --threads 4 --width 4 --check-divergence --json
// RUN: %{run} %s --args '[5, 1, [0, 0, 0, 0]]' | filecheck %s --check-prefix=ON
// RUN: %{run} %s --args '[5, 0, [0, 0, 0, 0]]' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p uniform-unswitch -o %t.u.mlir
// RUN: %{run} %t.u.mlir --args '[5, 1, [0, 0, 0, 0]]' | filecheck %s --check-prefix=ON
// RUN: %{run} %t.u.mlir --args '[5, 0, [0, 0, 0, 0]]' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p 'uniform-unswitch{divergent=true}' -o %t.f.mlir
// RUN: %{run} %t.f.mlir --args '[5, 1, [0, 0, 0, 0]]' | filecheck %s --check-prefix=ON
// RUN: %{run} %t.f.mlir --args '[5, 0, [0, 0, 0, 0]]' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p 'uniform-unswitch{divergent=true},spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.v.mlir
// RUN: simd-run %t.v.mlir --threads 4 --args '[5, 1, [0, 0, 0, 0]]' --json | filecheck %s --check-prefix=ON
// RUN: simd-opt %s -p 'convert-scf-to-cf,uniform-unswitch{remarks=true}' -o %t.cf.mlir 2>&1 | filecheck %s --check-prefix=REMARK
// RUN: %{run} %t.cf.mlir --args '[5, 1, [0, 0, 0, 0]]' | filecheck %s --check-prefix=ON
// RUN: %{run} %t.cf.mlir --args '[5, 0, [0, 0, 0, 0]]' | filecheck %s --check-prefix=OFF
// REMARK: uniform-unswitch: @k: unswitched the uniform branch on %z out of a cf loop
// The same loop lowered to cf (convert-scf-to-cf) and unswitched as a cf loop, too.
// A loop with a uniform and a divergent loop-invariant branch computes the same memory
// after uniform-unswitch (the uniform one unswitched), forced on both, and forced then
// vectorized.
// ON: "memrefs": {{\[}}[10, 15, 10, 15]]
// OFF: "memrefs": {{\[}}[10, 20, 20, 30]]
func.func @k(%n: i32, %flag: i32, %m: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi sgt, %flag, %c0 : i32
  %odd0 = arith.andi %t, %c1 : i32
  %odd = arith.cmpi eq, %odd0, %c1 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %a = arith.addi %acc, %i : i32
    %b = scf.if %z -> (i32) {
      %x = arith.muli %a, %c1 : i32
      scf.yield %x : i32
    } else {
      %x = arith.addi %a, %t : i32
      scf.yield %x : i32
    }
    %d = scf.if %odd -> (i32) {
      %y = arith.addi %b, %c1 : i32
      scf.yield %y : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %d : i32
  }
  %ti = arith.index_cast %t : i32 to index
  memref.store %s, %m[%ti] : memref<?xi32>
  func.return
}
