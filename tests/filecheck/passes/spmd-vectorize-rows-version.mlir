// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform rows-version=true}' | filecheck %s
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=OFF
// Row versioning (passes/spmd_vectorize/row_version.py, option rows-version, off by
// default): a kernel reading y with its block size unknown is built twice, and each
// subgroup runs the row form (x = x0 + lane, y a scalar, no tail mask: the block size
// is a multiple of W too) when block_dim x is a multiple of W, else the lane form
// (every id a vector from lane i's linear id, under the tail mask).  Naive mode, and
// uniform mode without the option, build the lane form only.

// CHECK-LABEL: func.func @ids_2d(%out: memref<?xi32>, %group_base: i32)
// CHECK-NEXT:    %[[BDX:.*]] = gpu.block_dim x
// CHECK-NEXT:    %[[W:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[REM:.*]] = arith.remui %[[BDX]], %[[W]] : index
// CHECK-NEXT:    %rows = arith.cmpi eq, %[[REM]], %[[ZERO]] : index
// CHECK-NEXT:    scf.if %rows {
// The row form: y is one scalar (divui/remui of the subgroup's first linear id), and
// so is what is computed from it; x is the first lane's x plus the lanes.
// CHECK-NOT:       simd.pfirst
// CHECK:           %[[X0:.*]] = arith.remui %sg_base, %{{.*}} : index
// CHECK:           %x = simd.vadd %{{.*}}, %lanes : vector<4xi32>
// CHECK-NEXT:      %[[ROW:.*]] = arith.divui %sg_base, %{{.*}} : index
// CHECK-NEXT:      %[[BDY2:.*]] = gpu.block_dim y
// CHECK-NEXT:      %[[Y:.*]] = arith.remui %[[ROW]], %[[BDY2]] : index
// CHECK:           %y32 = arith.index_cast %[[Y]] : index to i32
// CHECK-NEXT:      %[[C:.*]] = arith.constant 100 : i32
// CHECK-NEXT:      %v = arith.muli %y32, %[[C]] : i32
// CHECK-NOT:       simd.vdiv
// CHECK-NOT:       simd.pfirst
// CHECK:         } else {
// The lane form, for every other launch.
// CHECK:           %linear = simd.vadd
// CHECK:           simd.vrem %linear
// CHECK:           simd.vdiv %linear
// CHECK:           %v_1 = simd.vmul
// CHECK:         }
// CHECK-NEXT:    func.return

// OFF-LABEL: func.func @ids_2d(
// OFF-NOT:     %rows
// OFF:         %linear = simd.vadd
// OFF-NOT:     scf.if
// NAIVE-LABEL: func.func @ids_2d(
// NAIVE-NOT:     %rows
// NAIVE:         %linear = simd.vadd
// NAIVE-NOT:     scf.if

// Same results as the SPMD executor, on a launch that takes the row form (16 x 2) and
// on ones that take the lane form (a one-row block of 6, 6 x 3 and 5 x 2 x 2).
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform rows-version=true},divergence-scalarize,canonicalize' -o %t.u.mlir
// RUN: simd-run %s --entry ids_2d --grid 1 --block 16,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R1
// RUN: simd-run %t.u.mlir --entry ids_2d --grid 1 --block 16,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R1
// RUN: simd-run %s --entry ids_2d --grid 2 --block 6 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R2
// RUN: simd-run %t.u.mlir --entry ids_2d --grid 2 --block 6 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R2
// RUN: simd-run %s --entry ids_2d --grid 1 --block 6,3 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R3
// RUN: simd-run %t.u.mlir --entry ids_2d --grid 1 --block 6,3 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R3
// RUN: simd-run %s --entry ids_2d --grid 1 --block 5,2,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R4
// RUN: simd-run %t.u.mlir --entry ids_2d --grid 1 --block 5,2,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=R4
// R1: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]]
// R2: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// R3: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 100, 101, 102, 103, 104, 105, 200, 201, 202, 203, 204, 205, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// R4: "memrefs": {{\[}}[0, 1, 2, 3, 4, 100, 101, 102, 103, 104, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
func.func @ids_2d(%out: memref<?xi32>) {
  %x = gpu.thread_id x
  %y = gpu.thread_id y
  %bx = gpu.block_dim x
  %r = arith.muli %y, %bx : index
  %i = arith.addi %r, %x : index
  %y32 = arith.index_cast %y : index to i32
  %x32 = arith.index_cast %x : index to i32
  %c = arith.constant 100 : i32
  %v = arith.muli %y32, %c : i32
  %s = arith.addi %v, %x32 : i32
  memref.store %s, %out[%i] : memref<?xi32>
  func.return
}

// A kernel with a result: both arms yield it, the function returns the scf.if's.
// CHECK-LABEL: func.func @ret_y(%a: i32, %group_base: i32) -> vector<4xi32>
// CHECK:         %[[R:.*]] = scf.if %rows -> (vector<4xi32>) {
// CHECK:           scf.yield %{{.*}} : vector<4xi32>
// CHECK:         } else {
// CHECK:           scf.yield %{{.*}} : vector<4xi32>
// CHECK:         }
// CHECK-NEXT:    func.return %[[R]] : vector<4xi32>
// RUN: simd-run %t.u.mlir --entry ret_y --grid 1 --block 4,2 --width 4 --args '[5]' --json | filecheck %s --check-prefix=RET1
// RET1: "results": {{\[}}[5], [5], [5], [5], [6], [6], [6], [6]]
// RUN: simd-run %t.u.mlir --entry ret_y --grid 1 --block 3,3 --width 4 --args '[5]' --json | filecheck %s --check-prefix=RET2
// RUN: simd-run %s --entry ret_y --grid 1 --block 3,3 --width 4 --args '[5]' --json | filecheck %s --check-prefix=RET2
// RET2: "results": {{\[}}[5], [5], [5], [6], [6], [6], [7], [7], [7]]
func.func @ret_y(%a: i32) -> i32 {
  %y = gpu.thread_id y
  %y32 = arith.index_cast %y : index to i32
  %s = arith.addi %y32, %a : i32
  func.return %s : i32
}
