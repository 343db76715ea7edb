// pathfinder.cl in CUDA: the cheapest path down a grid of costs, one column per thread,
// the running row in shared memory.
#include "simdopt_cuda.h"

extern "C" __global__ void pathfinder(const int *cost, int *out, int rows, int cols) {
  __shared__ int prev[64];
  __shared__ int next[64];
  int c = threadIdx.x;
  if (c < cols)
    prev[c] = cost[c];
  __syncthreads();
  for (int r = 1; r < rows; r++) {
    if (c < cols) {
      int best = prev[c];
      if (c > 0)
        best = min(best, prev[c - 1]);
      if (c < cols - 1)
        best = min(best, prev[c + 1]);
      next[c] = best + cost[r * cols + c];
    }
    __syncthreads();
    if (c < cols)
      prev[c] = next[c];
    __syncthreads();
  }
  if (c < cols)
    out[c] = prev[c];
}
