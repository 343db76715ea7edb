// LU decomposition (Doolittle, no pivoting) of one n x n matrix (n at most 8) by one
// work-group in local memory, one work-item per element: for each pivot k, the column
// below it is divided by the pivot, then the trailing block updated.  L's unit diagonal
// is implicit; out holds L below the diagonal and U on and above it.
__kernel void lu_decompose(__global const float *a, __global float *out, int n) {
  __local float s[64];
  int c = get_local_id(0);
  int r = get_local_id(1);
  bool in = r < n && c < n;
  if (in)
    s[r * n + c] = a[r * n + c];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < n - 1; k++) {
    if (in && c == k && r > k)
      s[r * n + k] = s[r * n + k] / s[k * n + k];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (in && r > k && c > k)
      s[r * n + c] -= s[r * n + k] * s[k * n + c];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (in)
    out[r * n + c] = s[r * n + c];
}
