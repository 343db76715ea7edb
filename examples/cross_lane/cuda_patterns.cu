// Cross-lane patterns in CUDA (warp = 32 lanes): a block scan built on a warp scan, a
// warp-aggregated atomic, a waterfall loop, a ballot compaction and an early exit.
#include "../cuda/simdopt_cuda.h"
#include "cross_lane_cuda.h"

// Inclusive scan of each block: a shfl_up warp scan, the warp totals in shared memory,
// then each warp adds the totals of the warps before it.
extern "C" __global__ void block_scan(const int *in, int *out) {
  __shared__ int totals[32];
  unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t, lane = t % 32, warp = t / 32;
  int v = in[g];
  for (int off = 1; off < 32; off *= 2) {
    int y = __shfl_up_sync(0xffffffffu, v, off, 32);
    if (lane >= (unsigned)off) v += y;
  }
  if (lane == 31) totals[warp] = v;
  __syncthreads();
  for (unsigned w = 0; w < warp; ++w) v += totals[w];
  out[g] = v;
}

// Keep the positive elements: one atomicAdd per warp reserves the slots of all its
// keeping lanes (the leader is the first active lane, its base is shuffled to the others).
extern "C" __global__ void aggregated_append(const int *in, int *out, int *count) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  int v = in[g];
  if (v > 0) {
    unsigned m = __activemask();
    int leader = __builtin_ffs((int)m) - 1;
    int base = 0;
    if ((int)lane == leader) base = atomicAdd(count, __popc(m));
    base = __shfl_sync(m, base, leader, 32);
    out[base + __popc(m & ((1u << lane) - 1u))] = v;
  }
}

// Waterfall: each lane holds a divergent table index; the warp serves one index per
// round (the first active lane's), every lane with that index leaves in that round.
extern "C" __global__ void waterfall(const int *idx, const int *table, int *out) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int d = idx[g], round = 0;
  for (;;) {
    unsigned m = __activemask();
    int u = __shfl_sync(m, d, __builtin_ffs((int)m) - 1, 32);
    if (u == d) {
      out[g] = table[u] * 100 + round;
      break;
    }
    ++round;
  }
}

#include "ballot_compact.cuh"  // (alone in ballot_compact.ll, the README picture)

// Early exit: each lane walks its own chain until a value below the limit; the warp
// stops at the first round in which any lane found one.
extern "C" __global__ void first_below(const int *next, const int *val, int *out, int limit) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int at = (int)g, steps = 0;
  while (!__any_sync(0xffffffffu, val[at] < limit)) {
    at = next[at];
    ++steps;
  }
  out[g] = val[at] < limit ? at : -1 - steps;
}
