// y = A x for a sparse matrix in CSR form, one row per work-item: the loop bounds come
// from the row pointers (a thread-dependent trip count).
__kernel void spmv(__global const int *rowptr, __global const int *cols, __global const float *vals,
                   __global const float *x, __global float *y, int rows) {
  int r = get_global_id(0);
  if (r < rows) {
    float s = 0.0f;
    for (int k = rowptr[r]; k < rowptr[r + 1]; k++)
      s += vals[k] * x[cols[k]];
    y[r] = s;
  }
}
