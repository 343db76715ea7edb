// RUN: simd-opt %s -p 'print-divergence{format=dot}' | filecheck %s
// RUN: simd-opt %s -p 'print-divergence{format=dot explain=true}' | filecheck %s --check-prefix=WHY
// RUN: simd-opt %s -p 'print-divergence{format=dot}' -o %t.dot && filecheck %s < %t.dot
// RUN: not simd-opt %s -p 'print-divergence{format=svg}' 2>&1 | filecheck %s --check-prefix=ERR
//
// print-divergence{format=dot}: Graphviz DOT only (no IR after it; into FILE with -o), one digraph, one
// cluster per function, one node per block (split at structured ops), one table row
// per op.  Uniform names are blue (#1f5fbf), divergent ones red (#d62728) and bold,
// temporally divergent uses orange (#e67e00) and underlined.  One function per
// behaviour.  (tests/tools/test_print_divergence_dot.py renders it with `dot`.)
//
// CHECK:       digraph divergence {
//
// With explain=true each block's tooltip lists the reasons of its divergent values.
// WHY-LABEL: label="@cf_if_join"
// WHY:       cf_if_join_bb3 [label=
// WHY:       </table>> peripheries=2 color="#d62728" tooltip="%div_x <- phi at ^bb3, a join of divergent branch ^bb0 <- %div_c <- %div_tid <- simd.thread_id"];
//
// ERR: simd-opt: error: print-divergence: format: expected text or dot, got 'svg'

// A divergent cf.cond_br: red bold T/F edges; ^bb3, where the two paths meet, is a
// join (double border, "join of divergent branch ^bb0"); its argument is red.
// CHECK-LABEL: label="@cf_if_join"
// CHECK:         cf_if_join_bb0 [label=
// CHECK-NEXT:      <b>^bb0(<font color="#1f5fbf">%uni_n</font>)</b>
// CHECK-NEXT:      <font color="#d62728"><b>%div_tid</b></font> = simd.thread_id : i32
// CHECK-NEXT:      <font color="#d62728"><b>%div_c</b></font> = arith.cmpi slt, <font color="#d62728"><b>%div_tid</b></font>, <font color="#1f5fbf">%uni_n</font> : i32
// CHECK:         cf_if_join_bb3 [label=
// CHECK-NEXT:      <b>^bb3(<font color="#d62728"><b>%div_x</b></font>)</b>
// CHECK-NEXT:      <i>join of divergent branch ^bb0</i>
// CHECK-NEXT:      func.return <font color="#d62728"><b>%div_x</b></font> : i32
// CHECK-NEXT:      </table>> peripheries=2 color="#d62728"];
// CHECK-NEXT:    cf_if_join_bb0 -> cf_if_join_bb1 [label="T" color="#d62728" penwidth=2.5 fontcolor="#d62728"];
// CHECK-NEXT:    cf_if_join_bb0 -> cf_if_join_bb2 [label="F" color="#d62728" penwidth=2.5 fontcolor="#d62728"];
// CHECK-NEXT:    cf_if_join_bb1 -> cf_if_join_bb3;
// CHECK-NEXT:    cf_if_join_bb2 -> cf_if_join_bb3;
func.func @cf_if_join(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
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

// A uniform branch: plain black edges, no join, every value blue.
// CHECK-LABEL: label="@cf_uniform_branch"
// CHECK-NOT:     peripheries
// CHECK-NOT:     #d62728
// CHECK:         cf_uniform_branch_bb0 -> cf_uniform_branch_bb1 [label="T"];
// CHECK-NEXT:    cf_uniform_branch_bb0 -> cf_uniform_branch_bb2 [label="F"];
func.func @cf_uniform_branch(%uni_n : i32, %uni_u : i1) -> i32 {
  %uni_one = arith.constant 1 : i32
  cf.cond_br %uni_u, ^bb1, ^bb2(%uni_n : i32)
^bb1:
  cf.br ^bb2(%uni_one : i32)
^bb2(%uni_x : i32):
  func.return %uni_x : i32
}

// A natural loop is a grey cluster named by its header; its divergent exit is named
// in the label and at the exit block; %uni_i read after the loop is a temporally
// divergent use (orange, underlined) although %uni_i is uniform inside; the back edge
// is dashed and drawn on the right.
// CHECK-LABEL: label="@loop_divergent_exit"
// CHECK:         loop_divergent_exit_bb3 [label=
// CHECK-NEXT:      <b>^bb3</b>
// CHECK-NEXT:      <i>divergent exit of cycle ^bb1</i>
// CHECK-NEXT:      <font color="#d62728"><b>%div_after</b></font> = arith.addi <font color="#e67e00"><u>%uni_i</u></font>, <font color="#1f5fbf">%uni_one</font> : i32
// CHECK:         subgraph cluster_{{.*}} {
// CHECK-NEXT:      label="cycle ^bb1 - divergent exit at ^bb1"; labeljust=l; style="rounded,filled"; color="#9a9a9a"
// CHECK-NEXT:      loop_divergent_exit_bb1 [label=
// CHECK:           loop_divergent_exit_bb2 [label=
// CHECK:         loop_divergent_exit_bb2 -> loop_divergent_exit_bb1 [style=dashed tailport=e headport=e constraint=false];
func.func @loop_divergent_exit(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %div_c = arith.cmpi slt, %uni_i, %div_tid : i32
  cf.cond_br %div_c, ^bb2, ^bb3
^bb2:
  %uni_next = arith.addi %uni_i, %uni_one : i32
  cf.br ^bb1(%uni_next : i32)
^bb3:
  %div_after = arith.addi %uni_i, %uni_one : i32
  func.return %div_after : i32
}

// The same loop with a uniform exit: the cluster has no "divergent exit".
// CHECK-LABEL: label="@loop_uniform_exit"
// CHECK-NOT:     divergent exit
// CHECK:         label="cycle ^bb1"; labeljust=l;
// CHECK-NOT:     #e67e00
// CHECK:         loop_uniform_exit_bb1 -> loop_uniform_exit_bb2 [label="T"];
func.func @loop_uniform_exit(%uni_n : i32) -> i32 {
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %uni_c = arith.cmpi slt, %uni_i, %uni_n : i32
  cf.cond_br %uni_c, ^bb2, ^bb3
^bb2:
  %uni_next = arith.addi %uni_i, %uni_one : i32
  cf.br ^bb1(%uni_next : i32)
^bb3:
  func.return %uni_i : i32
}

// A two-entry cycle entered by a divergent branch: a dashed red cluster naming its
// header and entries; both entries are joins of ^bb0.
// CHECK-LABEL: label="@irreducible_diverged_entry"
// CHECK:         label="irreducible cycle, header ^bb{{[12]}}, entries ^bb{{[12]}}, ^bb{{[12]}}{{.*}}"; labeljust=l; style="dashed,filled"; color="#d62728"
// CHECK-NEXT:      irreducible_diverged_entry_bb1 [label=
// CHECK-NEXT:        <b>^bb1(<font color="#d62728"><b>%div_p</b></font>)</b>
// CHECK-NEXT:        <i>join of divergent branch ^bb0</i>
// CHECK:           irreducible_diverged_entry_bb2 [label=
// CHECK-NEXT:        <b>^bb2(<font color="#d62728"><b>%div_r</b></font>)</b>
// CHECK-NEXT:        <i>join of divergent branch ^bb0</i>
func.func @irreducible_diverged_entry(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.cond_br %div_c, ^bb1(%uni_zero : i32), ^bb2(%uni_zero : i32)
^bb1(%div_p : i32):
  %div_pn = arith.addi %div_p, %uni_one : i32
  cf.br ^bb2(%div_pn : i32)
^bb2(%div_r : i32):
  %div_more = arith.cmpi slt, %div_r, %uni_n : i32
  cf.cond_br %div_more, ^bb1(%div_r : i32), ^bb3
^bb3:
  func.return %div_r : i32
}

// cf.switch: edges labelled by case, default first; divergent on a lane id.
// CHECK-LABEL: label="@switch_cases"
// CHECK:         switch_cases_bb0 -> switch_cases_bb2 [label="default" color="#d62728"
// CHECK-NEXT:    switch_cases_bb0 -> switch_cases_bb1 [label="7" color="#d62728"
func.func @switch_cases(%uni_n : i32) -> i32 {
  %div_lane = simd.lane_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.switch %div_lane : i32, [
    default: ^bb2(%uni_zero : i32),
    7: ^bb1
  ]
^bb1:
  cf.br ^bb2(%uni_one : i32)
^bb2(%div_x : i32):
  func.return %div_x : i32
}

// scf.if: the block is split at the op; its regions are a cluster (red: divergent
// condition) and the ops after it form the join node.
// CHECK-LABEL: label="@scf_if_divergent"
// CHECK:         scf_if_divergent_bb0 [label=
// CHECK:           <font color="#d62728"><b>%div_r</b></font> = scf.if <font color="#d62728"><b>%div_c</b></font> -&gt; (i32)</td></tr>
// CHECK:         label="scf.if (divergent)"; labeljust=l; style=rounded; color="#d62728";
// CHECK-NEXT:      scf_if_divergent_then [label=
// CHECK-NEXT:        <b>then</b>
// CHECK:           scf_if_divergent_else [label=
// CHECK-NEXT:        <b>else</b>
// CHECK:         scf_if_divergent_bb0_after [label=
// CHECK-NEXT:      <i>join of divergent scf.if</i>
// CHECK-NEXT:      func.return <font color="#d62728"><b>%div_r</b></font> : i32
// CHECK-NEXT:      </table>> peripheries=2
// CHECK-NEXT:    scf_if_divergent_bb0 -> scf_if_divergent_then [label="then" color="#d62728"
// CHECK-NEXT:    scf_if_divergent_bb0 -> scf_if_divergent_else [label="else" color="#d62728"
// CHECK-NEXT:    scf_if_divergent_then -> scf_if_divergent_bb0_after;
// CHECK-NEXT:    scf_if_divergent_else -> scf_if_divergent_bb0_after;
func.func @scf_if_divergent(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %div_r = scf.if %div_c -> (i32) {
    %uni_a = arith.constant 1 : i32
    scf.yield %uni_a : i32
  } else {
    %uni_b = arith.constant 2 : i32
    scf.yield %uni_b : i32
  }
  func.return %div_r : i32
}

// scf.while: before and do regions in a cluster, a dashed back edge, red T/F on a
// divergent condition, and the ops after it marked as a divergent loop exit.
// CHECK-LABEL: label="@scf_while_divergent_exit"
// CHECK:         label="scf.while (divergent exit)"
// CHECK-NEXT:      scf_while_divergent_exit_before [label=
// CHECK-NEXT:        <b>before(<font color="#1f5fbf">%uni_i</font>)</b>
// CHECK:           scf_while_divergent_exit_do [label=
// CHECK-NEXT:        <b>do(<font color="#1f5fbf">%uni_j</font>)</b>
// CHECK:         scf_while_divergent_exit_bb0_after [label=
// CHECK-NEXT:      <i>divergent loop exit of scf.while</i>
// CHECK:         scf_while_divergent_exit_bb0 -> scf_while_divergent_exit_before;
// CHECK-NEXT:    scf_while_divergent_exit_before -> scf_while_divergent_exit_do [label="T" color="#d62728"
// CHECK-NEXT:    scf_while_divergent_exit_do -> scf_while_divergent_exit_before [style=dashed tailport=e headport=e constraint=false];
// CHECK-NEXT:    scf_while_divergent_exit_before -> scf_while_divergent_exit_bb0_after [label="F" color="#d62728"
func.func @scf_while_divergent_exit(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %div_r = scf.while (%uni_i = %uni_zero) : (i32) -> i32 {
    %div_go = arith.cmpi slt, %uni_i, %div_tid : i32
    scf.condition(%div_go) %uni_i : i32
  } do {
  ^bb0(%uni_j : i32):
    %uni_k = arith.addi %uni_j, %uni_one : i32
    scf.yield %uni_k : i32
  }
  func.return %div_r : i32
}

// scf.for with uniform bounds: a grey cluster, a self back edge, a plain exit.
// CHECK-LABEL: label="@scf_for_uniform"
// CHECK:         label="scf.for"; labeljust=l;
// CHECK-NEXT:      scf_for_uniform_body [label=
// CHECK:         scf_for_uniform_bb0 -> scf_for_uniform_body;
// CHECK-NEXT:    scf_for_uniform_body -> scf_for_uniform_body [style=dashed tailport=e headport=e constraint=false];
// CHECK-NEXT:    scf_for_uniform_body -> scf_for_uniform_bb0_after [label="exit"];
func.func @scf_for_uniform(%uni_n : index, %uni_x : i32) -> i32 {
  %uni_lb = arith.constant 0 : index
  %uni_st = arith.constant 1 : index
  %uni_r = scf.for %uni_i = %uni_lb to %uni_n step %uni_st iter_args(%uni_acc = %uni_x) -> (i32) {
    %uni_s = arith.addi %uni_acc, %uni_x : i32
    scf.yield %uni_s : i32
  }
  func.return %uni_r : i32
}

// A SIMD program: vector values carry their stride shape where they are defined.
// CHECK-LABEL: label="@simd_vector_shapes"
// CHECK:         <font color="#d62728"><b>%lanes [consecutive]</b></font> = simd.s2v
// CHECK-NEXT:    <font color="#1f5fbf">%two [uniform]</font> = simd.s2vb
// CHECK-NEXT:    <font color="#d62728"><b>%even [strided(2)]</b></font> = simd.vadd <font color="#d62728"><b>%lanes</b></font>, <font color="#d62728"><b>%lanes</b></font>
// CHECK-NEXT:    <font color="#d62728"><b>%v [varying]</b></font> = simd.gather
// CHECK:       legend [label=
// The DOT text is the whole output: no IR follows it.
// CHECK-NOT:   builtin.module
func.func @simd_vector_shapes(%m : memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %two = simd.s2vb %c2 : vector<4xi32>
  %even = simd.vadd %lanes, %lanes : vector<4xi32>
  %v = simd.gather %m[%even] : memref<?xi32>, vector<4xi32>
  %w = simd.vadd %v, %two : vector<4xi32>
  func.return %w : vector<4xi32>
}
