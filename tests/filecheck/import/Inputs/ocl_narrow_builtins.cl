// Saturation and bit counts on char/uchar/short.
__kernel void narrow_ops(__global const char *a, __global const char *b, __global char *out) {
  int i = get_global_id(0);
  char x = a[i], y = b[i];
  out[4 * i] = add_sat(x, y);
  out[4 * i + 1] = sub_sat(x, y);
  out[4 * i + 2] = (char)add_sat((uchar)x, (uchar)y);
  out[4 * i + 3] = (char)popcount((uchar)x);
}
