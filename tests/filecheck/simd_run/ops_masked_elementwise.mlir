// Every elementwise op under a mask: mask(%p) computes the lanes where %p is on,
// mask(not %p) the others, each with a mixed, an all-on and an all-off mask.  The
// inactive lanes are poison, so each result is merged with the sentinel %s (99) by
// vphi on the same mask: r0/r1 mixed mask(p)/mask(not p), r2/r3 all-on, r4/r5 all-off.

// RUN: simd-run %s --entry vadd_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VADD
// VADD: "results": {{\[}}[9, 99, 99, -7], [99, -4, 7, 99], [9, -4, 7, -7], [99, 99, 99, 99], [99, 99, 99, 99], [9, -4, 7, -7]]
func.func @vadd_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vadd %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vadd %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vadd %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vadd %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vadd %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vadd %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vsub_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VSUB
// VSUB: "results": {{\[}}[5, 99, 99, -17], [99, -10, 17, 99], [5, -10, 17, -17], [99, 99, 99, 99], [99, 99, 99, 99], [5, -10, 17, -17]]
func.func @vsub_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vsub %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vsub %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vsub %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vsub %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vsub %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vsub %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vmul_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VMUL
// VMUL: "results": {{\[}}[14, 99, 99, -60], [99, -21, -60, 99], [14, -21, -60, -60], [99, 99, 99, 99], [99, 99, 99, 99], [14, -21, -60, -60]]
func.func @vmul_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vmul %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vmul %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vmul %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vmul %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vmul %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vmul %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vdiv_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VDIV
// VDIV: "results": {{\[}}[3, 99, 99, -2], [99, -2, -2, 99], [3, -2, -2, -2], [99, 99, 99, 99], [99, 99, 99, 99], [3, -2, -2, -2]]
func.func @vdiv_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vdiv %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vdiv %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vdiv %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vdiv %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vdiv %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vdiv %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vrem_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VREM
// VREM: "results": {{\[}}[1, 99, 99, -2], [99, -1, 2, 99], [1, -1, 2, -2], [99, 99, 99, 99], [99, 99, 99, 99], [1, -1, 2, -2]]
func.func @vrem_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vrem %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vrem %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vrem %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vrem %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vrem %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vrem %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vand_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VAND
// VAND: "results": {{\[}}[2, 99, 99, 4], [99, 1, 8, 99], [2, 1, 8, 4], [99, 99, 99, 99], [99, 99, 99, 99], [2, 1, 8, 4]]
func.func @vand_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vand %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vand %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vand %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vand %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vand %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vand %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vor_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VOR
// VOR: "results": {{\[}}[7, 99, 99, -11], [99, -5, -1, 99], [7, -5, -1, -11], [99, 99, 99, 99], [99, 99, 99, 99], [7, -5, -1, -11]]
func.func @vor_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vor %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vor %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vor %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vor %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vor %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vor %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vxor_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VXOR
// VXOR: "results": {{\[}}[5, 99, 99, -15], [99, -6, -9, 99], [5, -6, -9, -15], [99, 99, 99, 99], [99, 99, 99, 99], [5, -6, -9, -15]]
func.func @vxor_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vxor %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vxor %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vxor %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vxor %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vxor %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vxor %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vshl_masked --args '[[7, -7, 12, -12], [1, 4, 31, 2], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VSHL
// VSHL: "results": {{\[}}[14, 99, 99, -48], [99, -112, 0, 99], [14, -112, 0, -48], [99, 99, 99, 99], [99, 99, 99, 99], [14, -112, 0, -48]]
func.func @vshl_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vshl %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vshl %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vshl %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vshl %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vshl %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vshl %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vshr_masked --args '[[7, -7, 12, -12], [1, 4, 31, 2], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VSHR
// VSHR: "results": {{\[}}[3, 99, 99, -3], [99, -1, 0, 99], [3, -1, 0, -3], [99, 99, 99, 99], [99, 99, 99, 99], [3, -1, 0, -3]]
func.func @vshr_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vshr %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vshr %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vshr %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vshr %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vshr %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vshr %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vmin_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VMIN
// VMIN: "results": {{\[}}[2, 99, 99, -12], [99, -7, -5, 99], [2, -7, -5, -12], [99, 99, 99, 99], [99, 99, 99, 99], [2, -7, -5, -12]]
func.func @vmin_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vmin %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vmin %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vmin %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vmin %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vmin %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vmin %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// RUN: simd-run %s --entry vmax_masked --args '[[7, -7, 12, -12], [2, 3, -5, 5], [1, 0, 0, 1], [1, 1, 1, 1], [0, 0, 0, 0], [99, 99, 99, 99]]' --json | filecheck %s --check-prefix=VMAX
// VMAX: "results": {{\[}}[7, 99, 99, 5], [99, 3, 12, 99], [7, 3, 12, 5], [99, 99, 99, 99], [99, 99, 99, 99], [7, 3, 12, 5]]
func.func @vmax_masked(%a: vector<4xi32>, %b: vector<4xi32>, %mixed: vector<4xi1>, %on: vector<4xi1>, %off: vector<4xi1>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %mixed_t = simd.vmax %a, %b mask(%mixed) : vector<4xi32>
  %r0 = simd.vphi %mixed, %mixed_t, %s : vector<4xi32>
  %mixed_e = simd.vmax %a, %b mask(not %mixed) : vector<4xi32>
  %r1 = simd.vphi %mixed, %s, %mixed_e : vector<4xi32>
  %on_t = simd.vmax %a, %b mask(%on) : vector<4xi32>
  %r2 = simd.vphi %on, %on_t, %s : vector<4xi32>
  %on_e = simd.vmax %a, %b mask(not %on) : vector<4xi32>
  %r3 = simd.vphi %on, %s, %on_e : vector<4xi32>
  %off_t = simd.vmax %a, %b mask(%off) : vector<4xi32>
  %r4 = simd.vphi %off, %off_t, %s : vector<4xi32>
  %off_e = simd.vmax %a, %b mask(not %off) : vector<4xi32>
  %r5 = simd.vphi %off, %s, %off_e : vector<4xi32>
  func.return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}
