// RUN: simd-run %s --threads 7 --width 4 --json | filecheck %s
//
// readfirstlane and group_reduce see only the active lanes of their converged instance.
// Groups: {0,1,2,3} and {4,5,6} (partial).
//   scf.if on odd tid:   odd lanes   readfirstlane tid  -> first odd lane (1; 5)
//                        even lanes  group_reduce add   -> sum of even tids (0+2; 4+6)
//   cf branch tid >= 2:  taken lanes group_reduce min   -> 2; 4 (others pass 0)
//   after both joins:    every lane of the group        -> count 4; 3, first tid 0; 4,
//                                                          max tid 3; 6

func.func @main() -> (i32, i32, i32, i32, i32) {
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %bit = arith.andi %tid, %c1 : i32
  %odd = arith.cmpi ne, %bit, %c0 : i32
  %s = scf.if %odd -> (i32) {
    %f = simd.readfirstlane %tid : i32
    scf.yield %f : i32
  } else {
    %e = simd.group_reduce add, %tid : i32
    scf.yield %e : i32
  }
  %ge = arith.cmpi sge, %tid, %c2 : i32
  cf.cond_br %ge, ^then, ^join(%c0 : i32)
^then:
  %m = simd.group_reduce min, %tid : i32
  cf.br ^join(%m : i32)
^join(%j : i32):
  %count = simd.group_reduce add, %c1 : i32
  %first = simd.readfirstlane %tid : i32
  %max = simd.group_reduce max, %tid : i32
  func.return %s, %j, %count, %first, %max : i32, i32, i32, i32, i32
}

// CHECK: {"results": {{\[}}[2, 0, 4, 0, 3], [1, 0, 4, 0, 3], [2, 2, 4, 0, 3], [1, 2, 4, 0, 3], [10, 4, 3, 4, 6], [5, 4, 3, 4, 6], [10, 4, 3, 4, 6]],
// CHECK-SAME: "convergent_instances": 12
