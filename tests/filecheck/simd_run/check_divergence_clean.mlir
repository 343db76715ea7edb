// RUN: simd-run %s --entry if_else --threads 8 --width 4 --args '[2]' --check-divergence --json | filecheck %s
// RUN: simd-run %s --entry loop --threads 8 --width 4 --args '[3]' --check-divergence --json | filecheck %s
// RUN: simd-run %s --entry uniform_loop --threads 6 --width 4 --args '[5, [1, 2, 3, 4, 5]]' --check-divergence --json | filecheck %s
// RUN: simd-run %s --entry if_else --threads 8 --width 4 --args '[2]' --check-divergence | filecheck %s --check-prefix=TEXT
//
// The divergence analysis is sound on these kernels: no value it calls uniform differs
// across the converged lanes of a group, exit status 0.

// A divergent if/else whose join argument is divergent, plus a uniform one.
func.func @if_else(%n : i32) -> (i32, i32) {
  %tid = simd.thread_id : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %c = arith.cmpi slt, %tid, %n : i32
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^join(%one, %n : i32, i32)
^b:
  cf.br ^join(%two, %n : i32, i32)
^join(%x : i32, %same : i32):
  %y = arith.addi %same, %one : i32
  func.return %x, %y : i32, i32
}

// Temporal divergence: %i is uniform inside the loop, divergent after it.
func.func @loop(%n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^h(%zero : i32)
^h(%i : i32):
  %lim = arith.remsi %tid, %n : i32
  %c = arith.cmpi slt, %i, %lim : i32
  cf.cond_br %c, ^latch, ^exit(%one : i32)
^latch:
  %next = arith.addi %i, %one : i32
  cf.br ^h(%next : i32)
^exit(%k : i32):
  %after = arith.addi %i, %k : i32
  func.return %after : i32
}

// A uniform loop with a divergent if inside: loads from a uniform address are uniform.
func.func @uniform_loop(%n : i32, %m : memref<?xi32>) -> i32 {
  %tid = simd.thread_id : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  cf.br ^h(%zero, %zero : i32, i32)
^h(%i : i32, %acc : i32):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body, ^exit
^body:
  %idx = arith.index_cast %i : i32 to index
  %v = memref.load %m[%idx] : memref<?xi32>
  %r = arith.remsi %tid, %two : i32
  %odd = arith.cmpi ne, %r, %zero : i32
  cf.cond_br %odd, ^t, ^latch(%v : i32)
^t:
  %w = arith.muli %v, %two : i32
  cf.br ^latch(%w : i32)
^latch(%add : i32):
  %acc2 = arith.addi %acc, %add : i32
  %i2 = arith.addi %i, %one : i32
  cf.br ^h(%i2, %acc2 : i32, i32)
^exit:
  func.return %acc : i32
}

// CHECK: "divergence_violations": []}
// TEXT: static_alu_ops
// TEXT-NOT: error
