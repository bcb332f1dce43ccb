# nlm's checks and warnings, as R's C code words them
f <- function(x) sum(x^2)
r <- try(nlm(f, c(1, 2), print.level = 3))
r <- try(nlm(f, numeric(0)))
r <- try(nlm(f, c(1, NA)))
r <- try(nlm(f, "a"))
r <- try(nlm(f, c(1, 2), typsize = 1))
r <- try(nlm(f, c(1, 2), iterlim = 0))
r <- try(nlm(f, c(1, 2), ndigit = 0))
r <- try(nlm(f, c(1, 2), gradtol = -1))
r <- try(nlm(function(x) c(1, 2), c(1, 2)))
r <- try(nlm(function(x) "a", c(1, 2)))
bad <- function(x) { v <- sum(x^2); attr(v, "gradient") <- c(1, 1); v }
r <- try(nlm(bad, c(1, 2)))
nlm(bad, c(1, 2), check.analyticals = FALSE)$code
wrong <- function(x) { v <- sum(x^2); attr(v, "gradient") <- 1; v }
nlm(wrong, c(1, 2))$estimate
r <- nlm(function(x) if (sum(x) > 2.5) NA else sum((x - 1)^2), c(0, 0))
r$code
