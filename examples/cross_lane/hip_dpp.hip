// AMD DPP in HIP: a wave scan and reduction by `__builtin_amdgcn_update_dpp` /
// `__builtin_amdgcn_mov_dpp` (the row_shr / row_bcast scan of LLVM's AMDGPUAtomicOptimizer),
// an in-row butterfly by quad_perm and the mirrors, and one use of each other common
// dpp_ctrl class with row / bank masks, bound_ctrl, and a divergent source.
// The wave size is the popcount of an all-lane ballot (wave64 code that also runs at W = 32).
#include "../hip/simdopt_hip.h"
#define N 128
__device__ static inline unsigned lane_of() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }

// out[k*N + g]: 0 inclusive scan, 1 exclusive scan, 2 row sum, 3 row_ror:4, 4 row_shl:3
// (banks 0, 3), 5 row_share:5 (rows 0, 2, bound_ctrl), 6 row_xmask:3 + wave_rol:1,
// 7 row_shr:1 of the positive lanes only; totals[wave] the wave's sum.
extern "C" __global__ void dpp_wave_scan(const int *in, int *out, int *totals) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x, lane = lane_of();
  unsigned size = __builtin_popcountll(__builtin_amdgcn_ballot_w64(true));
  int x = in[g], v = x;
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);  // row_shr:1
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);  // row_shr:2
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xf, false);  // row_shr:4
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xf, false);  // row_shr:8
  v += __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);  // row_bcast:15, rows 1, 3
  v += __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false);  // row_bcast:31, rows 2, 3
  out[g] = v;
  out[N + g] = __builtin_amdgcn_mov_dpp(v, 0x138, 0xf, 0xf, true);  // wave_shr:1, lane 0 reads 0
  int total = __builtin_amdgcn_readlane(v, size - 1);  // (before the branch: lane size-1 must be active)
  if (lane == 0) totals[g / size] = total;
  int r = x;
  r += __builtin_amdgcn_mov_dpp(r, 0xb1, 0xf, 0xf, false);  // quad_perm [1, 0, 3, 2]
  r += __builtin_amdgcn_mov_dpp(r, 0x4e, 0xf, 0xf, false);  // quad_perm [2, 3, 0, 1]
  r += __builtin_amdgcn_mov_dpp(r, 0x141, 0xf, 0xf, false);  // row_half_mirror
  r += __builtin_amdgcn_mov_dpp(r, 0x140, 0xf, 0xf, false);  // row_mirror
  out[2 * N + g] = r;
  out[3 * N + g] = __builtin_amdgcn_update_dpp(-1, x, 0x124, 0xf, 0xf, false);  // row_ror:4
  out[4 * N + g] = __builtin_amdgcn_update_dpp(-7, x, 0x103, 0xf, 0x9, false);  // row_shl:3
  out[5 * N + g] = __builtin_amdgcn_update_dpp(-5, x, 0x155, 0x5, 0xf, true);  // row_share:5
  out[6 * N + g] = __builtin_amdgcn_mov_dpp(x, 0x163, 0xf, 0xf, false)          // row_xmask:3
                   + 1000 * __builtin_amdgcn_mov_dpp(x, 0x134, 0xf, 0xf, false);  // wave_rol:1
  int d = 0;
  if (x > 0) d = __builtin_amdgcn_update_dpp(-9, x, 0x111, 0xf, 0xf, false);  // inactive sources read -9
  out[7 * N + g] = d;
}
