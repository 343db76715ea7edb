// RUN: simd-run %s --threads 6 --width 4 --check-divergence --args '[2, [0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir
// RUN: simd-run %t.u.mlir --threads 6 --width 4 --args '[2, [0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,canonicalize,cse,dce' -o %t.n.mlir
// RUN: simd-run %t.n.mlir --threads 6 --width 4 --args '[2, [0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: filecheck %s --check-prefix=IR < %t.u.mlir
//
// An escape-time loop (mandelbrot's shape): lanes leave at the divergent exit (%big)
// in different iterations, but the iteration counter is the same in every lane still
// in the loop - uniform by the analysis of the cf kernel, and still after
// lift-cf-to-scf, whose not-taken arms yield poison (`joins_agree`).  mode=uniform
// keeps it a scalar inside the active-mask loop; only its exit value, each lane's
// iteration when it left, is a vector.  (Naive mode + divergence-scalarize leaves it
// a loop-carried vector: the scalarizer does not change a loop's carried types.)
//
// CHECK: "memrefs": {{\[}}[2, 2, 2, 1, 1, 1]]
//
// IR:      scf.while (%it = %{{.*}}, %x = %tids, %active = %live
// IR-SAME:   (i32, vector<4xi32>, vector<4xi1>
// IR:        %next = arith.addi %it, %c1 : i32
// IR:        %last = arith.cmpi eq, %next, %n : i32
// IR-NOT:    simd.vphi %{{.*}}, %{{.*}}, %{{.*}}zero
// IR:        %x3_1 = simd.vphi %{{.*}}, %x3, %{{.*}} mask(%active) : vector<4xi32>
func.func @escape(%n: i32, %out: memref<?xi32>) {
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %lim = arith.constant 5 : i32
  cf.br ^head(%c0, %tid : i32, i32)
^head(%it: i32, %x: i32):
  %big = arith.cmpi sgt, %x, %lim : i32
  cf.cond_br %big, ^done(%it : i32), ^body
^body:
  %next = arith.addi %it, %c1 : i32
  %x2 = arith.addi %x, %x : i32
  %x3 = arith.addi %x2, %c1 : i32
  %last = arith.cmpi eq, %next, %n : i32
  cf.cond_br %last, ^done(%n : i32), ^head(%next, %x3 : i32, i32)
^done(%r: i32):
  %i = arith.index_cast %tid : i32 to index
  memref.store %r, %out[%i] : memref<?xi32>
  func.return
}
