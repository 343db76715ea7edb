// Mask algebra on vector<4xi1>: pnot, pand, por lane by lane; any/all reduce to an i1
// (printed 0/1), with a mixed, an all-on and an all-off mask.

// RUN: simd-run %s --entry pnot_pand_por --args '[[1, 1, 0, 0], [1, 0, 1, 0]]' --json | filecheck %s --check-prefix=LANES
// LANES: "results": {{\[}}[0, 0, 1, 1], [1, 0, 0, 0], [1, 1, 1, 0]]
func.func @pnot_pand_por(%p: vector<4xi1>, %q: vector<4xi1>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %n = simd.pnot %p : vector<4xi1>
  %a = simd.pand %p, %q : vector<4xi1>
  %o = simd.por %p, %q : vector<4xi1>
  func.return %n, %a, %o : vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// RUN: simd-run %s --entry any_all --args '[[0, 1, 0, 0]]' --json | filecheck %s --check-prefix=MIXED
// RUN: simd-run %s --entry any_all --args '[[1, 1, 1, 1]]' --json | filecheck %s --check-prefix=ON
// RUN: simd-run %s --entry any_all --args '[[0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OFF
// MIXED: "results": [1, 0]
// ON: "results": [1, 1]
// OFF: "results": [0, 0]
func.func @any_all(%p: vector<4xi1>) -> (i1, i1) {
  %any = simd.any %p : vector<4xi1>
  %all = simd.all %p : vector<4xi1>
  func.return %any, %all : i1, i1
}

// Nested masks: an inner predicate computed under the outer mask %p is poison where %p
// is off; pand with %p is defined there (a false lane wins over poison), so the
// combined mask can be reduced and used.  por is the dual: a true lane wins.
// RUN: simd-run %s --entry pand_false_lane_defines_poison --args '[[1, 1, 0, 0], [5, 1, 5, 1]]' --json | filecheck %s --check-prefix=NESTED
// NESTED: "results": [1, 0, 1, 0]
func.func @pand_false_lane_defines_poison(%p: vector<4xi1>, %x: vector<4xi32>) -> (i1, i1, i1, i1) {
  %c3 = arith.constant 3 : i32
  %three = simd.s2vb %c3 : vector<4xi32>
  %inner = simd.vcmp sgt, %x, %three mask(%p) : vector<4xi32>
  %both = simd.pand %p, %inner : vector<4xi1>
  %any = simd.any %both : vector<4xi1>
  %all = simd.all %both : vector<4xi1>
  %np = simd.pnot %p : vector<4xi1>
  %either = simd.por %np, %inner : vector<4xi1>
  %eany = simd.any %either : vector<4xi1>
  %eall = simd.all %either : vector<4xi1>
  func.return %any, %all, %eany, %eall : i1, i1, i1, i1
}
