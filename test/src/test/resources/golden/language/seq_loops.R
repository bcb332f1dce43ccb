# for over seq_len() and seq_along(): the count is taken from the argument as the builtins would
count <- function(s) { k <- 0; for (i in s) k <- k + 1; k }
for (i in seq_len(3)) cat(i, typeof(i), "")
cat("\n")
j <- "unchanged"
for (j in seq_len(0)) print("never")
print(j)
for (i in seq_len(2.7)) cat(i, "")
cat("\n")
for (i in seq_len(TRUE)) print(i)
for (i in seq_len("3")) cat(i, "")
cat("\n")
n <- 3L
for (i in seq_len(n)) { n <- 10L; cat(i, "") }
cat("\n")
r <- tryCatch({ for (i in seq_len(-1)) print(i); "no error" }, error = function(e) conditionMessage(e))
print(r)
r <- tryCatch({ for (i in seq_len(NA)) print(i); "no error" }, error = function(e) conditionMessage(e))
print(r)
withCallingHandlers(for (i in seq_len(c(2, 5))) cat(i, ""),
                    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
cat("\n")
for (i in seq_along(list(a = 1, b = "x", c = NULL))) cat(i, "")
cat("\n")
for (i in seq_along(NULL)) print("never")
for (i in seq_along(c(x = 5, y = 6))) cat(i, "")
cat("\n")
obj <- structure(list(1, 2, 3), class = "three")
length.three <- function(x) 2L
for (i in seq_along(obj)) cat("classed", i, "")
cat("\n")
f <- factor(c("a", "b", "a"))
for (i in seq_along(f)) cat(i, "")
cat("\n")
e <- new.env(); assign("p", 1, envir = e); assign("q", 2, envir = e)
for (i in seq_along(e)) cat("env", i, "")
cat("\n")
seq_len <- function(n) c(10L, 20L)
for (i in seq_len(5)) cat("mine", i, "")
cat("\n")
rm(seq_len)
big <- 0
for (i in seq_len(2e6)) big <- big + 1
print(big); print(i)
x <- numeric(1e6)
for (i in seq_along(x)) x[i] <- i %% 7
print(sum(x)); print(x[999994:1e6])
g <- function(...) { k <- 0; for (i in seq_len(...)) k <- k + i; k }
print(g(4))
print(count(seq_len(5)))
k <- 1; for (k in NULL) 1; print(k)
m <- 1; for (m in list()) 1; print(m)
q <- 1; for (q in character(0)) 1; print(q)
w <- 1; for (w in 3:3) 1; print(w)
