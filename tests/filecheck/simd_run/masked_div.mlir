// RUN: simd-run %s --args '[[8, 9, 10, -7], [2, 0, 5, 2], [1, 0, 1, 1]]' --json | filecheck %s
// RUN: not simd-run %s --args '[[8, 9, 10, -7], [2, 0, 5, 2], [1, 1, 1, 1]]' 2>&1 | filecheck %s --check-prefix=ERR

// A masked-off lane divides by zero without a fault; its poison lane is merged away.
func.func @main(%a: vector<4xi32>, %b: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %q = simd.vdiv %a, %b mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %q, %a : vector<4xi32>
  func.return %r : vector<4xi32>
}
// CHECK: {"results": {{\[}}[4, 9, 2, -3]], "memrefs": [], "stats": {"static_alu_ops": 8, "dynamic_alu_ops": 8,
// ERR: masked_div.mlir:6:3: error: 'simd.vdiv' division by zero in active lane 1
