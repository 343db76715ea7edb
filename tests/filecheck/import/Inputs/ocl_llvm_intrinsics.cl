// clang's llvm.* intrinsics from OpenCL C: saturating adds (llvm.sadd.sat/ssub.sat),
// byte swaps and bit reversals, rint/round/nearbyint, and vector intrinsics
// (llvm.umin.v4i16, llvm.smax.v4i16, llvm.fabs.v2f32) imported one scalar op per lane.
__kernel void llvm_intrinsics(__global const int *a, __global const int *b, __global int *out,
                              __global const float *f, __global float *fout) {
  int i = get_global_id(0);
  int x = a[i], y = b[i];
  __global int *o = out + 8 * i;
  o[0] = __builtin_elementwise_add_sat(x, y);
  o[1] = __builtin_elementwise_sub_sat(x, y);
  o[2] = (int)__builtin_bswap32((uint)x);
  o[3] = (int)__builtin_bitreverse32((uint)x);
  o[4] = (short)__builtin_bswap16((ushort)y);
  ushort4 u = (ushort4)((ushort)x, (ushort)y, (ushort)(x >> 16), (ushort)(y >> 16));
  ushort4 w = (ushort4)((ushort)y, (ushort)x, (ushort)7, (ushort)40000);
  ushort4 m = __builtin_elementwise_min(u, w);
  o[5] = m.x + m.y + m.z + m.w;
  short4 s = __builtin_elementwise_max(as_short4(u), as_short4(w));
  o[6] = s.x + s.y + s.z + s.w;
  o[7] = __builtin_elementwise_popcount(x) + __builtin_elementwise_bitreverse((uchar)y);
  float p = f[2 * i], q = f[2 * i + 1];
  float2 v = __builtin_elementwise_abs((float2)(p, q));
  fout[4 * i] = v.x - v.y;
  fout[4 * i + 1] = __builtin_rintf(p) + __builtin_roundf(q);
  fout[4 * i + 2] = __builtin_nearbyintf(q) * __builtin_truncf(p);
  fout[4 * i + 3] = __builtin_elementwise_maximum(p, q) + __builtin_copysignf(1.0f, q);
}
