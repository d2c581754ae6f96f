#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f0"}> ({
  ^bb0(%arg358: index):
    %358 = "x.a0"(%arg358) {k = 0 : i64, m = #map} : (index) -> f32
    %359 = "x.r"(%358) ({
    ^bb0(%arg359: f32):
      "x.y"(%arg359) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%358) {s = "f0"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f1"}> ({
  ^bb0(%arg357: tensor<4xf32>):
    %357 = "x.a1"(%arg357) {k = 1 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%357) {s = "f1"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f2"}> ({
  ^bb0(%arg356: i32):
    %356 = "x.a2"(%arg356) {k = 2 : i64, m = #map} : (i32) -> i32
    "x.use"(%356) {s = "f2"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f3"}> ({
  ^bb0(%arg355: memref<?xi8>):
    %355 = "x.a3"(%arg355) {k = 3 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%355) {s = "f3"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f4"}> ({
  ^bb0(%arg354: index):
    %354 = "x.a4"(%arg354) {k = 4 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%354) {s = "f4"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f5"}> ({
  ^bb0(%arg352: i32):
    %352 = "x.a5"(%arg352) {k = 5 : i64, m = #map} : (i32) -> memref<?xi8>
    %353 = "x.r"(%352) ({
    ^bb0(%arg353: memref<?xi8>):
      "x.y"(%arg353) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%352) {s = "f5"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f6"}> ({
  ^bb0(%arg351: f32):
    %351 = "x.a6"(%arg351) {k = 6 : i64, m = #map} : (f32) -> i32
    "x.use"(%351) {s = "f6"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f7"}> ({
  ^bb0(%arg350: i32):
    %350 = "x.a0"(%arg350) {k = 7 : i64, m = #map} : (i32) -> tensor<4xf32>
    "x.use"(%350) {s = "f7"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f8"}> ({
  ^bb0(%arg349: tensor<4xf32>):
    %349 = "x.a1"(%arg349) {k = 8 : i64, m = #map} : (tensor<4xf32>) -> i32
    "x.use"(%349) {s = "f8"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f9"}> ({
  ^bb0(%arg348: f32):
    %348 = "x.a2"(%arg348) {k = 9 : i64, m = #map} : (f32) -> i32
    "x.use"(%348) {s = "f9"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f10"}> ({
  ^bb0(%arg346: memref<?xi8>):
    %346 = "x.a3"(%arg346) {k = 10 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    %347 = "x.r"(%346) ({
    ^bb0(%arg347: tensor<4xf32>):
      "x.y"(%arg347) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%346) {s = "f10"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f11"}> ({
  ^bb0(%arg345: i32):
    %345 = "x.a4"(%arg345) {k = 11 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%345) {s = "f11"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f12"}> ({
  ^bb0(%arg344: i32):
    %344 = "x.a5"(%arg344) {k = 12 : i64, m = #map} : (i32) -> f32
    "x.use"(%344) {s = "f12"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f13"}> ({
  ^bb0(%arg343: vector<2xi1>):
    %343 = "x.a6"(%arg343) {k = 13 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
    "x.use"(%343) {s = "f13"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f14"}> ({
  ^bb0(%arg342: memref<?xi8>):
    %342 = "x.a0"(%arg342) {k = 14 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%342) {s = "f14"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f15"}> ({
  ^bb0(%arg340: memref<?xi8>):
    %340 = "x.a1"(%arg340) {k = 15 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    %341 = "x.r"(%340) ({
    ^bb0(%arg341: memref<?xi8>):
      "x.y"(%arg341) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%340) {s = "f15"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f16"}> ({
  ^bb0(%arg339: tensor<4xf32>):
    %339 = "x.a2"(%arg339) {k = 16 : i64, m = #map} : (tensor<4xf32>) -> i32
    "x.use"(%339) {s = "f16"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f17"}> ({
  ^bb0(%arg338: f32):
    %338 = "x.a3"(%arg338) {k = 17 : i64, m = #map} : (f32) -> i32
    "x.use"(%338) {s = "f17"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f18"}> ({
  ^bb0(%arg337: memref<?xi8>):
    %337 = "x.a4"(%arg337) {k = 18 : i64, m = #map} : (memref<?xi8>) -> f32
    "x.use"(%337) {s = "f18"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f19"}> ({
  ^bb0(%arg336: index):
    %336 = "x.a5"(%arg336) {k = 19 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%336) {s = "f19"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f20"}> ({
  ^bb0(%arg334: f32):
    %334 = "x.a6"(%arg334) {k = 20 : i64, m = #map} : (f32) -> memref<?xi8>
    %335 = "x.r"(%334) ({
    ^bb0(%arg335: memref<?xi8>):
      "x.y"(%arg335) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%334) {s = "f20"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f21"}> ({
  ^bb0(%arg333: i32):
    %333 = "x.a0"(%arg333) {k = 21 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%333) {s = "f21"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f22"}> ({
  ^bb0(%arg332: index):
    %332 = "x.a1"(%arg332) {k = 22 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%332) {s = "f22"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f23"}> ({
  ^bb0(%arg331: vector<2xi1>):
    %331 = "x.a2"(%arg331) {k = 23 : i64, m = #map} : (vector<2xi1>) -> f32
    "x.use"(%331) {s = "f23"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f24"}> ({
  ^bb0(%arg330: i32):
    %330 = "x.a3"(%arg330) {k = 24 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%330) {s = "f24"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f25"}> ({
  ^bb0(%arg328: memref<?xi8>):
    %328 = "x.a4"(%arg328) {k = 25 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
    %329 = "x.r"(%328) ({
    ^bb0(%arg329: vector<2xi1>):
      "x.y"(%arg329) : (vector<2xi1>) -> ()
    }) : (vector<2xi1>) -> i32
    "x.use"(%328) {s = "f25"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f26"}> ({
  ^bb0(%arg327: f32):
    %327 = "x.a5"(%arg327) {k = 26 : i64, m = #map} : (f32) -> index
    "x.use"(%327) {s = "f26"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f27"}> ({
  ^bb0(%arg326: i32):
    %326 = "x.a6"(%arg326) {k = 27 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%326) {s = "f27"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f28"}> ({
  ^bb0(%arg325: vector<2xi1>):
    %325 = "x.a0"(%arg325) {k = 28 : i64, m = #map} : (vector<2xi1>) -> i32
    "x.use"(%325) {s = "f28"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f29"}> ({
  ^bb0(%arg324: memref<?xi8>):
    %324 = "x.a1"(%arg324) {k = 29 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%324) {s = "f29"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f30"}> ({
  ^bb0(%arg322: memref<?xi8>):
    %322 = "x.a2"(%arg322) {k = 30 : i64, m = #map} : (memref<?xi8>) -> f32
    %323 = "x.r"(%322) ({
    ^bb0(%arg323: f32):
      "x.y"(%arg323) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%322) {s = "f30"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f31"}> ({
  ^bb0(%arg321: tensor<4xf32>):
    %321 = "x.a3"(%arg321) {k = 31 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%321) {s = "f31"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f32"}> ({
  ^bb0(%arg320: memref<?xi8>):
    %320 = "x.a4"(%arg320) {k = 32 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%320) {s = "f32"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f33"}> ({
  ^bb0(%arg319: index):
    %319 = "x.a5"(%arg319) {k = 33 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%319) {s = "f33"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f34"}> ({
  ^bb0(%arg318: memref<?xi8>):
    %318 = "x.a6"(%arg318) {k = 34 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%318) {s = "f34"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f35"}> ({
  ^bb0(%arg316: index):
    %316 = "x.a0"(%arg316) {k = 35 : i64, m = #map} : (index) -> index
    %317 = "x.r"(%316) ({
    ^bb0(%arg317: index):
      "x.y"(%arg317) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%316) {s = "f35"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f36"}> ({
  ^bb0(%arg315: f32):
    %315 = "x.a1"(%arg315) {k = 36 : i64, m = #map} : (f32) -> f32
    "x.use"(%315) {s = "f36"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f37"}> ({
  ^bb0(%arg314: vector<2xi1>):
    %314 = "x.a2"(%arg314) {k = 37 : i64, m = #map} : (vector<2xi1>) -> f32
    "x.use"(%314) {s = "f37"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f38"}> ({
  ^bb0(%arg313: i32):
    %313 = "x.a3"(%arg313) {k = 38 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%313) {s = "f38"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f39"}> ({
  ^bb0(%arg312: index):
    %312 = "x.a4"(%arg312) {k = 39 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%312) {s = "f39"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f40"}> ({
  ^bb0(%arg310: tensor<4xf32>):
    %310 = "x.a5"(%arg310) {k = 40 : i64, m = #map} : (tensor<4xf32>) -> index
    %311 = "x.r"(%310) ({
    ^bb0(%arg311: index):
      "x.y"(%arg311) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%310) {s = "f40"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f41"}> ({
  ^bb0(%arg309: vector<2xi1>):
    %309 = "x.a6"(%arg309) {k = 41 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
    "x.use"(%309) {s = "f41"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f42"}> ({
  ^bb0(%arg308: index):
    %308 = "x.a0"(%arg308) {k = 42 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%308) {s = "f42"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f43"}> ({
  ^bb0(%arg307: i32):
    %307 = "x.a1"(%arg307) {k = 43 : i64, m = #map} : (i32) -> i32
    "x.use"(%307) {s = "f43"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f44"}> ({
  ^bb0(%arg306: memref<?xi8>):
    %306 = "x.a2"(%arg306) {k = 44 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%306) {s = "f44"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f45"}> ({
  ^bb0(%arg304: f32):
    %304 = "x.a3"(%arg304) {k = 45 : i64, m = #map} : (f32) -> index
    %305 = "x.r"(%304) ({
    ^bb0(%arg305: index):
      "x.y"(%arg305) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%304) {s = "f45"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f46"}> ({
  ^bb0(%arg303: f32):
    %303 = "x.a4"(%arg303) {k = 46 : i64, m = #map} : (f32) -> tensor<4xf32>
    "x.use"(%303) {s = "f46"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f47"}> ({
  ^bb0(%arg302: tensor<4xf32>):
    %302 = "x.a5"(%arg302) {k = 47 : i64, m = #map} : (tensor<4xf32>) -> i32
    "x.use"(%302) {s = "f47"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f48"}> ({
  ^bb0(%arg301: vector<2xi1>):
    %301 = "x.a6"(%arg301) {k = 48 : i64, m = #map} : (vector<2xi1>) -> i32
    "x.use"(%301) {s = "f48"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f49"}> ({
  ^bb0(%arg300: memref<?xi8>):
    %300 = "x.a0"(%arg300) {k = 49 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%300) {s = "f49"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f50"}> ({
  ^bb0(%arg298: index):
    %298 = "x.a1"(%arg298) {k = 50 : i64, m = #map} : (index) -> index
    %299 = "x.r"(%298) ({
    ^bb0(%arg299: index):
      "x.y"(%arg299) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%298) {s = "f50"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f51"}> ({
  ^bb0(%arg297: vector<2xi1>):
    %297 = "x.a2"(%arg297) {k = 51 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%297) {s = "f51"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f52"}> ({
  ^bb0(%arg296: memref<?xi8>):
    %296 = "x.a3"(%arg296) {k = 52 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%296) {s = "f52"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f53"}> ({
  ^bb0(%arg295: memref<?xi8>):
    %295 = "x.a4"(%arg295) {k = 53 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%295) {s = "f53"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f54"}> ({
  ^bb0(%arg294: i32):
    %294 = "x.a5"(%arg294) {k = 54 : i64, m = #map} : (i32) -> i32
    "x.use"(%294) {s = "f54"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f55"}> ({
  ^bb0(%arg292: index):
    %292 = "x.a6"(%arg292) {k = 55 : i64, m = #map} : (index) -> tensor<4xf32>
    %293 = "x.r"(%292) ({
    ^bb0(%arg293: tensor<4xf32>):
      "x.y"(%arg293) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%292) {s = "f55"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f56"}> ({
  ^bb0(%arg291: vector<2xi1>):
    %291 = "x.a0"(%arg291) {k = 56 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
    "x.use"(%291) {s = "f56"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f57"}> ({
  ^bb0(%arg290: i32):
    %290 = "x.a1"(%arg290) {k = 57 : i64, m = #map} : (i32) -> i32
    "x.use"(%290) {s = "f57"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f58"}> ({
  ^bb0(%arg289: vector<2xi1>):
    %289 = "x.a2"(%arg289) {k = 58 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
    "x.use"(%289) {s = "f58"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f59"}> ({
  ^bb0(%arg288: index):
    %288 = "x.a3"(%arg288) {k = 59 : i64, m = #map} : (index) -> vector<2xi1>
    "x.use"(%288) {s = "f59"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f60"}> ({
  ^bb0(%arg286: memref<?xi8>):
    %286 = "x.a4"(%arg286) {k = 60 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
    %287 = "x.r"(%286) ({
    ^bb0(%arg287: vector<2xi1>):
      "x.y"(%arg287) : (vector<2xi1>) -> ()
    }) : (vector<2xi1>) -> i32
    "x.use"(%286) {s = "f60"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f61"}> ({
  ^bb0(%arg285: tensor<4xf32>):
    %285 = "x.a5"(%arg285) {k = 61 : i64, m = #map} : (tensor<4xf32>) -> index
    "x.use"(%285) {s = "f61"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f62"}> ({
  ^bb0(%arg284: vector<2xi1>):
    %284 = "x.a6"(%arg284) {k = 62 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
    "x.use"(%284) {s = "f62"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f63"}> ({
  ^bb0(%arg283: vector<2xi1>):
    %283 = "x.a0"(%arg283) {k = 63 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%283) {s = "f63"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f64"}> ({
  ^bb0(%arg282: i32):
    %282 = "x.a1"(%arg282) {k = 64 : i64, m = #map} : (i32) -> tensor<4xf32>
    "x.use"(%282) {s = "f64"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f65"}> ({
  ^bb0(%arg280: index):
    %280 = "x.a2"(%arg280) {k = 65 : i64, m = #map} : (index) -> f32
    %281 = "x.r"(%280) ({
    ^bb0(%arg281: f32):
      "x.y"(%arg281) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%280) {s = "f65"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f66"}> ({
  ^bb0(%arg279: memref<?xi8>):
    %279 = "x.a3"(%arg279) {k = 66 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%279) {s = "f66"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f67"}> ({
  ^bb0(%arg278: tensor<4xf32>):
    %278 = "x.a4"(%arg278) {k = 67 : i64, m = #map} : (tensor<4xf32>) -> i32
    "x.use"(%278) {s = "f67"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f68"}> ({
  ^bb0(%arg277: f32):
    %277 = "x.a5"(%arg277) {k = 68 : i64, m = #map} : (f32) -> index
    "x.use"(%277) {s = "f68"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f69"}> ({
  ^bb0(%arg276: f32):
    %276 = "x.a6"(%arg276) {k = 69 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%276) {s = "f69"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f70"}> ({
  ^bb0(%arg274: f32):
    %274 = "x.a0"(%arg274) {k = 70 : i64, m = #map} : (f32) -> tensor<4xf32>
    %275 = "x.r"(%274) ({
    ^bb0(%arg275: tensor<4xf32>):
      "x.y"(%arg275) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%274) {s = "f70"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f71"}> ({
  ^bb0(%arg273: tensor<4xf32>):
    %273 = "x.a1"(%arg273) {k = 71 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%273) {s = "f71"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f72"}> ({
  ^bb0(%arg272: i32):
    %272 = "x.a2"(%arg272) {k = 72 : i64, m = #map} : (i32) -> f32
    "x.use"(%272) {s = "f72"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f73"}> ({
  ^bb0(%arg271: tensor<4xf32>):
    %271 = "x.a3"(%arg271) {k = 73 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%271) {s = "f73"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f74"}> ({
  ^bb0(%arg270: memref<?xi8>):
    %270 = "x.a4"(%arg270) {k = 74 : i64, m = #map} : (memref<?xi8>) -> index
    "x.use"(%270) {s = "f74"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f75"}> ({
  ^bb0(%arg268: f32):
    %268 = "x.a5"(%arg268) {k = 75 : i64, m = #map} : (f32) -> tensor<4xf32>
    %269 = "x.r"(%268) ({
    ^bb0(%arg269: tensor<4xf32>):
      "x.y"(%arg269) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%268) {s = "f75"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f76"}> ({
  ^bb0(%arg267: memref<?xi8>):
    %267 = "x.a6"(%arg267) {k = 76 : i64, m = #map} : (memref<?xi8>) -> index
    "x.use"(%267) {s = "f76"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f77"}> ({
  ^bb0(%arg266: vector<2xi1>):
    %266 = "x.a0"(%arg266) {k = 77 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
    "x.use"(%266) {s = "f77"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f78"}> ({
  ^bb0(%arg265: index):
    %265 = "x.a1"(%arg265) {k = 78 : i64, m = #map} : (index) -> vector<2xi1>
    "x.use"(%265) {s = "f78"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f79"}> ({
  ^bb0(%arg264: tensor<4xf32>):
    %264 = "x.a2"(%arg264) {k = 79 : i64, m = #map} : (tensor<4xf32>) -> f32
    "x.use"(%264) {s = "f79"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f80"}> ({
  ^bb0(%arg262: f32):
    %262 = "x.a3"(%arg262) {k = 80 : i64, m = #map} : (f32) -> i32
    %263 = "x.r"(%262) ({
    ^bb0(%arg263: i32):
      "x.y"(%arg263) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%262) {s = "f80"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f81"}> ({
  ^bb0(%arg261: f32):
    %261 = "x.a4"(%arg261) {k = 81 : i64, m = #map} : (f32) -> f32
    "x.use"(%261) {s = "f81"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f82"}> ({
  ^bb0(%arg260: f32):
    %260 = "x.a5"(%arg260) {k = 82 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%260) {s = "f82"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f83"}> ({
  ^bb0(%arg259: f32):
    %259 = "x.a6"(%arg259) {k = 83 : i64, m = #map} : (f32) -> i32
    "x.use"(%259) {s = "f83"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f84"}> ({
  ^bb0(%arg258: tensor<4xf32>):
    %258 = "x.a0"(%arg258) {k = 84 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
    "x.use"(%258) {s = "f84"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f85"}> ({
  ^bb0(%arg256: f32):
    %256 = "x.a1"(%arg256) {k = 85 : i64, m = #map} : (f32) -> index
    %257 = "x.r"(%256) ({
    ^bb0(%arg257: index):
      "x.y"(%arg257) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%256) {s = "f85"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f86"}> ({
  ^bb0(%arg255: index):
    %255 = "x.a2"(%arg255) {k = 86 : i64, m = #map} : (index) -> i32
    "x.use"(%255) {s = "f86"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f87"}> ({
  ^bb0(%arg254: f32):
    %254 = "x.a3"(%arg254) {k = 87 : i64, m = #map} : (f32) -> tensor<4xf32>
    "x.use"(%254) {s = "f87"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f88"}> ({
  ^bb0(%arg253: memref<?xi8>):
    %253 = "x.a4"(%arg253) {k = 88 : i64, m = #map} : (memref<?xi8>) -> index
    "x.use"(%253) {s = "f88"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f89"}> ({
  ^bb0(%arg252: memref<?xi8>):
    %252 = "x.a5"(%arg252) {k = 89 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%252) {s = "f89"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f90"}> ({
  ^bb0(%arg250: index):
    %250 = "x.a6"(%arg250) {k = 90 : i64, m = #map} : (index) -> f32
    %251 = "x.r"(%250) ({
    ^bb0(%arg251: f32):
      "x.y"(%arg251) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%250) {s = "f90"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f91"}> ({
  ^bb0(%arg249: vector<2xi1>):
    %249 = "x.a0"(%arg249) {k = 91 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
    "x.use"(%249) {s = "f91"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f92"}> ({
  ^bb0(%arg248: memref<?xi8>):
    %248 = "x.a1"(%arg248) {k = 92 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
    "x.use"(%248) {s = "f92"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f93"}> ({
  ^bb0(%arg247: vector<2xi1>):
    %247 = "x.a2"(%arg247) {k = 93 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
    "x.use"(%247) {s = "f93"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f94"}> ({
  ^bb0(%arg246: i32):
    %246 = "x.a3"(%arg246) {k = 94 : i64, m = #map} : (i32) -> tensor<4xf32>
    "x.use"(%246) {s = "f94"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f95"}> ({
  ^bb0(%arg244: vector<2xi1>):
    %244 = "x.a4"(%arg244) {k = 95 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
    %245 = "x.r"(%244) ({
    ^bb0(%arg245: memref<?xi8>):
      "x.y"(%arg245) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%244) {s = "f95"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f96"}> ({
  ^bb0(%arg243: tensor<4xf32>):
    %243 = "x.a5"(%arg243) {k = 96 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%243) {s = "f96"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f97"}> ({
  ^bb0(%arg242: tensor<4xf32>):
    %242 = "x.a6"(%arg242) {k = 97 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%242) {s = "f97"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f98"}> ({
  ^bb0(%arg241: i32):
    %241 = "x.a0"(%arg241) {k = 98 : i64, m = #map} : (i32) -> tensor<4xf32>
    "x.use"(%241) {s = "f98"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f99"}> ({
  ^bb0(%arg240: vector<2xi1>):
    %240 = "x.a1"(%arg240) {k = 99 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
    "x.use"(%240) {s = "f99"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f100"}> ({
  ^bb0(%arg238: i32):
    %238 = "x.a2"(%arg238) {k = 100 : i64, m = #map} : (i32) -> f32
    %239 = "x.r"(%238) ({
    ^bb0(%arg239: f32):
      "x.y"(%arg239) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%238) {s = "f100"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f101"}> ({
  ^bb0(%arg237: i32):
    %237 = "x.a3"(%arg237) {k = 101 : i64, m = #map} : (i32) -> f32
    "x.use"(%237) {s = "f101"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f102"}> ({
  ^bb0(%arg236: tensor<4xf32>):
    %236 = "x.a4"(%arg236) {k = 102 : i64, m = #map} : (tensor<4xf32>) -> f32
    "x.use"(%236) {s = "f102"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f103"}> ({
  ^bb0(%arg235: i32):
    %235 = "x.a5"(%arg235) {k = 103 : i64, m = #map} : (i32) -> index
    "x.use"(%235) {s = "f103"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f104"}> ({
  ^bb0(%arg234: memref<?xi8>):
    %234 = "x.a6"(%arg234) {k = 104 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%234) {s = "f104"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f105"}> ({
  ^bb0(%arg232: i32):
    %232 = "x.a0"(%arg232) {k = 105 : i64, m = #map} : (i32) -> i32
    %233 = "x.r"(%232) ({
    ^bb0(%arg233: i32):
      "x.y"(%arg233) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%232) {s = "f105"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f106"}> ({
  ^bb0(%arg231: memref<?xi8>):
    %231 = "x.a1"(%arg231) {k = 106 : i64, m = #map} : (memref<?xi8>) -> f32
    "x.use"(%231) {s = "f106"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f107"}> ({
  ^bb0(%arg230: memref<?xi8>):
    %230 = "x.a2"(%arg230) {k = 107 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%230) {s = "f107"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f108"}> ({
  ^bb0(%arg229: index):
    %229 = "x.a3"(%arg229) {k = 108 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%229) {s = "f108"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f109"}> ({
  ^bb0(%arg228: i32):
    %228 = "x.a4"(%arg228) {k = 109 : i64, m = #map} : (i32) -> i32
    "x.use"(%228) {s = "f109"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f110"}> ({
  ^bb0(%arg226: f32):
    %226 = "x.a5"(%arg226) {k = 110 : i64, m = #map} : (f32) -> memref<?xi8>
    %227 = "x.r"(%226) ({
    ^bb0(%arg227: memref<?xi8>):
      "x.y"(%arg227) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%226) {s = "f110"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f111"}> ({
  ^bb0(%arg225: tensor<4xf32>):
    %225 = "x.a6"(%arg225) {k = 111 : i64, m = #map} : (tensor<4xf32>) -> f32
    "x.use"(%225) {s = "f111"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f112"}> ({
  ^bb0(%arg224: vector<2xi1>):
    %224 = "x.a0"(%arg224) {k = 112 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%224) {s = "f112"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f113"}> ({
  ^bb0(%arg223: index):
    %223 = "x.a1"(%arg223) {k = 113 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%223) {s = "f113"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f114"}> ({
  ^bb0(%arg222: index):
    %222 = "x.a2"(%arg222) {k = 114 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%222) {s = "f114"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f115"}> ({
  ^bb0(%arg220: i32):
    %220 = "x.a3"(%arg220) {k = 115 : i64, m = #map} : (i32) -> i32
    %221 = "x.r"(%220) ({
    ^bb0(%arg221: i32):
      "x.y"(%arg221) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%220) {s = "f115"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f116"}> ({
  ^bb0(%arg219: tensor<4xf32>):
    %219 = "x.a4"(%arg219) {k = 116 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%219) {s = "f116"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f117"}> ({
  ^bb0(%arg218: tensor<4xf32>):
    %218 = "x.a5"(%arg218) {k = 117 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%218) {s = "f117"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f118"}> ({
  ^bb0(%arg217: index):
    %217 = "x.a6"(%arg217) {k = 118 : i64, m = #map} : (index) -> i32
    "x.use"(%217) {s = "f118"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f119"}> ({
  ^bb0(%arg216: f32):
    %216 = "x.a0"(%arg216) {k = 119 : i64, m = #map} : (f32) -> i32
    "x.use"(%216) {s = "f119"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f120"}> ({
  ^bb0(%arg214: vector<2xi1>):
    %214 = "x.a1"(%arg214) {k = 120 : i64, m = #map} : (vector<2xi1>) -> index
    %215 = "x.r"(%214) ({
    ^bb0(%arg215: index):
      "x.y"(%arg215) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%214) {s = "f120"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f121"}> ({
  ^bb0(%arg213: vector<2xi1>):
    %213 = "x.a2"(%arg213) {k = 121 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%213) {s = "f121"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f122"}> ({
  ^bb0(%arg212: tensor<4xf32>):
    %212 = "x.a3"(%arg212) {k = 122 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%212) {s = "f122"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f123"}> ({
  ^bb0(%arg211: f32):
    %211 = "x.a4"(%arg211) {k = 123 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%211) {s = "f123"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f124"}> ({
  ^bb0(%arg210: i32):
    %210 = "x.a5"(%arg210) {k = 124 : i64, m = #map} : (i32) -> f32
    "x.use"(%210) {s = "f124"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f125"}> ({
  ^bb0(%arg208: memref<?xi8>):
    %208 = "x.a6"(%arg208) {k = 125 : i64, m = #map} : (memref<?xi8>) -> index
    %209 = "x.r"(%208) ({
    ^bb0(%arg209: index):
      "x.y"(%arg209) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%208) {s = "f125"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f126"}> ({
  ^bb0(%arg207: f32):
    %207 = "x.a0"(%arg207) {k = 126 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%207) {s = "f126"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f127"}> ({
  ^bb0(%arg206: memref<?xi8>):
    %206 = "x.a1"(%arg206) {k = 127 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%206) {s = "f127"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f128"}> ({
  ^bb0(%arg205: memref<?xi8>):
    %205 = "x.a2"(%arg205) {k = 128 : i64, m = #map} : (memref<?xi8>) -> index
    "x.use"(%205) {s = "f128"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f129"}> ({
  ^bb0(%arg204: vector<2xi1>):
    %204 = "x.a3"(%arg204) {k = 129 : i64, m = #map} : (vector<2xi1>) -> i32
    "x.use"(%204) {s = "f129"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f130"}> ({
  ^bb0(%arg202: vector<2xi1>):
    %202 = "x.a4"(%arg202) {k = 130 : i64, m = #map} : (vector<2xi1>) -> index
    %203 = "x.r"(%202) ({
    ^bb0(%arg203: index):
      "x.y"(%arg203) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%202) {s = "f130"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f131"}> ({
  ^bb0(%arg201: memref<?xi8>):
    %201 = "x.a5"(%arg201) {k = 131 : i64, m = #map} : (memref<?xi8>) -> index
    "x.use"(%201) {s = "f131"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f132"}> ({
  ^bb0(%arg200: f32):
    %200 = "x.a6"(%arg200) {k = 132 : i64, m = #map} : (f32) -> index
    "x.use"(%200) {s = "f132"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f133"}> ({
  ^bb0(%arg199: f32):
    %199 = "x.a0"(%arg199) {k = 133 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%199) {s = "f133"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f134"}> ({
  ^bb0(%arg198: memref<?xi8>):
    %198 = "x.a1"(%arg198) {k = 134 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%198) {s = "f134"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f135"}> ({
  ^bb0(%arg196: index):
    %196 = "x.a2"(%arg196) {k = 135 : i64, m = #map} : (index) -> vector<2xi1>
    %197 = "x.r"(%196) ({
    ^bb0(%arg197: vector<2xi1>):
      "x.y"(%arg197) : (vector<2xi1>) -> ()
    }) : (vector<2xi1>) -> i32
    "x.use"(%196) {s = "f135"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f136"}> ({
  ^bb0(%arg195: f32):
    %195 = "x.a3"(%arg195) {k = 136 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%195) {s = "f136"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f137"}> ({
  ^bb0(%arg194: f32):
    %194 = "x.a4"(%arg194) {k = 137 : i64, m = #map} : (f32) -> f32
    "x.use"(%194) {s = "f137"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f138"}> ({
  ^bb0(%arg193: tensor<4xf32>):
    %193 = "x.a5"(%arg193) {k = 138 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%193) {s = "f138"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f139"}> ({
  ^bb0(%arg192: f32):
    %192 = "x.a6"(%arg192) {k = 139 : i64, m = #map} : (f32) -> f32
    "x.use"(%192) {s = "f139"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f140"}> ({
  ^bb0(%arg190: memref<?xi8>):
    %190 = "x.a0"(%arg190) {k = 140 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    %191 = "x.r"(%190) ({
    ^bb0(%arg191: tensor<4xf32>):
      "x.y"(%arg191) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%190) {s = "f140"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f141"}> ({
  ^bb0(%arg189: index):
    %189 = "x.a1"(%arg189) {k = 141 : i64, m = #map} : (index) -> vector<2xi1>
    "x.use"(%189) {s = "f141"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f142"}> ({
  ^bb0(%arg188: i32):
    %188 = "x.a2"(%arg188) {k = 142 : i64, m = #map} : (i32) -> i32
    "x.use"(%188) {s = "f142"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f143"}> ({
  ^bb0(%arg187: index):
    %187 = "x.a3"(%arg187) {k = 143 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%187) {s = "f143"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f144"}> ({
  ^bb0(%arg186: index):
    %186 = "x.a4"(%arg186) {k = 144 : i64, m = #map} : (index) -> f32
    "x.use"(%186) {s = "f144"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f145"}> ({
  ^bb0(%arg184: vector<2xi1>):
    %184 = "x.a5"(%arg184) {k = 145 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
    %185 = "x.r"(%184) ({
    ^bb0(%arg185: memref<?xi8>):
      "x.y"(%arg185) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%184) {s = "f145"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f146"}> ({
  ^bb0(%arg183: index):
    %183 = "x.a6"(%arg183) {k = 146 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%183) {s = "f146"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f147"}> ({
  ^bb0(%arg182: vector<2xi1>):
    %182 = "x.a0"(%arg182) {k = 147 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%182) {s = "f147"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f148"}> ({
  ^bb0(%arg181: index):
    %181 = "x.a1"(%arg181) {k = 148 : i64, m = #map} : (index) -> i32
    "x.use"(%181) {s = "f148"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f149"}> ({
  ^bb0(%arg180: f32):
    %180 = "x.a2"(%arg180) {k = 149 : i64, m = #map} : (f32) -> i32
    "x.use"(%180) {s = "f149"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f150"}> ({
  ^bb0(%arg178: f32):
    %178 = "x.a3"(%arg178) {k = 150 : i64, m = #map} : (f32) -> tensor<4xf32>
    %179 = "x.r"(%178) ({
    ^bb0(%arg179: tensor<4xf32>):
      "x.y"(%arg179) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%178) {s = "f150"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f151"}> ({
  ^bb0(%arg177: f32):
    %177 = "x.a4"(%arg177) {k = 151 : i64, m = #map} : (f32) -> index
    "x.use"(%177) {s = "f151"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f152"}> ({
  ^bb0(%arg176: f32):
    %176 = "x.a5"(%arg176) {k = 152 : i64, m = #map} : (f32) -> tensor<4xf32>
    "x.use"(%176) {s = "f152"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f153"}> ({
  ^bb0(%arg175: memref<?xi8>):
    %175 = "x.a6"(%arg175) {k = 153 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%175) {s = "f153"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f154"}> ({
  ^bb0(%arg174: i32):
    %174 = "x.a0"(%arg174) {k = 154 : i64, m = #map} : (i32) -> tensor<4xf32>
    "x.use"(%174) {s = "f154"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f155"}> ({
  ^bb0(%arg172: vector<2xi1>):
    %172 = "x.a1"(%arg172) {k = 155 : i64, m = #map} : (vector<2xi1>) -> index
    %173 = "x.r"(%172) ({
    ^bb0(%arg173: index):
      "x.y"(%arg173) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%172) {s = "f155"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f156"}> ({
  ^bb0(%arg171: vector<2xi1>):
    %171 = "x.a2"(%arg171) {k = 156 : i64, m = #map} : (vector<2xi1>) -> i32
    "x.use"(%171) {s = "f156"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f157"}> ({
  ^bb0(%arg170: vector<2xi1>):
    %170 = "x.a3"(%arg170) {k = 157 : i64, m = #map} : (vector<2xi1>) -> i32
    "x.use"(%170) {s = "f157"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f158"}> ({
  ^bb0(%arg169: tensor<4xf32>):
    %169 = "x.a4"(%arg169) {k = 158 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%169) {s = "f158"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f159"}> ({
  ^bb0(%arg168: f32):
    %168 = "x.a5"(%arg168) {k = 159 : i64, m = #map} : (f32) -> tensor<4xf32>
    "x.use"(%168) {s = "f159"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f160"}> ({
  ^bb0(%arg166: f32):
    %166 = "x.a6"(%arg166) {k = 160 : i64, m = #map} : (f32) -> tensor<4xf32>
    %167 = "x.r"(%166) ({
    ^bb0(%arg167: tensor<4xf32>):
      "x.y"(%arg167) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%166) {s = "f160"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f161"}> ({
  ^bb0(%arg165: vector<2xi1>):
    %165 = "x.a0"(%arg165) {k = 161 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%165) {s = "f161"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f162"}> ({
  ^bb0(%arg164: i32):
    %164 = "x.a1"(%arg164) {k = 162 : i64, m = #map} : (i32) -> vector<2xi1>
    "x.use"(%164) {s = "f162"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f163"}> ({
  ^bb0(%arg163: tensor<4xf32>):
    %163 = "x.a2"(%arg163) {k = 163 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%163) {s = "f163"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f164"}> ({
  ^bb0(%arg162: tensor<4xf32>):
    %162 = "x.a3"(%arg162) {k = 164 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%162) {s = "f164"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f165"}> ({
  ^bb0(%arg160: i32):
    %160 = "x.a4"(%arg160) {k = 165 : i64, m = #map} : (i32) -> vector<2xi1>
    %161 = "x.r"(%160) ({
    ^bb0(%arg161: vector<2xi1>):
      "x.y"(%arg161) : (vector<2xi1>) -> ()
    }) : (vector<2xi1>) -> i32
    "x.use"(%160) {s = "f165"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f166"}> ({
  ^bb0(%arg159: f32):
    %159 = "x.a5"(%arg159) {k = 166 : i64, m = #map} : (f32) -> f32
    "x.use"(%159) {s = "f166"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f167"}> ({
  ^bb0(%arg158: f32):
    %158 = "x.a6"(%arg158) {k = 167 : i64, m = #map} : (f32) -> i32
    "x.use"(%158) {s = "f167"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f168"}> ({
  ^bb0(%arg157: f32):
    %157 = "x.a0"(%arg157) {k = 168 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%157) {s = "f168"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f169"}> ({
  ^bb0(%arg156: tensor<4xf32>):
    %156 = "x.a1"(%arg156) {k = 169 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%156) {s = "f169"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f170"}> ({
  ^bb0(%arg154: f32):
    %154 = "x.a2"(%arg154) {k = 170 : i64, m = #map} : (f32) -> memref<?xi8>
    %155 = "x.r"(%154) ({
    ^bb0(%arg155: memref<?xi8>):
      "x.y"(%arg155) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%154) {s = "f170"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f171"}> ({
  ^bb0(%arg153: memref<?xi8>):
    %153 = "x.a3"(%arg153) {k = 171 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%153) {s = "f171"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f172"}> ({
  ^bb0(%arg152: vector<2xi1>):
    %152 = "x.a4"(%arg152) {k = 172 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%152) {s = "f172"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f173"}> ({
  ^bb0(%arg151: f32):
    %151 = "x.a5"(%arg151) {k = 173 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%151) {s = "f173"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f174"}> ({
  ^bb0(%arg150: memref<?xi8>):
    %150 = "x.a6"(%arg150) {k = 174 : i64, m = #map} : (memref<?xi8>) -> f32
    "x.use"(%150) {s = "f174"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f175"}> ({
  ^bb0(%arg148: i32):
    %148 = "x.a0"(%arg148) {k = 175 : i64, m = #map} : (i32) -> i32
    %149 = "x.r"(%148) ({
    ^bb0(%arg149: i32):
      "x.y"(%arg149) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%148) {s = "f175"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f176"}> ({
  ^bb0(%arg147: vector<2xi1>):
    %147 = "x.a1"(%arg147) {k = 176 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
    "x.use"(%147) {s = "f176"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f177"}> ({
  ^bb0(%arg146: i32):
    %146 = "x.a2"(%arg146) {k = 177 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%146) {s = "f177"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f178"}> ({
  ^bb0(%arg145: vector<2xi1>):
    %145 = "x.a3"(%arg145) {k = 178 : i64, m = #map} : (vector<2xi1>) -> f32
    "x.use"(%145) {s = "f178"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f179"}> ({
  ^bb0(%arg144: tensor<4xf32>):
    %144 = "x.a4"(%arg144) {k = 179 : i64, m = #map} : (tensor<4xf32>) -> f32
    "x.use"(%144) {s = "f179"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f180"}> ({
  ^bb0(%arg142: f32):
    %142 = "x.a5"(%arg142) {k = 180 : i64, m = #map} : (f32) -> i32
    %143 = "x.r"(%142) ({
    ^bb0(%arg143: i32):
      "x.y"(%arg143) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%142) {s = "f180"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f181"}> ({
  ^bb0(%arg141: index):
    %141 = "x.a6"(%arg141) {k = 181 : i64, m = #map} : (index) -> f32
    "x.use"(%141) {s = "f181"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f182"}> ({
  ^bb0(%arg140: index):
    %140 = "x.a0"(%arg140) {k = 182 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%140) {s = "f182"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f183"}> ({
  ^bb0(%arg139: f32):
    %139 = "x.a1"(%arg139) {k = 183 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%139) {s = "f183"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f184"}> ({
  ^bb0(%arg138: index):
    %138 = "x.a2"(%arg138) {k = 184 : i64, m = #map} : (index) -> index
    "x.use"(%138) {s = "f184"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f185"}> ({
  ^bb0(%arg136: memref<?xi8>):
    %136 = "x.a3"(%arg136) {k = 185 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    %137 = "x.r"(%136) ({
    ^bb0(%arg137: tensor<4xf32>):
      "x.y"(%arg137) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%136) {s = "f185"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f186"}> ({
  ^bb0(%arg135: f32):
    %135 = "x.a4"(%arg135) {k = 186 : i64, m = #map} : (f32) -> i32
    "x.use"(%135) {s = "f186"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f187"}> ({
  ^bb0(%arg134: vector<2xi1>):
    %134 = "x.a5"(%arg134) {k = 187 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%134) {s = "f187"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f188"}> ({
  ^bb0(%arg133: tensor<4xf32>):
    %133 = "x.a6"(%arg133) {k = 188 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%133) {s = "f188"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f189"}> ({
  ^bb0(%arg132: memref<?xi8>):
    %132 = "x.a0"(%arg132) {k = 189 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%132) {s = "f189"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f190"}> ({
  ^bb0(%arg130: tensor<4xf32>):
    %130 = "x.a1"(%arg130) {k = 190 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
    %131 = "x.r"(%130) ({
    ^bb0(%arg131: memref<?xi8>):
      "x.y"(%arg131) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%130) {s = "f190"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f191"}> ({
  ^bb0(%arg129: f32):
    %129 = "x.a2"(%arg129) {k = 191 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%129) {s = "f191"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f192"}> ({
  ^bb0(%arg128: f32):
    %128 = "x.a3"(%arg128) {k = 192 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%128) {s = "f192"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f193"}> ({
  ^bb0(%arg127: memref<?xi8>):
    %127 = "x.a4"(%arg127) {k = 193 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%127) {s = "f193"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f194"}> ({
  ^bb0(%arg126: tensor<4xf32>):
    %126 = "x.a5"(%arg126) {k = 194 : i64, m = #map} : (tensor<4xf32>) -> f32
    "x.use"(%126) {s = "f194"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f195"}> ({
  ^bb0(%arg124: memref<?xi8>):
    %124 = "x.a6"(%arg124) {k = 195 : i64, m = #map} : (memref<?xi8>) -> i32
    %125 = "x.r"(%124) ({
    ^bb0(%arg125: i32):
      "x.y"(%arg125) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%124) {s = "f195"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f196"}> ({
  ^bb0(%arg123: f32):
    %123 = "x.a0"(%arg123) {k = 196 : i64, m = #map} : (f32) -> f32
    "x.use"(%123) {s = "f196"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f197"}> ({
  ^bb0(%arg122: f32):
    %122 = "x.a1"(%arg122) {k = 197 : i64, m = #map} : (f32) -> tensor<4xf32>
    "x.use"(%122) {s = "f197"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f198"}> ({
  ^bb0(%arg121: memref<?xi8>):
    %121 = "x.a2"(%arg121) {k = 198 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
    "x.use"(%121) {s = "f198"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f199"}> ({
  ^bb0(%arg120: i32):
    %120 = "x.a3"(%arg120) {k = 199 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%120) {s = "f199"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f200"}> ({
  ^bb0(%arg118: i32):
    %118 = "x.a4"(%arg118) {k = 200 : i64, m = #map} : (i32) -> index
    %119 = "x.r"(%118) ({
    ^bb0(%arg119: index):
      "x.y"(%arg119) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%118) {s = "f200"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f201"}> ({
  ^bb0(%arg117: vector<2xi1>):
    %117 = "x.a5"(%arg117) {k = 201 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
    "x.use"(%117) {s = "f201"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f202"}> ({
  ^bb0(%arg116: memref<?xi8>):
    %116 = "x.a6"(%arg116) {k = 202 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%116) {s = "f202"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f203"}> ({
  ^bb0(%arg115: tensor<4xf32>):
    %115 = "x.a0"(%arg115) {k = 203 : i64, m = #map} : (tensor<4xf32>) -> i32
    "x.use"(%115) {s = "f203"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f204"}> ({
  ^bb0(%arg114: memref<?xi8>):
    %114 = "x.a1"(%arg114) {k = 204 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%114) {s = "f204"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f205"}> ({
  ^bb0(%arg112: f32):
    %112 = "x.a2"(%arg112) {k = 205 : i64, m = #map} : (f32) -> f32
    %113 = "x.r"(%112) ({
    ^bb0(%arg113: f32):
      "x.y"(%arg113) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%112) {s = "f205"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f206"}> ({
  ^bb0(%arg111: index):
    %111 = "x.a3"(%arg111) {k = 206 : i64, m = #map} : (index) -> i32
    "x.use"(%111) {s = "f206"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f207"}> ({
  ^bb0(%arg110: i32):
    %110 = "x.a4"(%arg110) {k = 207 : i64, m = #map} : (i32) -> memref<?xi8>
    "x.use"(%110) {s = "f207"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f208"}> ({
  ^bb0(%arg109: tensor<4xf32>):
    %109 = "x.a5"(%arg109) {k = 208 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
    "x.use"(%109) {s = "f208"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f209"}> ({
  ^bb0(%arg108: i32):
    %108 = "x.a6"(%arg108) {k = 209 : i64, m = #map} : (i32) -> i32
    "x.use"(%108) {s = "f209"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f210"}> ({
  ^bb0(%arg106: tensor<4xf32>):
    %106 = "x.a0"(%arg106) {k = 210 : i64, m = #map} : (tensor<4xf32>) -> index
    %107 = "x.r"(%106) ({
    ^bb0(%arg107: index):
      "x.y"(%arg107) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%106) {s = "f210"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f211"}> ({
  ^bb0(%arg105: memref<?xi8>):
    %105 = "x.a1"(%arg105) {k = 211 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%105) {s = "f211"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f212"}> ({
  ^bb0(%arg104: memref<?xi8>):
    %104 = "x.a2"(%arg104) {k = 212 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%104) {s = "f212"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f213"}> ({
  ^bb0(%arg103: f32):
    %103 = "x.a3"(%arg103) {k = 213 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%103) {s = "f213"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f214"}> ({
  ^bb0(%arg102: index):
    %102 = "x.a4"(%arg102) {k = 214 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%102) {s = "f214"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f215"}> ({
  ^bb0(%arg100: memref<?xi8>):
    %100 = "x.a5"(%arg100) {k = 215 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    %101 = "x.r"(%100) ({
    ^bb0(%arg101: memref<?xi8>):
      "x.y"(%arg101) : (memref<?xi8>) -> ()
    }) : (memref<?xi8>) -> i32
    "x.use"(%100) {s = "f215"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f216"}> ({
  ^bb0(%arg99: tensor<4xf32>):
    %99 = "x.a6"(%arg99) {k = 216 : i64, m = #map} : (tensor<4xf32>) -> memref<?xi8>
    "x.use"(%99) {s = "f216"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f217"}> ({
  ^bb0(%arg98: f32):
    %98 = "x.a0"(%arg98) {k = 217 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%98) {s = "f217"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f218"}> ({
  ^bb0(%arg97: memref<?xi8>):
    %97 = "x.a1"(%arg97) {k = 218 : i64, m = #map} : (memref<?xi8>) -> index
    "x.use"(%97) {s = "f218"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f219"}> ({
  ^bb0(%arg96: memref<?xi8>):
    %96 = "x.a2"(%arg96) {k = 219 : i64, m = #map} : (memref<?xi8>) -> f32
    "x.use"(%96) {s = "f219"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f220"}> ({
  ^bb0(%arg94: tensor<4xf32>):
    %94 = "x.a3"(%arg94) {k = 220 : i64, m = #map} : (tensor<4xf32>) -> f32
    %95 = "x.r"(%94) ({
    ^bb0(%arg95: f32):
      "x.y"(%arg95) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%94) {s = "f220"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f221"}> ({
  ^bb0(%arg93: tensor<4xf32>):
    %93 = "x.a4"(%arg93) {k = 221 : i64, m = #map} : (tensor<4xf32>) -> i32
    "x.use"(%93) {s = "f221"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f222"}> ({
  ^bb0(%arg92: tensor<4xf32>):
    %92 = "x.a5"(%arg92) {k = 222 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%92) {s = "f222"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f223"}> ({
  ^bb0(%arg91: index):
    %91 = "x.a6"(%arg91) {k = 223 : i64, m = #map} : (index) -> i32
    "x.use"(%91) {s = "f223"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f224"}> ({
  ^bb0(%arg90: vector<2xi1>):
    %90 = "x.a0"(%arg90) {k = 224 : i64, m = #map} : (vector<2xi1>) -> f32
    "x.use"(%90) {s = "f224"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f225"}> ({
  ^bb0(%arg88: tensor<4xf32>):
    %88 = "x.a1"(%arg88) {k = 225 : i64, m = #map} : (tensor<4xf32>) -> i32
    %89 = "x.r"(%88) ({
    ^bb0(%arg89: i32):
      "x.y"(%arg89) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%88) {s = "f225"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f226"}> ({
  ^bb0(%arg87: f32):
    %87 = "x.a2"(%arg87) {k = 226 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%87) {s = "f226"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f227"}> ({
  ^bb0(%arg86: index):
    %86 = "x.a3"(%arg86) {k = 227 : i64, m = #map} : (index) -> i32
    "x.use"(%86) {s = "f227"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f228"}> ({
  ^bb0(%arg85: f32):
    %85 = "x.a4"(%arg85) {k = 228 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%85) {s = "f228"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f229"}> ({
  ^bb0(%arg84: vector<2xi1>):
    %84 = "x.a5"(%arg84) {k = 229 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
    "x.use"(%84) {s = "f229"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f230"}> ({
  ^bb0(%arg82: index):
    %82 = "x.a6"(%arg82) {k = 230 : i64, m = #map} : (index) -> f32
    %83 = "x.r"(%82) ({
    ^bb0(%arg83: f32):
      "x.y"(%arg83) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%82) {s = "f230"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f231"}> ({
  ^bb0(%arg81: index):
    %81 = "x.a0"(%arg81) {k = 231 : i64, m = #map} : (index) -> f32
    "x.use"(%81) {s = "f231"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f232"}> ({
  ^bb0(%arg80: tensor<4xf32>):
    %80 = "x.a1"(%arg80) {k = 232 : i64, m = #map} : (tensor<4xf32>) -> f32
    "x.use"(%80) {s = "f232"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f233"}> ({
  ^bb0(%arg79: vector<2xi1>):
    %79 = "x.a2"(%arg79) {k = 233 : i64, m = #map} : (vector<2xi1>) -> i32
    "x.use"(%79) {s = "f233"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f234"}> ({
  ^bb0(%arg78: tensor<4xf32>):
    %78 = "x.a3"(%arg78) {k = 234 : i64, m = #map} : (tensor<4xf32>) -> tensor<4xf32>
    "x.use"(%78) {s = "f234"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f235"}> ({
  ^bb0(%arg76: f32):
    %76 = "x.a4"(%arg76) {k = 235 : i64, m = #map} : (f32) -> vector<2xi1>
    %77 = "x.r"(%76) ({
    ^bb0(%arg77: vector<2xi1>):
      "x.y"(%arg77) : (vector<2xi1>) -> ()
    }) : (vector<2xi1>) -> i32
    "x.use"(%76) {s = "f235"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f236"}> ({
  ^bb0(%arg75: f32):
    %75 = "x.a5"(%arg75) {k = 236 : i64, m = #map} : (f32) -> f32
    "x.use"(%75) {s = "f236"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f237"}> ({
  ^bb0(%arg74: vector<2xi1>):
    %74 = "x.a6"(%arg74) {k = 237 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
    "x.use"(%74) {s = "f237"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f238"}> ({
  ^bb0(%arg73: memref<?xi8>):
    %73 = "x.a0"(%arg73) {k = 238 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%73) {s = "f238"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f239"}> ({
  ^bb0(%arg72: index):
    %72 = "x.a1"(%arg72) {k = 239 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%72) {s = "f239"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f240"}> ({
  ^bb0(%arg70: f32):
    %70 = "x.a2"(%arg70) {k = 240 : i64, m = #map} : (f32) -> index
    %71 = "x.r"(%70) ({
    ^bb0(%arg71: index):
      "x.y"(%arg71) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%70) {s = "f240"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f241"}> ({
  ^bb0(%arg69: index):
    %69 = "x.a3"(%arg69) {k = 241 : i64, m = #map} : (index) -> i32
    "x.use"(%69) {s = "f241"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f242"}> ({
  ^bb0(%arg68: vector<2xi1>):
    %68 = "x.a4"(%arg68) {k = 242 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%68) {s = "f242"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f243"}> ({
  ^bb0(%arg67: i32):
    %67 = "x.a5"(%arg67) {k = 243 : i64, m = #map} : (i32) -> index
    "x.use"(%67) {s = "f243"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f244"}> ({
  ^bb0(%arg66: memref<?xi8>):
    %66 = "x.a6"(%arg66) {k = 244 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%66) {s = "f244"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f245"}> ({
  ^bb0(%arg64: tensor<4xf32>):
    %64 = "x.a0"(%arg64) {k = 245 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    %65 = "x.r"(%64) ({
    ^bb0(%arg65: vector<2xi1>):
      "x.y"(%arg65) : (vector<2xi1>) -> ()
    }) : (vector<2xi1>) -> i32
    "x.use"(%64) {s = "f245"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f246"}> ({
  ^bb0(%arg63: i32):
    %63 = "x.a1"(%arg63) {k = 246 : i64, m = #map} : (i32) -> tensor<4xf32>
    "x.use"(%63) {s = "f246"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f247"}> ({
  ^bb0(%arg62: index):
    %62 = "x.a2"(%arg62) {k = 247 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%62) {s = "f247"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f248"}> ({
  ^bb0(%arg61: memref<?xi8>):
    %61 = "x.a3"(%arg61) {k = 248 : i64, m = #map} : (memref<?xi8>) -> index
    "x.use"(%61) {s = "f248"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f249"}> ({
  ^bb0(%arg60: memref<?xi8>):
    %60 = "x.a4"(%arg60) {k = 249 : i64, m = #map} : (memref<?xi8>) -> i32
    "x.use"(%60) {s = "f249"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f250"}> ({
  ^bb0(%arg58: i32):
    %58 = "x.a5"(%arg58) {k = 250 : i64, m = #map} : (i32) -> f32
    %59 = "x.r"(%58) ({
    ^bb0(%arg59: f32):
      "x.y"(%arg59) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%58) {s = "f250"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f251"}> ({
  ^bb0(%arg57: i32):
    %57 = "x.a6"(%arg57) {k = 251 : i64, m = #map} : (i32) -> i32
    "x.use"(%57) {s = "f251"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f252"}> ({
  ^bb0(%arg56: index):
    %56 = "x.a0"(%arg56) {k = 252 : i64, m = #map} : (index) -> index
    "x.use"(%56) {s = "f252"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f253"}> ({
  ^bb0(%arg55: i32):
    %55 = "x.a1"(%arg55) {k = 253 : i64, m = #map} : (i32) -> f32
    "x.use"(%55) {s = "f253"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f254"}> ({
  ^bb0(%arg54: index):
    %54 = "x.a2"(%arg54) {k = 254 : i64, m = #map} : (index) -> f32
    "x.use"(%54) {s = "f254"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f255"}> ({
  ^bb0(%arg52: tensor<4xf32>):
    %52 = "x.a3"(%arg52) {k = 255 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    %53 = "x.r"(%52) ({
    ^bb0(%arg53: vector<2xi1>):
      "x.y"(%arg53) : (vector<2xi1>) -> ()
    }) : (vector<2xi1>) -> i32
    "x.use"(%52) {s = "f255"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f256"}> ({
  ^bb0(%arg51: index):
    %51 = "x.a4"(%arg51) {k = 256 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%51) {s = "f256"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f257"}> ({
  ^bb0(%arg50: f32):
    %50 = "x.a5"(%arg50) {k = 257 : i64, m = #map} : (f32) -> memref<?xi8>
    "x.use"(%50) {s = "f257"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f258"}> ({
  ^bb0(%arg49: memref<?xi8>):
    %49 = "x.a6"(%arg49) {k = 258 : i64, m = #map} : (memref<?xi8>) -> memref<?xi8>
    "x.use"(%49) {s = "f258"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f259"}> ({
  ^bb0(%arg48: tensor<4xf32>):
    %48 = "x.a0"(%arg48) {k = 259 : i64, m = #map} : (tensor<4xf32>) -> vector<2xi1>
    "x.use"(%48) {s = "f259"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f260"}> ({
  ^bb0(%arg46: index):
    %46 = "x.a1"(%arg46) {k = 260 : i64, m = #map} : (index) -> i32
    %47 = "x.r"(%46) ({
    ^bb0(%arg47: i32):
      "x.y"(%arg47) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%46) {s = "f260"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f261"}> ({
  ^bb0(%arg45: index):
    %45 = "x.a2"(%arg45) {k = 261 : i64, m = #map} : (index) -> i32
    "x.use"(%45) {s = "f261"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f262"}> ({
  ^bb0(%arg44: vector<2xi1>):
    %44 = "x.a3"(%arg44) {k = 262 : i64, m = #map} : (vector<2xi1>) -> f32
    "x.use"(%44) {s = "f262"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "f263"}> ({
  ^bb0(%arg43: tensor<4xf32>):
    %43 = "x.a4"(%arg43) {k = 263 : i64, m = #map} : (tensor<4xf32>) -> i32
    "x.use"(%43) {s = "f263"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f264"}> ({
  ^bb0(%arg42: index):
    %42 = "x.a5"(%arg42) {k = 264 : i64, m = #map} : (index) -> i32
    "x.use"(%42) {s = "f264"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f265"}> ({
  ^bb0(%arg40: vector<2xi1>):
    %40 = "x.a6"(%arg40) {k = 265 : i64, m = #map} : (vector<2xi1>) -> i32
    %41 = "x.r"(%40) ({
    ^bb0(%arg41: i32):
      "x.y"(%arg41) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%40) {s = "f265"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f266"}> ({
  ^bb0(%arg39: index):
    %39 = "x.a0"(%arg39) {k = 266 : i64, m = #map} : (index) -> i32
    "x.use"(%39) {s = "f266"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f267"}> ({
  ^bb0(%arg38: memref<?xi8>):
    %38 = "x.a1"(%arg38) {k = 267 : i64, m = #map} : (memref<?xi8>) -> f32
    "x.use"(%38) {s = "f267"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f268"}> ({
  ^bb0(%arg37: i32):
    %37 = "x.a2"(%arg37) {k = 268 : i64, m = #map} : (i32) -> index
    "x.use"(%37) {s = "f268"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f269"}> ({
  ^bb0(%arg36: i32):
    %36 = "x.a3"(%arg36) {k = 269 : i64, m = #map} : (i32) -> tensor<4xf32>
    "x.use"(%36) {s = "f269"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f270"}> ({
  ^bb0(%arg34: i32):
    %34 = "x.a4"(%arg34) {k = 270 : i64, m = #map} : (i32) -> index
    %35 = "x.r"(%34) ({
    ^bb0(%arg35: index):
      "x.y"(%arg35) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%34) {s = "f270"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f271"}> ({
  ^bb0(%arg33: memref<?xi8>):
    %33 = "x.a5"(%arg33) {k = 271 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%33) {s = "f271"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f272"}> ({
  ^bb0(%arg32: index):
    %32 = "x.a6"(%arg32) {k = 272 : i64, m = #map} : (index) -> memref<?xi8>
    "x.use"(%32) {s = "f272"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f273"}> ({
  ^bb0(%arg31: f32):
    %31 = "x.a0"(%arg31) {k = 273 : i64, m = #map} : (f32) -> i32
    "x.use"(%31) {s = "f273"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f274"}> ({
  ^bb0(%arg30: memref<?xi8>):
    %30 = "x.a1"(%arg30) {k = 274 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
    "x.use"(%30) {s = "f274"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f275"}> ({
  ^bb0(%arg28: f32):
    %28 = "x.a2"(%arg28) {k = 275 : i64, m = #map} : (f32) -> i32
    %29 = "x.r"(%28) ({
    ^bb0(%arg29: i32):
      "x.y"(%arg29) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%28) {s = "f275"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f276"}> ({
  ^bb0(%arg27: f32):
    %27 = "x.a3"(%arg27) {k = 276 : i64, m = #map} : (f32) -> index
    "x.use"(%27) {s = "f276"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f277"}> ({
  ^bb0(%arg26: i32):
    %26 = "x.a4"(%arg26) {k = 277 : i64, m = #map} : (i32) -> f32
    "x.use"(%26) {s = "f277"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f278"}> ({
  ^bb0(%arg25: f32):
    %25 = "x.a5"(%arg25) {k = 278 : i64, m = #map} : (f32) -> index
    "x.use"(%25) {s = "f278"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f279"}> ({
  ^bb0(%arg24: vector<2xi1>):
    %24 = "x.a6"(%arg24) {k = 279 : i64, m = #map} : (vector<2xi1>) -> index
    "x.use"(%24) {s = "f279"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f280"}> ({
  ^bb0(%arg22: memref<?xi8>):
    %22 = "x.a0"(%arg22) {k = 280 : i64, m = #map} : (memref<?xi8>) -> f32
    %23 = "x.r"(%22) ({
    ^bb0(%arg23: f32):
      "x.y"(%arg23) : (f32) -> ()
    }) : (f32) -> i32
    "x.use"(%22) {s = "f280"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f281"}> ({
  ^bb0(%arg21: index):
    %21 = "x.a1"(%arg21) {k = 281 : i64, m = #map} : (index) -> tensor<4xf32>
    "x.use"(%21) {s = "f281"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f282"}> ({
  ^bb0(%arg20: memref<?xi8>):
    %20 = "x.a2"(%arg20) {k = 282 : i64, m = #map} : (memref<?xi8>) -> vector<2xi1>
    "x.use"(%20) {s = "f282"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f283"}> ({
  ^bb0(%arg19: f32):
    %19 = "x.a3"(%arg19) {k = 283 : i64, m = #map} : (f32) -> index
    "x.use"(%19) {s = "f283"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f284"}> ({
  ^bb0(%arg18: index):
    %18 = "x.a4"(%arg18) {k = 284 : i64, m = #map} : (index) -> i32
    "x.use"(%18) {s = "f284"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f285"}> ({
  ^bb0(%arg16: index):
    %16 = "x.a5"(%arg16) {k = 285 : i64, m = #map} : (index) -> i32
    %17 = "x.r"(%16) ({
    ^bb0(%arg17: i32):
      "x.y"(%arg17) : (i32) -> ()
    }) : (i32) -> i32
    "x.use"(%16) {s = "f285"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f286"}> ({
  ^bb0(%arg15: i32):
    %15 = "x.a6"(%arg15) {k = 286 : i64, m = #map} : (i32) -> i32
    "x.use"(%15) {s = "f286"} : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f287"}> ({
  ^bb0(%arg14: vector<2xi1>):
    %14 = "x.a0"(%arg14) {k = 287 : i64, m = #map} : (vector<2xi1>) -> memref<?xi8>
    "x.use"(%14) {s = "f287"} : (memref<?xi8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f288"}> ({
  ^bb0(%arg13: memref<?xi8>):
    %13 = "x.a1"(%arg13) {k = 288 : i64, m = #map} : (memref<?xi8>) -> f32
    "x.use"(%13) {s = "f288"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f289"}> ({
  ^bb0(%arg12: memref<?xi8>):
    %12 = "x.a2"(%arg12) {k = 289 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%12) {s = "f289"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f290"}> ({
  ^bb0(%arg10: f32):
    %10 = "x.a3"(%arg10) {k = 290 : i64, m = #map} : (f32) -> tensor<4xf32>
    %11 = "x.r"(%10) ({
    ^bb0(%arg11: tensor<4xf32>):
      "x.y"(%arg11) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> i32
    "x.use"(%10) {s = "f290"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "f291"}> ({
  ^bb0(%arg9: i32):
    %9 = "x.a4"(%arg9) {k = 291 : i64, m = #map} : (i32) -> vector<2xi1>
    "x.use"(%9) {s = "f291"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f292"}> ({
  ^bb0(%arg8: vector<2xi1>):
    %8 = "x.a5"(%arg8) {k = 292 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
    "x.use"(%8) {s = "f292"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f293"}> ({
  ^bb0(%arg7: vector<2xi1>):
    %7 = "x.a6"(%arg7) {k = 293 : i64, m = #map} : (vector<2xi1>) -> tensor<4xf32>
    "x.use"(%7) {s = "f293"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f294"}> ({
  ^bb0(%arg6: memref<?xi8>):
    %6 = "x.a0"(%arg6) {k = 294 : i64, m = #map} : (memref<?xi8>) -> tensor<4xf32>
    "x.use"(%6) {s = "f294"} : (tensor<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi8>) -> (), sym_name = "f295"}> ({
  ^bb0(%arg4: memref<?xi8>):
    %4 = "x.a1"(%arg4) {k = 295 : i64, m = #map} : (memref<?xi8>) -> index
    %5 = "x.r"(%4) ({
    ^bb0(%arg5: index):
      "x.y"(%arg5) : (index) -> ()
    }) : (index) -> i32
    "x.use"(%4) {s = "f295"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f296"}> ({
  ^bb0(%arg3: vector<2xi1>):
    %3 = "x.a2"(%arg3) {k = 296 : i64, m = #map} : (vector<2xi1>) -> f32
    "x.use"(%3) {s = "f296"} : (f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f297"}> ({
  ^bb0(%arg2: f32):
    %2 = "x.a3"(%arg2) {k = 297 : i64, m = #map} : (f32) -> index
    "x.use"(%2) {s = "f297"} : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (), sym_name = "f298"}> ({
  ^bb0(%arg1: f32):
    %1 = "x.a4"(%arg1) {k = 298 : i64, m = #map} : (f32) -> vector<2xi1>
    "x.use"(%1) {s = "f298"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi1>) -> (), sym_name = "f299"}> ({
  ^bb0(%arg0: vector<2xi1>):
    %0 = "x.a5"(%arg0) {k = 299 : i64, m = #map} : (vector<2xi1>) -> vector<2xi1>
    "x.use"(%0) {s = "f299"} : (vector<2xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

