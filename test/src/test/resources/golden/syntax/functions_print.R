# Functions print deparsed (Rscript keeps no source)
f <- function(x, y = 2) x + y
print(f)
g <- function(a, ...) {
  # a comment
  if (a) {
    b <- 1
  } else b <- 2
  for (i in 1:3) b <- b + i
  b
}
print(g)
h <- \(x) x^2
print(h)
print(function() NULL)
k <- function(n = c(1, 2), s = "a\tb") repeat break
print(k)
