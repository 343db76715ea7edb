; RUN: not simd-opt %s 2>&1 | filecheck %s
; RUN: not simd-run %s --args '[1]' 2>&1 | filecheck %s
; LLVM's parser accepts a block used as a select operand, then asserts (SIGABRT,
; "BasicBlock used in non-terminator") when the block's predecessors are walked: the
; tools read the module in a forked child first and report the abort located, instead
; of dying with exit status 134 and no message.
; CHECK: llvm_assertion_is_located.ll:13:3: error: LLVM aborted (SIGABRT) while reading this module: BasicBlock used in non-terminator
; CHECK-NEXT: %2 = select i1 %c, label %3, label %4
; CHECK-NEXT: ^
define i32 @f(i1 %c) {
  br label %1
1:
  %2 = select i1 %c, label %3, label %4
  ret i32 0
3:
  ret i32 1
4:
  ret i32 2
}
