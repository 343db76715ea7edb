#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid_x() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
// Wave sum: ds_swizzle xor butterflies inside 32 lanes, then readlane 0 and 32.
__global__ void wave_reduce(const int *in, int *out) {
  unsigned t = tid_x();
  int v = in[t];
  v += __builtin_amdgcn_ds_swizzle(v, 0x041f);  // xor 1
  v += __builtin_amdgcn_ds_swizzle(v, 0x081f);  // xor 2
  v += __builtin_amdgcn_ds_swizzle(v, 0x101f);  // xor 4
  v += __builtin_amdgcn_ds_swizzle(v, 0x201f);  // xor 8
  v += __builtin_amdgcn_ds_swizzle(v, 0x401f);  // xor 16
  int s = __builtin_amdgcn_readlane(v, 0) + __builtin_amdgcn_readlane(v, 32);
  if (lane() == 0) out[t / 64] = s;
}
// Rotate by one lane with ds_bpermute, and the rank of the lane among the positive ones.
__global__ void permute_rank(const int *in, int *out) {
  unsigned t = tid_x();
  int v = in[t];
  int next = __builtin_amdgcn_ds_bpermute((int)(((lane() + 1) & 63) << 2), v);
  unsigned long long b = __builtin_amdgcn_ballot_w64(v > 0);
  unsigned rank = __builtin_amdgcn_mbcnt_hi((unsigned)(b >> 32), __builtin_amdgcn_mbcnt_lo((unsigned)b, 0u));
  out[t] = next;
  out[t + 64] = v > 0 ? (int)rank : -1;
  out[t + 128] = __builtin_amdgcn_ds_swizzle(v, 0x8000 | 0x00);  // quad broadcast of lane 0
}
