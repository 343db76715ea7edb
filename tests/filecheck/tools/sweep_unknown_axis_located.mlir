// RUN: not simd-sweep %S/Inputs/sweep/bad_axis.toml --out %t.csv 2>&1 | filecheck %s
// A misspelled axis is named at its line, with the axes there are (the target
// parameters of convert-simd-to-lockstep among them).

// CHECK: bad_axis.toml:5: error: unknown axis 'widht' (known: width, mode, stage, mask_style, scalar_operands, engine, {{.*}}taken_branch_penalty)
