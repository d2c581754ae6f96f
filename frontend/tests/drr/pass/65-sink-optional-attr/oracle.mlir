module {
  func.func @f(%arg0: i32) {
    "dt.sink"(%arg0) <{note = "was-neg"}> : (i32) -> ()
    return
  }
}

