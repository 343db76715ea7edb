// A kernel that prints: each work-item its ids and the value it doubles, the first one
// a summary line; the buffer result is the doubled values.
__kernel void printf_debug(__global int *v, int n) {
  int i = get_global_id(0);
  if (i == 0)
    printf("launch of %d work-items in %d groups\n", (int)get_global_size(0), (int)get_num_groups(0));
  if (i < n) {
    printf("item %d (group %d, local %d): %d\n", i, (int)get_group_id(0), (int)get_local_id(0), v[i]);
    v[i] *= 2;
  }
}
