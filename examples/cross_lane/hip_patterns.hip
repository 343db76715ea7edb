// Cross-lane patterns in HIP (wave64 builtins; a wave is whatever the launch gives: the
// wave size is the popcount of an all-lane ballot): block scan on a wave scan, a
// wave-aggregated atomic, a readfirstlane waterfall, a ballot compaction, an early exit.
#include "../hip/simdopt_hip.h"
__device__ static inline unsigned lane_of() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
__device__ static inline unsigned below(unsigned long long m) {
  return __builtin_amdgcn_mbcnt_hi((unsigned)(m >> 32), __builtin_amdgcn_mbcnt_lo((unsigned)m, 0u));
}

// Inclusive scan of each block: a ds_bpermute Hillis-Steele wave scan, the wave totals
// in shared memory, then each wave adds the totals of the waves before it.
extern "C" __global__ void block_scan(const int *in, int *out) {
  __shared__ int totals[64];
  unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t, lane = lane_of();
  unsigned size = __builtin_popcountll(__builtin_amdgcn_ballot_w64(true)), wave = t / size;
  int v = in[g];
  for (unsigned off = 1; off < size; off *= 2) {
    int y = __builtin_amdgcn_ds_bpermute((int)((lane - off) << 2), v);
    if (lane >= off) v += y;
  }
  if (lane == size - 1) totals[wave] = v;
  __syncthreads();
#pragma clang loop vectorize(disable) interleave(disable)
  for (unsigned w = 0; w < wave; ++w) v += totals[w];  // (unvectorized: one total per step)
  out[g] = v;
}

// One atomicAdd per wave for all its keeping lanes; the leader (rank 0) is the first
// active lane, so readfirstlane hands its base to the others.
extern "C" __global__ void aggregated_append(const int *in, int *out, int *count) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (v > 0) {
    unsigned long long m = __builtin_amdgcn_ballot_w64(true);
    unsigned rank = below(m);
    int base = 0;
    if (rank == 0) base = atomicAdd(count, (int)__builtin_popcountll(m));
    base = __builtin_amdgcn_readfirstlane(base);
    out[base + (int)rank] = v;
  }
}

// Waterfall on a divergent descriptor: readfirstlane makes it uniform for one round.
extern "C" __global__ void waterfall(const int *idx, const int *table, int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int d = idx[g], round = 0;
  for (;;) {
    int u = __builtin_amdgcn_readfirstlane(d);
    if (u == d) {
      out[g] = table[u] * 100 + round;
      break;
    }
    ++round;
  }
}

// Ballot compaction of every wave into its own segment (64 apart), the count after it.
extern "C" __global__ void ballot_compact(const int *in, int *out, int *counts) {
  unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t, lane = lane_of();
  unsigned size = __builtin_popcountll(__builtin_amdgcn_ballot_w64(true)), wave = g / size;
  int v = in[g];
  unsigned long long b = __builtin_amdgcn_ballot_w64(v % 3 == 0);
  if (v % 3 == 0) out[wave * 64 + below(b)] = v;
  if (lane == 0) counts[wave] = (int)__builtin_popcountll(b);
}

// Early exit: walk each lane's chain until any lane of the wave is below the limit.
extern "C" __global__ void first_below(const int *next, const int *val, int *out, int limit) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int at = (int)g, steps = 0;
  while (__builtin_amdgcn_ballot_w64(val[at] < limit) == 0) {
    at = next[at];
    ++steps;
  }
  out[g] = val[at] < limit ? at : -1 - steps;
}
