// Matrix-vector product, one work-group per row: strided partial sums, a reduction in
// local memory (the block size a power of two).
__kernel void matvec_rows(__global const float *m, __global const float *v, __global float *out, int cols) {
  __local float part[64];
  int l = get_local_id(0), row = get_group_id(0);
  float s = 0.0f;
  for (int c = l; c < cols; c += get_local_size(0))
    s += m[row * cols + c] * v[c];
  part[l] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = get_local_size(0) / 2; k > 0; k >>= 1) {
    if (l < k)
      part[l] += part[l + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[row] = part[0];
}
