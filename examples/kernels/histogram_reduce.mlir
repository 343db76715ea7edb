// A histogram with atomics, a square root in a divergent branch and a subgroup sum:
// thread t adds 1 to hist[x[t] & 3] (an atomic: threads hitting one bucket each add
// their 1), writes sqrt(f[t]) where x[t] > 0 and 0 elsewhere, and writes the sum of
// x over the threads of its subgroup with odd x (group_reduce over the active lanes).
// spmd-vectorize turns the atomic into simd.vatomic, the sqrt into a masked
// simd.vmath and the reduction into simd.vreduce under the branch's mask.
//
// simd-run: --threads 8 --width 4 --args '[[5, 2, 7, 0, 3, 3, 8, 1], [4.0, 2.0, 9.0, 1.0, 16.0, 0.25, 1.0, 100.0], [0, 0, 0, 0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0, 0, 0, 0, 0, 0, 0, 0]]'
// expected: memrefs[2] = [2, 2, 1, 3]
func.func @main(%x: memref<8xi32>, %f: memref<8xf32>, %hist: memref<4xi32>, %root: memref<8xf32>, %out: memref<8xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %zero = arith.constant 0.0 : f32
  %ti = arith.index_cast %t : i32 to index
  %v = memref.load %x[%ti] : memref<8xi32>
  %b = arith.andi %v, %c3 : i32
  %bi = arith.index_cast %b : i32 to index
  %old = "memref.atomic_rmw"(%c1, %hist, %bi) <{kind = 1 : i64}> : (i32, memref<4xi32>, index) -> i32
  %pos = arith.cmpi sgt, %v, %c0 : i32
  %r = scf.if %pos -> (f32) {
    %fv = memref.load %f[%ti] : memref<8xf32>
    %s = math.sqrt %fv : f32
    scf.yield %s : f32
  } else {
    scf.yield %zero : f32
  }
  memref.store %r, %root[%ti] : memref<8xf32>
  %odd = arith.andi %v, %c1 : i32
  %isodd = arith.cmpi eq, %odd, %c1 : i32
  %sum = scf.if %isodd -> (i32) {
    %g = simd.group_reduce add, %v : i32
    scf.yield %g : i32
  } else {
    scf.yield %c0 : i32
  }
  memref.store %sum, %out[%ti] : memref<8xi32>
  func.return
}
