// The project's own HIP device header (clang-22 -x hip --cuda-device-only -nogpuinc
// -nogpulib): the attributes, threadIdx/blockIdx/blockDim/gridDim as clang's AMDGPU
// builtins (work-item and work-group ids, the work-group size and grid size of the
// dispatch), __syncthreads as a barrier with its work-group fences, atomics as clang's
// __atomic builtins, and the few math functions the kernels use as clang builtins.
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __forceinline__ __attribute__((always_inline)) inline

#define SIMDOPT_DIM3(NAME, X, Y, Z)                                                                                    \
  struct NAME##_t {                                                                                                    \
    __declspec(property(get = __fetch_x)) unsigned x;                                                                  \
    __declspec(property(get = __fetch_y)) unsigned y;                                                                  \
    __declspec(property(get = __fetch_z)) unsigned z;                                                                  \
    static __device__ __forceinline__ unsigned __fetch_x() { return X; }                                              \
    static __device__ __forceinline__ unsigned __fetch_y() { return Y; }                                              \
    static __device__ __forceinline__ unsigned __fetch_z() { return Z; }                                              \
  };                                                                                                                   \
  extern const __device__ NAME##_t NAME;

SIMDOPT_DIM3(threadIdx, __builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),
             __builtin_amdgcn_workitem_id_z())
SIMDOPT_DIM3(blockIdx, __builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
             __builtin_amdgcn_workgroup_id_z())
SIMDOPT_DIM3(blockDim, __builtin_amdgcn_workgroup_size_x(), __builtin_amdgcn_workgroup_size_y(),
             __builtin_amdgcn_workgroup_size_z())
SIMDOPT_DIM3(gridDim, __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x(),
             __builtin_amdgcn_grid_size_y() / __builtin_amdgcn_workgroup_size_y(),
             __builtin_amdgcn_grid_size_z() / __builtin_amdgcn_workgroup_size_z())

static __device__ __forceinline__ void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
static __device__ __forceinline__ int atomicAdd(int *p, int v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
static __device__ __forceinline__ unsigned atomicAdd(unsigned *p, unsigned v) {
  return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
}
// compare-and-swap: the old value (LLVM cmpxchg, its {old, ok} result read by extractvalue)
static __device__ __forceinline__ int atomicCAS(int *p, int cmp, int v) {
  __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return cmp;
}
static __device__ __forceinline__ unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) {
  __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return cmp;
}
static __device__ __forceinline__ int min(int a, int b) { return a < b ? a : b; }
static __device__ __forceinline__ int max(int a, int b) { return a > b ? a : b; }
static __device__ __forceinline__ float sqrtf(float x) { return __builtin_sqrtf(x); }
static __device__ __forceinline__ float expf(float x) { return __builtin_expf(x); }
static __device__ __forceinline__ float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
