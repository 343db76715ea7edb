// RUN: not simd-sweep %S/Inputs/sweep/bad_stage.toml --out %t.csv 2>&1 | filecheck %s
// An unknown stage is reported at the line of the value (the list spans two lines).

// CHECK: bad_stage.toml:5: error: unknown stage 'lokstep' (known: spmd, vectorize, scalarize, lockstep, lockstep-noscalarize; add it under [stages])
