// Stresses: dialect_resources entries are printed in order of first reference in
// the printed text (attr dict before the result type), not in input order.
%0 = "x.r"() {a = dense_resource<in_attr> : tensor<1xi8>} : () -> tensor<1xi8, dense_resource<in_type> : tensor<1xi8>>
{-#
  dialect_resources: {
    builtin: {
      in_type: "0x0100000002",
      in_attr: "0x0100000001"
    }
  }
#-}
