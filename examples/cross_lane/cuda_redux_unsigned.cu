#include "cross_lane_cuda.h"
// Unsigned warp reductions (sm_80 redux.sync umin / umax), over the whole warp and over
// the lanes of a divergent branch (their active mask), with a signed min beside them.
extern "C" __global__ void redux_unsigned(const unsigned *in, unsigned *out) {
  unsigned t = bid_x() * bdim_x() + tid_x();
  unsigned x = in[t];
  unsigned m = __activemask();
  out[4 * t + 0] = __nvvm_redux_sync_umin(x, m);
  out[4 * t + 1] = __nvvm_redux_sync_umax(x, m);
  if (x & 1) {
    unsigned m2 = __activemask();
    out[4 * t + 2] = __nvvm_redux_sync_umin(x, m2);
    out[4 * t + 3] = __nvvm_redux_sync_umax(x, m2);
  } else {
    out[4 * t + 2] = 0;
    out[4 * t + 3] = (unsigned)__nvvm_redux_sync_min((int)x, __activemask());
  }
}
