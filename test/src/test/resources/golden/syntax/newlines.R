# Where a newline ends an expression and where it does not
x <- c(1,
       2,
       3)
print(x)
y <- 1 +
  2
print(y)
f <- function(a)
  a * 2
print(f(4))
g <- function(a) {
  if (a > 0) "positive"
  else "not positive"
}
print(g(1))
print(g(-1))
h <- function(v) {
  if (v)
  {
    "yes"
  }
  else
  {
    "no"
  }
}
print(h(TRUE))
print(h(FALSE))
z <- if (FALSE) 1 else
  2
print(z)
s <- x[
  2
]
print(s)
print((1
  + 2))
a <- 1; b <- 2; print(a + b)
for (i in 1:2)
  print(i)
k <- 0
while (k < 2)
  k <- k + 1
print(k)
