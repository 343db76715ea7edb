// A memref of `index` elements accessed per lane has no vector form (a vector's lanes
// are i8..i64 and f16..f64; `index` values become i32 lanes): spmd-vectorize refuses the
// access at its line and column, where it once emitted a scatter or gather the verifier
// rejected ("produced invalid IR").  A uniform access of such a memref stays scalar.
// RUN: not simd-opt %s --split-input-file -p 'spmd-vectorize{width=4 mode=uniform}' 2>&1 | filecheck %s
// RUN: awk 'BEGIN { RS = "// [-]+\n" } NR == 2' %s > %t.load.mlir
// RUN: not simd-opt %t.load.mlir -p 'spmd-vectorize{width=4 mode=uniform}' 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: awk 'BEGIN { RS = "// [-]+\n" } NR == 3' %s > %t.uniform.mlir
// RUN: simd-opt %t.uniform.mlir -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=UNIFORM
// CHECK-NOT: produced invalid IR
// CHECK: :[[# @LINE + 4]]:3: error: spmd-vectorize: 'memref.store' of a memref of index elements differs between lanes, and a vector has no index lanes: declare the buffer with i32 or i64 elements (arith.index_cast at the access)
// CHECK-NOT: produced invalid IR
func.func @store(%out: memref<?xindex>) {
  %g = gpu.global_id x
  memref.store %g, %out[%g] : memref<?xindex>
  func.return
}

// -----

// LOAD: error: spmd-vectorize: 'memref.load' of a memref of index elements differs between lanes
func.func @load(%in: memref<?xindex>, %out: memref<?xi32>) {
  %g = gpu.global_id x
  %v = memref.load %in[%g] : memref<?xindex>
  %w = arith.index_cast %v : index to i32
  memref.store %w, %out[%g] : memref<?xi32>
  func.return
}

// -----

// UNIFORM-LABEL: func.func @uniform(%buf: memref<?xindex>, %n: index, %group_base: i32)
// UNIFORM:       memref.store %n, %buf[%{{.*}}] : memref<?xindex>
// UNIFORM:       memref.load %buf[%{{.*}}] : memref<?xindex>
func.func @uniform(%buf: memref<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  memref.store %n, %buf[%c0] : memref<?xindex>
  %v = memref.load %buf[%c0] : memref<?xindex>
  %w = arith.addi %v, %n : index
  memref.store %w, %buf[%n] : memref<?xindex>
  func.return
}
