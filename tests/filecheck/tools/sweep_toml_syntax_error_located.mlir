// RUN: not simd-sweep %S/Inputs/sweep/bad_syntax.toml --out %t.csv 2>&1 | filecheck %s
// A sweep file that is not TOML: tomllib's message at its line and column, exit 1,
// no traceback, no output written.

// CHECK: bad_syntax.toml:5:1: error: Unclosed array
// CHECK-NOT: Traceback
