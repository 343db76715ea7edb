// OpenCL's integer builtins on signed and unsigned values: clamp, popcount, clz,
// mad_hi, mul_hi, rotate, abs_diff, add_sat, hadd, mad24 (one result each).
__kernel void int_builtins(__global const int *a, __global const int *b, __global int *out, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  uint ux = (uint)x, uy = (uint)y;
  __global int *o = out + 10 * i;
  o[0] = clamp(x, -100, 100);
  o[1] = popcount(ux);
  o[2] = clz(ux);
  o[3] = mad_hi(x, y, 7);
  o[4] = (int)mul_hi(ux, uy);
  o[5] = (int)rotate(ux, uy);
  o[6] = (int)abs_diff(x, y);
  o[7] = add_sat(x, y);
  o[8] = hadd(x, y);
  o[9] = mad24(x & 0xffff, y & 0xffff, 3);
}
