__kernel void ballot_ops(__global const int *in, __global uint *out) {
  size_t g = get_global_id(0);
  uint lane = get_sub_group_local_id();
  int x = in[g];
  uint4 b = sub_group_ballot(x > 0);
  uint4 c = sub_group_ballot(lane % 3 == 0);
  out[8 * g + 0] = b.x;
  out[8 * g + 1] = b.y;
  out[8 * g + 2] = sub_group_inverse_ballot(c);
  out[8 * g + 3] = sub_group_ballot_bit_extract(b, (lane * 5) % get_sub_group_size());
  out[8 * g + 4] = sub_group_ballot_bit_count(b);
  out[8 * g + 5] = sub_group_ballot_inclusive_scan(b) * 100 + sub_group_ballot_exclusive_scan(b);
  out[8 * g + 6] = (x > 0 || lane == 5) ? sub_group_ballot_find_lsb(sub_group_ballot(x > 0 || lane == 5)) : 77;
  out[8 * g + 7] = sub_group_ballot_find_msb(sub_group_ballot(x > 0 || lane == 5));
}
