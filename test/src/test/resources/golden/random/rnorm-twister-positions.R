# rnorm and runif in bulk on R's default generator, started at every kind of position in the
# twister's block of 624 words (a deviate's two words may straddle a refill), with a mean and sd,
# and the generator's state afterwards: the same stream as R's one draw at a time.
digest <- function(x) {
  b <- as.integer(writeBin(x, raw(), endian = "little"))
  sprintf("%.0f", sum(as.numeric(b) * (seq_along(b) %% 65521)))
}
set.seed(3)
u <- runif(1)
x <- rnorm(100001, 2, 3)
cat("odd start", digest(x), .Random.seed[2:4], "\n")
x <- rnorm(311); y <- rnorm(1); z <- rnorm(2049, -1, 0.5)
cat(sprintf("%a", c(x[311], y, z[c(1, 2048, 2049)], sum(z))), .Random.seed[2:3], "\n")
for (skip in c(0, 1, 622, 623, 624, 625)) {
  set.seed(42)
  if (skip > 0) invisible(runif(skip))
  x <- rnorm(5000, 10, 0.1)
  cat(skip, digest(x), sprintf("%a", x[c(1, 312, 313, 5000)]), .Random.seed[2], "\n")
}
set.seed(7)
u <- runif(1e5, -2, 5)
cat("runif", digest(u), sprintf("%a", range(u)), .Random.seed[2:3], "\n")
u <- runif(1001, 3, 3)
cat("runif a == b", unique(u), .Random.seed[2], "\n")
u <- runif(3, 1, 0)
print(u)
u <- runif(7)
cat(sprintf("%a", u), .Random.seed[2], "\n")
s <- sample(5, 2e5, replace = TRUE)
cat("sample", tabulate(s), sum(s * seq_along(s) %% 9973), .Random.seed[2:3], "\n")
