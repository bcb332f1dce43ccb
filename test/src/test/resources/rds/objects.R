# Objects saved by GNU R (make.R) whose files flashr must write byte for byte and read back
objects <- list(
  int = c(1L, NA, -7L), dbl = c(x = 1.5, y = NA, z = NaN, w = -Inf), chr = c("u", NA, "\u00e9t\u00e9", ""),
  lgl = c(TRUE, NA, FALSE), fac = factor(c("lo", "hi", "lo")),
  ord = factor(c("b", "a"), levels = c("b", "a"), ordered = TRUE),
  df = data.frame(p = c(1L, 2L), q = c("a", "b"), r = c(0.5, NA)),
  lst = list(TRUE, NA, NULL, list(k = 1, "x")), mat = matrix(c(1, 2, 3, 4, 5, 6), 2, dimnames = list(c("r1", "r2"), NULL)),
  empty = numeric(0), null = NULL, formula = y ~ x + log(z), call = quote(f(a, b = 2, -1)), sym = quote(abc),
  fun = function(x, y = 2) x + y * 3, expr = expression(a + 1, "s"),
  nested = list(a = list(b = list(c = 1:2 + 0L)), names = c(first = "x")))
# Objects R writes in compact (ALTREP) forms: only read here
altrep <- list(seq = 1:10, rseq = seq(1, 5, by = 1), chars = as.character(1:3), big = 1:100000)
