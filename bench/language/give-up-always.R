# A loop whose typed code gives up at every iteration: a vector grown by x[i] <- v past its end
# (a compiled jar runs it generically, trying typed code again after ever longer stretches).
x <- numeric(0); s <- 0
for (i in 1:2000000) {
  s <- s + i * 0.5
  x[i] <- s
}
print(c(length(x), x[length(x)], sum(x)))
