// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=UNI
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},convert-simd-to-lockstep' | filecheck %s --check-prefix=LS
//
// f16 (`half`) values are vector<4 x f16> lanes like f32/f64 ones (SPEC §2, issue 21):
// loads and stores of half memrefs are gathers and scatters of f16 lanes, arithmetic,
// compares, selects (vphi) and math ops keep the f16 lane type (each lane rounded to binary16),
// fpext/fptrunc are simd.vcast extf/truncf, a divergent negf a multiply by -1.0.
// Results: tests/passes/test_f16_lanes_differential.py.

// NAIVE-LABEL: func.func @halves
// NAIVE:         %x = simd.gather %a[%{{.*}}] mask(%live) : memref<?xf16>, vector<4xf16>
// NAIVE-NEXT:    %s = simd.vmul %x, %x mask(%live) : vector<4xf16>
// NAIVE:         %q = simd.vdiv %s, %{{.*}} mask(%live) : vector<4xf16>
// NAIVE-NEXT:    %r = simd.vmath sqrt, %q mask(%live) : vector<4xf16>
// NAIVE:         %p = simd.vcmp olt, %r, %{{.*}} mask(%live) : vector<4xf16>
// NAIVE:         %n = simd.vmul %r, %{{.*}} mask(%live) : vector<4xf16>
// NAIVE:         %m = simd.vphi %p, %n, %r mask(%live) : vector<4xf16>
// NAIVE-NEXT:    %w = simd.vcast extf, %m mask(%live) : vector<4xf16> to vector<4xf32>
// NAIVE:         %h = simd.vcast truncf, %{{.*}} mask(%live) : vector<4xf32> to vector<4xf16>
// NAIVE-NEXT:    simd.scatter %h, %a[%{{.*}}] mask(%live) : memref<?xf16>, vector<4xf16>
// UNI-LABEL:   func.func @halves
// UNI:           %k = arith.constant 1.500000e+00 : f16
// UNI:           %[[K:.*]] = simd.s2vb %k : vector<4xf16>
// UNI:           %q = simd.vdiv %s, %[[K]] mask(%live) : vector<4xf16>
// LS-LABEL:    func.func @halves
// LS:            lockstep.vgather %a[%{{.*}}] : memref<?xf16>, vector<4xf16>
// LS:            lockstep.valu div %{{.*}}, %{{.*}} : vector<4xf16>
// LS:            lockstep.vmath sqrt, %{{.*}} : vector<4xf16>
// LS:            lockstep.vsel %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf16>
// LS:            lockstep.vcast extf, %{{.*}} : vector<4xf16> to vector<4xf32>
// LS:            lockstep.vcast truncf, %{{.*}} : vector<4xf32> to vector<4xf16>
// LS:            lockstep.vscatter %{{.*}}, %a[%{{.*}}] : memref<?xf16>, vector<4xf16>
func.func @halves(%a: memref<?xf16>, %o: memref<?xf32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xf16>
  %s = arith.mulf %x, %x : f16
  %k = arith.constant 1.5 : f16
  %q = arith.divf %s, %k : f16
  %r = math.sqrt %q : f16
  %one = arith.constant 1.0 : f16
  %p = arith.cmpf olt, %r, %one : f16
  %n = arith.negf %r : f16
  %m = arith.select %p, %n, %r : f16
  %w = arith.extf %m : f16 to f32
  %c3 = arith.constant 3.0 : f32
  %y = arith.mulf %w, %c3 : f32
  memref.store %y, %o[%i] : memref<?xf32>
  %h = arith.truncf %y : f32 to f16
  memref.store %h, %a[%i] : memref<?xf16>
  func.return
}
