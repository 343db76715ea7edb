// o[i*3] = i with 64-bit math the narrowing cannot prove 32-bit: the index and the
// value go through a 64-bit division and a 64-bit compare against a long argument.
__kernel void stride3_long(__global long *o, long n, long k) {
  long i = get_global_id(0);
  long q = (i * 3000000000L + k) / 1000000000L;
  if (q < n)
    o[i * 3] = q + i;
}
