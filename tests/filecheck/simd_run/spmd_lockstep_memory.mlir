// RUN: simd-run %s --threads 4 --width 4 --args '[[100]]' --json | filecheck %s
// RUN: simd-run %s --threads 4 --width 1 --args '[[100]]' --json | filecheck %s --check-prefix=ONE
//
// Memory is shared and accessed in lockstep: the four lanes of a group load m[0]
// together (all see 100), then store 100 + tid in lane order, so lane 3 wins (103),
// as a gather/scatter of the vectorized program would.  With groups of one lane the
// threads run one after the other and the updates accumulate (100+0+1+2+3).

func.func @main(%m : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %z = arith.constant 0 : index
  %v = memref.load %m[%z] : memref<?xi32>
  %n = arith.addi %v, %tid : i32
  memref.store %n, %m[%z] : memref<?xi32>
  func.return
}

// CHECK: {"results": {{\[}}[], [], [], []], "memrefs": {{\[}}[103]],
// ONE: {"results": {{\[}}[], [], [], []], "memrefs": {{\[}}[106]],
