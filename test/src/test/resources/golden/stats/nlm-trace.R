# nlm's reports: print.level 1 and 2
f <- function(x) sum((x - c(1, 2))^2) + x[1] * x[2]
r <- nlm(f, c(3, 3), print.level = 1)
r <- nlm(f, c(3, 3), print.level = 2, iterlim = 3)
fg <- function(x) { v <- sum((x - 1)^2); attr(v, "gradient") <- 2 * (x - 1); v }
r <- nlm(fg, c(5, 6), print.level = 1)
options(digits = 4)
r <- nlm(f, c(1, 2), print.level = 1)
