# ..., ..1, nargs() and list(...).
f <- function(...) {
  cat("nargs:", nargs(), "\n")
  if (nargs() > 0) print(..1)
  invisible(NULL)
}
f()
f(10, 20)
g <- function(a, b, ...) nargs()
g(1)
g(1, 2, 3, 4)
sum_all <- function(...) {
  s <- 0
  for (v in list(...)) s <- s + v
  s
}
sum_all(1, 2, 3.5)
outer_fn <- function(...) inner_fn(...)
inner_fn <- function(x, y) x - y
outer_fn(y = 1, x = 10)
