# Sizes beyond what memory or R's integers hold: R's messages (never a wrapped integer), and nothing allocated.
# Only sizes no machine could hold (hundreds of Gb and more), so that GNU R's answers do not depend on the machine.
.try <- function(expr) withCallingHandlers(tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "\n")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
.try(matrix(0, 1e6, 1e6)); .try(numeric(1e15)); .try(logical(1e12)); .try(character(1e12)); .try(vector("list", 1e12)); .try(raw(1e13))
.try(numeric(Inf)); .try(numeric(NA)); .try(numeric(NA_real_)); .try(numeric(NA_integer_)); .try(numeric(-1)); .try(numeric("a")); .try(numeric(-0.5))
.try(numeric(2^52 + 1)); .try(vector("numeric", -1)); .try(complex(3e9)); .try(integer(TRUE))
.try(matrix(1:4, 1e10, 2)); .try(matrix(0, NA, 2)); .try(matrix(0, 1e12)); .try(array(0, c(1e5, 1e5, 10))); .try(array(0, c(-1, 2)))
.try(rep(1, 1e12)); .try(rep(1:2, times = 1e12)); .try(rep_len(1, 1e12)); .try(rep(1:2, each = 1e12)); .try(rep.int(1, 1e12))
# (seq_len(1e12) and 1:1e12 are compact sequences in R, never allocated; flashr says it cannot allocate them)
.try(seq(1, 2, length.out = 1e12)); .try(diag(1e6))
.try(outer(1:1e6, 1:1e6)); .try(crossprod(matrix(0, 1, 1e6))); .try(tcrossprod(matrix(0, 1e6, 1))); .try(matrix(0, 1e6, 1) %*% matrix(0, 1, 1e6))
.try(kronecker(diag(1e3), diag(1e3)))
.try({x <- 1:10; x[1e12] <- 1L}); .try({x <- 1:10; x[[1e12]] <- 1L}); .try({l <- list(); l[[1e12]] <- 1}); .try({x <- 1:10; length(x) <- 1e12})
.try({x <- numeric(10); dim(x) <- c(1e5, 1e5)}); .try({x <- numeric(10); dim(x) <- c(2, 3)})
.try(rnorm(1e12)); .try(runif(1e13)); .try(rnorm(2^52 + 2)); .try(rnorm(-1)); .try(sample.int(1e12, 1e12)); .try(sample(5, NA)); .try(sample(5, c(2, 3)))
.try(tabulate(1, 3e9)); .try(format(1:2, width = 1e10)); .try(format(1:2, width = NA)); .try(formatC(1, width = 3e9))
.try(strrep("a", 3e9)); .try(strrep("ab", 2e9)); .try(sprintf("%3000000000d", 1L)); .try(sprintf("a%.3000000000fb", 1)); .try(sprintf("%8193s", "x"))
.try(sprintf("%9000.1f", 1)); .try(nchar(sprintf("%8192s", "x")))
