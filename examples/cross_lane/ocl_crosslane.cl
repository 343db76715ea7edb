// Subgroup sum, scan and vote (OpenCL 2.x / cl_khr_subgroups).
__kernel void sg_reduce(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int s = sub_group_reduce_add(in[g]);
  int p = sub_group_scan_exclusive_add(in[g]);
  int q = sub_group_scan_inclusive_max(in[g]);
  int b = sub_group_broadcast(in[g], 3u);
  int a = sub_group_any(in[g] < 0);
  int l = sub_group_all(in[g] >= 0);
  out[g] = s + 1000 * p;
  out[g + get_global_size(0)] = q + 100 * b + 10 * a + l;
}
__kernel void sg_shuffle(__global const int *in, __global int *out) {
  size_t g = get_global_id(0);
  int x = in[g];
  out[g] = sub_group_shuffle(x, 5u) + sub_group_shuffle_xor(x, 1u) * 100;
  out[g + get_global_size(0)] = sub_group_shuffle_down(x, 1u) + 100 * sub_group_shuffle_up(x, 2u) + 10000 * (int)get_sub_group_local_id();
}
