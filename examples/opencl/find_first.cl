// For each row of an n-column matrix: the first column holding key, or -1.  The loop
// returns early, at a different iteration in every work-item.
__kernel void find_first(__global const int *m, int n, int key, __global int *out) {
  int r = get_global_id(0);
  for (int c = 0; c < n; c++) {
    if (m[r * n + c] == key) {
      out[r] = c;
      return;
    }
  }
  out[r] = -1;
}
