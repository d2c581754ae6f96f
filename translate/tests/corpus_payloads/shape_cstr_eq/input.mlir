func.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (!shape.witness, !shape.witness, !shape.witness, !shape.witness) {
  %0 = "shape.cstr_eq"(%a, %a, %a) : (tensor<?xindex>, tensor<?xindex>, tensor<?xindex>) -> !shape.witness
  %1 = "shape.cstr_eq"(%a, %b) : (tensor<?xindex>, tensor<?xindex>) -> !shape.witness
  %2 = "shape.cstr_broadcastable"(%b, %b) : (tensor<?xindex>, tensor<?xindex>) -> !shape.witness
  %3 = "shape.cstr_broadcastable"(%a, %b) : (tensor<?xindex>, tensor<?xindex>) -> !shape.witness
  return %0, %1, %2, %3 : !shape.witness, !shape.witness, !shape.witness, !shape.witness
}
