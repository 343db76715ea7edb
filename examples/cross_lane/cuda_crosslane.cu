#include "cross_lane_cuda.h"
// Warp sum with a shuffle-down tree; lane 0 of each warp writes its warp's sum.
__global__ void warp_reduce(const int *in, int *out, int n) {
  unsigned t = bid_x() * bdim_x() + tid_x();
  int v = t < (unsigned)n ? in[t] : 0;
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffffu, v, off, 32);
  if (lane_id() == 0) out[t / 32] = v;
}
// Stream compaction: keep the positive elements, in order, one warp (ballot + popc).
__global__ void compact(const int *in, int *out, int *count, int n) {
  unsigned t = tid_x();
  int v = t < (unsigned)n ? in[t] : 0;
  int keep = v > 0;
  unsigned b = __ballot_sync(0xffffffffu, keep);
  unsigned below = b & ((1u << lane_id()) - 1u);
  if (keep) out[__popc(below)] = v;
  if (lane_id() == 0) count[0] = __popc(b);
}
// Early-exit search: every lane scans its stride until any lane of the warp found key.
__global__ void search(const int *in, int *found, int n, int key) {
  unsigned t = tid_x();
  int hit = -1;
  for (unsigned i = t; i < (unsigned)n; i += 32) {
    if (in[i] == key) hit = (int)i;
    if (__any_sync(0xffffffffu, hit >= 0)) break;
  }
  found[t] = hit;
}
