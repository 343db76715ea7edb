// simd-run's ALU-op stats follow SPEC §8: a vector op (masked or not) and a vector memory
// op cost W, s2vb 1, mask algebra 1, a scalar op 1, arith.index_cast 0, control flow 0.
// Static: constant 1 + 2 index constants 2 + index_cast 0 + vadd 4 + s2vb 1 + pnot 1
// + any 1 + vload 4 + loop body (addi 1, masked vmul 4, vphi 4) = 23.
// Dynamic: the same outside the loop (14) + 3 iterations of the body (9 each) = 41.
// The loop squares lanes 1 and 3 (where %p is off) three times: 4^8, 6^8.

// RUN: simd-run %s --args '[[1, 2, 3, 4, 5], [1, 0, 1, 0], 3]' --json | filecheck %s
// CHECK: "results": {{\[}}[3, 65536, 5, 1679616], 4]
// CHECK-SAME: "static_alu_ops": 23, "dynamic_alu_ops": 41
func.func @main(%m: memref<?xi32>, %p: vector<4xi1>, %n: i32) -> (vector<4xi32>, i32) {
  %c1 = arith.constant 1 : i32
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  %ub = arith.index_cast %n : i32 to index
  %v = simd.vload %m[%c1] : memref<?xi32>, vector<4xi32>
  %b = simd.s2vb %c1 : vector<4xi32>
  %w = simd.vadd %v, %b : vector<4xi32>
  %np = simd.pnot %p : vector<4xi1>
  %any = simd.any %np : vector<4xi1>
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%acc = %w, %k = %c1) -> (vector<4xi32>, i32) {
    %k2 = arith.addi %k, %c1 : i32
    %a2 = simd.vmul %acc, %acc mask(%np) : vector<4xi32>
    %a3 = simd.vphi %np, %a2, %acc : vector<4xi32>
    scf.yield %a3, %k2 : vector<4xi32>, i32
  }
  func.return %r#0, %r#1 : vector<4xi32>, i32
}
