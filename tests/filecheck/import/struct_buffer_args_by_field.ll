; A struct buffer's --args are its structs' fields as C values (simd.c_type = "{float, int}"
; on struct_mixed's `Body *`): a float field takes a float (an int too: 5 is 5.0), an int
; field refuses a float with the field's index, and a count that is not a whole number of
; structs is an argument error naming the fields.  The nvptx spelling (the body in a
; __clang_ocl_kern_imp_ callee) carries the same fields.
; RUN: simd-run %examples/opencl/suite/struct_mixed.ll --grid 2 --block 4 --json --args '[[5, 0, 2.0, 0, 2.0, 0, 4.5, 0, 4.5, 0, 6.0, 0], 6, 1.5]' | filecheck %s --check-prefix=INTS
; RUN: not simd-run %examples/opencl/suite/struct_mixed.ll --grid 2 --block 4 --args '[[5.0, 0.5, 2.0, 0, 2.0, 0, 4.5, 0, 4.5, 0, 6.0, 0], 6, 1.5]' 2>&1 | filecheck %s --check-prefix=FIELD
; RUN: not simd-run %examples/opencl/suite/struct_mixed.ll --grid 2 --block 4 --args '[[5.0, 0, 2.0, 0, 2.0, 0, 4.5, 0, 4.5, 0, 6.0], 6, 1.5]' 2>&1 | filecheck %s --check-prefix=COUNT
; RUN: simd-opt %examples/opencl/suite/nvptx/struct_mixed.ll | filecheck %s --check-prefix=NVPTX
; INTS: "memrefs": {{\[}}[20.0, 3, 4.0, 1, 4.0, 1, 18.0, 3, 18.0, 3, 30.0, 4]]
; FIELD: simd-run: error: argument #0 (memref<?xi32>, C element type {float, int})[1]: expected an integer for i32, got 0.5
; COUNT: simd-run: error: argument #0 (memref<?xi32>, C element type {float, int}): 11 values are not a whole number of its 2 fields
; NVPTX: func.func @struct_mixed(%v0: memref<?xi32> {simd.c_type = "{float, int}"}, %v1: i32, %v2: f32)
