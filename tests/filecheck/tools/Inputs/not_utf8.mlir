func.func @f() {
  // ÿþ
  func.return
}
