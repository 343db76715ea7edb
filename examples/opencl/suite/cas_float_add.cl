// Float accumulation with a compare-and-swap loop (atomic_cmpxchg on the bits), the way
// kernels added floats atomically before float atomics: bins[key[i]] += value[i].
// The values are small integers, so any order of additions gives the same sums.
inline void atomic_add_float(volatile __global float *p, float v) {
  uint old = as_uint(*p);
  for (;;) {
    uint want = as_uint(as_float(old) + v);
    uint seen = atomic_cmpxchg((volatile __global uint *)p, old, want);
    if (seen == old)
      break;
    old = seen;
  }
}

__kernel void cas_float_add(__global const int *key, __global const float *value, __global float *bins, int n) {
  int i = get_global_id(0);
  if (i < n)
    atomic_add_float(&bins[key[i]], value[i]);
}
