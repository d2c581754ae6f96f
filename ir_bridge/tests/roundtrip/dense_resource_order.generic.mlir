"builtin.module"() ({
  "x.w"() ({
    "x.r"() {b = dense_resource<zz> : tensor<1xi8>} : () -> ()
  }) {a = dense_resource<aa> : tensor<2xi16>} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      zz: "0x0100000007",
      aa: "0x02000000AAAABBBB"
    }
  }
#-}

