__kernel void anyof(__global const int4 *a, __global int *out) {
  int i = get_global_id(0);
  int4 v = a[i];
  out[i] = any(v > (int4)(10)) + 2 * all(v > (int4)(0));
}
