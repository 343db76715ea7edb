// 16-bin histogram: a per-block histogram in local memory (atomic increments), merged
// into the global one with atomic adds.  Values outside [0, 16) are ignored.
__kernel void histogram(__global const int *data, int n, __global int *hist) {
  __local int bins[16];
  int l = get_local_id(0);
  int i = get_global_id(0);
  if (l < 16)
    bins[l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i < n) {
    int v = data[i];
    if (v >= 0 && v < 16)
      atomic_inc(&bins[v]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16)
    atomic_add(&hist[l], bins[l]);
}
