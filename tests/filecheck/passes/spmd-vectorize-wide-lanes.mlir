// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=UNI
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep' | filecheck %s --check-prefix=LS
//
// spmd-vectorize keeps a value's own lane type (SPEC §2): i8, i16, i64 and f64 values
// become vector<4 x T>, loads and stores of such memrefs gathers and scatters of those
// lanes, casts between widths simd.vcast (extsi/extui/trunci/extf/truncf), and an
// index_cast from i64 lanes to an address truncates to i32 (simd ops address memory by
// i32 element indices; a buffer holds fewer than 2^31 elements).  A function whose i64
// math is not provably 32-bit (the division below) keeps its i64 values as i64 lanes.
// Results: tests/passes/test_wide_lanes_differential.py.

// NAIVE-LABEL: func.func @bytes
// NAIVE:         %b = simd.gather %img[%{{.*}}] mask(%live) : memref<?xi8>, vector<4xi8>
// NAIVE-NEXT:    %w = simd.vcast extui, %b mask(%live) : vector<4xi8> to vector<4xi32>
// NAIVE:         %n = simd.vcast trunci, %s mask(%live) : vector<4xi32> to vector<4xi8>
// NAIVE-NEXT:    simd.scatter %n, %out[%{{.*}}] mask(%live) : memref<?xi8>, vector<4xi8>
// UNI-LABEL:   func.func @bytes
// UNI:           %b = simd.gather %img[%{{.*}}] mask(%live) : memref<?xi8>, vector<4xi8>
// UNI:           simd.scatter %n, %out[%{{.*}}] mask(%live) : memref<?xi8>, vector<4xi8>
// LS-LABEL:    func.func @bytes
// LS:            lockstep.vgather %img[%{{.*}}] : memref<?xi8>, vector<4xi8>
// LS:            lockstep.vcast trunci, %{{.*}} : vector<4xi32> to vector<4xi8>
func.func @bytes(%img: memref<?xi8>, %out: memref<?xi8>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %b = memref.load %img[%i] : memref<?xi8>
  %w = arith.extui %b : i8 to i32
  %c1 = arith.constant 1 : i32
  %s = arith.shrui %w, %c1 : i32
  %n = arith.trunci %s : i32 to i8
  memref.store %n, %out[%i] : memref<?xi8>
  func.return
}

// NAIVE-LABEL: func.func @shorts
// NAIVE:         %h = simd.gather %a[%{{.*}}] mask(%live) : memref<?xi16>, vector<4xi16>
// NAIVE:         %q = simd.vdiv %h, %{{.*}} mask(%live) : vector<4xi16>
// NAIVE:         %m = simd.vmaxu %q, %{{.*}} mask(%live) : vector<4xi16>
// UNI-LABEL:   func.func @shorts
// UNI:           %d16 = arith.index_cast %{{.*}} : index to i16
// UNI:           %[[D:.*]] = simd.s2vb %d16 : vector<4xi16>
// UNI:           %q = simd.vdiv %h, %[[D]] mask(%live) : vector<4xi16>
func.func @shorts(%a: memref<?xi16>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %h = memref.load %a[%i] : memref<?xi16>
  %d = gpu.block_dim x
  %d16 = arith.index_cast %d : index to i16
  %q = arith.divsi %h, %d16 : i16
  %m = arith.maxui %q, %d16 : i16
  memref.store %m, %a[%i] : memref<?xi16>
  func.return
}

// NAIVE-LABEL: func.func @longs
// NAIVE:         %w = simd.vcast extsi, %{{.*}} mask(%live) : vector<4xi32> to vector<4xi64>
// NAIVE:         %q = simd.vdiv %p, %{{.*}} mask(%live) : vector<4xi64>
// NAIVE:         %[[A:.*]] = simd.vcast trunci, %q mask(%live) : vector<4xi64> to vector<4xi32>
// NAIVE-NEXT:    simd.scatter %w, %o[%[[A]]] mask(%live) : memref<?xi64>, vector<4xi64>
// UNI-LABEL:   func.func @longs
// UNI:           %q = simd.vdiv %p, %{{.*}} mask(%live) : vector<4xi64>
// LS-LABEL:    func.func @longs
// LS:            lockstep.valu div %{{.*}}, %{{.*}} : vector<4xi64>
// LS:            lockstep.vscatter %{{.*}}, %o[%{{.*}}] : memref<?xi64>, vector<4xi64>
func.func @longs(%o: memref<?xi64>) {
  %t = simd.thread_id : i32
  %w = arith.extsi %t : i32 to i64
  %big = arith.constant 3000000000 : i64
  %p = arith.muli %w, %big : i64
  %k = arith.constant 1000000000 : i64
  %q = arith.divsi %p, %k : i64
  %qi = arith.index_cast %q : i64 to index
  memref.store %w, %o[%qi] : memref<?xi64>
  func.return
}

// NAIVE-LABEL: func.func @doubles
// NAIVE:         %x = simd.gather %a[%{{.*}}] mask(%live) : memref<?xf64>, vector<4xf64>
// NAIVE-NEXT:    %y = simd.vmaxnum %x, %{{.*}} mask(%live) : vector<4xf64>
// NAIVE-NEXT:    %z = simd.vcast truncf, %y mask(%live) : vector<4xf64> to vector<4xf32>
// UNI-LABEL:   func.func @doubles
// UNI:           %y = simd.vmaxnum %x, %{{.*}} mask(%live) : vector<4xf64>
// UNI:           %n = simd.vmul %x, %{{.*}} mask(%live) : vector<4xf64>
func.func @doubles(%a: memref<?xf64>, %b: memref<?xf32>, %f: f64) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xf64>
  %y = arith.maxnumf %x, %f : f64
  %z = arith.truncf %y : f64 to f32
  memref.store %z, %b[%i] : memref<?xf32>
  %n = arith.negf %x : f64
  memref.store %n, %a[%i] : memref<?xf64>
  func.return
}
