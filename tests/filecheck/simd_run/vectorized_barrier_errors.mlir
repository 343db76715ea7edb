// A gpu.barrier must be reached by every subgroup of the block: a subgroup that returns
// while others wait at a barrier, or waits at another barrier, is an error naming the
// barrier (line:column) and the subgroups; a fault in one subgroup while others wait
// is reported at its op.  Never a hang or a traceback; the same on the lockstep machine.
// RUN: not simd-run %s --entry early_return --threads 6 --width 2 2>&1 | filecheck %s --check-prefix=RETURN
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.exec.mlir
// RUN: not simd-run %t.exec.mlir --entry early_return --threads 6 --width 2 2>&1 | filecheck %s --check-prefix=LSRETURN
// LSRETURN: .mlir:9:5: error: 'gpu.barrier' reached by only some subgroups of block 0: subgroups 0 (threads 0-1), 2 (threads 4-5) wait here; subgroup 1 (threads 2-3) returned without reaching it
// RETURN: vectorized_barrier_errors.mlir:[[# @LINE + 18]]:3: error: 'gpu.barrier' reached by only some subgroups of block 0: subgroups 0 (threads 0-1), 2 (threads 4-5) wait here; subgroup 1 (threads 2-3) returned without reaching it
// RUN: not simd-run %s --entry two_barriers --grid 2 --block 3 --width 2 2>&1 | filecheck %s --check-prefix=OTHER
// OTHER: vectorized_barrier_errors.mlir:[[# @LINE + 29]]:3: error: 'gpu.barrier' reached by only some subgroups of block 0: subgroup 0 (threads 0-1) waits here; subgroup 1 (thread 2) waits at another barrier ({{.*}}vectorized_barrier_errors.mlir:[[# @LINE + 32]]:3)
// RUN: not simd-run %s --entry fault_after_barrier --threads 4 --width 2 --args '[[1, 2, 3, 4]]' 2>&1 | filecheck %s --check-prefix=FAULT
// FAULT: vectorized_barrier_errors.mlir:[[# @LINE + 42]]:3: error: 'simd.vload' out-of-bounds access at index 4 (size 4) in active lane 0 (subgroup 1 of block 0: threads 2-3)
// RUN: not simd-run %t.exec.mlir --entry fault_after_barrier --threads 4 --width 2 --args '[[1, 2, 3, 4]]' 2>&1 | filecheck %s --check-prefix=LSFAULT
// LSFAULT: vectorized_barrier_errors.mlir
// LSFAULT-SAME: error: lockstep.vload: lane 0 address 4 is out of bounds [0, 4) (subgroup 1 of block 0: threads 2-3)
// A block with one subgroup passes its barriers:
// RUN: simd-run %s --entry early_return --threads 2 --width 2 | filecheck %s --check-prefix=LONE
// LONE: barrier_instances: 1
func.func @early_return(%group_base: i32) -> vector<2xi32> {
  %sg = gpu.subgroup_id : index
  %c1 = arith.constant 1 : index
  %v = simd.s2vb %group_base : vector<2xi32>
  %leave = arith.cmpi eq, %sg, %c1 : index
  cf.cond_br %leave, ^exit, ^sync
^sync:
  gpu.barrier
  cf.br ^exit
^exit:
  func.return %v : vector<2xi32>
}

func.func @two_barriers(%group_base: i32) -> vector<2xi32> {
  %sg = gpu.subgroup_id : index
  %c0 = arith.constant 0 : index
  %v = simd.s2vb %group_base : vector<2xi32>
  %first = arith.cmpi eq, %sg, %c0 : index
  cf.cond_br %first, ^a, ^b
^a:
  gpu.barrier
  cf.br ^exit
^b:
  gpu.barrier
  cf.br ^exit
^exit:
  func.return %v : vector<2xi32>
}

func.func @fault_after_barrier(%m: memref<4xi32>, %group_base: i32) -> vector<2xi32> {
  %sg = gpu.subgroup_id : index
  gpu.barrier
  %sg32 = arith.index_cast %sg : index to i32
  %c4 = arith.constant 4 : i32
  %at = arith.muli %sg32, %c4 : i32
  %v = simd.vload %m[%at] : memref<4xi32>, vector<2xi32>
  func.return %v : vector<2xi32>
}
