module {
  func.func @f(%arg0: i32) {
    "dt.print"(%arg0) : (i32) -> ()
    return
  }
}

