// RUN: simd-opt %s -p 'uniformity-versioning{threshold=1}' | filecheck %s --check-prefix=STATIC
// RUN: simd-opt %s -p 'uniformity-versioning{threshold=1 profile="%S/Inputs/uniformity-versioning-profile.json"}' | filecheck %s --check-prefix=PROFILE
// RUN: simd-opt %s -p 'uniformity-versioning{threshold=1 profile="%S/Inputs/uniformity-versioning-profile.json" min-share=0.95}' | filecheck %s --check-prefix=NONE
// RUN: not simd-opt %s -p 'uniformity-versioning{profile="%S/Inputs/uniformity-versioning-other.json"}' 2>&1 | filecheck %s --check-prefix=OTHER
// Without a profile the pass versions on %idx, whose clone scalarizes most.  The
// training run's profile (Inputs/uniformity-versioning-profile.json: the gather, op #2
// of the module's walk, ran uniform 9 times in 10; a block argument has no record)
// makes it version on the gather's result instead; with min-share=0.95 nothing is
// uniform often enough.  A profile of another program is an error.

// STATIC-LABEL:  func.func @profiled
// STATIC-NEXT:   simd.vreadfirstlane %idx
// PROFILE-LABEL: func.func @profiled
// PROFILE-NEXT:  %[[X:.*]] = simd.gather %m[%idx]
// PROFILE-NEXT:  %[[NB:.*]] = simd.s2vb %n
// PROFILE-NEXT:  %[[F:.*]] = simd.vreadfirstlane %[[X]] : vector<4xi32>
// PROFILE-NEXT:  %[[B:.*]] = simd.s2vb %[[F]] : vector<4xi32>
// PROFILE-NEXT:  simd.vcmp eq, %[[X]], %[[B]]
// PROFILE-NEXT:  simd.all
// PROFILE-NEXT:  scf.if
// PROFILE-NEXT:  simd.vmul %[[B]], %[[NB]]
// NONE-LABEL:    func.func @profiled
// NONE-NOT:      simd.all
// OTHER:         uniformity-versioning: the profile {{.*}}other.json is of another program (op #2 is simd.gather, the profile says simd.vadd)
func.func @profiled(%m: memref<?xi32>, %idx: vector<4xi32> {simd.divergent}, %n: i32) -> vector<4xi32> {
  %x = simd.gather %m[%idx] : memref<?xi32>, vector<4xi32>
  %nb = simd.s2vb %n : vector<4xi32>
  %a = simd.vmul %x, %nb : vector<4xi32>
  %b = simd.vadd %a, %nb : vector<4xi32>
  %c = simd.vsub %b, %x : vector<4xi32>
  func.return %c : vector<4xi32>
}
