// laplacian3d.cl in HIP: the 7-point Laplacian of a 3-D grid, boundary cells copied.
#include "simdopt_hip.h"

extern "C" __global__ void laplacian3d(const float *u, float *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
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
