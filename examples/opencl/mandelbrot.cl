// Escape-time iterations of c = (x0 + x*dx, y0 + y*dy) on a w-wide image (2-D launch):
// each work-item runs its own number of iterations (at most max_iter).
__kernel void mandelbrot(__global int *out, int w, float x0, float y0, float dx, float dy, int max_iter) {
  int x = get_global_id(0), y = get_global_id(1);
  float cr = x0 + x * dx, ci = y0 + y * dy;
  float zr = 0.0f, zi = 0.0f;
  int it = 0;
  while (it < max_iter && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    it++;
  }
  out[y * w + x] = it;
}
