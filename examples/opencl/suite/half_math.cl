// Computing in `half` (IEEE binary16; every op rounded to half, as the native code's
// promote-compute-truncate does): a Horner step, a division (by zero for x = -3:
// -inf), a square root (`llvm.sqrt.f16`; OpenCL's `sqrt(half)` is a library call the
// native harness lacks), a max by compare, a divergent branch, and the conversions
// float -> half -> float/int.  The buffers are float and int (the arithmetic is half).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_math(__global const float *x, __global float *y, __global int *yi, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  half v = (half)x[i];
  half acc = (half)0.3h;
  acc = acc * v + (half)1.7h;
  acc = acc * v - (half)2.1h;
  half q = acc / (v + (half)3.0h);
  if (v > (half)0.0h)
    q = __builtin_elementwise_sqrt(v) * q; // llvm.sqrt.f16 on every target
  else
    q = q > (half)-1.5h ? q : (half)-1.5h;
  y[i] = (float)q;
  yi[i] = (int)(q * (half)100.0h);
}
