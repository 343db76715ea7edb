// RUN: printf '' > %t.ll
// RUN: not simd-run %t.ll 2>&1 | filecheck %s --check-prefix=EMPTY
// RUN: printf 'declare void @f()\n' > %t.decl.ll
// RUN: not simd-run %t.decl.ll 2>&1 | filecheck %s --check-prefix=DECL
// An input with no function to run (an empty file, a mutant whose only body was
// deleted) is the input's fault: a located error at its start, as the fuzz campaign
// wants every error about an input to be, not a bare "simd-run: error:".
// EMPTY: {{.*}}.ll:1:1: error: no function to run: the input defines none
// DECL: {{.*}}.decl.ll:1:1: error: no function to run: the input defines none
// DECL-NEXT: declare void @f()
// DECL-NEXT: ^
