module {
  pdl.pattern @AADivSecondDefined : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operand
    %3 = type
    %4 = operation "drrt.div"(%1, %2 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %4 {
      %5 = attribute = "tie-b"
      %6 = operation "drrt.tag"(%1 : !pdl.value)  {"label" = %5} -> (%0 : !pdl.type)
      %7 = result 0 of %6
      replace %4 with(%7 : !pdl.value)
    }
  }
  pdl.pattern @MulConst : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = attribute
    %3 = type
    %4 = operation "drrt.const"  {"value" = %2} -> (%3 : !pdl.type)
    %5 = result 0 of %4
    %6 = type
    %7 = operation "drrt.mul"(%1, %5 : !pdl.value, !pdl.value)  -> (%6 : !pdl.type)
    rewrite %7 {
      %8 = attribute = "const-operand"
      %9 = operation "drrt.tag"(%1 : !pdl.value)  {"label" = %8} -> (%0 : !pdl.type)
      %10 = result 0 of %9
      replace %7 with(%10 : !pdl.value)
    }
  }
  pdl.pattern @MulGeneric : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operand
    %3 = type
    %4 = operation "drrt.mul"(%1, %2 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %4 {
      %5 = attribute = "generic"
      %6 = operation "drrt.tag"(%1 : !pdl.value)  {"label" = %5} -> (%0 : !pdl.type)
      %7 = result 0 of %6
      replace %4 with(%7 : !pdl.value)
    }
  }
  pdl.pattern @SubBoosted : benefit(6) {
    %0 = type
    %1 = operand : %0
    %2 = operand
    %3 = type
    %4 = operation "drrt.sub"(%1, %2 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %4 {
      %5 = attribute = "boosted"
      %6 = operation "drrt.tag"(%1 : !pdl.value)  {"label" = %5} -> (%0 : !pdl.type)
      %7 = result 0 of %6
      replace %4 with(%7 : !pdl.value)
    }
  }
  pdl.pattern @SubNested : benefit(2) {
    %0 = type
    %1 = operand : %0
    %2 = operand
    %3 = type
    %4 = operation "drrt.neg"(%2 : !pdl.value)  -> (%3 : !pdl.type)
    %5 = result 0 of %4
    %6 = type
    %7 = operation "drrt.sub"(%1, %5 : !pdl.value, !pdl.value)  -> (%6 : !pdl.type)
    rewrite %7 {
      %8 = attribute = "const-operand"
      %9 = operation "drrt.tag"(%1 : !pdl.value)  {"label" = %8} -> (%0 : !pdl.type)
      %10 = result 0 of %9
      replace %7 with(%10 : !pdl.value)
    }
  }
  pdl.pattern @ZZDivFirstDefined : benefit(1) {
    %0 = type
    %1 = operand : %0
    %2 = operand
    %3 = type
    %4 = operation "drrt.div"(%1, %2 : !pdl.value, !pdl.value)  -> (%3 : !pdl.type)
    rewrite %4 {
      %5 = attribute = "tie-a"
      %6 = operation "drrt.tag"(%1 : !pdl.value)  {"label" = %5} -> (%0 : !pdl.type)
      %7 = result 0 of %6
      replace %4 with(%7 : !pdl.value)
    }
  }
}
