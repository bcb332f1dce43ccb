for (s in c(0, 1, -1, 2147483647, -2147483647, 12345)) {
  set.seed(s)
  print(runif(2), digits = 15)
}
set.seed(3.9)
runif(1)
set.seed("7")
runif(1)
set.seed("abc")
