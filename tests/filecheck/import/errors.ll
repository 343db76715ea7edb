; Every import failure is one located error (file:line:col, the .ll line and a caret)
; with exit code 1 and no traceback.
; RUN: not simd-opt %S/Inputs/malformed.ll 2>&1 | filecheck %s --check-prefix=MALFORMED
; MALFORMED: Inputs/malformed.ll:2:16: error: use of undefined value '%nope'
; MALFORMED-NEXT: %x = add i32 %nope, 1
; MALFORMED-NOT: Traceback

; RUN: not simd-opt %S/Inputs/unsupported_instruction.ll 2>&1 | filecheck %s --check-prefix=INST
; INST: Inputs/unsupported_instruction.ll:2:3: error: unsupported instruction 'insertvalue'
; INST-NEXT: %pair = insertvalue { i32, i1 } poison, i32 %v, 0
; INST-NEXT: ^

; RUN: not simd-opt %S/Inputs/indirect_call.ll 2>&1 | filecheck %s --check-prefix=INDIRECT
; INDIRECT: Inputs/indirect_call.ll:2:3: error: indirect calls are not supported

; RUN: not simd-opt %S/Inputs/misaligned_offset.ll 2>&1 | filecheck %s --check-prefix=MISALIGNED
; MISALIGNED: Inputs/misaligned_offset.ll:2:3: error: byte offset 6 is not a multiple of 4 (the size of the elements of %a)

; RUN: not simd-opt %S/Inputs/copy_dynamic_length.ll 2>&1 | filecheck %s --check-prefix=COPYLEN
; COPYLEN: Inputs/copy_dynamic_length.ll:2:3: error: llvm.memcpy of a length known only at run time is not supported
; RUN: not simd-opt %S/Inputs/copy_variable_byte.ll 2>&1 | filecheck %s --check-prefix=COPYBYTE
; COPYBYTE: Inputs/copy_variable_byte.ll:3:3: error: llvm.memset with a byte known only at run time is not supported
; RUN: not simd-opt %S/Inputs/copy_two_element_types.ll 2>&1 | filecheck %s --check-prefix=COPYTYPES
; COPYTYPES: Inputs/copy_two_element_types.ll:4:3: error: llvm.memcpy between buffers of different element types is not supported
; RUN: not simd-opt %S/Inputs/copy_long_memmove.ll 2>&1 | filecheck %s --check-prefix=COPYMOVE
; COPYMOVE: Inputs/copy_long_memmove.ll:4:3: error: llvm.memmove of 20 elements (more than 16) is not supported

; RUN: not simd-opt %S/Inputs/unprovable_offset.ll 2>&1 | filecheck %s --check-prefix=UNPROVABLE
; UNPROVABLE: Inputs/unprovable_offset.ll:2:3: error: cannot prove the byte offset i64 %off (x1) is a multiple of 4 (the size of the elements of %a)

; RUN: not simd-opt %S/Inputs/atomic_wider_than_unit.ll 2>&1 | filecheck %s --check-prefix=ATOMICUNIT
; ATOMICUNIT: Inputs/atomic_wider_than_unit.ll:3:3: error: atomic add of i64 on a buffer of i32 (several types)

; RUN: not simd-opt %S/Inputs/unsupported_intrinsic.ll 2>&1 | filecheck %s --check-prefix=INTRINSIC
; INTRINSIC: Inputs/unsupported_intrinsic.ll:2:3: error: unsupported intrinsic @llvm.vector.reduce.add.v4i32

; RUN: not simd-opt %S/Inputs/unsupported_call.ll 2>&1 | filecheck %s --check-prefix=CALL
; CALL: Inputs/unsupported_call.ll:2:3: error: unsupported call to @external

; RUN: not simd-opt %S/Inputs/cmpxchg_on_bytes.ll 2>&1 | filecheck %s --check-prefix=CASUNIT
; CASUNIT: Inputs/cmpxchg_on_bytes.ll:4:3: error: a compare-and-swap of i32 on a buffer addressed in i8 units
; RUN: not simd-opt %S/Inputs/extractvalue_of_struct.ll 2>&1 | filecheck %s --check-prefix=EXTRACT
; EXTRACT: Inputs/extractvalue_of_struct.ll:2:3: error: extractvalue is supported on the result of a cmpxchg or a shfl.sync.*p only

; RUN: not simd-opt %S/Inputs/unsupported_type.ll 2>&1 | filecheck %s --check-prefix=TYPE
; TYPE: Inputs/unsupported_type.ll:2:3: error: unsupported type 'i128'

; RUN: not simd-run %S/Inputs/unsupported_instruction.ll --threads 2 2>&1 | filecheck %s --check-prefix=EXEC
; EXEC: Inputs/unsupported_instruction.ll:2:3: error: unsupported instruction 'insertvalue'
