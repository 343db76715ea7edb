// Sobel gradients of an 8-bit image into 16-bit signed outputs, and the saturated 8-bit
// magnitude |gx| + |gy| (interior pixels; the border is zero).
__kernel void sobel_short(__global const uchar *img, __global short *gx, __global short *gy,
                          __global uchar *mag, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  int i = y * w + x;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
    gx[i] = 0;
    gy[i] = 0;
    mag[i] = 0;
    return;
  }
  short a = img[i - w - 1], b = img[i - w], c = img[i - w + 1];
  short d = img[i - 1], f = img[i + 1];
  short g = img[i + w - 1], hh = img[i + w], k = img[i + w + 1];
  short sx = (short)((c + 2 * f + k) - (a + 2 * d + g));
  short sy = (short)((g + 2 * hh + k) - (a + 2 * b + c));
  gx[i] = sx;
  gy[i] = sy;
  mag[i] = (uchar)min(abs(sx) + abs(sy), 255);
}
