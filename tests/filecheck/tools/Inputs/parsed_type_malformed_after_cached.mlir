func.func @f(%a: vector<4xi32>) {
  %0 = "test.op"(%a) : (vector<4xi32x>) -> ()
  func.return
}
