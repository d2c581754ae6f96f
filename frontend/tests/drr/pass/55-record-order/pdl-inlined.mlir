module {
  pdl.pattern @AASecondDefined : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = type
    %3 = operation "dt.neg"(%1 : !pdl.value)  -> (%2 : !pdl.type)
    rewrite %3 {
      %5 = attribute = "aa"
      %6 = operation "dt.tag"(%1 : !pdl.value)  {"label" = %5} -> (%0 : !pdl.type)
      %7 = result 0 of %6
      replace %3 with(%7 : !pdl.value)
    }
  }
  pdl.pattern @ZZFirstDefined : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = type
    %3 = operation "dt.neg"(%1 : !pdl.value)  -> (%2 : !pdl.type)
    rewrite %3 {
      %5 = attribute = "zz"
      %6 = operation "dt.tag"(%1 : !pdl.value)  {"label" = %5} -> (%0 : !pdl.type)
      %7 = result 0 of %6
      replace %3 with(%7 : !pdl.value)
    }
  }
}
