// Hotspot: one explicit step of the chip temperature model on a 2-D grid; the cells on
// the border read their own temperature for the missing neighbours (clamped indices).
__kernel void hotspot(__global const float *temp, __global const float *power, __global float *out,
                      int w, int h, float cap, float rx, float ry, float rz, float amb) {
  int x = get_global_id(0);
  int y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  int xl = max(x - 1, 0), xr = min(x + 1, w - 1);
  int yu = max(y - 1, 0), yd = min(y + 1, h - 1);
  float t = temp[y * w + x];
  float delta = cap * (power[y * w + x] + (temp[y * w + xl] + temp[y * w + xr] - 2.0f * t) * rx +
                       (temp[yu * w + x] + temp[yd * w + x] - 2.0f * t) * ry + (amb - t) * rz);
  out[y * w + x] = t + delta;
}
