// Ballot compaction of every warp into its own 32-element segment, the count after it.
extern "C" __global__ void ballot_compact(const int *in, int *out, int *counts) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32, warp = g / 32;
  int v = in[g];
  unsigned b = __ballot_sync(0xffffffffu, v % 3 == 0);
  if (v % 3 == 0) out[warp * 32 + __popc(b & ((1u << lane) - 1u))] = v;
  if (lane == 0) counts[warp] = __popc(b);
}
