func.func @main() attributes {s = "a\qb"} {
  func.return
}
