class FromInclude { string where = "included"; }
