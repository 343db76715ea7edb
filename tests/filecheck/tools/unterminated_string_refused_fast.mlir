// RUN: not simd-opt %S/Inputs/unterminated_string.mlir 2>&1 | filecheck %s
// RUN: not simd-run %S/Inputs/unterminated_string.mlir 2>&1 | filecheck %s
// RUN: not simd-opt %S/Inputs/unknown_string_escape.mlir 2>&1 | filecheck %s --check-prefix=ESC
// A quote that opens no string literal xDSL can read (no closing quote on the line, a
// fuzzed mutant of examples/redundant_scalars.mlir; or an escape xDSL does not know)
// made xDSL's lexer backtrack exponentially: minutes for a 35-character line.  The
// tools refuse it first, located at the quote.
// CHECK: unterminated_string.mlir:2:16: error: unterminated string literal (no closing '"' on its line, or an escape other than \n \t \\ \" \XX)
// CHECK-NEXT: %w = simd.s2v"%c7, %c7, %c7, %c7 : vector<4xi32>
// CHECK-NEXT: {{^}}               ^
// ESC: unknown_string_escape.mlir:1:35: error: unterminated string literal
