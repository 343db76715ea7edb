// HIP's id: blockIdx.x * blockDim.x + threadIdx.x, blockDim.x loaded as an i16; a
// 16-bit short image halved with 16-bit arithmetic.
extern "C" __attribute__((global)) void halve16(const short *in, short *out, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < n) {
    short v = in[i];
    out[i] = (short)(v / (short)2) + (short)(__builtin_amdgcn_workgroup_size_x() & 3);
  }
}
