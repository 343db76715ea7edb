// Radix sort's first pass: the histogram of one 4-bit digit of unsigned keys, per
// work-group in local memory (work-item l clears and merges bins l, l + size, ...),
// then summed into the global 16 bins.
__kernel void radix_histogram(__global const uint *keys, uint n, uint shift, __global uint *bins) {
  __local uint local_bins[16];
  uint l = get_local_id(0);
  uint i = get_global_id(0);
  for (uint b = l; b < 16; b += get_local_size(0))
    local_bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < n)
    atomic_inc(&local_bins[(keys[i] >> shift) & 15u]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = l; b < 16; b += get_local_size(0))
    if (local_bins[b] != 0)
      atomic_add(&bins[b], local_bins[b]);
}
