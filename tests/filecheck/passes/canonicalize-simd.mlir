// RUN: simd-opt %s -p canonicalize | filecheck %s
//
// The simd dialect's canonicalization patterns (dialects/simd_canonicalization.py), run
// by xDSL's canonicalize: one function per pattern, negative cases next to positive ones.

// CHECK-LABEL: func.func @broadcast_operands_fold_to_scalar_op
// CHECK-NEXT:    %c = arith.muli %x, %y : i32
// CHECK-NEXT:    %c_1 = simd.s2vb %c : vector<4xi32>
// CHECK-NEXT:    func.return %c_1 : vector<4xi32>
func.func @broadcast_operands_fold_to_scalar_op(%x: i32, %y: i32) -> vector<4xi32> {
  %a = simd.s2vb %x : vector<4xi32>
  %b = simd.s2vb %y : vector<4xi32>
  %c = simd.vmul %a, %b : vector<4xi32>
  func.return %c : vector<4xi32>
}

// CHECK-LABEL: func.func @broadcast_division_by_variable_stays
// CHECK-NEXT:    %a = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %b = simd.s2vb %y : vector<4xi32>
// CHECK-NEXT:    %c = simd.vdiv %a, %b : vector<4xi32>
// CHECK-NEXT:    func.return %c : vector<4xi32>
func.func @broadcast_division_by_variable_stays(%x: i32, %y: i32) -> vector<4xi32> {
  %a = simd.s2vb %x : vector<4xi32>
  %b = simd.s2vb %y : vector<4xi32>
  %c = simd.vdiv %a, %b : vector<4xi32>
  func.return %c : vector<4xi32>
}

// CHECK-LABEL: func.func @broadcast_shift_by_variable_stays
// CHECK-NEXT:    %a = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %b = simd.s2vb %y : vector<4xi32>
// CHECK-NEXT:    %c = simd.vshl %a, %b : vector<4xi32>
// CHECK-NEXT:    func.return %c : vector<4xi32>
func.func @broadcast_shift_by_variable_stays(%x: i32, %y: i32) -> vector<4xi32> {
  %a = simd.s2vb %x : vector<4xi32>
  %b = simd.s2vb %y : vector<4xi32>
  %c = simd.vshl %a, %b : vector<4xi32>
  func.return %c : vector<4xi32>
}

// CHECK-LABEL: func.func @add_zero_broadcast_is_identity
// CHECK-NEXT:    func.return %v : vector<4xi32>
func.func @add_zero_broadcast_is_identity(%v: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %z = simd.s2vb %c0 : vector<4xi32>
  %a = simd.vadd %z, %v mask(%p) : vector<4xi32>
  %b = simd.vsub %a, %z : vector<4xi32>
  func.return %b : vector<4xi32>
}

// CHECK-LABEL: func.func @zero_minus_x_is_not_identity
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %z = simd.s2vb %c0 : vector<4xi32>
// CHECK-NEXT:    %b = simd.vsub %z, %v : vector<4xi32>
// CHECK-NEXT:    func.return %b : vector<4xi32>
func.func @zero_minus_x_is_not_identity(%v: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %z = simd.s2vb %c0 : vector<4xi32>
  %b = simd.vsub %z, %v : vector<4xi32>
  func.return %b : vector<4xi32>
}

// CHECK-LABEL: func.func @mul_one_broadcast_is_identity
// CHECK-NEXT:    func.return %v : vector<4xi32>
func.func @mul_one_broadcast_is_identity(%v: vector<4xi32>) -> vector<4xi32> {
  %c1 = arith.constant 1 : i32
  %o = simd.s2vb %c1 : vector<4xi32>
  %a = simd.vmul %o, %v : vector<4xi32>
  func.return %a : vector<4xi32>
}

// CHECK-LABEL: func.func @vphi_of_equal_sides_is_the_side
// CHECK-NEXT:    func.return %v : vector<4xi32>
func.func @vphi_of_equal_sides_is_the_side(%p: vector<4xi1>, %v: vector<4xi32>) -> vector<4xi32> {
  %r = simd.vphi %p, %v, %v : vector<4xi32>
  func.return %r : vector<4xi32>
}

// A poison side may be read as the other side's lanes (lift-cf-to-scf's not-taken arms).
// CHECK-LABEL: func.func @vphi_with_a_poison_side_is_the_other_side
// CHECK-NEXT:    %s = arith.addi %x, %y : vector<4xi32>
// CHECK-NEXT:    func.return %v, %v, %s : vector<4xi32>, vector<4xi32>, vector<4xi32>
func.func @vphi_with_a_poison_side_is_the_other_side(%p: vector<4xi1>, %v: vector<4xi32>, %x: vector<4xi32>, %y: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %u = ub.poison : vector<4xi32>
  %a = simd.vphi %p, %v, %u mask(%p) : vector<4xi32>
  %b = simd.vphi %p, %u, %v : vector<4xi32>
  %s = arith.addi %x, %y : vector<4xi32>
  %c = simd.vphi %p, %s, %s : vector<4xi32>
  func.return %a, %b, %c : vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @vphi_on_constant_mask_picks_a_side
// CHECK-NEXT:    func.return %v : vector<4xi32>
func.func @vphi_on_constant_mask_picks_a_side(%v: vector<4xi32>, %w: vector<4xi32>) -> vector<4xi32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %r = simd.vphi %t, %v, %w : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @vphi_hoists_common_operand
// CHECK-NEXT:    %r = simd.vphi %p, %a, %b : vector<4xi32>
// CHECK-NEXT:    %r_1 = simd.vadd %x, %r : vector<4xi32>
// CHECK-NEXT:    func.return %r_1 : vector<4xi32>
func.func @vphi_hoists_common_operand(%p: vector<4xi1>, %x: vector<4xi32>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %t = simd.vadd %x, %a mask(%p) : vector<4xi32>
  %e = simd.vadd %b, %x mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}

// CHECK-LABEL: func.func @vphi_keeps_sides_read_elsewhere
// CHECK-NEXT:    %t = simd.vadd %x, %a mask(%p) : vector<4xi32>
// CHECK-NEXT:    %e = simd.vadd %x, %b mask(not %p) : vector<4xi32>
// CHECK-NEXT:    %r = simd.vphi %p, %t, %e : vector<4xi32>
// CHECK-NEXT:    func.return %r, %t : vector<4xi32>, vector<4xi32>
func.func @vphi_keeps_sides_read_elsewhere(%p: vector<4xi1>, %x: vector<4xi32>, %a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %t = simd.vadd %x, %a mask(%p) : vector<4xi32>
  %e = simd.vadd %x, %b mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r, %t : vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @v2s_of_broadcast_is_the_scalar
// CHECK-NEXT:    func.return %x : i32
func.func @v2s_of_broadcast_is_the_scalar(%x: i32, %l: i32) -> i32 {
  %v = simd.s2vb %x : vector<4xi32>
  %s = simd.v2s %v[%l] : vector<4xi32>
  func.return %s : i32
}

// CHECK-LABEL: func.func @v2s_of_s2v_at_constant_lane
// CHECK-NEXT:    func.return %y : i32
func.func @v2s_of_s2v_at_constant_lane(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %v = simd.s2v %x, %y, %x, %x : vector<4xi32>
  %s = simd.v2s %v[%c1] : vector<4xi32>
  func.return %s : i32
}

// CHECK-LABEL: func.func @s2v_of_one_value_is_a_broadcast
// CHECK-NEXT:    %v = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    func.return %v : vector<4xi32>
func.func @s2v_of_one_value_is_a_broadcast(%x: i32) -> vector<4xi32> {
  %v = simd.s2v %x, %x, %x, %x : vector<4xi32>
  func.return %v : vector<4xi32>
}

// CHECK-LABEL: func.func @s2v_of_different_values_stays
// CHECK-NEXT:    %v = simd.s2v %x, %y, %x, %x : vector<4xi32>
// CHECK-NEXT:    func.return %v : vector<4xi32>
func.func @s2v_of_different_values_stays(%x: i32, %y: i32) -> vector<4xi32> {
  %v = simd.s2v %x, %y, %x, %x : vector<4xi32>
  func.return %v : vector<4xi32>
}

// CHECK-LABEL: func.func @double_negation_cancels
// CHECK-NEXT:    func.return %p : vector<4xi1>
func.func @double_negation_cancels(%p: vector<4xi1>) -> vector<4xi1> {
  %q = simd.pnot %p : vector<4xi1>
  %r = simd.pnot %q : vector<4xi1>
  func.return %r : vector<4xi1>
}

// CHECK-LABEL: func.func @pand_all_false_is_all_false
// CHECK-NEXT:    %f = arith.constant false
// CHECK-NEXT:    %none = simd.s2vb %f : vector<4xi1>
// CHECK-NEXT:    func.return %none, %p : vector<4xi1>, vector<4xi1>
func.func @pand_all_false_is_all_false(%p: vector<4xi1>) -> (vector<4xi1>, vector<4xi1>) {
  %f = arith.constant false
  %none = simd.s2vb %f : vector<4xi1>
  %a = simd.pand %p, %none : vector<4xi1>
  %o = simd.por %none, %p : vector<4xi1>
  func.return %a, %o : vector<4xi1>, vector<4xi1>
}

// CHECK-LABEL: func.func @pand_of_two_variables_stays
// CHECK-NEXT:    %a = simd.pand %p, %q : vector<4xi1>
// CHECK-NEXT:    func.return %a : vector<4xi1>
func.func @pand_of_two_variables_stays(%p: vector<4xi1>, %q: vector<4xi1>) -> vector<4xi1> {
  %a = simd.pand %p, %q : vector<4xi1>
  func.return %a : vector<4xi1>
}

// A broadcast negated condition is the negated broadcast (cse then shares the
// broadcast of %c); not under a mask, not for a non-negation.
// CHECK-LABEL: func.func @broadcast_of_negation_is_pnot
// CHECK-NEXT:    %t = arith.constant true
// CHECK-NEXT:    %x = arith.xori %c, %t : i1
// CHECK-NEXT:    %[[B:.*]] = simd.s2vb %c : vector<4xi1>
// CHECK-NEXT:    %[[N:.*]] = simd.pnot %[[B]] : vector<4xi1>
// CHECK-NEXT:    %m = simd.s2vb %x mask(%p) : vector<4xi1>
// CHECK-NEXT:    func.return %[[N]], %m : vector<4xi1>, vector<4xi1>
func.func @broadcast_of_negation_is_pnot(%c: i1, %p: vector<4xi1>) -> (vector<4xi1>, vector<4xi1>) {
  %t = arith.constant true
  %x = arith.xori %c, %t : i1
  %b = simd.s2vb %x : vector<4xi1>
  %m = simd.s2vb %x mask(%p) : vector<4xi1>
  func.return %b, %m : vector<4xi1>, vector<4xi1>
}

// Boolean laws on masks: a & a = a, a & (a & b) = a & b, a & (a | b) = a, with pand
// and por swapped and either operand order.
// CHECK-LABEL: func.func @mask_idempotence_repeat_and_absorption
// CHECK-NEXT:    %ab = simd.pand %a, %b : vector<4xi1>
// CHECK-NEXT:    %aob = simd.por %a, %b : vector<4xi1>
// CHECK-NEXT:    func.return %a, %a, %ab, %ab, %aob, %a, %a : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
func.func @mask_idempotence_repeat_and_absorption(%a: vector<4xi1>, %b: vector<4xi1>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %aa = simd.pand %a, %a : vector<4xi1>
  %oo = simd.por %a, %a : vector<4xi1>
  %ab = simd.pand %a, %b : vector<4xi1>
  %r1 = simd.pand %a, %ab : vector<4xi1>
  %r2 = simd.pand %ab, %b : vector<4xi1>
  %aob = simd.por %a, %b : vector<4xi1>
  %s1 = simd.pand %a, %aob : vector<4xi1>
  %s2 = simd.por %ab, %a : vector<4xi1>
  func.return %aa, %oo, %r1, %r2, %aob, %s1, %s2 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// Different operands are not simplified: a & (b & c), a & (b | c).
// CHECK-LABEL: func.func @mask_laws_need_a_shared_operand
// CHECK-NEXT:    %bc = simd.pand %b, %c : vector<4xi1>
// CHECK-NEXT:    %r = simd.pand %a, %bc : vector<4xi1>
// CHECK-NEXT:    %boc = simd.por %b, %c : vector<4xi1>
// CHECK-NEXT:    %s = simd.pand %a, %boc : vector<4xi1>
func.func @mask_laws_need_a_shared_operand(%a: vector<4xi1>, %b: vector<4xi1>, %c: vector<4xi1>) -> (vector<4xi1>, vector<4xi1>) {
  %bc = simd.pand %b, %c : vector<4xi1>
  %r = simd.pand %a, %bc : vector<4xi1>
  %boc = simd.por %b, %c : vector<4xi1>
  %s = simd.pand %a, %boc : vector<4xi1>
  func.return %r, %s : vector<4xi1>, vector<4xi1>
}

// Absorption of a complement: a | (~a & b) = a | b (a short-circuit `||` linearized as a
// select), a & (~a | b) = a & b; not when the negation is of another mask.
// CHECK-LABEL: func.func @mask_complement_absorption
// CHECK-NEXT:    %na = simd.pnot %a : vector<4xi1>
// CHECK-NEXT:    %nab = simd.pand %na, %b : vector<4xi1>
// CHECK-NEXT:    %[[OR:.*]] = simd.por %a, %b : vector<4xi1>
// CHECK-NEXT:    %[[AND:.*]] = simd.pand %a, %b : vector<4xi1>
// CHECK-NEXT:    %u = simd.por %c, %nab : vector<4xi1>
// CHECK-NEXT:    func.return %[[OR]], %[[AND]], %u : vector<4xi1>, vector<4xi1>, vector<4xi1>
func.func @mask_complement_absorption(%a: vector<4xi1>, %b: vector<4xi1>, %c: vector<4xi1>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %na = simd.pnot %a : vector<4xi1>
  %nab = simd.pand %na, %b : vector<4xi1>
  %s = simd.por %a, %nab : vector<4xi1>
  %naob = simd.por %b, %na : vector<4xi1>
  %t = simd.pand %naob, %a : vector<4xi1>
  %u = simd.por %c, %nab : vector<4xi1>
  func.return %s, %t, %u : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
