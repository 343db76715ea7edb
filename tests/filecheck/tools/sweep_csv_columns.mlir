// RUN: rm -f %t.csv
// RUN: simd-sweep %S/Inputs/sweep/two.toml --out %t.csv --jobs 0
// RUN: filecheck %s < %t.csv
// One row per kernel x axis point, in the sweep's order: a column per axis, the
// pipeline, phase/error (empty on success), same/mismatch against the SPMD executor,
// then the stats under simd-run --json's names (nested ones dotted), timing and worker
// last.  mask_style and scalar_operands do not apply to the vectorize stage: empty there.

// CHECK: point,kernel,width,mode,stage,mask_style,scalar_operands,engine,pipeline,phase,error,same,mismatch,static_alu_ops,dynamic_alu_ops,
// CHECK-SAME: issued.vector,
// CHECK-SAME: cycles,energy,
// CHECK-SAME: compile_time,run_time,worker{{$}}
// CHECK-NEXT: "saxpy|width=4,mode=uniform,stage=vectorize,mask_style=,scalar_operands=,engine=interp",saxpy,4,uniform,vectorize,,,interp,spmd-vectorize{width=4 mode=uniform},,,true,,
// CHECK-NEXT: "saxpy|width=4,mode=uniform,stage=lockstep,mask_style=exec,scalar_operands=false,engine=interp",saxpy,4,uniform,lockstep,exec,false,interp,"spmd-vectorize{width=4 mode=uniform},divergence-scalarize,{{.*}},convert-simd-to-lockstep{mask-style=exec scalar-operands=false}",,,true,,
// CHECK-NEXT: "saxpy|width=8,mode=uniform,stage=vectorize,{{.*}}",saxpy,8,uniform,vectorize,
// CHECK-NEXT: "saxpy|width=8,mode=uniform,stage=lockstep,{{.*}}",saxpy,8,uniform,lockstep,
// CHECK-NOT: saxpy
