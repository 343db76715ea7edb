// RUN: not simd-opt %S/Inputs/nested_101_deep.mlir 2>&1 | filecheck %s --check-prefix=MLIR
// RUN: not simd-run %S/Inputs/nested_101_deep.mlir --args '[1]' 2>&1 | filecheck %s --check-prefix=MLIR
// RUN: not simd-opt %S/Inputs/struct_300_deep.ll 2>&1 | filecheck %s --check-prefix=LL
// RUN: head -n 100 %S/Inputs/nested_101_deep.mlir > %t.mlir && tail -n 101 %S/Inputs/nested_101_deep.mlir >> %t.mlir
// RUN: simd-opt %t.mlir -p canonicalize | filecheck %s --check-prefix=OK
// Nesting deeper than the parser, printer and passes can recurse (xDSL recurses once
// per region; it was an internal RecursionError at ~120 regions) is refused up front,
// located at the first bracket too deep, naming the depth.  100 levels work.
// MLIR: nested_101_deep.mlir:101:11: error: nesting deeper than 100 levels is not supported (regions, types, constant expressions)
// LL: struct_300_deep.ll:2:523: error: nesting deeper than 256 levels is not supported (regions, types, constant expressions)
// OK: func.func @main
