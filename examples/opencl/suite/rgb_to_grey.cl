// Packed 8-bit RGB to grey (BT.601 integer weights, rounded), with a signed char
// contrast offset per pixel (char arithmetic, saturated by add_sat).
__kernel void rgb_to_grey(__global const uchar *rgb, __global const char *offset, __global uchar *grey, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  uint r = rgb[3 * i], g = rgb[3 * i + 1], b = rgb[3 * i + 2];
  uchar y = (uchar)((77 * r + 150 * g + 29 * b + 128) >> 8);
  char o = offset[i];
  grey[i] = o >= 0 ? add_sat(y, (uchar)o) : sub_sat(y, (uchar)(-o));
}
