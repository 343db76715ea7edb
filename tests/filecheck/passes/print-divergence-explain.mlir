// RUN: simd-opt %s -p 'print-divergence{explain=true}' | filecheck %s
// RUN: simd-opt %s -p 'print-divergence{explain=true}' | filecheck %s --check-prefix=NAMES
//
// print-divergence{explain=true}: under each divergent value and branch, the shortest
// chain of reasons back to a source (passes/analysis/explain.py), read right to left.
// Uniform values get no line.  One function per kind of reason.
//
// NAMES-NOT: uniform %div
// NAMES-NOT: divergent %uni
// NAMES-NOT: no reason reconstructed

// Data dependence: each value names the divergent operand it follows, back to the source.
// CHECK-LABEL: divergence @data_dependence
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_a
// CHECK-NEXT: why: %div_a <- %div_t <- simd.thread_id
// CHECK:      divergent %div_b
// CHECK-NEXT: why: %div_b <- %div_a <- %div_t <- simd.thread_id
func.func @data_dependence(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %div_a = arith.addi %div_t, %uni_n : i32
  %div_b = arith.muli %div_a, %div_a : i32
  func.return %div_b : i32
}

// The shortest chain: %div_c is explained by %div_t directly, not through %div_b.
// CHECK-LABEL: divergence @shortest_chain
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_a
// CHECK-NEXT: why: %div_a <- %div_t <- simd.thread_id
// CHECK:      divergent %div_b
// CHECK-NEXT: why: %div_b <- %div_a <- %div_t <- simd.thread_id
// CHECK:      divergent %div_c
// CHECK-NEXT: why: %div_c <- %div_t <- simd.thread_id
func.func @shortest_chain(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %div_a = arith.addi %div_t, %uni_n : i32
  %div_b = arith.addi %div_a, %div_a : i32
  %div_c = arith.addi %div_b, %div_t : i32
  func.return %div_c : i32
}

// Sync dependence: a phi at a join of a divergent branch, then why the branch diverges.
// CHECK-LABEL: divergence @sync_join
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_c
// CHECK-NEXT: why: %div_c <- %div_t <- simd.thread_id
// CHECK:      divergent %div_x
// CHECK-NEXT: why: %div_x <- phi at ^bb3, a join of divergent branch ^bb0 <- %div_c <- %div_t <- simd.thread_id
// CHECK:      divergent-branch ^bb0
// CHECK-NEXT: why: ^bb0 <- %div_c <- %div_t <- simd.thread_id
func.func @sync_join(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_t, %uni_n : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.cond_br %div_c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%uni_one : i32)
^bb2:
  cf.br ^bb3(%uni_two : i32)
^bb3(%div_x : i32):
  func.return %div_x : i32
}

// Sync dependence, structured: the result of an scf.if on a divergent condition.
// CHECK-LABEL: divergence @scf_if_result
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_c
// CHECK-NEXT: why: %div_c <- %div_t <- simd.thread_id
// CHECK:      divergent %div_r
// CHECK-NEXT: why: %div_r <- scf.if on a divergent condition <- %div_c <- %div_t <- simd.thread_id
func.func @scf_if_result(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_t, %uni_n : i32
  %div_r = scf.if %div_c -> (i32) {
    %uni_a = arith.constant 1 : i32
    scf.yield %uni_a : i32
  } else {
    %uni_b = arith.constant 2 : i32
    scf.yield %uni_b : i32
  }
  func.return %div_r : i32
}

// Temporal divergence: %uni_i is uniform in the loop, divergent where it is read after it.
// CHECK-LABEL: divergence @temporal_use
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_c
// CHECK-NEXT: why: %div_c <- %div_t <- simd.thread_id
// CHECK:      divergent %div_after
// CHECK-NEXT: why: %div_after <- %uni_i used outside cycle ^bb1 after a divergent exit at ^bb1 <- %div_c <- %div_t <- simd.thread_id
// CHECK:      divergent-branch ^bb1
// CHECK-NEXT: why: ^bb1 <- %div_c <- %div_t <- simd.thread_id
func.func @temporal_use(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %div_c = arith.cmpi slt, %uni_i, %div_t : i32
  cf.cond_br %div_c, ^bb2, ^bb3
^bb2:
  %uni_next = arith.addi %uni_i, %uni_one : i32
  cf.br ^bb1(%uni_next : i32)
^bb3:
  %div_after = arith.addi %uni_i, %uni_one : i32
  func.return %div_after : i32
}

// An exit-block argument fed from inside a cycle that threads leave in different iterations.
// CHECK-LABEL: divergence @exit_phi
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_c
// CHECK-NEXT: why: %div_c <- %div_t <- simd.thread_id
// CHECK:      divergent %div_out
// CHECK-NEXT: why: %div_out <- phi at ^bb2, exit of cycle ^bb1 after a divergent exit at ^bb1 <- %div_c <- %div_t <- simd.thread_id
// CHECK:      divergent-branch ^bb1
// CHECK-NEXT: why: ^bb1 <- %div_c <- %div_t <- simd.thread_id
func.func @exit_phi(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %uni_next = arith.addi %uni_i, %uni_one : i32
  %div_c = arith.cmpi slt, %uni_i, %div_t : i32
  cf.cond_br %div_c, ^bb1(%uni_next : i32), ^bb2(%uni_next : i32)
^bb2(%div_out : i32):
  func.return %div_out : i32
}

// scf.while: threads leave in different iterations.
// CHECK-LABEL: divergence @scf_while_results
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_r
// CHECK-NEXT: why: %div_r <- threads leave the scf.while in different iterations <- %div_go <- %div_t <- simd.thread_id
// CHECK:      divergent %div_go
// CHECK-NEXT: why: %div_go <- %div_t <- simd.thread_id
func.func @scf_while_results(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %div_r = scf.while (%uni_i = %uni_zero) : (i32) -> i32 {
    %div_go = arith.cmpi slt, %uni_i, %div_t : i32
    scf.condition(%div_go) %uni_i : i32
  } do {
  ^bb0(%uni_j : i32):
    %uni_k = arith.addi %uni_j, %uni_one : i32
    scf.yield %uni_k : i32
  }
  func.return %div_r : i32
}

// scf.for: a divergent bound makes the trip counts differ.
// CHECK-LABEL: divergence @scf_for_divergent_bound
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_ub
// CHECK-NEXT: why: %div_ub <- %div_t <- simd.thread_id
// CHECK:      divergent %div_r
// CHECK-NEXT: why: %div_r <- threads leave the scf.for after different trip counts <- %div_ub <- %div_t <- simd.thread_id
func.func @scf_for_divergent_bound(%uni_x : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %div_ub = arith.index_cast %div_t : i32 to index
  %uni_lb = arith.constant 0 : index
  %uni_st = arith.constant 1 : index
  %div_r = scf.for %uni_i = %uni_lb to %div_ub step %uni_st iter_args(%uni_acc = %uni_x) -> (i32) {
    %uni_s = arith.addi %uni_acc, %uni_x : i32
    scf.yield %uni_s : i32
  }
  func.return %div_r : i32
}

// An irreducible cycle with a diverged entry (seed 003): the load %div_ld has a uniform
// address, but every value of the cycle is assumed divergent.  (Which entry is the
// header is left open: LLVM picks it by its DFS order.)
// CHECK-LABEL: divergence @irreducible_taint
// CHECK:      divergent %div_ld
// CHECK-NEXT: why: %div_ld <- in irreducible cycle ^bb{{[13]}} (entries ^bb{{[13]}}, ^bb{{[13]}}) with diverged entry from branch ^bb2 <- %div_c <- %div_t <- simd.thread_id
func.func @irreducible_taint(%uni_n : i32, %uni_u : i1, %uni_m : memref<4xi32>) -> i32 {
  %div_t = simd.thread_id : i32
  %uni_zero_idx = arith.constant 0 : index
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.cond_br %uni_u, ^bb1(%uni_zero : i32), ^bb3(%uni_zero : i32)
^bb1(%div_p : i32):
  cf.br ^bb2
^bb2:
  %div_c = arith.cmpi slt, %div_p, %div_t : i32
  cf.cond_br %div_c, ^bb3(%div_p : i32), ^bb4(%div_p : i32)
^bb3(%div_r : i32):
  cf.br ^bb4(%div_r : i32)
^bb4(%div_s : i32):
  %div_ld = memref.load %uni_m[%uni_zero_idx] : memref<4xi32>
  %div_next = arith.addi %div_s, %div_ld : i32
  %div_more = arith.cmpi slt, %div_next, %uni_n : i32
  cf.cond_br %div_more, ^bb1(%div_next : i32), ^bb5
^bb5:
  func.return %div_next : i32
}

// Sources: a {simd.divergent} argument.
// CHECK-LABEL: divergence @marked_argument
// CHECK:      divergent %div_a
// CHECK-NEXT: why: %div_a <- argument marked {simd.divergent}
// CHECK:      divergent %div_b
// CHECK-NEXT: why: %div_b <- %div_a <- argument marked {simd.divergent}
func.func @marked_argument(%div_a : i32 {simd.divergent}, %uni_n : i32) -> i32 {
  %div_b = arith.addi %div_a, %uni_n : i32
  func.return %div_b : i32
}

// Sources in SIMD programs: a vector argument, an s2v of different scalars; a vphi on a
// divergent mask.
// CHECK-LABEL: divergence @simd_sources
// CHECK:      divergent %div_v
// CHECK-NEXT: why: %div_v <- vector argument of @simd_sources (lanes unknown)
// CHECK:      divergent %div_s
// CHECK-NEXT: why: %div_s <- simd.s2v of different scalars
// CHECK:      divergent %div_p
// CHECK-NEXT: why: %div_p <- %div_v <- vector argument of @simd_sources (lanes unknown)
// CHECK:      divergent %div_m
// CHECK-NEXT: why: %div_m <- %div_p <- %div_v <- vector argument of @simd_sources (lanes unknown)
func.func @simd_sources(%div_v : vector<4xi32>, %uni_x : i32, %uni_y : i32) -> vector<4xi32> {
  %div_s = simd.s2v %uni_x, %uni_y, %uni_x, %uni_y : vector<4xi32>
  %div_p = simd.vcmp slt, %div_v, %div_s : vector<4xi32>
  %uni_a = simd.s2vb %uni_x : vector<4xi32>
  %uni_b = simd.s2vb %uni_y : vector<4xi32>
  %div_m = simd.vphi %div_p, %uni_a, %uni_b : vector<4xi32>
  func.return %div_m : vector<4xi32>
}

// Sources: per-thread memory in a kernel.
// CHECK-LABEL: divergence @per_thread_memory
// CHECK:      divergent %div_t
// CHECK-NEXT: why: %div_t <- simd.thread_id
// CHECK:      divergent %div_mem
// CHECK-NEXT: why: %div_mem <- memref.alloca: per-thread memory in an SPMD kernel
// CHECK:      divergent %div_l
// CHECK-NEXT: why: %div_l <- %div_mem <- memref.alloca: per-thread memory in an SPMD kernel
func.func @per_thread_memory(%uni_n : i32) -> i32 {
  %div_t = simd.thread_id : i32
  %div_mem = memref.alloca() : memref<4xi32>
  %uni_i = arith.constant 0 : index
  %div_l = memref.load %div_mem[%uni_i] : memref<4xi32>
  func.return %div_l : i32
}
