// OpenCL integer builtins on int/uint (i32 lanes): one result each per work-item.
__kernel void int_ops(__global const int *a, __global const int *b, __global int *out) {
  int i = get_global_id(0);
  int x = a[i], y = b[i];
  uint ux = (uint)x, uy = (uint)y;
  __global int *o = out + 16 * i;
  o[0] = clamp(x, -100, 100);
  o[1] = (int)clamp(ux, 5u, 1000u);
  o[2] = popcount(x);
  o[3] = clz(x);
  o[4] = ctz(x);
  o[5] = (int)rotate(ux, uy);
  o[6] = (int)abs(x);
  o[7] = (int)abs_diff(x, y);
  o[8] = add_sat(x, y);
  o[9] = sub_sat(x, y);
  o[10] = (int)add_sat(ux, uy);
  o[11] = (int)sub_sat(ux, uy);
  o[12] = hadd(x, y);
  o[13] = rhadd(x, y);
  o[14] = (int)hadd(ux, uy);
  o[15] = mad24(x & 0xffff, y & 0xffff, 3) + mul24(x & 0xff, 7);
}
