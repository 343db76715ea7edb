// C = A * B for n x n matrices (n a multiple of TILE), 2-D launch with TILE x TILE
// blocks; each block stages tiles of A and B in local memory.
#define TILE 4
__kernel void matmul(__global const int *A, __global const int *B, __global int *C, int n) {
  __local int As[TILE][TILE];
  __local int Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col = get_global_id(0), row = get_global_id(1);
  int acc = 0;
  for (int t = 0; t < n / TILE; t++) {
    As[ty][tx] = A[row * n + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++)
      acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
