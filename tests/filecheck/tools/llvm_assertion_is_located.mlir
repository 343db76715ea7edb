// RUN: not simd-opt -f ll %S/Inputs/select_of_labels.ll.txt 2>&1 | filecheck %s
// LLVM's parser accepts a block used as a select operand, then asserts (SIGABRT,
// "BasicBlock used in non-terminator") when the block's predecessors are walked: the
// tools read the module in a forked child first and report the abort located, instead
// of dying with exit status 134 and no message.  (The input is not named `.ll`: the
// importer's op-coverage test imports every `.ll` under tests/ in its own process.)
// CHECK: select_of_labels.ll.txt:4:3: error: LLVM aborted (SIGABRT) while reading this module: BasicBlock used in non-terminator
// CHECK-NEXT: %2 = select i1 %c, label %3, label %4
// CHECK-NEXT: ^
