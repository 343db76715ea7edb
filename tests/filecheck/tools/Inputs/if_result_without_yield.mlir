func.func @main(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %a = arith.constant 1 : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  func.return %r : i32
}
