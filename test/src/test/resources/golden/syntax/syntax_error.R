# Expressions before a syntax error run; the error ends the script
x <- 1
print(x + 1)
if (x > 0) print("positive")
print("still running")
y <- x +
  2 3
print("never")
