// Jacobi smoothing of a 1-D signal for `iters` sweeps between two global buffers, the
// roles swapping each sweep through a pointer select; one work-group, a barrier per
// sweep (global memory fence).  The ends are fixed.
__kernel void ping_pong(__global float *a, __global float *b, int n, int iters) {
  int i = get_local_id(0);
  for (int it = 0; it < iters; it++) {
    __global float *src = (it & 1) ? b : a;
    __global float *dst = (it & 1) ? a : b;
    for (int k = i; k < n; k += get_local_size(0))
      dst[k] = (k == 0 || k == n - 1) ? src[k] : 0.25f * src[k - 1] + 0.5f * src[k] + 0.25f * src[k + 1];
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
