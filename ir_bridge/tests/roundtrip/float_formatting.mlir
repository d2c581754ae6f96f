// Stresses: float formatting corner cases: 6-digit form only when it
// round-trips (APFloat truncation quirks: 1e-6), shortest/17-digit fallback with
// E exponent, hex fallback for integral values with no "." (typed even in arrays), denormals.
"x.f"() {a = [0.000001, 0.000002, 0.00001, 0.0001, 0.001, 0.01, 9.999995e-7, 1.0e-6, 1.0e-7, 999999.5, 9999995.0, 0.3, 2.5e-6, 1.25e-6, 0.999999999, 123456.7, 1234567.5, 1.0e16, 1.0e17, 12345678912345678.0, 1.0e-320, 5.0e-324, 0.00001 : f32, 1.0e-6 : f32, 1.0e-8 : f32, 16777217.0 : f32, 0.1 : f16, 65504.0 : f16, 3.0e-5 : f16]} : () -> ()
