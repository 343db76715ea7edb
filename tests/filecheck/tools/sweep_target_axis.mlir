// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/target.toml --out %t.csv --jobs 0
// RUN: filecheck %s < %t.csv
// An axis named after a machine parameter (`taken-branch-penalty`) is an option of
// convert-simd-to-lockstep in the stages that lower; the vectorize stage, which does
// not, has one row with the column empty.

// CHECK: point,kernel,width,mode,stage,mask_style,scalar_operands,engine,taken_branch_penalty,pipeline,
// CHECK-NEXT: saxpy,4,uniform,vectorize,,,interp,,spmd-vectorize{width=4 mode=uniform},,,true
// CHECK-NEXT: saxpy,4,uniform,lockstep,exec,false,interp,1,"{{.*}}convert-simd-to-lockstep{mask-style=exec scalar-operands=false taken-branch-penalty=1}",,,true
// CHECK-NEXT: saxpy,4,uniform,lockstep,exec,false,interp,9,"{{.*}}convert-simd-to-lockstep{mask-style=exec scalar-operands=false taken-branch-penalty=9}",,,true
// CHECK-NOT: saxpy
