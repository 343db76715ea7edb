// The project's own CUDA device header (clang-22 -x cuda --cuda-device-only -nocudainc
// -nocudalib): the attributes, threadIdx/blockIdx/blockDim/gridDim as clang's NVPTX
// special-register builtins, __syncthreads, atomics as clang's __atomic builtins, and
// the few math functions the kernels use as clang builtins (no libdevice).
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __forceinline__ __attribute__((always_inline)) inline

#define SIMDOPT_DIM3(NAME, REG)                                                                                        \
  struct NAME##_t {                                                                                                    \
    __declspec(property(get = __fetch_x)) unsigned x;                                                                  \
    __declspec(property(get = __fetch_y)) unsigned y;                                                                  \
    __declspec(property(get = __fetch_z)) unsigned z;                                                                  \
    static __device__ __forceinline__ unsigned __fetch_x() { return __nvvm_read_ptx_sreg_##REG##_x(); }               \
    static __device__ __forceinline__ unsigned __fetch_y() { return __nvvm_read_ptx_sreg_##REG##_y(); }               \
    static __device__ __forceinline__ unsigned __fetch_z() { return __nvvm_read_ptx_sreg_##REG##_z(); }               \
  };                                                                                                                   \
  extern const __device__ NAME##_t NAME;

SIMDOPT_DIM3(threadIdx, tid)
SIMDOPT_DIM3(blockIdx, ctaid)
SIMDOPT_DIM3(blockDim, ntid)
SIMDOPT_DIM3(gridDim, nctaid)

// __syncthreads is a clang builtin for NVPTX (llvm.nvvm.barrier.cta.sync.aligned.all(0))
static __device__ __forceinline__ int atomicAdd(int *p, int v) { return __atomic_fetch_add(p, v, __ATOMIC_RELAXED); }
static __device__ __forceinline__ unsigned atomicAdd(unsigned *p, unsigned v) {
  return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
}
static __device__ __forceinline__ unsigned __float_as_uint(float x) { return __builtin_bit_cast(unsigned, x); }
static __device__ __forceinline__ float __uint_as_float(unsigned x) { return __builtin_bit_cast(float, x); }
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
static __device__ __forceinline__ float fminf(float a, float b) { return __builtin_fminf(a, b); }
