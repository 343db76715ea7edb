// Row softmax: one work-group per row of n (at most 64) values; the row maximum and the
// sum of exponentials are tree reductions in local memory.
__kernel void softmax(__global const float *x, __global float *y, int n) {
  __local float red[64];
  int l = get_local_id(0);
  int row = get_group_id(0);
  int size = get_local_size(0);
  float v = l < n ? x[row * n + l] : -3.0e38f;
  red[l] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = size / 2; s > 0; s >>= 1) {
    if (l < s)
      red[l] = fmax(red[l], red[l + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float mx = red[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  float e = l < n ? exp(v - mx) : 0.0f;
  red[l] = e;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = size / 2; s > 0; s >>= 1) {
    if (l < s)
      red[l] += red[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l < n)
    y[row * n + l] = e / red[0];
}
