// Sums of 16 x 16 tiles: a 2-D work-group reduces its tile in local memory, rows first
// then the first column; one sum per work-group.
__kernel void block_sum16(__global const int *in, __global int *sums, int w) {
  __local int t[16][16];
  int lx = get_local_id(0), ly = get_local_id(1);
  t[ly][lx] = in[(get_group_id(1) * 16 + ly) * w + get_group_id(0) * 16 + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 8; s > 0; s >>= 1) {
    if (lx < s)
      t[ly][lx] += t[ly][lx + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int s = 8; s > 0; s >>= 1) {
    if (lx == 0 && ly < s)
      t[ly][0] += t[ly + s][0];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lx == 0 && ly == 0)
    sums[get_group_id(1) * get_num_groups(0) + get_group_id(0)] = t[0][0];
}
