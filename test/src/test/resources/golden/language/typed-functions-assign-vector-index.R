# x[[i]] <- v with an index of several elements on an atomic vector (issue 25): R's vectorIndex error, before the
# value's length (the call as R's: `[[<-`(`*tmp*`, ...)); a list goes recursive.
m <- function(expr) tryCatch(expr, error = function(e) paste("Error:", conditionMessage(e), "|", deparse(conditionCall(e))))
x <- c(1, 2, 3)
print(m(x[[c(1, 2)]] <- 5)); print(m(x[[c(1, 2)]] <- c(5, 6))); print(m(x[[c(1, 2)]] <- numeric(0)))
y <- 1:3; print(m(y[[c(2L, 1L)]] <- 5L)); print(m(y[[c(TRUE, FALSE)]] <- 5L))
z <- c(a = 1, b = 2); print(m(z[[c("a", "b")]] <- 5)); print(m(z[[c("a", "b")]] <- "s"))
l <- list(1, list(2, 3)); print(m(l[[c(2, 1)]] <- 9)); print(l[[2]][[1]])
f <- function(v) { v[[c(1, 2)]] <- 0; v }; print(m(f(x)))
print(x)
