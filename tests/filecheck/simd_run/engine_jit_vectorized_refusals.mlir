// RUN: not simd-run %s --entry with_tile --threads 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --engine jit 2>&1 | filecheck %s --check-prefix=TILE
// RUN: not simd-run %s --entry once --engine jit 2>&1 | filecheck %s --check-prefix=ONCE
// RUN: simd-run --help | filecheck %s --check-prefix=HELP
//
// On vectorized programs --engine jit refuses what it does not compile, naming the op
// and the interpreter, and a SIMD program run once (no launch); --help lists what it
// refuses there.

gpu.module @g {
  gpu.func @with_tile(%m : memref<?xi32>, %group_base : i32) workgroup(%t : memref<4xi32, #gpu.address_space<workgroup>>) kernel {
    %v = simd.vload %m[%group_base] : memref<?xi32>, vector<4xi32>
    gpu.return
  }
}

func.func @once(%a : vector<4xi32>) -> vector<4xi32> {
  %b = simd.vadd %a, %a : vector<4xi32>
  func.return %b : vector<4xi32>
}

// TILE: simd-run: error: --engine jit cannot compile 'with_tile': workgroup or private attributions of a gpu.func is not supported; use --engine interp
// ONCE: simd-run: error: --engine jit runs a launch: give --threads N or --grid/--block
// HELP: vectorized SIMD and lockstep programs
