; A `uchar` buffer takes 0..255 (and -128..127, the same bits) in `--args` and prints
; as `uchar`; a `uint` scalar takes 0..2^32-1.  An `int` buffer stays signed.  The source:
;   __kernel void inc(__global uchar *b, __global int *c, uint s) {
;     int i = get_global_id(0);
;     b[i] = b[i] + 1;
;     c[i] = (int)(s >> 1);
;   }
; RUN: simd-opt %s | filecheck %s --check-prefix=IR
; RUN: simd-run %s --threads 4 --args '[[255, 200, -1, 127], [0, 0, 0, 0], 4294967295]' --json | filecheck %s
; RUN: simd-run %s --threads 4 --args '[[255, 200, -1, 127], [0, 0, 0, 0], 4294967295]' | filecheck %s --check-prefix=TEXT
;
; IR: func.func @inc(%v0: memref<?xi8> {simd.c_type = "uchar"}, %v1: memref<?xi32>, %v2: i32 {simd.c_type = "uint"})
; CHECK: "memrefs": {{\[}}[0, 201, 0, 128], [2147483647, 2147483647, 2147483647, 2147483647]]
; TEXT: [0, 201, 0, 128]
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @inc(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2) !kernel_arg_base_type !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 0)
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6
  %8 = load i8, ptr addrspace(1) %7, align 1
  %9 = add i8 %8, 1
  store i8 %9, ptr addrspace(1) %7, align 1
  %10 = lshr i32 %2, 1
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %10, ptr addrspace(1) %11, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)

!11 = !{!"uchar*", !"int*", !"uint"}
