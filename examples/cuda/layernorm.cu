// layernorm.cl in CUDA: one block per row, mean and variance reduced in shared memory.
#include "simdopt_cuda.h"

extern "C" __global__ void layernorm(const float *x, const float *gamma, const float *beta, float *y, int n,
                                     float eps) {
  __shared__ float sum[64];
  int l = threadIdx.x;
  int row = blockIdx.x;
  float v = l < n ? x[row * n + l] : 0.0f;
  sum[l] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (l < s)
      sum[l] += sum[l + s];
    __syncthreads();
  }
  float mean = sum[0] / n;
  __syncthreads();
  float d = l < n ? v - mean : 0.0f;
  sum[l] = d * d;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (l < s)
      sum[l] += sum[l + s];
    __syncthreads();
  }
  float inv = 1.0f / sqrtf(sum[0] / n + eps);
  if (l < n)
    y[row * n + l] = d * inv * gamma[l] + beta[l];
}
