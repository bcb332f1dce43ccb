# summary.<class> returns a classed object printed by its own print method
summary.model <- function(object, ...) {
  structure(list(n = length(object$coef), total = sum(object$coef)), class = "summary.model")
}
print.summary.model <- function(x, ...) {
  cat("Model summary\n")
  cat("  coefficients:", x$n, "\n")
  cat("  total:", format(x$total, nsmall = 2), "\n")
  invisible(x)
}
m <- structure(list(coef = c(1, 2.5, 3)), class = "model")
s <- summary(m)
class(s)
s
summary(m)
