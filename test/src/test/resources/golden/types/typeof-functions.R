# R's primitives are "builtin" or "special"; its other base functions are closures, whichever
# way flashr implements them
for (f in list(sum, `+`, length, c, `[`, `if`, quote, mean, paste, print, lapply, function(x) x))
  cat(typeof(f), is.primitive(f), is.function(f), class(f), "\n")
print(is.primitive(1)); print(is.primitive("sum"))
print(sapply(c("sum", "max", "rep", "log", "round", "mean", "apply", "matrix"), function(n) typeof(get(n))))
