// RUN: simd-run %s --threads 8 --width 4 --check-divergence --args '[2, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir
// RUN: simd-run %t.u.mlir --threads 8 --width 4 --args '[2, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,canonicalize,cse,dce' -o %t.n.mlir
// RUN: simd-run %t.n.mlir --threads 8 --width 4 --args '[2, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: filecheck %s --check-prefix=IR < %t.u.mlir
// spmd-vectorize takes a cf kernel (what the LLVM importer gives): a loop with a
// divergent break and an early return.  It is structured first (lift-cf-to-scf), then
// vectorized; the vectorized program, run over the launch, gives the SPMD executor's
// memory in both modes.
//
//   ^entry -> ^h(i) --[i < n]--> ^body --[t + i == 5: divergent break]--> ^done
//                \                  \--> ^h(i + 1)
//                 \--[else]--> ^done(out = i)      ^done(v): store v; return

// CHECK: "memrefs": {{\[}}[2, 2, 2, 2, 0, 0, 2, 2]]
// IR-NOT: {{ cf\.}}
// IR: scf.while
func.func @k(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^done(%i : i32)
^body:
  %s = arith.addi %t, %i : i32
  %hit = arith.cmpi eq, %s, %c5 : i32
  cf.cond_br %hit, ^done(%c0 : i32), ^latch
^latch:
  %next = arith.addi %i, %c1 : i32
  cf.br ^h(%next : i32)
^done(%v: i32):
  %ti = arith.index_cast %t : i32 to index
  memref.store %v, %out[%ti] : memref<?xi32>
  func.return
}
