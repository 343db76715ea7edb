// k-means, the assignment step: each point (dims features, feature-major like the
// clustering codes keep them) takes the nearest of k centroids; ties keep the first.
__kernel void kmeans_assign(__global const float *features, __global const float *centroids,
                            __global int *membership, int npoints, int k, int dims) {
  int p = get_global_id(0);
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
