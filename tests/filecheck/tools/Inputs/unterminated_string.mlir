func.func @main() {
  %w = simd.s2v"%c7, %c7, %c7, %c7 : vector<4xi32>
  func.return
}
