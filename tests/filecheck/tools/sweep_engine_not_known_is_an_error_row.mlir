// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/engine.toml --out %t.csv --jobs 0
// RUN: filecheck %s < %t.csv
// The `engine` axis: `interp` runs in the worker; any other engine is `simd-run --engine
// E --json` on the staged program, and an engine simd-run refuses is that point's error
// row (phase `run`), the other point unaffected.

// CHECK: saxpy,4,uniform,vectorize,,,interp,spmd-vectorize{width=4 mode=uniform},,,true,,
// CHECK: saxpy,4,uniform,vectorize,,,nosuch,spmd-vectorize{width=4 mode=uniform},run,{{"?}}simd-run --engine nosuch: simd-run: error: {{.*}}nosuch
