"builtin.module"() ({
  %0 = "x.r"() {a = dense_resource<in_attr> : tensor<1xi8>} : () -> tensor<1xi8, dense_resource<in_type> : tensor<1xi8>>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      in_attr: "0x0100000001",
      in_type: "0x0100000002"
    }
  }
#-}

