// A helper function that stays a call (noinline) and is called twice with different
// arguments: a smoothstep-like ramp applied to x and to 1 - x.
__attribute__((noinline)) float ramp(float v, float lo, float hi) {
  float t = clamp((v - lo) / (hi - lo), 0.0f, 1.0f);
  return t * t * (3.0f - 2.0f * t);
}

__kernel void helper_twice(__global const float *x, __global float *out, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  out[i] = ramp(x[i], 0.0f, 2.0f) - ramp(1.0f - x[i], -1.0f, 1.0f);
}
