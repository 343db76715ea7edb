// hotspot.cl in CUDA: one explicit step of the chip temperature model, clamped borders.
#include "simdopt_cuda.h"

extern "C" __global__ void hotspot(const float *temp, const float *power, float *out, int w, int h, float cap,
                                   float rx, float ry, float rz, float amb) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h)
    return;
  int xl = max(x - 1, 0), xr = min(x + 1, w - 1);
  int yu = max(y - 1, 0), yd = min(y + 1, h - 1);
  float t = temp[y * w + x];
  float delta = cap * (power[y * w + x] + (temp[y * w + xl] + temp[y * w + xr] - 2.0f * t) * rx +
                       (temp[yu * w + x] + temp[yd * w + x] - 2.0f * t) * ry + (amb - t) * rz);
  out[y * w + x] = t + delta;
}
