// Computing in `half` (IEEE binary16, every op rounded to half): a polynomial, a
// division, a square root and a compare-select on half buffers, a divergent branch,
// and conversions from and to float and int.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_poly(__global const half *x, __global half *y, __global float *yf,
                        __global int *yi, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  half v = x[i];
  half acc = (half)0.3h;
  acc = acc * v + (half)1.7h;
  acc = acc * v - (half)2.1h;
  half q = acc / (v + (half)3.0h);
  if (v > (half)0.0h)
    q = sqrt(v) * q;
  else
    q = fmax(q, (half)-1.5h);
  y[i] = q;
  yf[i] = (float)q * 3.0f;
  yi[i] = (int)(q * (half)100.0h);
}
