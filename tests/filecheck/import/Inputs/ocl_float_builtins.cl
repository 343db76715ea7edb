// OpenCL float builtins: clamp/sign/step/mix, the native_ and half_ forms (computed as
// the precise ones), rounding, and libm functions.
__kernel void float_ops(__global const float *a, __global const float *b, __global float *out) {
  int i = get_global_id(0);
  float x = a[i], y = b[i];
  __global float *o = out + 16 * i;
  o[0] = clamp(x, -1.5f, 2.0f);
  o[1] = sign(x) + step(y, x);
  o[2] = mix(x, y, 0.25f);
  o[3] = native_divide(x, y) + native_recip(y);
  o[4] = native_sqrt(fabs(x)) + half_sqrt(fabs(y));
  o[5] = native_rsqrt(fabs(y) + 1.0f);
  o[6] = native_exp(x) + half_exp2(y);
  o[7] = native_log(fabs(x) + 1.0f) + native_log2(fabs(y) + 2.0f);
  o[8] = trunc(x) + round(y) + rint(x) + ceil(y);
  o[9] = copysign(fabs(y), x);
  o[10] = atan(x) + atan2(y, x);
  o[11] = asin(clamp(y, -1.0f, 1.0f)) + acos(clamp(x, -1.0f, 1.0f));
  o[12] = sinh(x) + cosh(y) + tanh(x);
  o[13] = pow(fabs(x) + 1.0f, y) + powr(fabs(y) + 1.0f, 0.5f);
  o[14] = exp2(x) + log10(fabs(y) + 1.0f);
  o[15] = fmin(x, y) * fmax(x, y) + fma(x, y, 0.5f);
}
