// Type punning both ways: as_uint/as_float on one value, a union on another.  Splits
// each float into sign, exponent and mantissa, rebuilds |x| with the exponent bumped
// by one (x * 2 for normal numbers) and counts how many of the bits are set.
typedef union {
  float f;
  uint u;
} Bits;

__kernel void type_pun(__global const float *x, __global uint *fields, __global float *twice, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  uint bits = as_uint(x[i]);
  uint exponent = (bits >> 23) & 0xffu;
  uint mantissa = bits & 0x7fffffu;
  fields[3 * i] = bits >> 31;
  fields[3 * i + 1] = exponent;
  fields[3 * i + 2] = popcount(mantissa);
  Bits b;
  b.u = ((exponent + 1) << 23) | mantissa;
  twice[i] = (exponent == 0 || exponent >= 254) ? as_float(bits & 0x7fffffffu) : b.f;
}
