// RUN: printf "// a comment\n'/\n" > %t.mlir
// RUN: not simd-opt %t.mlir 2>&1 | filecheck %s
// RUN: not simd-run %t.mlir 2>&1 | filecheck %s
// xDSL's parser lexes its first token when it is built: a stray quote there (a fuzzed
// mutant of examples/vvadd.mlir: a comment line cut after its first character) raised
// before the parser's error handling and came out as "internal error: ParseError".
// CHECK: {{.*}}.mlir:2:1: error: Unexpected character: '
// CHECK-NEXT: '/
// CHECK-NEXT: ^
// CHECK-NOT: internal error
