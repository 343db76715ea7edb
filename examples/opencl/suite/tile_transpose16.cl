// A tiled transpose with 16 x 16 work-groups (256 work-items, a whole subgroup of 32
// or 64 spans one or more rows of a tile) through a padded local tile.
__kernel void tile_transpose16(__global const float *in, __global float *out, int w, int h) {
  __local float tile[16][17];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x = get_group_id(0) * 16 + lx, y = get_group_id(1) * 16 + ly;
  if (x < w && y < h)
    tile[ly][lx] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int tx = get_group_id(1) * 16 + lx, ty = get_group_id(0) * 16 + ly;
  if (tx < h && ty < w)
    out[ty * h + tx] = tile[lx][ly];
}
