"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xindex>, tensor<?xindex>) -> (!shape.witness, !shape.witness, !shape.witness, !shape.witness), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xindex>, %arg1: tensor<?xindex>):
    %0 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness
    %1 = "shape.cstr_eq"(%arg0, %arg1) : (tensor<?xindex>, tensor<?xindex>) -> !shape.witness
    %2 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness
    %3 = "shape.cstr_broadcastable"(%arg0, %arg1) : (tensor<?xindex>, tensor<?xindex>) -> !shape.witness
    "func.return"(%0, %1, %2, %3) : (!shape.witness, !shape.witness, !shape.witness, !shape.witness) -> ()
  }) : () -> ()
}) : () -> ()

