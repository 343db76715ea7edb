// Layer normalization of each row (one work-group per row, n at most 64 values):
// y = (x - mean) / sqrt(var + eps) * gamma + beta, mean and variance reduced in local memory.
__kernel void layernorm(__global const float *x, __global const float *gamma, __global const float *beta,
                        __global float *y, int n, float eps) {
  __local float sum[64];
  int l = get_local_id(0);
  int row = get_group_id(0);
  float v = l < n ? x[row * n + l] : 0.0f;
  sum[l] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s)
      sum[l] += sum[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float mean = sum[0] / n;
  barrier(CLK_LOCAL_MEM_FENCE);
  float d = l < n ? v - mean : 0.0f;
  sum[l] = d * d;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s)
      sum[l] += sum[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float inv = 1.0f / sqrt(sum[0] / n + eps);
  if (l < n)
    y[row * n + l] = d * inv * gamma[l] + beta[l];
}
