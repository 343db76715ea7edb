// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s
// SPEC §2: vector<W x T> for T in i8, i16, i32, i64, f32, f64.  The elementwise,
// compare, select, broadcast, memory and cast ops take lanes of every width, and the
// unsigned and NaN-losing min/max and unsigned division ops exist.

// CHECK-LABEL: func.func @integer_lanes
func.func @integer_lanes(%a: vector<4xi8>, %b: vector<8xi16>, %c: vector<4xi64>, %p: vector<4xi1>, %x: i64) {
  // CHECK-NEXT: simd.vadd %a, %a mask(%p) : vector<4xi8>
  %0 = simd.vadd %a, %a mask(%p) : vector<4xi8>
  // CHECK-NEXT: simd.vmul %b, %b : vector<8xi16>
  %1 = simd.vmul %b, %b : vector<8xi16>
  // CHECK-NEXT: simd.vshl %c, %c mask(not %p) : vector<4xi64>
  %2 = simd.vshl %c, %c mask(not %p) : vector<4xi64>
  // CHECK-NEXT: simd.vdivu %c, %c : vector<4xi64>
  %3 = simd.vdivu %c, %c : vector<4xi64>
  // CHECK-NEXT: simd.vremu %a, %a : vector<4xi8>
  %4 = simd.vremu %a, %a : vector<4xi8>
  // CHECK-NEXT: simd.vminu %b, %b : vector<8xi16>
  %5 = simd.vminu %b, %b : vector<8xi16>
  // CHECK-NEXT: simd.vmaxu %c, %c mask(%p) : vector<4xi64>
  %6 = simd.vmaxu %c, %c mask(%p) : vector<4xi64>
  // CHECK-NEXT: simd.vcmp ult, %c, %c : vector<4xi64>
  %7 = simd.vcmp ult, %c, %c : vector<4xi64>
  // CHECK-NEXT: simd.vphi %p, %a, %a : vector<4xi8>
  %8 = simd.vphi %p, %a, %a : vector<4xi8>
  // CHECK-NEXT: simd.s2vb %x : vector<4xi64>
  %9 = simd.s2vb %x : vector<4xi64>
  // CHECK-NEXT: simd.vmath absi, %b : vector<8xi16>
  %10 = simd.vmath absi, %b : vector<8xi16>
  func.return
}

// CHECK-LABEL: func.func @float_lanes
func.func @float_lanes(%f: vector<4xf64>, %g: vector<4xf32>, %p: vector<4xi1>) {
  // CHECK-NEXT: simd.vadd %f, %f : vector<4xf64>
  %0 = simd.vadd %f, %f : vector<4xf64>
  // CHECK-NEXT: simd.vminnum %f, %f mask(%p) : vector<4xf64>
  %1 = simd.vminnum %f, %f mask(%p) : vector<4xf64>
  // CHECK-NEXT: simd.vmaxnum %g, %g : vector<4xf32>
  %2 = simd.vmaxnum %g, %g : vector<4xf32>
  // CHECK-NEXT: simd.vcmp olt, %f, %f : vector<4xf64>
  %3 = simd.vcmp olt, %f, %f : vector<4xf64>
  // CHECK-NEXT: simd.vmath sqrt, %f : vector<4xf64>
  %4 = simd.vmath sqrt, %f : vector<4xf64>
  func.return
}

// CHECK-LABEL: func.func @memory
func.func @memory(%m8: memref<?xi8>, %m16: memref<?xi16>, %m64: memref<?xi64>, %mf: memref<?xf64>, %i: vector<4xi32>, %s: i32) {
  // CHECK-NEXT: %0 = simd.gather %m8[%i] : memref<?xi8>, vector<4xi8>
  %0 = simd.gather %m8[%i] : memref<?xi8>, vector<4xi8>
  // CHECK-NEXT: simd.scatter %0, %m8[%i] : memref<?xi8>, vector<4xi8>
  simd.scatter %0, %m8[%i] : memref<?xi8>, vector<4xi8>
  // CHECK-NEXT: %1 = simd.vload %m16[%s] : memref<?xi16>, vector<4xi16>
  %1 = simd.vload %m16[%s] : memref<?xi16>, vector<4xi16>
  // CHECK-NEXT: simd.vstore %1, %m16[%s] : memref<?xi16>, vector<4xi16>
  simd.vstore %1, %m16[%s] : memref<?xi16>, vector<4xi16>
  // CHECK-NEXT: %2 = simd.gather %m64[%i] : memref<?xi64>, vector<4xi64>
  %2 = simd.gather %m64[%i] : memref<?xi64>, vector<4xi64>
  // CHECK-NEXT: %3 = simd.vload %mf[%s] : memref<?xf64>, vector<4xf64>
  %3 = simd.vload %mf[%s] : memref<?xf64>, vector<4xf64>
  func.return
}

// CHECK-LABEL: func.func @casts
func.func @casts(%a: vector<4xi8>, %c: vector<4xi64>, %g: vector<4xf32>, %f: vector<4xf64>, %p: vector<4xi1>) {
  // CHECK-NEXT: simd.vcast extsi, %a : vector<4xi8> to vector<4xi32>
  %0 = simd.vcast extsi, %a : vector<4xi8> to vector<4xi32>
  // CHECK-NEXT: simd.vcast extui, %a mask(%p) : vector<4xi8> to vector<4xi64>
  %1 = simd.vcast extui, %a mask(%p) : vector<4xi8> to vector<4xi64>
  // CHECK-NEXT: simd.vcast trunci, %c : vector<4xi64> to vector<4xi32>
  %2 = simd.vcast trunci, %c : vector<4xi64> to vector<4xi32>
  // CHECK-NEXT: simd.vcast extf, %g : vector<4xf32> to vector<4xf64>
  %3 = simd.vcast extf, %g : vector<4xf32> to vector<4xf64>
  // CHECK-NEXT: simd.vcast truncf, %f : vector<4xf64> to vector<4xf32>
  %4 = simd.vcast truncf, %f : vector<4xf64> to vector<4xf32>
  // CHECK-NEXT: simd.vcast sitofp, %c : vector<4xi64> to vector<4xf64>
  %5 = simd.vcast sitofp, %c : vector<4xi64> to vector<4xf64>
  // CHECK-NEXT: simd.vcast bitcast, %f : vector<4xf64> to vector<4xi64>
  %6 = simd.vcast bitcast, %f : vector<4xf64> to vector<4xi64>
  func.return
}
