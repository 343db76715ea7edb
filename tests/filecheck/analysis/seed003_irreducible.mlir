// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// Irreducible cycles (seed 003).
//
// @internal_diverged_entry: the closed path P(bb1) -> Q(bb2) -> R(bb3) -> S(bb4) -> P
// has two entries, P and R.  Q branches divergently, S is its join with diverged paths
// Q->R->S and Q->S, and R is an entry on one of them: the diverged entry criterion
// fails (neither Q nor the header P strictly dominates S), the cycle is not
// m-converged, and every value defined in it is divergent - except %uni_inv, which only
// depends on uniform values defined outside the cycle: it is the same in every
// iteration (rule 5 of the analysis; the document and LLVM 22 call it divergent).
//
//   bb0 --uniform--> bb1(P) -> bb2(Q) --%div_c--> bb3(R) -> bb4(S) -> bb5
//     \                ^          \________________________^  |
//      +--> bb3(R)     +--------------------------------------+
//
// @m_converged: the cycle bb1..bb5 is irreducible (entries bb1 and bb5), but the
// divergent branch in bb1 strictly dominates its join bb4: the criterion holds, only
// bb4's argument is divergent and the counters stay uniform.
//
//   bb0 -> bb1 --%div_c--> bb2 / bb3 -> bb4(%div_t) -> bb5(%uni_r) -> bb1 | bb6
//     \------------------------------------------------^
//
// @external_diverged_entry: a divergent branch outside the cycle {bb1, bb2} enters it
// at both entries: the paths meet inside the cycle and the whole cycle is divergent.
//
// @uniform_entries: the same CFG entered by a uniform branch: all uniform.
//
// CHECK-LABEL: divergence @internal_diverged_entry
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  divergent %div_p
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  divergent %div_s
// CHECK-NEXT:  uniform %uni_inv
// CHECK-NEXT:  divergent %div_next
// CHECK-NEXT:  divergent %div_more
// CHECK-NEXT:  uniform-branch ^bb0
// CHECK-NEXT:  divergent-branch ^bb2
// CHECK-NEXT:  divergent-branch ^bb4
// CHECK-LABEL: divergence @m_converged
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  uniform %uni_p
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  divergent %div_t
// CHECK-NEXT:  uniform %uni_q
// CHECK-NEXT:  uniform %uni_r
// CHECK-NEXT:  uniform %uni_more
// CHECK-NEXT:  uniform-branch ^bb0
// CHECK-NEXT:  divergent-branch ^bb1
// CHECK-NEXT:  uniform-branch ^bb5
// CHECK-LABEL: divergence @external_diverged_entry
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  divergent %div_p
// CHECK-NEXT:  divergent %div_pn
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform %uni_inv
// CHECK-NEXT:  divergent %div_more
// CHECK-NEXT:  divergent-branch ^bb0
// CHECK-NEXT:  divergent-branch ^bb2
// CHECK-LABEL: divergence @uniform_entries
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_p
// CHECK-NEXT:  uniform %uni_pn
// CHECK-NEXT:  uniform %uni_r
// CHECK-NEXT:  uniform %uni_more
// CHECK-NEXT:  uniform-branch ^bb0
// CHECK-NEXT:  uniform-branch ^bb2
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @internal_diverged_entry(%uni_n : i32, %uni_u : i1) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.cond_br %uni_u, ^bb1(%uni_zero : i32), ^bb3(%uni_zero : i32)
^bb1(%div_p : i32):
  cf.br ^bb2
^bb2:
  %div_c = arith.cmpi slt, %div_p, %div_tid : i32
  cf.cond_br %div_c, ^bb3(%div_p : i32), ^bb4(%div_p : i32)
^bb3(%div_r : i32):
  cf.br ^bb4(%div_r : i32)
^bb4(%div_s : i32):
  %uni_inv = arith.addi %uni_n, %uni_one : i32
  %div_next = arith.addi %div_s, %uni_inv : i32
  %div_more = arith.cmpi slt, %div_next, %uni_n : i32
  cf.cond_br %div_more, ^bb1(%div_next : i32), ^bb5
^bb5:
  func.return %div_next : i32
}

func.func @m_converged(%uni_n : i32, %uni_u : i1) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.cond_br %uni_u, ^bb1(%uni_zero : i32), ^bb5(%uni_zero : i32)
^bb1(%uni_p : i32):
  %div_c = arith.cmpi slt, %uni_p, %div_tid : i32
  cf.cond_br %div_c, ^bb2, ^bb3
^bb2:
  cf.br ^bb4(%uni_one : i32)
^bb3:
  cf.br ^bb4(%uni_two : i32)
^bb4(%div_t : i32):
  %uni_q = arith.addi %uni_p, %uni_one : i32
  cf.br ^bb5(%uni_q : i32)
^bb5(%uni_r : i32):
  %uni_more = arith.cmpi slt, %uni_r, %uni_n : i32
  cf.cond_br %uni_more, ^bb1(%uni_r : i32), ^bb6
^bb6:
  func.return %uni_r : i32
}

func.func @external_diverged_entry(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.cond_br %div_c, ^bb1(%uni_zero : i32), ^bb2(%uni_zero : i32)
^bb1(%div_p : i32):
  %div_pn = arith.addi %div_p, %uni_one : i32
  cf.br ^bb2(%div_pn : i32)
^bb2(%div_r : i32):
  %uni_inv = arith.addi %uni_n, %uni_one : i32
  %div_more = arith.cmpi slt, %div_r, %uni_n : i32
  cf.cond_br %div_more, ^bb1(%div_r : i32), ^bb3
^bb3:
  func.return %div_r : i32
}

func.func @uniform_entries(%uni_n : i32, %uni_u : i1) -> i32 {
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.cond_br %uni_u, ^bb1(%uni_zero : i32), ^bb2(%uni_zero : i32)
^bb1(%uni_p : i32):
  %uni_pn = arith.addi %uni_p, %uni_one : i32
  cf.br ^bb2(%uni_pn : i32)
^bb2(%uni_r : i32):
  %uni_more = arith.cmpi slt, %uni_r, %uni_n : i32
  cf.cond_br %uni_more, ^bb1(%uni_r : i32), ^bb3
^bb3:
  func.return %uni_r : i32
}
