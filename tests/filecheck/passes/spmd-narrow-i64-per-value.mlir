// DEFINE: %{args} = '[7, [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], [0, 0, 0, 0, 0, 0, 0, 0]]'
// RUN: simd-opt %s -p 'spmd-narrow-i64{per-value=true}' | filecheck %s
// RUN: simd-run %s --threads 8 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-narrow-i64{per-value=true}' -o %t.n.mlir
// RUN: simd-run %t.n.mlir --threads 8 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive4.mlir
// RUN: simd-run %t.naive4.mlir --threads 8 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.uniform4.mlir
// RUN: simd-run %t.uniform4.mlir --threads 8 --width 4 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=naive}' -o %t.naive8.mlir
// RUN: simd-run %t.naive8.mlir --threads 8 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform}' -o %t.uniform8.mlir
// RUN: simd-run %t.uniform8.mlir --threads 8 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=naive}' -o %t.naive32.mlir
// RUN: simd-run %t.naive32.mlir --threads 8 --width 32 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform}' -o %t.uniform32.mlir
// RUN: simd-run %t.uniform32.mlir --threads 8 --width 32 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.naive8.mlir -p 'divergence-scalarize,convert-simd-to-lockstep{mask-style=per-op}' -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 8 --width 8 --args %{args} --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s --check-prefix=VEC < %t.uniform8.mlir
//
// Per-value i64 narrowing (what `spmd-vectorize` does first): each i64 value is narrowed
// to i32 where that is provably exact and stays i64 where it is not, in one function.
// Here the stride-3 address `%off` (its only use addresses memory) and the store index
// `%j` are i32; the product `%p` needs all 64 bits and `%q` is a 64-bit division, so
// they, `%s` and the kernel argument `%n` stay i64, and the narrowed `%w` and `%x64`
// are extended again (`extsi` of their word) where the 64-bit ops read them.  Before,
// one such value kept every i64 value of the function as i64 lanes.
//
// CHECK-LABEL: func.func @per_value(%n: i64, %a: memref<?xi32>, %o: memref<?xi64>)
// CHECK-NEXT:    %t = simd.thread_id : i32
// CHECK-NEXT:    %w = arith.extsi %t : i32 to i64
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %off = arith.muli %t, %[[C3]] : i32
// CHECK-NEXT:    %i = arith.index_cast %off : i32 to index
// CHECK-NEXT:    %x = memref.load %a[%i] : memref<?xi32>
// CHECK-NEXT:    %x64 = arith.extsi %x : i32 to i64
// CHECK-NEXT:    %big = arith.constant 3000000000 : i64
// CHECK-NEXT:    %p = arith.muli %x64, %big : i64
// CHECK-NEXT:    %q = arith.divsi %p, %n : i64
// CHECK-NEXT:    %s = arith.addi %q, %w : i64
// CHECK-NEXT:    %j = arith.index_cast %t : i32 to index
// CHECK-NEXT:    memref.store %s, %o[%j] : memref<?xi64>
//
// OUT: "memrefs": {{\[}}[{{.*}}], [-2142857142, -857142856, 428571430, 1714285717, 3000000004, 4285714290, 5571428577, 6857142864]]
//
// VEC:     %off = simd.vmul %{{.*}} : vector<8xi32>
// VEC:     %q = simd.vdiv %p, %{{.*}} : vector<8xi64>
func.func @per_value(%n: i64, %a: memref<?xi32>, %o: memref<?xi64>) {
  %t = simd.thread_id : i32
  %w = arith.extsi %t : i32 to i64
  %c3 = arith.constant 3 : i64
  %off = arith.muli %w, %c3 : i64
  %i = arith.index_cast %off : i64 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %x64 = arith.extsi %x : i32 to i64
  %big = arith.constant 3000000000 : i64
  %p = arith.muli %x64, %big : i64
  %q = arith.divsi %p, %n : i64
  %s = arith.addi %q, %w : i64
  %j = arith.index_cast %w : i64 to index
  memref.store %s, %o[%j] : memref<?xi64>
  func.return
}
