// A block size that is not a multiple of W: the last subgroup of each block is partial.
// Its lanes past the block's last thread are not threads: the program's entry mask
// keeps them from loading and storing (their addresses are out of bounds), their
// per-thread arguments are poison, and their result lanes - poison here - are ignored.
// A poison result in a lane that IS a thread is an error naming the thread.
// DEFINE: %{args} = '[[1, 2, 3, 4, 5, 6], [10, 20, 30, 40, 50, 60]]'
// RUN: simd-run %s --threads 6 --width 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.exec.mlir && simd-run %t.exec.mlir --threads 6 --args %{args} --json | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir --threads 6 --args %{args} --json | filecheck %s
// CHECK: "results": {{\[}}[11], [22], [33], [44], [55], [66]], "memrefs": {{\[}}[11, 22, 33, 44, 55, 66]]
// CHECK-SAME: "threads": 6, "width": 4, "groups": 2
// RUN: not simd-run %s --entry poison_in_thread --threads 6 --width 4 2>&1 | filecheck %s --check-prefix=POISON
// POISON: vectorized_partial_subgroup.mlir:[[# @LINE + 27]]:3: error: 'poison_in_thread' returns a poison value (result #0) in thread 1 (lane 1 of its subgroup)
func.func @main(%m: memref<6xi32>, %x: vector<4xi32>, %group_base: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %base = simd.s2vb %group_base : vector<4xi32>
  %gid = simd.vadd %base, %lanes : vector<4xi32>
  %n = gpu.block_dim x
  %n32 = arith.index_cast %n : index to i32
  %nv = simd.s2vb %n32 : vector<4xi32>
  %entry = simd.vcmp slt, %gid, %nv : vector<4xi32>
  %y = simd.gather %m[%gid] mask(%entry) : memref<6xi32>, vector<4xi32>
  %s = simd.vadd %x, %y mask(%entry) : vector<4xi32>
  simd.scatter %s, %m[%gid] mask(%entry) : memref<6xi32>, vector<4xi32>
  func.return %s : vector<4xi32>
}

// Only lane 0 computed: thread 1 (lane 1 of the first subgroup) gets poison.
func.func @poison_in_thread(%group_base: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %lanes = simd.s2v %c0, %c1, %c1, %c1 : vector<4xi32>
  %zero = simd.s2vb %c0 : vector<4xi32>
  %only0 = simd.vcmp eq, %lanes, %zero : vector<4xi32>
  %r = simd.vadd %lanes, %lanes mask(%only0) : vector<4xi32>
  func.return %r : vector<4xi32>
}
