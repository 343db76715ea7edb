// radix_histogram.cl in CUDA: one 4-bit digit's histogram, per block in shared memory.
#include "simdopt_cuda.h"

extern "C" __global__ void radix_histogram(const unsigned *keys, unsigned n, unsigned shift, unsigned *bins) {
  __shared__ unsigned local_bins[16];
  unsigned l = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (l < 16)
    local_bins[l] = 0;
  __syncthreads();
  if (i < n)
    atomicAdd(&local_bins[(keys[i] >> shift) & 15u], 1u);
  __syncthreads();
  if (l < 16 && local_bins[l] != 0)
    atomicAdd(&bins[l], local_bins[l]);
}
