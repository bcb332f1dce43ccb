# long character vectors wrap by common width
x <- c("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
       "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon")
print(x)
y <- c("a fairly long string number one", "another fairly long string", "short", "and one more long one here")
print(y)
