; --assume-external=divergent: a call to a function declared only is the opaque
; simd.external_call, its result divergent (as LLVM 22's AMDGPU uniformity analysis says
; of every call: the LLVM lines are opt-22's own verdicts on this file), a branch on it
; divergent, the phis of its join divergent; values not computed from it stay uniform,
; and a readfirstlane of it is uniform.  Without the option the call is a located error
; naming the callee; with it, runs and spmd-vectorize stop at the call (located).
; RUN: simd-opt --assume-external=divergent %s | filecheck %s
; RUN: simd-opt --assume-external=divergent %s -p print-divergence | filecheck %s --check-prefix=DIV
; RUN: opt-22 -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s 2>&1 | filecheck %s --check-prefix=LLVM
; RUN: not simd-opt %s 2>&1 | filecheck %s --check-prefix=OFF
; RUN: not simd-run --assume-external=divergent %s --threads 4 --args '[[0, 0, 0, 0], 3]' 2>&1 | filecheck %s --check-prefix=EXEC
; RUN: not simd-opt --assume-external=divergent %s -p 'spmd-vectorize{width=4}' 2>&1 | filecheck %s --check-prefix=VEC
; RUN: not simd-opt --assume-external=divergent %S/Inputs/external_call_pointer.ll 2>&1 | filecheck %s --check-prefix=PTR
; RUN: simd-opt --help | filecheck %s --check-prefix=HELP
; RUN: simd-run --help | filecheck %s --check-prefix=HELP

; CHECK-LABEL: func.func @external_calls(
; CHECK:         %r = simd.external_call @ext_hash(%u) : (i32) -> i32
; CHECK:         simd.external_call @ext_log() : () -> ()
; CHECK:         %f = simd.external_call @ext_f(%{{.*}}) : (f32) -> f32
; DIV:      divergence @external_calls
; DIV-DAG:  uniform %u
; DIV-DAG:  divergent %r
; DIV-DAG:  divergent %s
; DIV-DAG:  divergent %c
; DIV-DAG:  uniform %rf
; DIV-DAG:  divergent %f
; DIV-DAG:  divergent %p
; DIV-DAG:  divergent %q
; DIV-DAG:  uniform %v
; DIV-DAG:  divergent-branch ^entry
; LLVM:     DIVERGENT: %r = call i32 @ext_hash(i32 %u)
; LLVM:     DIVERGENT: %s = add i32 %r, %u
; LLVM:     DIVERGENT: %c = icmp slt i32 %r, 10
; LLVM:     DIVERGENT: br i1 %c
; LLVM:     DIVERGENT: %f = call float @ext_f(float 1.000000e+00)
; LLVM:     DIVERGENT: %p = phi i32
; LLVM:     DIVERGENT: %q = phi i32
; LLVM-NOT: DIVERGENT: %v =
; OFF: external_call_assumed_divergent.ll:[[# @LINE + 12]]:3: error: unsupported call to @ext_hash (a function declared only; --assume-external=divergent imports it as an opaque call)
; EXEC: external_call_assumed_divergent.ll:[[# @LINE + 11]]:3: error: call to @ext_hash, a function declared only: its body is not in the module (imported as an opaque call by --assume-external=divergent), so it cannot run
; VEC: external_call_assumed_divergent.ll:[[# @LINE + 10]]:3: error: spmd-vectorize: 'simd.external_call' has no vector form
; HELP: --assume-external {divergent}
; HELP: opaque
; PTR: external_call_pointer.ll:2:3: error: @ext_fill: an external call passes scalars only, not 'ptr addrspace(1) %a'

define amdgpu_kernel void @external_calls(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %u = add i32 %n, 1
  %r = call i32 @ext_hash(i32 %u)
  %s = add i32 %r, %u
  call void @ext_log()
  %rf = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %r)
  store i32 %rf, ptr addrspace(1) %o
  %c = icmp slt i32 %r, 10
  br i1 %c, label %then, label %join
then:
  %f = call float @ext_f(float 1.0)
  %fi = fptosi float %f to i32
  br label %join
join:
  %p = phi i32 [ %fi, %then ], [ %s, %entry ]
  %q = phi i32 [ 1, %then ], [ 2, %entry ]
  %v = add i32 %u, %n
  %w = add i32 %p, %q
  %x = add i32 %w, %v
  store i32 %x, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @ext_hash(i32)
declare void @ext_log()
declare float @ext_f(float)
