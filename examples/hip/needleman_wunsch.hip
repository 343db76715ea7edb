// needleman_wunsch.cl in HIP: the score matrix filled anti-diagonal by anti-diagonal by
// one block in shared memory, thread i owning row i + 1.
#include "simdopt_hip.h"

extern "C" __global__ void needleman_wunsch(const int *a, const int *b, int *score, int n, int gap) {
  __shared__ int s[17 * 17];
  int i = threadIdx.x;
  int m = n + 1;
  for (int k = i; k < m * m; k += blockDim.x)
    s[k] = score[k];
  __syncthreads();
  for (int d = 0; d < 2 * n - 1; d++) {
    int j = d - i;
    if (i < n && j >= 0 && j < n) {
      int r = i + 1, c = j + 1;
      int match = s[(r - 1) * m + c - 1] + (a[i] == b[j] ? 2 : -1);
      int up = s[(r - 1) * m + c] - gap;
      int left = s[r * m + c - 1] - gap;
      s[r * m + c] = max(match, max(up, left));
    }
    __syncthreads();
  }
  for (int k = i; k < m * m; k += blockDim.x)
    score[k] = s[k];
}
