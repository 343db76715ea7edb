// IEEE float division, remainder and fused multiply-add through every stage (SPEC
// section 2): x/0.0 = ±inf, 0/0 = NaN, never a fault; `arith.remf` is C's fmod; `math.fma`
// rounds once.  Threads 4..7 take a divergent branch whose division by zero
// divergence-scalarize may now speculate (a float division does not trap).  The SPMD
// executor, the vectorized program (naive and uniform), scalarized, and the lockstep
// machine in both mask styles give the same memory.
//
// fma: thread 0 computes (1+2^-12)*(1+2^-12) + 2^-60 = 1+2^-11+2^-24+2^-60, just above the
// halfway point 1+2^-11+2^-24 between two floats: rounded once it is 1+2^-11+2^-23
// (1.0004884004592896); through a double first, it ties and rounds to even, 1+2^-11.
//
// DEFINE: %{x} = [[5.0, -5.0, 0.0, 7.5, 5.5, -1.0, 0.0, 2.0], [0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, -0.0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: simd-run %s --threads 8 --width 4 --args '%{x}' --json | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir
// RUN: simd-run %t.n.mlir --threads 8 --args '%{x}' --json | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4}' -o %t.u.mlir
// RUN: simd-run %t.u.mlir --threads 8 --args '%{x}' --json | filecheck %s
// RUN: simd-opt %t.u.mlir -p 'divergence-scalarize,canonicalize,cse,dce' -o %t.s.mlir
// RUN: simd-run %t.s.mlir --threads 8 --args '%{x}' --json | filecheck %s
// RUN: simd-opt %t.s.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.le.mlir
// RUN: simd-run %t.le.mlir --threads 8 --args '%{x}' --json | filecheck %s
// RUN: simd-opt %t.s.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.lp.mlir
// RUN: simd-run %t.lp.mlir --threads 8 --args '%{x}' --json | filecheck %s
//
// CHECK: "memrefs": {{\[}}[5.0, -5.0, 0.0, 7.5, 5.5, -1.0, 0.0, 2.0], [0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, -0.0],
// CHECK-SAME: ["Infinity", "-Infinity", "NaN", 3.75, "Infinity", "-Infinity", "NaN", "-Infinity"],
// CHECK-SAME: ["NaN", "NaN", "NaN", 1.5, "NaN", "NaN", "NaN", "NaN"],
// CHECK-SAME: [1.0004884004592896, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0]]
func.func @main(%a: memref<8xf32>, %b: memref<8xf32>, %q: memref<8xf32>, %r: memref<8xf32>, %f: memref<8xf32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %a[%ti] : memref<8xf32>
  %y = memref.load %b[%ti] : memref<8xf32>
  %c4 = arith.constant 4 : i32
  %hi = arith.cmpi sge, %t, %c4 : i32
  %d = scf.if %hi -> (f32) {
    %dv = arith.divf %x, %y : f32
    scf.yield %dv : f32
  } else {
    %dv = arith.divf %x, %y : f32
    scf.yield %dv : f32
  }
  memref.store %d, %q[%ti] : memref<8xf32>
  %m = arith.remf %x, %y : f32
  memref.store %m, %r[%ti] : memref<8xf32>
  %c0 = arith.constant 0 : i32
  %first = arith.cmpi eq, %t, %c0 : i32
  %e = scf.if %first -> (f32) {
    %u = arith.constant 1.000244140625 : f32
    %tiny = arith.constant 8.673617379884035e-19 : f32
    %fm = math.fma %u, %u, %tiny : f32
    scf.yield %fm : f32
  } else {
    %one = arith.constant 1.0 : f32
    %z = arith.constant 0.0 : f32
    %fm = math.fma %z, %x, %one : f32
    scf.yield %fm : f32
  }
  %lo = arith.cmpi slt, %t, %c4 : i32
  %notfirst = arith.cmpi ne, %t, %c0 : i32
  %zero_lane = arith.andi %lo, %notfirst : i1
  %fz = arith.constant 0.0 : f32
  %e2 = arith.select %zero_lane, %fz, %e : f32
  memref.store %e2, %f[%ti] : memref<8xf32>
  func.return
}
