// One n-body step: the acceleration of body i from all bodies (x, y, mass), softened.
__kernel void nbody(__global const float *px, __global const float *py, __global const float *m,
                    __global float *ax, __global float *ay, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float xi = px[i], yi = py[i];
  float fx = 0.0f, fy = 0.0f;
  for (int j = 0; j < n; j++) {
    float dx = px[j] - xi, dy = py[j] - yi;
    float d2 = dx * dx + dy * dy + 0.01f;
    float inv = 1.0f / (d2 * sqrt(d2));
    fx += m[j] * dx * inv;
    fy += m[j] * dy * inv;
  }
  ax[i] = fx;
  ay[i] = fy;
}
