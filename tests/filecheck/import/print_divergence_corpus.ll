; The first use of the importer: `simd-opt kernel.ll -p print-divergence` on a corpus
; kernel.  In saxpy the kernel parameters (a, x, y, n: %v0..%v3) are uniform, everything
; computed from get_global_id is divergent and so is the bound check's branch.
; RUN: simd-opt %examples/opencl/saxpy.ll -p print-divergence | filecheck %s

; CHECK:      divergence @saxpy
; CHECK-NEXT:   uniform %v0
; CHECK-NEXT:   uniform %v1
; CHECK-NEXT:   uniform %v2
; CHECK-NEXT:   uniform %v3
; CHECK-NEXT:   uniform %0
; CHECK-NEXT:   divergent %1
; CHECK-NEXT:   divergent %v5
; CHECK-NEXT:   divergent %v6
; CHECK-NEXT:   divergent %v7
; CHECK:        divergent %v16
; CHECK-NEXT:   divergent-branch ^L4
; CHECK:      func.func @saxpy(%v0: f32, %v1: memref<?xf32>, %v2: memref<?xf32>, %v3: i32) {

; In reduce, the tree's step count comes from get_local_size (uniform): its loop and the
; values carried around it are uniform; the loads from workgroup memory at a thread's
; own slot are divergent; the final load of scratch[0] by thread 0 is uniform.
; RUN: simd-opt %examples/opencl/reduce.ll -p print-divergence | filecheck %s --check-prefix=REDUCE
; REDUCE:      divergence @reduce
; REDUCE:        uniform %v11
; REDUCE:        uniform %v16
; REDUCE:        divergent %v20
; REDUCE:        uniform %v24
; REDUCE:        uniform %v27
; REDUCE:        uniform-branch ^L2
; REDUCE-NEXT:   divergent-branch ^L13
; REDUCE-NEXT:   divergent-branch ^L15
; REDUCE-NEXT:   uniform-branch ^L23
