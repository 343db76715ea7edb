// Lane-wise vector compares reduced to any / all / none: clang's spir64 output bitcasts
// the <4 x i1> compare to an i4 and compares that with 0 and -1.
__kernel void vec_compare_any(__global const int4 *a, __global const int4 *b, __global int *o) {
  int i = get_global_id(0);
  int4 x = a[i], y = b[i];
  int4 lt = x < y, gt = x > y, eq = x == y;
  int any_lt = (lt.x | lt.y | lt.z | lt.w) & 1;
  int all_gt = (gt.x & gt.y & gt.z & gt.w) & 1;
  int no_eq = !((eq.x | eq.y | eq.z | eq.w) & 1);
  o[i] = any_lt + 2 * all_gt + 4 * no_eq;
}
