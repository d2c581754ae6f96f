// Stresses: vector types incl. 0-d, multi-dim, scalable dims (leading, trailing, multiple).
func.func @vec(%a: vector<f32>, %b: vector<4xi8>, %c: vector<2x3x4xf16>, %d: vector<[4]xf32>, %e: vector<2x[4]xi1>, %f: vector<[2]x[8]xindex>) {
  %0 = "x.v"(%a, %b, %c, %d, %e, %f) : (vector<f32>, vector<4xi8>, vector<2x3x4xf16>, vector<[4]xf32>, vector<2x[4]xi1>, vector<[2]x[8]xindex>) -> vector<1x1x[1]xbf16>
  "x.t"() {t = vector<4xindex>} : () -> ()
  return
}
