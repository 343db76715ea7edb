// The ballot compaction of cuda_patterns.cu alone (the README's divergence picture).
#include "../cuda/simdopt_cuda.h"
#include "cross_lane_cuda.h"
#include "ballot_compact.cuh"
