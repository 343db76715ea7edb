// Needleman-Wunsch: the score matrix of two sequences of length n (at most 16) filled
// anti-diagonal by anti-diagonal by one work-group, work-item i owning row i + 1.
// score is (n+1) x (n+1), its first row and column already hold the gap penalties.
__kernel void needleman_wunsch(__global const int *a, __global const int *b, __global int *score,
                               int n, int gap) {
  __local int s[17 * 17];
  int i = get_local_id(0);
  int m = n + 1;
  for (int k = i; k < m * m; k += get_local_size(0))
    s[k] = score[k];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = 0; d < 2 * n - 1; d++) {
    int j = d - i;
    if (i < n && j >= 0 && j < n) {
      int r = i + 1, c = j + 1;
      int match = s[(r - 1) * m + c - 1] + (a[i] == b[j] ? 2 : -1);
      int up = s[(r - 1) * m + c] - gap;
      int left = s[r * m + c - 1] - gap;
      s[r * m + c] = max(match, max(up, left));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int k = i; k < m * m; k += get_local_size(0))
    score[k] = s[k];
}
