// cas_float_add.cl in CUDA: bins[key[i]] += value[i] with an atomicCAS loop on the bits.
#include "simdopt_cuda.h"

static __device__ void atomic_add_float(float *p, float v) {
  unsigned *bits = (unsigned *)p;
  unsigned old = *(volatile unsigned *)bits;
  for (;;) {
    unsigned want = __float_as_uint(__uint_as_float(old) + v);
    unsigned seen = atomicCAS(bits, old, want);
    if (seen == old)
      break;
    old = seen;
  }
}

extern "C" __global__ void cas_float_add(const int *key, const float *value, float *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomic_add_float(&bins[key[i]], value[i]);
}
