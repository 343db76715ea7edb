// Blelloch work-efficient exclusive prefix sum of one block of 2*get_local_size(0)
// elements (a power of two, at most 64): up-sweep, clear, down-sweep, in local memory.
__kernel void scan(__global const int *in, __global int *out) {
  __local int tmp[64];
  int l = get_local_id(0);
  int n = 2 * get_local_size(0);
  tmp[2 * l] = in[2 * l];
  tmp[2 * l + 1] = in[2 * l + 1];
  int offset = 1;
  for (int d = n >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < d) {
      int ai = offset * (2 * l + 1) - 1;
      int bi = offset * (2 * l + 2) - 1;
      tmp[bi] += tmp[ai];
    }
    offset *= 2;
  }
  if (l == 0)
    tmp[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < d) {
      int ai = offset * (2 * l + 1) - 1;
      int bi = offset * (2 * l + 2) - 1;
      int t = tmp[ai];
      tmp[ai] = tmp[bi];
      tmp[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * l] = tmp[2 * l];
  out[2 * l + 1] = tmp[2 * l + 1];
}
