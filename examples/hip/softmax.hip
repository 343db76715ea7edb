// softmax.cl in HIP: one block per row, maximum and sum of exponentials in shared memory.
#include "simdopt_hip.h"

extern "C" __global__ void softmax(const float *x, float *y, int n) {
  __shared__ float red[64];
  int l = threadIdx.x;
  int row = blockIdx.x;
  int size = blockDim.x;
  float v = l < n ? x[row * n + l] : -3.0e38f;
  red[l] = v;
  __syncthreads();
  for (int s = size / 2; s > 0; s >>= 1) {
    if (l < s)
      red[l] = fmaxf(red[l], red[l + s]);
    __syncthreads();
  }
  float mx = red[0];
  __syncthreads();
  float e = l < n ? expf(v - mx) : 0.0f;
  red[l] = e;
  __syncthreads();
  for (int s = size / 2; s > 0; s >>= 1) {
    if (l < s)
      red[l] += red[l + s];
    __syncthreads();
  }
  if (l < n)
    y[row * n + l] = e / red[0];
}
