; OpenCL `uint` arguments keep their C type: clang's `!kernel_arg_base_type` metadata
; becomes `simd.c_type = "uint"` on the argument; `simd-run --args` takes the unsigned
; range (wrapped to the i32's two's complement bits) and prints the buffer as `uint`,
; in the SPMD executor, vectorized, scalarized and on the lockstep machine.  The source:
;   __kernel void mix(__global uint *h, uint salt) {
;     int i = get_global_id(0);
;     uint x = h[i] ^ salt;
;     h[i] = (x >> 3) + x * 2654435761u;
;   }
; DEFINE: %{args} = '[[4294967295, 2147483648, 1, 3000000000, 7, 0, 4294967294, -1], 3735928559]'
; RUN: simd-opt %s | filecheck %s --check-prefix=IR
; RUN: simd-run %s --threads 8 --args %{args} --json | filecheck %s
; RUN: simd-opt %s -p 'spmd-vectorize{width=4}' -o %t.v.mlir
; RUN: simd-run %t.v.mlir --threads 8 --args %{args} --json | filecheck %s
; RUN: simd-opt %t.v.mlir -p 'divergence-scalarize,canonicalize,cse,dce' -o %t.s.mlir
; RUN: simd-run %t.s.mlir --threads 8 --args %{args} --json | filecheck %s
; RUN: simd-opt %t.s.mlir -p 'convert-simd-to-lockstep{mask-style=exec}' -o %t.l.mlir
; RUN: simd-run %t.l.mlir --threads 8 --args %{args} --json | filecheck %s
; RUN: not simd-run %s --threads 8 --args '[[4294967296, 0, 0, 0, 0, 0, 0, 0], 0]' 2>&1 | filecheck %s --check-prefix=RANGE
;
; IR: func.func @mix(%v0: memref<?xi32> {simd.c_type = "uint"}, %v1: i32 {simd.c_type = "uint"})
; The plain-Python reference: ((x >> 3) + x * 2654435761) % 2**32 with x = h ^ salt (-1 is 4294967295).
; CHECK: "memrefs": {{\[}}[3376010290, 680440348, 441923691, 1698838620, 1695178309, 3096359452, 1735478755, 3376010290]]
; RANGE: error: argument #0 (memref<?xi32>)[0]: 4294967296 does not fit in i32
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mix(ptr addrspace(1) %0, i32 %1) !kernel_arg_type !11 !kernel_arg_base_type !11 {
  %3 = tail call i64 @_Z13get_global_idj(i32 0)
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 30
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4
  %8 = xor i32 %7, %1
  %9 = lshr i32 %8, 3
  %10 = mul i32 %8, -1640531535
  %11 = add i32 %9, %10
  store i32 %11, ptr addrspace(1) %6, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)

!11 = !{!"uint*", !"uint"}
