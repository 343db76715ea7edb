// The 7-point Laplacian of a 3-D grid (nx x ny x nz, x fastest), 3-D work-items;
// the boundary cells copy their input.
__kernel void laplacian3d(__global const float *u, __global float *out, int nx, int ny, int nz) {
  int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  if (x >= nx || y >= ny || z >= nz)
    return;
  int i = (z * ny + y) * nx + x;
  if (x == 0 || y == 0 || z == 0 || x == nx - 1 || y == ny - 1 || z == nz - 1) {
    out[i] = u[i];
    return;
  }
  int sy = nx, sz = nx * ny;
  out[i] = u[i - 1] + u[i + 1] + u[i - sy] + u[i + sy] + u[i - sz] + u[i + sz] - 6.0f * u[i];
}
