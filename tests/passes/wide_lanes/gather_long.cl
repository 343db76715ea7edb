// A gather through 64-bit indices: out[i] = in[(i * stride + offset) mod n] with size_t
// and long arithmetic (the products exceed 32 bits), and the 64-bit index written back.
__kernel void gather_long(__global const int *in, __global int *out, __global long *where, long stride,
                          long offset, ulong n) {
  size_t i = get_global_id(0);
  if (i >= n)
    return;
  ulong j = ((ulong)i * (ulong)stride + (ulong)offset) % n;
  out[i] = in[j];
  where[i] = (long)j - (long)i;
}
