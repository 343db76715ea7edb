; LLVM's cmpxchg -> simd.cmpxchg, its {old, ok} result read by extractvalue (ok: the old
; value equals the expected one), and OpenCL's atomic_cmpxchg -> simd.cmpxchg; a float
; buffer also exchanged as i32 bits (the CAS loop of a float add) is addressed in i32.
; Run by 4 threads at W=4 and W=1 (each thread's CAS is one step; the 4 threads of one
; instance go in lane order): p[0] = 5, every thread swaps 5 -> 10+t, only thread 0
; wins (ok[0] = 1, old 5; the others see 10); p[1] gets t+1 only where p[1] was t:
; thread 0 (0 -> 1), then thread 1 (1 -> 2), ... a chain in lane order: 4.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --threads 4 --width 4 --args '[[5, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1069547520]]' --json | filecheck %s --check-prefix=EXEC
; RUN: simd-run %s --threads 4 --width 1 --args '[[5, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1069547520]]' --json | filecheck %s --check-prefix=EXEC
; EXEC: "memrefs": {{\[}}[10, 4, 5, 10, 10, 10, 1, 0, 0, 0], [1075838976]]

; CHECK-LABEL: func.func @k(%p: memref<?xi32>, %f: memref<?xi32>) {
; CHECK:         %pair = simd.cmpxchg %{{.*}}, %new, %p[%{{.*}}] : memref<?xi32>, i32
; CHECK-NEXT:    %ok = arith.cmpi eq, %pair, %{{.*}} : i32
; CHECK:         %seen = simd.cmpxchg %t, %{{.*}}, %p[%{{.*}}] : memref<?xi32>, i32
; CHECK:         %fold = simd.cmpxchg %fb, %sb, %f[%{{.*}}] : memref<?xi32>, i32
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %new = add i32 %t, 10
  %pair = cmpxchg ptr addrspace(1) %p, i32 5, i32 %new monotonic monotonic
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %okw = zext i1 %ok to i32
  %q = getelementptr i32, ptr addrspace(1) %p, i32 1
  %t1 = add i32 %t, 1
  %seen = call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) %q, i32 %t, i32 %t1)
  %slot = add i32 %t, 2
  %r = getelementptr i32, ptr addrspace(1) %p, i32 %slot
  store i32 %old, ptr addrspace(1) %r
  %okslot = add i32 %t, 6
  %s = getelementptr i32, ptr addrspace(1) %p, i32 %okslot
  store i32 %okw, ptr addrspace(1) %s
  ; thread 0 adds 1.0 to f[0] through the bits
  %is0 = icmp eq i32 %t, 0
  br i1 %is0, label %add, label %done
add:
  %fv = load float, ptr addrspace(1) %f
  %fb = bitcast float %fv to i32
  %sum = fadd float %fv, 1.0
  %sb = bitcast float %sum to i32
  %fold = call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) %f, i32 %fb, i32 %sb)
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1), i32, i32)
