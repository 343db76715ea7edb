// A per-element opcode chooses the operation: a divergent switch.
__kernel void switch_ops(__global const int *op, __global const int *a, __global const int *b, __global int *out) {
  int i = get_global_id(0);
  int r;
  switch (op[i]) {
  case 0: r = a[i] + b[i]; break;
  case 1: r = a[i] - b[i]; break;
  case 2: r = a[i] * b[i]; break;
  case 3: r = max(a[i], b[i]); break;
  case 7: r = a[i] << (b[i] & 7); break;
  default: r = -1; break;
  }
  out[i] = r;
}
