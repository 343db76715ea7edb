// Float builtins: clamp, fmin/fmax, mad, floor, fabs and the native_ forms (sqrt,
// divide, recip, exp) - the inputs are chosen so that each result is exact or correctly
// rounded the same way everywhere.
__kernel void float_builtins(__global const float *a, __global const float *b, __global float *out, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float x = a[i], y = b[i];
  __global float *o = out + 8 * i;
  o[0] = clamp(x, -1.0f, 1.0f);
  o[1] = fmax(fmin(x, y), -2.0f);
  o[2] = mad(x, y, 0.5f);
  o[3] = floor(x) + fabs(y);
  o[4] = native_sqrt(fabs(x));
  o[5] = native_divide(x, y);
  o[6] = native_recip(y);
  o[7] = native_exp(floor(x));
}
