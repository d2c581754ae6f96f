// Stresses: dialect_resources ordering (input order vs use order), a resource
// referenced only from an op nested in a region, other resource keys.
"x.w"() ({
  "x.r"() {b = dense_resource<zz> : tensor<1xi8>} : () -> ()
}) {a = dense_resource<aa> : tensor<2xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      aa: "0x02000000AAAABBBB",
      zz: "0x0100000007"
    }
  }
#-}
