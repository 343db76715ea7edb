func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  func.return %x : i32
