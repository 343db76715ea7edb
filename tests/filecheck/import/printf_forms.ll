; OpenCL's printf as clang emits it for NVPTX/SPIR (a call with the format string) ->
; gpu.printf; a %s of a constant string is folded into the format, a float argument
; arrives as a double (C's promotion).  simd-run prints the text after the results,
; thread by thread (TEXT), and --json carries it as a list (JSON).
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --threads 3 --width 4 --args '[[7, -1, 300]]' | filecheck %s --check-prefix=TEXT
; RUN: simd-run %s --threads 3 --width 1 --args '[[7, -1, 300]]' | filecheck %s --check-prefix=TEXT
; RUN: simd-run %s --threads 3 --width 4 --args '[[7, -1, 300]]' --json | filecheck %s --check-prefix=JSON

; CHECK-LABEL: func.func @k(%v: memref<?xi32>) {
; CHECK:         gpu.printf "[kernel k] %d: %x %u %5.2f %c%%\0A", %{{.*}}, %x, %x, %d, %{{.*}} : i32, i32, i32, f64, i32
; CHECK:         gpu.printf "long %ld\0A", %w : i64
; TEXT:      divergent_branch_instances: 0
; TEXT-NEXT: [kernel k] 0: 7 7  3.50 A%
; TEXT-NEXT: long 7
; TEXT-NEXT: [kernel k] 1: ffffffff 4294967295 -0.50 A%
; TEXT-NEXT: long -1
; TEXT-NEXT: [kernel k] 2: 12c 300 150.00 A%
; TEXT-NEXT: long 300
; JSON: "printf": ["[kernel k] 0: 7 7  3.50 A%\n", "long 7\n", "[kernel k] 1: ffffffff 4294967295 -0.50 A%\n", "long -1\n", "[kernel k] 2: 12c 300 150.00 A%\n", "long 300\n"]
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr addrspace(4) constant [27 x i8] c"[%s] %d: %x %u %5.2f %c%%\0A\00", align 1
@.name = private unnamed_addr addrspace(4) constant [9 x i8] c"kernel k\00", align 1
@.long = private unnamed_addr addrspace(4) constant [10 x i8] c"long %ld\0A\00", align 1

define ptx_kernel void @k(ptr addrspace(1) %v) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %v, i32 %t
  %x = load i32, ptr addrspace(1) %p
  %f = sitofp i32 %x to float
  %h = fmul float %f, 0.5
  %d = fpext float %h to double
  %r = call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) @.str, ptr addrspace(4) @.name, i32 %t, i32 %x, i32 %x, double %d, i32 65)
  %w = sext i32 %x to i64
  %r2 = call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) @.long, i64 %w)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @printf(ptr addrspace(4), ...)
