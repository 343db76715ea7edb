// RUN: %python -c "print('func.func @f(%%a: i32) -> i32 {'); [print(f'  %%x{i} = arith.addi %%a, %%a : i32') for i in range(4000)]; print('  func.return %%a : i32'); print('}')" > %t.big.mlir
// RUN: sh -c '(env SIMDOPT_TOOL_SERVER= simd-opt %t.big.mlir 2>%t.err; echo status=$? > %t.status) | head -c 1 > /dev/null'
// RUN: filecheck %s --check-prefix=STATUS < %t.status
// RUN: filecheck %s --check-prefix=NOERR --allow-empty < %t.err
// simd-opt, like simd-run, ends quietly with SIGPIPE's status when its reader goes away
// (it used to say "internal error").
// (The real process: `SIMDOPT_TOOL_SERVER=` keeps lit.cfg's tool server out of it, whose
// forked child does not see the closed pipe the same way in this sandbox.)

// STATUS: status=141
// NOERR-NOT: {{.}}
