// out = transpose(in) for a rows x cols matrix, through a padded local tile (2-D launch,
// TILE x TILE blocks); the bound checks diverge on the edge blocks.
#define TILE 4
__kernel void transpose(__global const float *in, __global float *out, int rows, int cols) {
  __local float tile[TILE][TILE + 1];
  int x = get_group_id(0) * TILE + get_local_id(0);
  int y = get_group_id(1) * TILE + get_local_id(1);
  if (x < cols && y < rows)
    tile[get_local_id(1)][get_local_id(0)] = in[y * cols + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TILE + get_local_id(0);
  y = get_group_id(0) * TILE + get_local_id(1);
  if (x < rows && y < cols)
    out[y * rows + x] = tile[get_local_id(0)][get_local_id(1)];
}
