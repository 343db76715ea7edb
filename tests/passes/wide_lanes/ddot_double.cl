// Double-precision dot product: a strided partial sum per work-item, a tree reduction
// in local memory, one partial result per work-group.
__kernel void ddot_double(__global const double *x, __global const double *y, __global double *partial, int n) {
  __local double red[64];
  int l = get_local_id(0);
  double s = 0.0;
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    s += x[i] * y[i];
  red[l] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = get_local_size(0) / 2; k > 0; k >>= 1) {
    if (l < k)
      red[l] += red[l + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    partial[get_group_id(0)] = red[0];
}
