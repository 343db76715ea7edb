// The high half of a product: an i64 multiplication.
__kernel void mul_high(__global const int *a, __global const int *b, __global int *out) {
  int i = get_global_id(0);
  int x = a[i], y = b[i];
  out[3 * i] = mul_hi(x, y);
  out[3 * i + 1] = (int)mul_hi((uint)x, (uint)y);
  out[3 * i + 2] = mad_hi(x, y, 7);
}
