# tan, tanpi and compiled tan give the C library's doubles, as R's tan (Math.tan differs in the last bit on some).
set.seed(20261203)
x <- c((-1500:1500) / 60, (1:1000) / 1024 + 0.5, (1:500) * 1e-4, -(1:500) * 0.0123, runif(3000, -25, 25),
       1e-9, -3e-8, 0, -0, 25, -25, 1e10, NA, NaN, Inf, -Inf)
y <- tan(x)
h <- sprintf("%a", y)
codes <- utf8ToInt(paste(h, collapse = "|"))
cat(length(h), "values, checksum", format(sum(as.numeric(codes) * seq_along(codes)), scientific = FALSE), "\n")
writeLines(h[c(1:40, 297, 658, 8000:8012)])
p <- tanpi(c(x[1:3000] / 30, 0.25, -0.25, 0.5, 1, NA))
hp <- utf8ToInt(paste(sprintf("%a", p), collapse = "|"))
cat("tanpi checksum", format(sum(as.numeric(hp) * seq_along(hp)), scientific = FALSE), "\n")
f <- function(v) { s <- 0; for (e in v) s <- s + tan(e); s }
cat(sprintf("%a", f(x[1:8000])), "\n")
