// One step (k, j) of a bitonic sort network: element i is compared with i ^ j and the
// pair is ordered ascending or descending by bit k of i.
__kernel void bitonic(__global int *a, int j, int k) {
  unsigned int i = get_global_id(0);
  unsigned int p = i ^ j;
  if (p > i) {
    int x = a[i], y = a[p];
    bool up = (i & k) == 0;
    if ((up && x > y) || (!up && x < y)) {
      a[i] = y;
      a[p] = x;
    }
  }
}
