# print.<class> is used by print() and by auto-printing
model <- function(coef) structure(list(coef = coef, n = length(coef)), class = "model")
print.model <- function(x, ...) {
  cat("<model with", x$n, "coefficients>\n")
  print(x$coef)
  invisible(x)
}
m <- model(c(a = 1.5, b = -2))
print(m)
m
r <- print(m)
identical(r, m)
