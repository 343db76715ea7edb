// RUN: simd-opt %S/../../../examples/fn0.mlir -p 'insert-uniformity-checks{threshold=1},convert-simd-to-lockstep{mask-style=exec fuse-exec=false}' | filecheck %s --check-prefix=AMD
// RUN: simd-opt %S/../../../examples/fn0.mlir -p 'convert-simd-to-lockstep{mask-style=per-op}' | filecheck %s --check-prefix=NYUZI
// RUN: simd-opt %S/../../../examples/fn0.mlir -p 'convert-simd-to-lockstep{mask-style=exec fuse-exec=false}' | filecheck %s --check-prefix=NOSKIP
// Seed 001's fn0, `if (a > b) return a*a - b; else return b*b - a;` (examples/fn0.mlir).
//
// AMD Southern Islands listing: v_cmp_gt; s_mov_b64 s0, exec; s_and_b64 exec, vcc, exec;
// s_cbranch_execz; v_mul; v_sub; s_not_b64 exec; s_and_b64 exec, s0, exec;
// s_cbranch_execz; v_mul; v_sub; s_mov_b64 exec, s0.  The skips come from the
// uniformity checks (threshold 1: each arm has two instructions).

// AMD-LABEL: func.func @main
// AMD:      %[[A:.*]] = lockstep.vload
// AMD-NEXT: %[[B:.*]] = lockstep.vload
// AMD-NEXT: %[[P:.*]] = lockstep.vcmp sgt, %[[A]], %[[B]] : vector<4xi32>
// AMD-NEXT: %[[S0:.*]] = lockstep.exec_save : vector<4xi1>
// AMD-NEXT: lockstep.exec_and %[[P]] : vector<4xi1>
// AMD-NEXT: %[[T:.*]] = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
// AMD-NEXT:   %[[AA:.*]] = lockstep.valu mul %[[A]], %[[A]] : vector<4xi32>
// AMD-NEXT:   %[[T1:.*]] = lockstep.valu sub %[[AA]], %[[B]] : vector<4xi32>
// AMD-NEXT:   lockstep.yield %[[T1]] : vector<4xi32>
// AMD-NEXT: }
// AMD-NEXT: lockstep.exec_not : vector<4xi1>
// AMD-NEXT: lockstep.exec_and %[[S0]] : vector<4xi1>
// AMD-NEXT: %[[E:.*]] = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
// AMD-NEXT:   %[[BB:.*]] = lockstep.valu mul %[[B]], %[[B]] : vector<4xi32>
// AMD-NEXT:   %[[E1:.*]] = lockstep.valu sub %[[BB]], %[[A]] : vector<4xi32>
// AMD-NEXT:   lockstep.yield %[[E1]] : vector<4xi32>
// AMD-NEXT: }
// AMD-NEXT: lockstep.exec_restore %[[S0]] : vector<4xi1>
// The skipped results cannot be merged in place (a skipped arm writes nothing), so a
// select merges them.
// AMD-NEXT: %[[R:.*]] = lockstep.vsel %[[P]], %[[T]], %[[E]] : vector<4xi32>
// AMD-NEXT: func.return %[[R]] : vector<4xi32>

// Nyuzi listing: cmpgt s1, v0, v1; mul v2, v0, v0; sub_mask v2, s1, v2, v1;
// mul v1, v1, v1; sub_mask v2, ~s1, v1, v0 — the temporaries are unmasked, and the
// second masked subtract writes into the first one's register (`merge`).
// NYUZI-LABEL: func.func @main
// NYUZI:      %[[A:.*]] = lockstep.vload
// NYUZI-NEXT: %[[B:.*]] = lockstep.vload
// NYUZI-NEXT: %[[P:.*]] = lockstep.vcmp sgt, %[[A]], %[[B]] : vector<4xi32>
// NYUZI-NEXT: %[[AA:.*]] = lockstep.valu mul %[[A]], %[[A]] : vector<4xi32>
// NYUZI-NEXT: %[[T:.*]] = lockstep.valu sub %[[AA]], %[[B]] mask(%[[P]]) : vector<4xi32>
// NYUZI-NEXT: %[[BB:.*]] = lockstep.valu mul %[[B]], %[[B]] : vector<4xi32>
// NYUZI-NEXT: %[[E:.*]] = lockstep.valu sub %[[BB]], %[[A]] mask(not %[[P]]) merge(%[[T]]) : vector<4xi32>
// NYUZI-NEXT: func.return %[[E]] : vector<4xi32>

// Without the checks, exec style has the same exec sequence and no skips, and like
// AMD's listing both arms write one register (no select).
// NOSKIP-LABEL: func.func @main
// NOSKIP:      %[[P:.*]] = lockstep.vcmp sgt
// NOSKIP-NEXT: %[[S0:.*]] = lockstep.exec_save : vector<4xi1>
// NOSKIP-NEXT: lockstep.exec_and %[[P]] : vector<4xi1>
// NOSKIP-NEXT: lockstep.valu mul
// NOSKIP-NEXT: lockstep.valu sub
// NOSKIP-NEXT: lockstep.exec_not : vector<4xi1>
// NOSKIP-NEXT: lockstep.exec_and %[[S0]] : vector<4xi1>
// NOSKIP-NEXT: lockstep.valu mul
// NOSKIP-NEXT: %[[E:.*]] = lockstep.valu sub %{{.*}}, %{{.*}} merge(%{{.*}}) : vector<4xi32>
// NOSKIP-NEXT: lockstep.exec_restore %[[S0]] : vector<4xi1>
// NOSKIP-NEXT: func.return %[[E]]
