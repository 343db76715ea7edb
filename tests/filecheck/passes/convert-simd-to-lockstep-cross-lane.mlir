// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=exec fuse-exec=false}' | filecheck %s --check-prefix=EXEC
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op}' | filecheck %s --check-prefix=PEROP
//
// The cross-lane vector forms lower to their lockstep instructions: under exec like
// every vector-unit op (AMD: DPP / ds_swizzle for constant lanes, ds_bpermute for a
// vector index, the SALU s_and_b64 of a compare mask and exec for a ballot, a DPP
// row-shift sequence for a scan), or keeping their mask operand (Nyuzi's shuffle).

// EXEC-LABEL: func.func @cross_lane_under_a_mask
// EXEC-NEXT:    %[[S:.*]] = lockstep.exec_save : vector<4xi1>
// EXEC-NEXT:    lockstep.exec_and %p : vector<4xi1>
// EXEC-NEXT:    %a = lockstep.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
// EXEC-NEXT:    %b = lockstep.vpermute %a, %i : vector<4xi32>
// EXEC-NEXT:    %c = lockstep.vballot %q : vector<4xi1> to i32
// EXEC-NEXT:    %d = lockstep.vscan inclusive add, %b : vector<4xi32>
// EXEC-NEXT:    lockstep.exec_restore %[[S]] : vector<4xi1>
// PEROP-LABEL: func.func @cross_lane_under_a_mask
// PEROP-NEXT:    %a = lockstep.vshuffle %v [1, 0, 3, 2] mask(%p) : vector<4xi32>
// PEROP-NEXT:    %b = lockstep.vpermute %a, %i mask(%p) : vector<4xi32>
// PEROP-NEXT:    %c = lockstep.vballot %q mask(%p) : vector<4xi1> to i32
// PEROP-NEXT:    %d = lockstep.vscan inclusive add, %b mask(%p) : vector<4xi32>
func.func @cross_lane_under_a_mask(%v: vector<4xi32>, %i: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>) -> (vector<4xi32>, i32) {
  %a = simd.vshuffle %v [1, 0, 3, 2] mask(%p) : vector<4xi32>
  %b = simd.vpermute %a, %i mask(%p) : vector<4xi32>
  %c = simd.vballot %q mask(%p) : vector<4xi1> to i32
  %d = simd.vscan inclusive add, %b mask(%p) : vector<4xi32>
  func.return %d, %c : vector<4xi32>, i32
}
