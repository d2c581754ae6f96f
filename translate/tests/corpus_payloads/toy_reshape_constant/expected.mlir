"builtin.module"() ({
  "toy.func"() <{function_type = () -> tensor<3x2xf64>, sym_name = "f"}> ({
    %0 = "toy.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>}> : () -> tensor<3x2xf64>
    %1 = "toy.constant"() <{value = dense<7.000000e+00> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
    "toy.print"(%1) : (tensor<2x2xf64>) -> ()
    "toy.return"(%0) : (tensor<3x2xf64>) -> ()
  }) : () -> ()
}) : () -> ()

