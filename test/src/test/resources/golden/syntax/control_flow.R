# Control-flow syntax: if/else chains, loops with break and next, braces and semicolons
classify <- function(n) {
  if (n < 0) "negative"
  else if (n == 0) "zero"
  else if (n < 10) {
    "small"
  }
  else "large"
}
for (v in c(-1, 0, 5, 50)) print(classify(v))
total <- 0
for (i in 1:10) {
  if (i %% 2 == 0) next
  if (i > 7) break
  total <- total + i
}
print(total)
k <- 0; repeat { k <- k + 1; if (k >= 3) break }; print(k)
n <- 5
while (n > 0) n <- n - 2
print(n)
res <- if (n < 0) "below" else "above"
print(res)
f <- function(x) { if (x) return("early"); "late" }
print(c(f(TRUE), f(FALSE)))
print({1; 2; 3})
print((function(a, b = a * 2) a + b)(3))
g <- function(...) ..2
print(g(10, 20, 30))
`my fun` <- function() "called"
print(`my fun`())
print("f"(FALSE))
