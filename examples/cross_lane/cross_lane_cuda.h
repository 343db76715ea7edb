// The CUDA warp intrinsics the cross-lane examples use, on clang builtins (no CUDA headers).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
struct uint3v { unsigned x, y, z; };
__device__ static inline unsigned tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned bid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
__device__ static inline unsigned bdim_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
__device__ static inline unsigned lane_id() { return __nvvm_read_ptx_sreg_laneid(); }
#define __shfl_down_sync(m, v, d, w) __nvvm_shfl_sync_down_i32((m), (v), (d), ((32 - (w)) << 8) | 0x1f)
#define __shfl_down_sync_f(m, v, d, w) __nvvm_shfl_sync_down_f32((m), (v), (d), ((32 - (w)) << 8) | 0x1f)
#define __shfl_up_sync(m, v, d, w) __nvvm_shfl_sync_up_i32((m), (v), (d), ((32 - (w)) << 8))
#define __shfl_xor_sync(m, v, d, w) __nvvm_shfl_sync_bfly_i32((m), (v), (d), ((32 - (w)) << 8) | 0x1f)
#define __shfl_sync(m, v, s, w) __nvvm_shfl_sync_idx_i32((m), (v), (s), ((32 - (w)) << 8) | 0x1f)
#define __ballot_sync(m, p) __nvvm_vote_ballot_sync((m), (p))
#define __any_sync(m, p) __nvvm_vote_any_sync((m), (p))
#define __all_sync(m, p) __nvvm_vote_all_sync((m), (p))
#define __activemask() __nvvm_activemask()
#define __popc(x) __builtin_popcount(x)
