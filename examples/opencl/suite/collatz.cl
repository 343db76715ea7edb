// Collatz: how many steps each start value takes to reach 1, in 64-bit arithmetic
// (3n + 1 leaves 32 bits for some of the starts).
__kernel void collatz(__global const ulong *start, __global int *steps, int n) {
  size_t i = get_global_id(0);
  if (i >= (size_t)n)
    return;
  ulong v = start[i];
  int k = 0;
  while (v > 1) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    k++;
  }
  steps[i] = k;
}
