// Tree reduction of each block's elements in local memory, barriers between the steps;
// out[group] = sum of the block's inputs (block size a power of two, at most 64).
__kernel void reduce(__global const int *in, __global int *out) {
  __local int scratch[64];
  int l = get_local_id(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (l < s)
      scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = scratch[0];
}
