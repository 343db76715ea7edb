// radix_histogram.cl in CUDA: one 4-bit digit's histogram, per block in shared memory
// (each thread clears and merges the bins l, l + blockDim.x, ...).
#include "simdopt_cuda.h"

extern "C" __global__ void radix_histogram(const unsigned *keys, unsigned n, unsigned shift, unsigned *bins) {
  __shared__ unsigned local_bins[16];
  unsigned l = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned b = l; b < 16; b += blockDim.x)
    local_bins[b] = 0;
  __syncthreads();
  if (i < n)
    atomicAdd(&local_bins[(keys[i] >> shift) & 15u], 1u);
  __syncthreads();
  for (unsigned b = l; b < 16; b += blockDim.x)
    if (local_bins[b] != 0)
      atomicAdd(&bins[b], local_bins[b]);
}
