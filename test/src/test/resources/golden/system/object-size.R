# object.size counts the bytes R holds a value in; its format and print methods; gc's shape
values <- list(numeric(0), 1, c(1, 2), 1:3, numeric(5), numeric(8), numeric(9), numeric(16),
               numeric(17), 1:10, 1:100, TRUE, "a", c("a", "b"), rep("a", 1000),
               c("abcdefghijklmnop", "x"), c("\u00e9t\u00e9", "a"), list(), list(1), list(1, "a"),
               c(a = 1), c(a = 1, b = 2), matrix(0, 2, 2), matrix(0, 1000, 8),
               factor(c("a", "b", "a")), data.frame(x = 1:3, y = c("u", "v", "w")), NULL, NA,
               NA_character_, c(x = "a"), letters, 1:1e6, seq(0, 1, 0.1), sum, quote(x), y ~ x,
               quote(f(a, b = 2)), function(x, y = 2) x + y, list(a = list(b = 1:3)))
for (x in values) cat(object.size(x), "\n")
# large values, whichever storage holds them
set.seed(1)
X <- matrix(runif(3e6), 1e6, 3)
object.size(X)
object.size(X[, 1])
object.size(X > 0.5)
s <- object.size(numeric(1e6))
s
class(s)
unclass(s)
print(s, units = "Kb")
print(s, units = "MB")
print(s, units = "auto")
print(s, units = "KiB")
print(s, quote = TRUE, units = "Mb")
format(s, units = "auto")
format(object.size(1:1e3), units = "Mb", digits = 3)
format(object.size(1:1e3), units = "auto", standard = "SI")
print(object.size(numeric(1e8)), units = "auto", standard = "SI")
print(object.size(numeric(1e8)), units = "GB", standard = "legacy")
format(object.size(numeric(0)), units = "auto")
str(object.size(1))
object.size(1) + object.size(2)
tryCatch(format(s, units = "kB"), error = function(e) conditionMessage(e))
tryCatch(format(s, units = "KiB", standard = "SI"), error = function(e) conditionMessage(e))
g <- gc()
class(g)
dim(g)
dimnames(g)
all(g >= 0)
invisible(gc(verbose = FALSE, reset = TRUE))
