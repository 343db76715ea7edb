// ping_pong.cl in HIP: Jacobi sweeps between two buffers swapped by a pointer select.
#include "simdopt_hip.h"

extern "C" __global__ void ping_pong(float *a, float *b, int n, int iters) {
  int i = threadIdx.x;
  for (int it = 0; it < iters; it++) {
    float *src = (it & 1) ? b : a;
    float *dst = (it & 1) ? a : b;
    for (int k = i; k < n; k += blockDim.x)
      dst[k] = (k == 0 || k == n - 1) ? src[k] : 0.25f * src[k - 1] + 0.5f * src[k] + 0.25f * src[k + 1];
    __syncthreads();
  }
}
