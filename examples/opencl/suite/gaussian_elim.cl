// Gaussian elimination, step t: rows below the pivot row t subtract the multiple of it
// that zeroes their column t (2-D: one work-item per matrix element), n x n matrix a and
// right-hand side b (column n of the work-item grid).  The multipliers are computed from
// the pivot column before any work-item writes it.
__kernel void gaussian_elim(__global float *a, __global float *b, __global float *m, int n, int t) {
  int col = get_global_id(0);
  int row = get_global_id(1);
  if (row <= t || row >= n || col < t || col > n)
    return;
  float mult = a[row * n + t] / a[t * n + t];
  if (col == t)
    m[row] = mult;
  if (col == n)
    b[row] -= mult * b[t];
  else if (col > t)
    a[row * n + col] -= mult * a[t * n + col];
}
