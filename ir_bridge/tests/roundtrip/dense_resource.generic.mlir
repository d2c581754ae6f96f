"builtin.module"() ({
  "x.r"() {a = dense_resource<blob_b> : tensor<2xi32>, b = dense_resource<blob_a> : tensor<4xi8>, c = dense_resource<__elided__> : tensor<3xf32>} : () -> ()
  "x.r2"() {d = dense_resource<blob_b> : tensor<2xi32>} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob_b: "0x040000000100000002000000",
      blob_a: "0x0100000001020304"
    }
  }
#-}

