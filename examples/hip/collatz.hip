// collatz.cl in HIP: steps to reach 1 from each start, in 64-bit arithmetic.
#include "simdopt_hip.h"

extern "C" __global__ void collatz(const unsigned long long *start, int *steps, int n) {
  unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= (unsigned long long)n)
    return;
  unsigned long long v = start[i];
  int k = 0;
  while (v > 1) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    k++;
  }
  steps[i] = k;
}
