// RUN: %python -c "print([[0] * 264])" > %t.args.json
// RUN: simd-run %s --threads 264 --width 4 --args @%t.args.json --json > %t.ref.json
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir
// RUN: simd-run %t.u.mlir --threads 264 --width 4 --args @%t.args.json --json > %t.u.json
// RUN: python3 -c "import json,sys; a,b=(json.load(open(f))['memrefs'] for f in sys.argv[1:]); assert a==b, 'differ'; print(a[0][126:130], a[0][255:260])" %t.ref.json %t.u.json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s --check-prefix=IR < %t.u.mlir
//
// A thread id cut to i8 and sign-extended back is no thread id (thread 128 is -128, 255 is -1, 256
// is 0): `x < 3` of it stays a vector compare in `mode=uniform`, not the mask of the
// first lanes of `ranges.py` (which walked through the `trunci`).  Threads 256..258 are
// below 3 again.
//
// OUT: [0, 0, 1, 1] [1, 1, 1, 1, 0]
// IR-NOT: arith.maxsi
// IR:     simd.vcmp slt
func.func @cut_id(%out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c3 = arith.constant 3 : i32
  %t8 = arith.trunci %t : i32 to i8
  %e = arith.extsi %t8 : i8 to i32
  %lt = arith.cmpi slt, %e, %c3 : i32
  %b = arith.extui %lt : i1 to i32
  %ti = arith.index_cast %t : i32 to index
  memref.store %b, %out[%ti] : memref<?xi32>
  func.return
}
