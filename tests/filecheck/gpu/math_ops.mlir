// RUN: simd-run %s --threads 1 --width 1 --args '[2.25, -1.0, 0.0, -7]' --json | filecheck %s
// Every math op runs, with IEEE 754 results where Python's math module raises
// (sqrt(-1) = NaN, log(0) = -inf), f32 results rounded to single precision (exp(2.25)
// = 9.487735748291016, not the double 9.487735836358526): results in the order of the return.
// CHECK: "results": {{\[}}[1.5, "NaN", "-Infinity", 1.0, 2.25, 2.0, 3.0, 2.0, 2.0, 1.0, 9.487735748291016, 0.6666666865348816, 4.0625, -2.0, -1.0, 7, 0, 0, 3, 4.0, 1.1699249744415283, 16, 1.0, 0.5, 0.8109301924705505, 2.0, 1.0, -2.0]]
func.func @main(%x: f32, %m: f32, %z: f32, %i: i32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, f32, f32, i32, f32, f32, f32, f32, f32, f32) {
  %t = simd.thread_id : i32
  %sqrt = math.sqrt %x : f32
  %nan = math.sqrt %m : f32
  %ninf = math.log %z : f32
  %abs = math.absf %m : f32
  %absx = math.absf %x : f32
  %floor = math.floor %x : f32
  %ceil = math.ceil %x : f32
  %round = math.round %x : f32
  %trunc = math.trunc %x : f32
  %cos0 = math.cos %z : f32
  %exp = math.exp %x : f32
  %rsqrt = math.rsqrt %x : f32
  %fma = math.fma %x, %x, %m : f32
  %cs = math.copysign %floor, %m : f32
  %sin = math.sin %z : f32
  %absi = math.absi %i : i32
  %ctlz = math.ctlz %i : i32
  %cttz = math.cttz %i : i32
  %ctpop = math.ctpop %absi : i32
  %pow = math.powf %floor, %floor : f32
  %log2 = math.log2 %x : f32
  %two = arith.constant 2 : i32
  %four = arith.constant 4 : i32
  %ipow = math.ipowi %four, %two : i32
  %exp0 = math.exp %z : f32
  %cosh = math.tanh %z : f32
  %log = math.log %x : f32
  %exp2 = math.exp2 %abs : f32
  %tanh = math.tanh %z : f32
  %rev = math.roundeven %m : f32
  %sum = arith.addf %cosh, %tanh : f32
  %big = arith.addf %exp, %sum : f32
  %neg = arith.subf %z, %floor : f32
  %one = arith.addf %exp0, %sin : f32
  %half = arith.divf %one, %floor : f32
  func.return %sqrt, %nan, %ninf, %abs, %absx, %floor, %ceil, %round, %trunc, %cos0, %big, %rsqrt, %fma, %cs, %rev, %absi, %ctlz, %cttz, %ctpop, %pow, %log2, %ipow, %one, %half, %log, %exp2, %exp0, %neg : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, f32, f32, i32, f32, f32, f32, f32, f32, f32
}
