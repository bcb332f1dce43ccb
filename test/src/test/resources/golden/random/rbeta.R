for (ab in list(c(0.5, 0.5), c(0.2, 3), c(1, 1), c(2, 5), c(5, 2), c(0.7, 20), c(30, 40), c(1, 0.3), c(3, 1))) {
  set.seed(11); x <- rbeta(3000, ab[1], ab[2]); cat(ab, sprintf("%.15g", sum(x)), sprintf("%.17g", x[1:2]), "\n")
}
set.seed(1)
rbeta(4, 2, 3)
rbeta(3, c(0, Inf, 0), c(0, Inf, 1))
rbeta(2, -1, 1)
