// RUN: not simd-opt -f ll %S/Inputs/phi_missing_entry_in_callee.ll.txt 2>&1 | filecheck %s
// RUN: cp %S/Inputs/phi_missing_entry_in_callee.ll.txt %t.ll
// RUN: not simd-run %t.ll --args '[[0], 1]' 2>&1 | filecheck %s --check-prefix=EXEC
// A call to a defined function is inlined with LLVM's inliner before the import; on a
// module LLVM's verifier rejects (here a phi without an entry for its predecessor
// `entry`, a mutant the fuzz campaign made of the corpus) the inliner crashed the
// process with SIGSEGV and no message.  The verifier runs first: its message, located.
// CHECK: phi_missing_entry_in_callee.ll.txt:7:3: error: invalid LLVM IR: PHINode should have one entry for each predecessor of its parent basic block!
// CHECK-NEXT: %x = phi i32 [ 1, %a ]
// CHECK-NEXT: ^
// CHECK-NOT: Traceback
// EXEC: {{.*}}.ll:7:3: error: invalid LLVM IR: PHINode should have one entry for each predecessor of its parent basic block!
// EXEC-NOT: Traceback

// RUN: not simd-opt -f ll %S/Inputs/duplicate_module_flag_with_call.ll.txt 2>&1 | filecheck %s --check-prefix=FLAG
// The verifier names part of a line (a module flag twice, another mutant): located at
// its first occurrence.
// FLAG: duplicate_module_flag_with_call.ll.txt:14:15: error: invalid LLVM IR: module flag identifiers must be unique (or of 'require' type)
// FLAG-NEXT: !0 = !{i32 1, !"wchar_size", i32 4}
