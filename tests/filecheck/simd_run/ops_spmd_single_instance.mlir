// A kernel (it uses thread ids) run without a launch is refused, not run as one thread
// (issue 8): the message says which op makes it a kernel and how to launch it.
// RUN: not simd-run %s --args '[42]' 2>&1 | filecheck %s --check-prefix=REFUSED
// REFUSED: simd-run: error: 'main' is an SPMD kernel (it uses simd.thread_id): it needs a launch, --threads N or --grid X[,Y[,Z]] --block X[,Y[,Z]] (with --width W)

// A single-instance run is asked for explicitly: thread 0, lane 0 of a one-lane group;
// thread_id and lane_id are 0, readfirstlane and group_reduce return their operand.
// RUN: simd-run %s --threads 1 --width 1 --args '[42]' --json | filecheck %s
// CHECK: "results": {{\[}}[0, 0, 42, 42, 42]]
func.func @main(%x: i32) -> (i32, i32, i32, i32, i32) {
  %t = simd.thread_id : i32
  %l = simd.lane_id : i32
  %u = simd.readfirstlane %x : i32
  %s = simd.group_reduce add, %x : i32
  %m = simd.group_reduce max, %x : i32
  func.return %t, %l, %u, %s, %m : i32, i32, i32, i32, i32
}
