// gfx12's per-lane permlanes (v_permlane16_var_b32 / v_permlanex16_var_b32: the lane
// select from a VGPR) and DPP moves of a long and of a double (clang-22 emits one
// llvm.amdgcn.update.dpp.i64 for both, the double as its bits).
#define __global__ __attribute__((global))
extern "C" __global__ void permlane_var(const int *in, int *out, const long *lin, long *lout,
                                        const double *din, double *dout) {
  unsigned t = __builtin_amdgcn_workitem_id_x();
  int x = in[t];
  unsigned sel = (t * 7 + 3) & 15;
  out[2 * t] = __builtin_amdgcn_permlane16_var(-1, x, sel, false, false);
  out[2 * t + 1] = __builtin_amdgcn_permlanex16_var(-2, x, sel, false, true);
  lout[t] = __builtin_amdgcn_update_dpp(-3L, lin[t], 0x111, 0xF, 0xF, false);  // row_shr:1
  dout[t] = __builtin_amdgcn_update_dpp(-4.0, din[t], 0x1B, 0xF, 0xF, false);  // quad_perm [3,2,1,0]
}
