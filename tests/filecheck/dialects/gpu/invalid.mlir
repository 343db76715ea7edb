// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Every verifier message of our gpu ops, one chunk per error, located file:line:col.

gpu.module @m {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: workgroup attribution #0 must be a memref in #gpu.address_space<workgroup>, got memref<4xf32>
  gpu.func @k() workgroup(%w : memref<4xf32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: private attribution #0 must be a memref in #gpu.address_space<private>, got memref<4xf32, #gpu.address_space<workgroup>>
  gpu.func @k() private(%p : memref<4xf32, #gpu.address_space<workgroup>>) kernel {
    gpu.return
  }
}

// -----

gpu.module @m {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: a kernel function must return nothing, got results f32
  gpu.func @k(%x: f32) -> f32 kernel {
    gpu.return %x : f32
  }
}

// -----

gpu.module @m {
  gpu.func @f(%x: f32) -> i32 {
    // CHECK: invalid.mlir:[[# @LINE + 1]]:5: error: gpu.return returns (f32), but the enclosing gpu.func @f returns (i32)
    gpu.return %x : f32
  }
}

// -----

gpu.module @m {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: known_block_size must be three positive sizes (x, y, z), got [64, 1]
  gpu.func @k() kernel attributes {known_block_size = array<i32: 64, 1>} {
    gpu.return
  }
}

// -----

gpu.module @m {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: entry block argument #0 has type i32, expected the function input type f32
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%x: i32):
    "gpu.return"() : () -> ()
  }) {sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
}

// -----

gpu.module @m {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: expected at least 2 entry block arguments (1 inputs + 1 workgroup attributions), got 1
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%x: f32):
    "gpu.return"() : () -> ()
  }) {sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()
}

// -----

func.func @f() {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:22: error: Expected `x`, `y`, or `z`.
  %t = gpu.thread_id w
  func.return
}

// -----

func.func @f() {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'gpu.func' expects parent op 'gpu.module'
  "gpu.func"() <{function_type = () -> ()}> ({
    "gpu.return"() : () -> ()
  }) {sym_name = "k"} : () -> ()
  func.return
}

// -----

func.func @printf_count(%a: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: format '%d %d\n' has 2 conversions but 1 arguments
  gpu.printf "%d %d\n", %a : i32
  func.return
}

// -----

func.func @printf_string(%a: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: format '%s\n': only the conversions %d %i %u %x %X %o %c %f %F %e %E %g %G %a %A (flags, width, precision, hh h l ll z j t L) and %% are supported
  gpu.printf "%s\n", %a : i32
  func.return
}

// -----

func.func @printf_argument(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: argument #0: expected an integer, index or float, found vector<4xi32>
  gpu.printf "%d\n", %a : vector<4xi32>
  func.return
}

