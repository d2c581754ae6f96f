// C++ of case 68 (drr-oracle --natives): the common natives and the
// helper the `IsSmall` constraint calls (patsat's tests register a hook
// named `IsSmall` instead).
#include "../../common/natives.h"

// isSmallValue(v): v is defined by a dt.const below 10.
static bool isSmallValue(mlir::Value v) {
  auto c = v.getDefiningOp<dt::ConstOp>();
  return c && c.getValue() < 10;
}
