// A 3x3 box blur of an 8-bit grey image (w x h), rounding to nearest; the border pixels
// average the neighbours that exist.
__kernel void box_blur_uchar(__global const uchar *img, __global uchar *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  uint sum = 0, count = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int xx = x + dx, yy = y + dy;
      if (xx >= 0 && xx < w && yy >= 0 && yy < h) {
        sum += img[yy * w + xx];
        count++;
      }
    }
  out[y * w + x] = (uchar)((sum + count / 2) / count);
}
