; A buffer the importer stores in units other than its C element type (type_pun's
; `float *x` and `float *twice`, read and written also as uint: memref<?xi32>) carries
; its C type (`simd.c_type = "float"`, from !kernel_arg_base_type): `simd-run --args`
; takes the buffer's C values (floats) and prints them back as floats, at the import and
; after spmd-vectorize; the memrefs equal examples/opencl/native/type_pun.json.  A struct
; buffer (struct_mixed's `Body *`) carries its struct's C fields, from clang's TBAA
; struct-path tags (struct_element in frontends/llvm/c_types.py).  A float buffer given an
; float that does not fit is an argument error.
; RUN: simd-opt %examples/opencl/suite/type_pun.ll | filecheck %s --check-prefix=IR
; RUN: simd-opt %examples/opencl/suite/struct_mixed.ll | filecheck %s --check-prefix=STRUCT
; RUN: simd-run %examples/opencl/suite/type_pun.ll --grid 2 --block 4 --json --args '[[1.0, -2.5, 0.1, 3e+38, -0.0, 1e-40, 6.5, -1234.5], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 8]' | filecheck %s --check-prefix=OUT
; RUN: simd-opt %examples/opencl/suite/type_pun.ll -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.vec.mlir
; RUN: simd-run %t.vec.mlir --grid 2 --block 4 --width 4 --json --args '[[1.0, -2.5, 0.1, 3e+38, -0.0, 1e-40, 6.5, -1234.5], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 8]' | filecheck %s --check-prefix=OUT
; RUN: not simd-run %examples/opencl/suite/type_pun.ll --grid 2 --block 4 --args '[[1e39], [0], [0.0], 1]' 2>&1 | filecheck %s --check-prefix=BIG
; IR: func.func @type_pun(%v0: memref<?xi32> {simd.c_type = "float"}, %v1: memref<?xi32> {simd.c_type = "uint"}, %v2: memref<?xi32> {simd.c_type = "float"}, %v3: i32)
; STRUCT: func.func @struct_mixed(%v0: memref<?xi32> {simd.c_type = "{float, int}"}, %v1: i32, %v2: f32)
; OUT: "memrefs": {{\[}}[1.0, -2.5, 0.10000000149011612, 3.0000000054977558e+38, -0.0, 9.99994610111476e-41, 6.5, -1234.5], [0, 127, 0, 1, 128, 1, 0, 123, 12, 0, 254, 12, 1, 0, 0, 0, 0, 7, 0, 129, 2, 1, 137, 5], [2.0, 5.0, 0.20000000298023224, 3.0000000054977558e+38, 0.0, 9.99994610111476e-41, 13.0, 2469.0]]
; BIG: argument #0 (memref<?xi32>, C element type float)[0]: 1e+39 does not fit in f32
