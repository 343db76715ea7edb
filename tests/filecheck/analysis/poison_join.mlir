// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// A join where every incoming value but `ub.poison` is one value is that value
// (LLVM's PHINode::hasConstantOrUndefValue): the lanes that bring the poison may read
// it as anything.  `lift-cf-to-scf` passes poison on the paths that do not define a
// value, so a uniform value defined under a divergent branch stays uniform.
//
// CHECK-LABEL: divergence @cf_phi
// CHECK:       uniform %uni_phi
// CHECK:       divergent %div_phi
// CHECK-LABEL: divergence @scf_if
// CHECK:       uniform %uni_r
// CHECK:       divergent %div_r
// CHECK-LABEL: divergence @vphi
// CHECK:       uniform %uni_v
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @cf_phi(%n : i32) -> (i32, i32) {
  %tid = simd.thread_id : i32
  %c = arith.cmpi slt, %tid, %n : i32
  %one = arith.constant 1 : i32
  %p = ub.poison : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %u = arith.addi %n, %one : i32
  cf.br ^bb3(%u, %u : i32, i32)
^bb2:
  cf.br ^bb3(%p, %one : i32, i32)
^bb3(%uni_phi : i32, %div_phi : i32):
  func.return %uni_phi, %div_phi : i32, i32
}

func.func @scf_if(%n : i32) -> (i32, i32) {
  %tid = simd.thread_id : i32
  %c = arith.cmpi slt, %tid, %n : i32
  %one = arith.constant 1 : i32
  %uni_r, %div_r = scf.if %c -> (i32, i32) {
    %u = arith.addi %n, %one : i32
    scf.yield %u, %u : i32, i32
  } else {
    %p = ub.poison : i32
    scf.yield %p, %n : i32, i32
  }
  func.return %uni_r, %div_r : i32, i32
}

func.func @vphi(%m : memref<?xi32>, %n : i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %v = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
  %b = simd.s2vb %n : vector<4xi32>
  %c = simd.vcmp slt, %v, %b : vector<4xi32>
  %p = ub.poison : vector<4xi32>
  %uni_v = simd.vphi %c, %b, %p : vector<4xi32>
  func.return %uni_v : vector<4xi32>
}
