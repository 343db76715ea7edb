// Sub-group reductions and scans of uint by min / max (unsigned order: values with the
// top bit set are the largest).
__kernel void unsigned_collectives(__global const uint *in, __global uint *out) {
  size_t g = get_global_id(0);
  uint x = in[g];
  out[4 * g + 0] = sub_group_reduce_min(x);
  out[4 * g + 1] = sub_group_reduce_max(x);
  out[4 * g + 2] = sub_group_scan_inclusive_min(x);
  out[4 * g + 3] = sub_group_scan_exclusive_max(x);
}
