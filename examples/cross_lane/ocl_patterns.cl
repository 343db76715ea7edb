// Cross-lane patterns in OpenCL 2.x sub-groups (no ballot, no first-lane broadcast in
// cl_khr_subgroups): block scan on sub_group_scan, a sub-group-aggregated atomic, a
// waterfall by the sub-group minimum, a scan compaction, an early exit by sub_group_any.

// Inclusive scan of each work-group: sub-group scans, their totals in local memory,
// then each sub-group adds the totals of the sub-groups before it.
__kernel void block_scan(__global const int *in, __global int *out) {
  __local int totals[64];
  size_t g = get_global_id(0);
  uint l = get_local_id(0), size = get_sub_group_size(), sg = l / size;
  int v = sub_group_scan_inclusive_add(in[g]);
  if (get_sub_group_local_id() == size - 1) totals[sg] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint w = 0; w < sg; ++w) v += totals[w];
  out[g] = v;
}

// One atomic_add per sub-group for all its keeping work-items: ranks by an exclusive
// scan of 1, the leader's base shared by a reduction (the others bring 0).
__kernel void aggregated_append(__global const int *in, __global int *out, __global int *count) {
  size_t g = get_global_id(0);
  int v = in[g];
  if (v > 0) {
    int rank = sub_group_scan_exclusive_add(1);
    int n = sub_group_reduce_add(1);
    int base = rank == 0 ? atomic_add(count, n) : 0;
    base = sub_group_reduce_add(base);
    out[base + rank] = v;
  }
}

// Waterfall by the minimum: each round serves the smallest descriptor still active.
__kernel void waterfall(__global const int *idx, __global const int *table, __global int *out) {
  size_t g = get_global_id(0);
  int d = idx[g], round = 0;
  for (;;) {
    int u = sub_group_reduce_min(d);
    if (u == d) {
      out[g] = table[u] * 100 + round;
      break;
    }
    ++round;
  }
}

// Compaction of every sub-group into its own segment (64 apart), the count after it:
// the rank is an exclusive scan of the keep flags.
__kernel void scan_compact(__global const int *in, __global int *out, __global int *counts) {
  size_t g = get_global_id(0);
  uint sg = g / get_sub_group_size();
  int v = in[g], keep = v % 3 == 0;
  int rank = sub_group_scan_exclusive_add(keep), n = sub_group_reduce_add(keep);
  if (keep) out[sg * 64 + rank] = v;
  if (get_sub_group_local_id() == 0) counts[sg] = n;
}

// Early exit: walk each work-item's chain until any of the sub-group is below the limit.
__kernel void first_below(__global const int *next, __global const int *val, __global int *out, int limit) {
  size_t g = get_global_id(0);
  int at = (int)g, steps = 0;
  while (!sub_group_any(val[at] < limit)) {
    at = next[at];
    ++steps;
  }
  out[g] = val[at] < limit ? at : -1 - steps;
}
