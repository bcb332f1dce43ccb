fizz <- function(n) {
  for (i in 1:n) {
    if (i %% 15 == 0) print("FizzBuzz") else if (i %% 3 == 0) print("Fizz") else if (i %% 5 == 0) print("Buzz") else print(i)
  }
}
fizz(15)
fact <- function(n) if (n <= 1) 1 else n * fact(n - 1)
print(sapply(0:10, fact))
primes <- function(n) { p <- 2:n; i <- 1; while (i <= length(p)) { p <- p[p == p[i] | p %% p[i] != 0]; i <- i + 1 }; p }
print(primes(50))
v <- c(a = 1, b = 2, c = 3)
v[["b"]] <- 20
print(v)
l <- list(name = "Bob", age = 25, scores = c(90, 85))
str(l)
l$city <- "Paris"
print(names(l))
print(unlist(l))
df <- data.frame(x = 1:5, y = c(2.1, 3.9, 6.2, 7.8, 10.1), g = c("a", "b", "a", "b", "a"))
print(df)
print(summary(df$y))
print(df[df$x > 2, ])
print(aggregate(y ~ g, data = df, FUN = mean))
print(tapply(df$y, df$g, mean))
print(with(df, cor(x, y)))
df$z <- df$x * 2
print(head(df, 3))
print(nrow(df)); print(ncol(df))
print(colMeans(df[, c("x", "y")]))
mat <- outer(1:5, 1:5)
print(mat[upper.tri(mat)])
print(diag(3))
s <- "Hello, World"
print(toupper(s)); print(nchar(s)); print(substr(s, 1, 5)); print(strsplit(s, ", ")[[1]])
print(gsub("o", "0", s))
print(rev(strsplit("abc", "")[[1]]))
print(Reduce(`+`, 1:5, accumulate = TRUE))
print(Filter(function(x) x %% 2 == 0, 1:10))
print(Map(function(a, b) a * b, 1:3, 4:6))
print(mapply(rep, 1:3, 3:1))
print(vapply(1:3, function(i) i * 2.5, numeric(1)))
print(tryCatch(stop("boom"), error = function(e) paste("caught:", conditionMessage(e))))
r <- withCallingHandlers(
  { warning("careful"); "done" },
  warning = function(w) { message("handled: ", conditionMessage(w)); invokeRestart("muffleWarning") })
print(r)
