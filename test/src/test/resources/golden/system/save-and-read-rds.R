# saveRDS/readRDS and save/load round trips, compressed or not, of R's kinds of values
f <- tempfile(fileext = ".rds")
values <- list(1:3, c(a = 1.5, b = NA, c = NaN), c("x", NA, "\u00e9"), c(TRUE, NA), factor(c("u", "v", "u")),
               data.frame(n = 1:2, s = c("p", "q")), list(1, list(2, "z"), NULL), matrix(1:6, 2),
               y ~ x + z, quote(g(1, k = 2)), function(a, b = 2) a * b, NULL, numeric(0),
               structure(1:2, class = "myclass", note = "kept"))
for (v in values) {
  saveRDS(v, f)
  back <- readRDS(f)
  cat(if (is.function(v)) identical(back(3), v(3)) else identical(back, v), "")
  saveRDS(v, f, compress = FALSE)
  cat(if (is.function(v)) identical(readRDS(f)(3), v(3)) else identical(readRDS(f), v), "\n")
}
x <- rnorm(5); y <- letters; z <- list(x = x)
ws <- tempfile(fileext = ".RData")
save(x, y, list = "z", file = ws)
rm(x, y, z)
load(ws)
c(exists("x"), exists("y"), exists("z"))
e <- new.env()
loaded <- load(ws, envir = e)
loaded
identical(e$z$x, e$x)
tryCatch(save(nope, file = ws), error = function(e) conditionMessage(e))
tryCatch(readRDS(tempfile()), error = function(e) "cannot open", warning = function(w) "cannot open")
big <- matrix(runif(2e6), ncol = 4)
saveRDS(big, f)
identical(readRDS(f), big)
unlink(c(f, ws))
# a closure whose environment binds the closure itself comes back with one environment
mk <- function() { k <- 10; g <- function(x) x + k; g }
f2 <- tempfile(fileext = ".rds")
saveRDS(mk(), f2)
g2 <- readRDS(f2)
g2(1)
identical(environment(environment(g2)$g), environment(g2))
unlink(f2)
