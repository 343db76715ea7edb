// reqd_work_group_size(8, 2, 1): the block's x size is a multiple of a subgroup width of 4
// (or 8), so every subgroup lies in one row and get_local_id(1) is uniform in it.
__kernel __attribute__((reqd_work_group_size(8, 2, 1))) void rows(__global int *out) {
  out[get_global_id(0) + 8 * get_global_id(1)] = 3 * (int)get_local_id(1);
}
