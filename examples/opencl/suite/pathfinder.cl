// Pathfinder: the cheapest path down a grid of costs, one column per work-item, the
// running row in local memory; a step may move one column left or right.  rows x cols
// costs; out[c] = the cheapest total cost ending at column c of the last row.
__kernel void pathfinder(__global const int *cost, __global int *out, int rows, int cols) {
  __local int prev[64];
  __local int next[64];
  int c = get_local_id(0);
  if (c < cols)
    prev[c] = cost[c];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int r = 1; r < rows; r++) {
    if (c < cols) {
      int best = prev[c];
      if (c > 0)
        best = min(best, prev[c - 1]);
      if (c < cols - 1)
        best = min(best, prev[c + 1]);
      next[c] = best + cost[r * cols + c];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (c < cols)
      prev[c] = next[c];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (c < cols)
    out[c] = prev[c];
}
