// Dot product: per-block partial sums in local memory (a sequential sum by work-item 0
// after a barrier), accumulated into *result with one atomic add per block.
__kernel void dot(__global const int *a, __global const int *b, __global int *result, int n) {
  __local int part[64];
  int l = get_local_id(0);
  int i = get_global_id(0);
  part[l] = i < n ? a[i] * b[i] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    int s = 0;
    for (int k = 0; k < get_local_size(0); k++)
      s += part[k];
    atomic_add(result, s);
  }
}
