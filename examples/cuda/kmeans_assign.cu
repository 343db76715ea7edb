// kmeans_assign.cl in CUDA: each point takes the nearest centroid (feature-major points).
#include "simdopt_cuda.h"

extern "C" __global__ void kmeans_assign(const float *features, const float *centroids, int *membership,
                                         int npoints, int k, int dims) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints)
    return;
  int best = 0;
  float best_d = 3.0e38f;
  for (int c = 0; c < k; c++) {
    float d = 0.0f;
    for (int f = 0; f < dims; f++) {
      float diff = features[f * npoints + p] - centroids[c * dims + f];
      d += diff * diff;
    }
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  membership[p] = best;
}
