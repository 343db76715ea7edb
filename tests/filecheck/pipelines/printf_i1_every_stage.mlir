// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' | filecheck %s --check-prefix=NAIVE
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep' | filecheck %s --check-prefix=EXEC
// RUN: simd-run %s --threads 6 --width 4 --args '[3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --threads 6 --width 4 --args '[3]' --json --engine jit | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive.mlir && simd-run %t.naive.mlir --threads 6 --width 4 --args '[3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %t.naive.mlir --threads 6 --width 4 --args '[3]' --json --engine jit | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize' -o %t.scal.mlir && simd-run %t.scal.mlir --threads 6 --width 4 --args '[3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,convert-simd-to-lockstep' -o %t.exec.mlir && simd-run %t.exec.mlir --threads 6 --width 4 --args '[3]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %t.exec.mlir --threads 6 --width 4 --args '[3]' --json --engine jit | filecheck %s --check-prefix=OUT
//
// gpu.printf of an i1 (a compare): a vector<4xi1> is a mask, not printable lanes, so
// spmd-vectorize passes simd.vprintf the lanes as i32 0 or 1 (C's promotion of a bool;
// interpreters/printf.py prints an i1 so too, %d as %u); a uniform i1 stays a scalar (mode=uniform).

// NAIVE-LABEL: func.func @k
// NAIVE:         %[[B:.*]] = simd.vphi %b, %{{.*}}, %{{.*}} mask(%live) : vector<4xi32>
// NAIVE-NEXT:    %[[U:.*]] = simd.vphi %u, %{{.*}}, %{{.*}} mask(%live) : vector<4xi32>
// NAIVE-NEXT:    simd.vprintf "t%d: %d %u %x %d\0A" thread(%tids), %tids, %[[B]], %[[B]], %[[B]], %[[U]] mask(%live) : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
// EXEC-LABEL:  func.func @k
// EXEC:          lockstep.vprintf "t%d: %d %u %x %d\0A" thread(%tids), {{.*}} : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, i1
// OUT: "printf": ["t0: 0 0 0 1\n", "t1: 0 0 0 1\n", "t2: 1 1 1 1\n", "t3: 1 1 1 1\n", "t4: 1 1 1 1\n", "t5: 1 1 1 1\n"]
func.func @k(%n: i32) {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %b = arith.cmpi sgt, %t, %c1 : i32
  %u = arith.cmpi sgt, %n, %c1 : i32
  gpu.printf "t%d: %d %u %x %d\n", %t, %b, %b, %b, %u : i32, i1, i1, i1, i1
  func.return
}
