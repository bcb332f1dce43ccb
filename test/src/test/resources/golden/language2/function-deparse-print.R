# functions print and deparse in R's canonical layout (Rscript keeps no source)
f <- function(a, b = c("x", "y"), ...) {
  if (a > 1) {
    for (i in seq_len(a)) b <- c(b, i)
  } else b <- NULL
  invisible(b)
}
f
deparse(f)
deparse(function(x) x + 1)
