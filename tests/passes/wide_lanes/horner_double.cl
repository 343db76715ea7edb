// A polynomial of degree `deg` evaluated by Horner's rule in double precision, and the
// result rounded to float (values that do not fit in a float's 24 bits on purpose).
__kernel void horner_double(__global const double *coef, int deg, __global const double *x,
                            __global double *y, __global float *yf, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  double acc = coef[deg];
  for (int k = deg - 1; k >= 0; k--)
    acc = acc * x[i] + coef[k];
  y[i] = acc;
  yf[i] = (float)acc;
}
