// RUN: %python -c "print([[*range(15000)]])" > %t.args
// RUN: sh -c '(simd-run %s --args "$(cat %t.args)" 2>%t.err; echo status=$? > %t.status) | head -c 1 > /dev/null'
// RUN: filecheck %s --check-prefix=STATUS < %t.status
// RUN: filecheck %s --check-prefix=NOERR --allow-empty < %t.err
// A reader that closes the pipe early (`| head`) ends simd-run quietly: nothing on stderr
// (the output, ~90 kB of memref contents, is larger than a pipe's buffer, so simd-run
// does write to a closed pipe) and SIGPIPE's status, 141, as for any Unix tool.

// STATUS: status=141
// NOERR-NOT: {{.}}

func.func @main(%m: memref<?xi32>) {
  func.return
}
