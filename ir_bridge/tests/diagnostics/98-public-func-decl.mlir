func.func @f()
